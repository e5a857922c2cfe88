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
      "moves", po::value<std::string>(), "moves to play from that position, space-separated")(
      "allow-illegal",
      "also work on a position the rules cannot reach (the side not to move in check), marked as such");
}

std::string setup_position(const Variant& v, const std::string& fen, const std::string& moves,
                           bool allow_illegal, Position& pos, std::string& illegal) {
  if (auto err = pos.set(v, fen)) return "bad FEN: " + err->message;
  const auto problem = position_problem(pos);
  illegal = problem ? problem->message : "";
  if (!illegal.empty() && !allow_illegal)
    return "illegal position: " + illegal + " (--allow-illegal inspects it anyway)";
  std::istringstream in(moves);
  std::string text;
  while (in >> text) {
    auto parsed = parse_move(pos, text);
    if (auto* err = std::get_if<Error>(&parsed)) return err->message + " in " + pos.fen();
    pos.make(std::get<Move>(parsed));
  }
  return {};
}

bool load_position(const po::variables_map& vm, Position& pos, std::string& illegal) {
  const auto found = lookup_variant(vm["variant"].as<std::string>());
  if (auto* err = std::get_if<std::string>(&found)) {
    std::cerr << "abbott: " << *err << "\n";
    return false;
  }
  const Variant* v = std::get<const Variant*>(found);
  const std::string error = setup_position(*v, vm.count("fen") ? vm["fen"].as<std::string>() : "startpos",
                                           vm.count("moves") ? vm["moves"].as<std::string>() : "",
                                           vm.count("allow-illegal") > 0, pos, illegal);
  if (!error.empty()) {
    std::cerr << "abbott: " << error << "\n";
    return false;
  }
  return true;
}

}  // namespace abbott::cli
