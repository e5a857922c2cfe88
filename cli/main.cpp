// The abbott command line: perft, moves, variants, bench, match, and (with no command) the
// protocol loop on stdin/stdout.
#include <boost/program_options.hpp>
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "bench/perft.h"
#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace po = boost::program_options;
using namespace abbott;

namespace {

const char* kUsage =
    "abbott: a chess engine for the Ultima family of variants.\n"
    "\n"
    "Usage:\n"
    "  abbott                      start the protocol loop (UCI or XBoard, chosen by the first command)\n"
    "  abbott perft  --variant V [--fen FEN|startpos] --depth N [--divide]\n"
    "  abbott moves  --variant V [--fen FEN]\n"
    "  abbott variants\n"
    "\n"
    "Options";

struct Loaded {
  const Variant* variant = nullptr;
  Position pos;
};

// Returns false after printing a clear message.
bool load(const po::variables_map& vm, Loaded& out) {
  const std::string name = vm["variant"].as<std::string>();
  out.variant = find_variant(name);
  if (!out.variant) {
    std::cerr << "abbott: unknown variant '" << name << "' (abbott variants lists them)\n";
    return false;
  }
  const std::string fen = vm.count("fen") ? vm["fen"].as<std::string>() : "startpos";
  if (auto err = out.pos.set(*out.variant, fen)) {
    std::cerr << "abbott: bad FEN: " << err->message << "\n";
    return false;
  }
  if (auto problem = position_problem(out.pos); !problem.empty()) {
    std::cerr << "abbott: illegal position: " << problem << "\n";
    return false;
  }
  return true;
}

int run_perft(const po::variables_map& vm) {
  Loaded l;
  if (!load(vm, l)) return 2;
  if (!vm.count("depth")) {
    std::cerr << "abbott: perft needs --depth N\n";
    return 2;
  }
  const int depth = vm["depth"].as<int>();
  if (depth < 0 || depth > 20) {
    std::cerr << "abbott: --depth must be between 0 and 20\n";
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (vm.count("divide") && depth > 0) {
    for (const auto& [text, count] : perft_divide(l.pos, depth)) {
      std::cout << text << ' ' << count << '\n';
      nodes += count;
    }
  } else {
    nodes = perft(l.pos, depth);
  }
  const auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  const uint64_t nps = ms > 0 ? nodes * 1000 / static_cast<uint64_t>(ms) : nodes * 1000;
  std::cout << "nodes " << nodes << " time_ms " << ms << " nps " << nps << std::endl;
  return 0;
}

int run_moves(const po::variables_map& vm) {
  Loaded l;
  if (!load(vm, l)) return 2;
  MoveList list;
  generate_legal(l.pos, list);
  for (const Move& m : list) std::cout << move_text(l.pos, m, list) << '\n';
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description opts(kUsage);
  opts.add_options()("help,h", "show this help")(
      "variant,v", po::value<std::string>()->default_value("chess"), "variant name (see: abbott variants)")(
      "fen,f", po::value<std::string>(), "position as FEN, or startpos")("depth,d", po::value<int>(),
                                                                          "perft depth")(
      "divide", "perft: print the count below each root move");
  po::options_description hidden;
  hidden.add_options()("command", po::value<std::string>(), "command");
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("command", 1);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const std::exception& e) {
    std::cerr << "abbott: " << e.what() << "\n" << opts << "\n";
    return 2;
  }
  if (vm.count("help")) {
    std::cout << opts << "\n";
    return 0;
  }
  const std::string command = vm.count("command") ? vm["command"].as<std::string>() : "";
  if (command == "perft") return run_perft(vm);
  if (command == "moves") return run_moves(vm);
  if (command == "variants") {
    for (const Variant* v : all_variants()) std::cout << v->name << '\n';
    return 0;
  }
  if (command.empty()) {
    std::string line;
    while (std::getline(std::cin, line))
      if (line == "quit") break;
    return 0;
  }
  std::cerr << "abbott: unknown command '" << command << "'\n" << opts << "\n";
  return 2;
}
