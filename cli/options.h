// Shared command-line helpers: parse options with Boost.Program_options and load a position.
#pragma once

#include <spdlog/common.h>

#include <boost/program_options.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/position.h"

namespace abbott::cli {

namespace po = boost::program_options;

// Parses `args` into `vm`; on error or --help prints to the right stream and returns the exit
// code to use.
std::optional<int> parse_options(const std::string& command, const po::options_description& opts,
                                 const std::vector<std::string>& args, po::variables_map& vm);

// The level a --log-level names (trace, debug, info, warn, error, critical, off); nullopt otherwise.
std::optional<spdlog::level::level_enum> log_level(const std::string& name);

// Adds --variant and --fen.
void add_position_options(po::options_description& opts);

// Loads --variant/--fen into `pos`; prints a clear message and returns false on bad input.
bool load_position(const po::variables_map& vm, Position& pos);

}  // namespace abbott::cli
