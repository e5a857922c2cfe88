// Shared command-line helpers.
#include "cli/options.h"

#include <iostream>
#include <sstream>

#include "cli/variant_names.h"
#include "engine/variant.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::cli {

std::optional<int> parse_options(const std::string& command, const po::options_description& opts,
                                 const std::vector<std::string>& args, po::variables_map& vm) {
  po::options_description all(opts);
  all.add_options()("help,h", "show this help");
  try {
    po::store(po::command_line_parser(args).options(all).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    std::cerr << "abbott " << command << ": " << e.what() << "\n" << all << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << "Usage: abbott " << command << " [OPTIONS]\n" << all << "\n";
    return 0;
  }
  return std::nullopt;
}

std::optional<spdlog::level::level_enum> log_level(const std::string& name) {
  using L = spdlog::level::level_enum;
  static const std::pair<const char*, L> kNames[] = {
      {"trace", L::trace}, {"debug", L::debug},       {"info", L::info},
      {"warn", L::warn},   {"warning", L::warn},      {"error", L::err},
      {"err", L::err},     {"critical", L::critical}, {"off", L::off}};
  for (const auto& [text, level] : kNames)
    if (name == text) return level;
  return std::nullopt;
}

void add_position_options(po::options_description& opts) {
  opts.add_options()("variant,v", po::value<std::string>()->default_value("chess"),
                     "variant name (abbott variants lists them)")("fen,f", po::value<std::string>(),
                                                                  "position as FEN, or startpos (default)")(
      "moves", po::value<std::string>(), "moves to play from that position, space-separated");
}

bool load_position(const po::variables_map& vm, Position& pos) {
  const auto found = lookup_variant(vm["variant"].as<std::string>());
  if (auto* err = std::get_if<std::string>(&found)) {
    std::cerr << "abbott: " << *err << "\n";
    return false;
  }
  const Variant* v = std::get<const Variant*>(found);
  const std::string fen = vm.count("fen") ? vm["fen"].as<std::string>() : "startpos";
  if (auto err = pos.set(*v, fen)) {
    std::cerr << "abbott: bad FEN: " << err->message << "\n";
    return false;
  }
  if (auto problem = position_problem(pos); !problem.empty()) {
    std::cerr << "abbott: illegal position: " << problem << "\n";
    return false;
  }
  if (vm.count("moves")) {
    std::istringstream in(vm["moves"].as<std::string>());
    std::string text;
    while (in >> text) {
      auto parsed = parse_move(pos, text);
      if (auto* err = std::get_if<MoveParseError>(&parsed)) {
        std::cerr << "abbott: " << err->message << " in " << pos.fen() << "\n";
        return false;
      }
      pos.make(std::get<Move>(parsed));
    }
  }
  return true;
}

}  // namespace abbott::cli
