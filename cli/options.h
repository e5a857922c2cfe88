// Shared command-line helpers: parse options with Boost.Program_options and load a position.
#pragma once

#include <spdlog/common.h>

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/position.h"
#include "engine/variant.h"

namespace abbott::cli {

namespace po = boost::program_options;

// Parses `args` into `vm`; on error or --help prints to the right stream and returns the exit
// code to use.
std::optional<int> parse_options(const std::string& command, const po::options_description& opts,
                                 const std::vector<std::string>& args, po::variables_map& vm);

// The level a --log-level names (trace, debug, info, warn, error, critical, off); nullopt otherwise.
std::optional<spdlog::level::level_enum> log_level(const std::string& name);

// Adds --variant, --fen, --moves and --allow-illegal.
void add_position_options(po::options_description& opts);

// Sets `pos` to `fen` (or "startpos") with `moves` played; returns what is wrong, or "" (see
// load_position for `illegal`).
std::string setup_position(const Variant& v, const std::string& fen, const std::string& moves,
                           bool allow_illegal, Position& pos, std::string& illegal);

// Loads --variant/--fen/--moves into `pos`; prints a clear message and returns false on bad
// input. A position the rules cannot reach (the side not to move in check) is refused unless
// --allow-illegal is given: then it is loaded and `illegal` says what is wrong with it.
bool load_position(const po::variables_map& vm, Position& pos, std::string& illegal);

}  // namespace abbott::cli
