// Commands about the rules: perft, moves, variants.
#include <algorithm>
#include <chrono>
#include <iostream>

#include "bench/perft.h"
#include "cli/command.h"
#include "cli/options.h"
#include "cli/variant_names.h"
#include "engine/variant.h"
#include "engine/variant_file.h"
#include "engine/variant_summary.h"
#include "movegen/game_end.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::cli {

namespace {

// Output about a position the rules cannot reach starts with this line, so that nobody takes it
// for an answer about a real game.
void mark_illegal(const std::string& illegal) {
  if (!illegal.empty()) std::cout << "illegal-position: " << illegal << '\n';
}

// Whether the side to move is in check, and whether the game is over and why.
void print_status(Position& pos) {
  const Color us = pos.side_to_move();
  std::cout << "check: "
            << (pos.king(us) == kNoSquare ? "no King"
                : in_check(pos, us)       ? "yes"
                                          : "no")
            << '\n';
  const GameEnd end = game_end(pos);
  std::cout << "game: " << (end.over() ? "over " + end.result_text() + " " + end.reason : "ongoing") << '\n';
}

int run_perft(const std::vector<std::string>& args) {
  po::options_description opts("perft options");
  add_position_options(opts);
  opts.add_options()("depth,d", po::value<int>(), "depth in plies (required)")(
      "divide", "print one line `MOVE COUNT` per root move");
  po::variables_map vm;
  if (auto code = parse_options("perft", opts, args, vm)) return *code;
  Position pos;
  std::string illegal;
  if (!load_position(vm, pos, illegal)) return 2;
  if (!vm.count("depth")) {
    std::cerr << "abbott perft: --depth N is required\n";
    return 2;
  }
  const int depth = vm["depth"].as<int>();
  if (depth < 0 || depth > 20) {
    std::cerr << "abbott perft: --depth must be between 0 and 20\n";
    return 2;
  }
  mark_illegal(illegal);
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

void print_moves(Position& pos, const po::variables_map& vm) {
  if (vm.count("status")) print_status(pos);
  MoveList list;
  generate_legal(pos, list);
  for (const Move& m : list) {
    const std::string effect = vm.count("effects") ? effect_text(pos, m) : "";
    std::cout << move_text(pos, m, list) << (effect.empty() ? "" : " " + effect) << '\n';
  }
}

// One position per input line, `FEN` or `FEN ; MOVES`, each answered as `moves` would answer it
// and closed by a line `end`: for tools that ask about many positions (one process, not one
// per position). A line that cannot be read is answered `error: ...`.
int run_moves_batch(const po::variables_map& vm) {
  const Variant* v = find_variant(vm["variant"].as<std::string>());
  if (!v) {
    std::cerr << "abbott: unknown variant '" << vm["variant"].as<std::string>() << "'\n";
    return 2;
  }
  for (std::string line; std::getline(std::cin, line);) {
    const size_t semicolon = line.find(';');
    std::string fen = line.substr(0, semicolon);
    fen.erase(fen.find_last_not_of(" \t\r") + 1);
    const std::string moves = semicolon == std::string::npos ? "" : line.substr(semicolon + 1);
    Position pos;
    std::string illegal;
    const std::string error = setup_position(*v, fen, moves, vm.count("allow-illegal") > 0, pos, illegal);
    if (!error.empty()) {
      std::cout << "error: " << error << '\n';
    } else {
      mark_illegal(illegal);
      print_moves(pos, vm);
    }
    std::cout << "end" << std::endl;
  }
  return 0;
}

int run_moves(const std::vector<std::string>& args) {
  po::options_description opts("moves options");
  add_position_options(opts);
  opts.add_options()("effects",
                     "also print each move's effects in words (swap, mover-dies, promotes-to, removes ...)")(
      "print-fen", "print the position's FEN instead of its moves")(
      "status", "first print whether the side to move is in check and whether the game is over, and why")(
      "batch", "read positions from stdin, one a line (`FEN` or `FEN ; MOVES`), each answer ending in `end`");
  po::variables_map vm;
  if (auto code = parse_options("moves", opts, args, vm)) return *code;
  if (vm.count("batch")) return run_moves_batch(vm);
  Position pos;
  std::string illegal;
  if (!load_position(vm, pos, illegal)) return 2;
  mark_illegal(illegal);
  if (vm.count("print-fen")) {
    std::cout << pos.fen() << '\n';
    return 0;
  }
  print_moves(pos, vm);
  return 0;
}

int run_variants(const std::vector<std::string>& args) {
  po::options_description opts("variants options");
  opts.add_options()("as-file", po::value<std::string>(),
                     "print the variant NAME as a variant file (docs/variant-files.md), to edit and load");
  po::variables_map vm;
  if (auto code = parse_options("variants", opts, args, vm)) return *code;
  if (vm.count("as-file")) {
    const auto found = lookup_variant(vm["as-file"].as<std::string>());
    if (auto* err = std::get_if<std::string>(&found)) {
      std::cerr << "abbott: " << *err << "\n";
      return 2;
    }
    std::cout << variant_section_text(*find_variant_declaration(std::get<const Variant*>(found)->name));
    return 0;
  }
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
