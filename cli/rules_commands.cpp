// Commands about the rules: perft, moves, variants.
#include <algorithm>
#include <chrono>
#include <iostream>

#include "bench/perft.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/variant_names.h"
#include "engine/variant.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::cli {

namespace {

int run_perft(const std::vector<std::string>& args) {
  po::options_description opts("perft options");
  add_position_options(opts);
  opts.add_options()("depth,d", po::value<int>(), "depth in plies (required)")(
      "divide", "print one line `MOVE COUNT` per root move");
  po::variables_map vm;
  if (auto code = parse_options("perft", opts, args, vm)) return *code;
  Position pos;
  if (!load_position(vm, pos)) return 2;
  if (!vm.count("depth")) {
    std::cerr << "abbott perft: --depth N is required\n";
    return 2;
  }
  const int depth = vm["depth"].as<int>();
  if (depth < 0 || depth > 20) {
    std::cerr << "abbott perft: --depth must be between 0 and 20\n";
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  uint64_t nodes = 0;
  if (vm.count("divide") && depth > 0) {
    for (const auto& [text, count] : perft_divide(pos, depth)) {
      std::cout << text << ' ' << count << '\n';
      nodes += count;
    }
  } else {
    nodes = perft(pos, depth);
  }
  const auto us =
      std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
  const uint64_t nps = us > 0 ? nodes * 1000000 / static_cast<uint64_t>(us) : 0;
  std::cout << "nodes " << nodes << " time_ms " << us / 1000 << " nps " << nps << std::endl;
  return 0;
}

int run_moves(const std::vector<std::string>& args) {
  po::options_description opts("moves options");
  add_position_options(opts);
  opts.add_options()("effects", "also print each move's effect (kind and removed squares)")(
      "print-fen", "print the position's FEN instead of its moves");
  po::variables_map vm;
  if (auto code = parse_options("moves", opts, args, vm)) return *code;
  Position pos;
  if (!load_position(vm, pos)) return 2;
  if (vm.count("print-fen")) {
    std::cout << pos.fen() << '\n';
    return 0;
  }
  MoveList list;
  generate_legal(pos, list);
  for (const Move& m : list)
    std::cout << move_text(pos, m, list)
              << (vm.count("effects") && m.victim_count + (m.kind != MoveKind::Normal) ? " " + effect_text(m)
                                                                                       : "")
              << '\n';
  return 0;
}

int run_variants(const std::vector<std::string>& args) {
  po::options_description opts("variants options (none)");
  po::variables_map vm;
  if (auto code = parse_options("variants", opts, args, vm)) return *code;
  size_t width = 0;
  for (const Variant* v : all_variants()) width = std::max(width, v->name.size());
  for (const Variant* v : all_variants()) {
    const std::string size = std::to_string(v->files) + "x" + std::to_string(v->ranks);
    std::cout << v->name << std::string(width + 2 - v->name.size(), ' ') << size
              << std::string(size.size() < 7 ? 7 - size.size() : 1, ' ') << variant_summary(*v) << '\n';
  }
  return 0;
}

const bool registered =
    register_command({"perft", "count leaf nodes of the legal move tree", run_perft}) &&
    register_command({"moves", "list the legal moves of a position", run_moves}) &&
    register_command({"variants", "list the variants: name, board size, what the game is", run_variants});

}  // namespace

}  // namespace abbott::cli
