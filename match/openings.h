// Openings for a match: seeded random plies from the start position ("random:PLIES"), or a
// file with one opening per line, either moves from the start position in abbott notation or a
// FEN (the exception: FEN openings need engines that accept a FEN). Each opening is played
// twice with colours reversed.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "engine/variant.h"
#include "match/balance_judge.h"
#include "match/game.h"

namespace abbott::match {

struct OpeningSource {
  enum class Kind : uint8_t { StartPosition, Random, File } kind = Kind::StartPosition;
  int plies = 0;  // Random
  // Random: a line is kept only if abbott's search at kBalanceDepth scores its end within this
  // many centipawns of the start position's score (0 keeps every line). Random plies often drop
  // a piece, and an opening already won for one side says little about the engines.
  int max_imbalance_cp = 0;
  std::string path;  // File
  // How a file is read (cutechess-cli's -openings format=, order=, plies=, start=):
  //   Lines: one opening a line, moves or a FEN; Epd: a position a line, FEN fields then EPD
  //   operations; Pgn: games, their FEN tag and moves in abbott notation.
  enum class Format : uint8_t { Lines, Epd, Pgn } format = Format::Lines;
  bool random_order = false;  // a seeded shuffle instead of file order
  int max_plies = 0;          // keep at most this many moves of each opening (0 = all)
  int start = 1;              // the first opening used (1-based), in file order
};

// "random:PLIES", "startpos", or a file name.
std::variant<OpeningSource, std::string> parse_opening_source(const std::string& text);

// `count` openings for `variant`, the same for the same seed (and abbott build, when random
// openings are balanced). Random openings avoid lines where the game has already ended. File
// openings are checked against the variant's rules; lines that do not fit it are skipped (an
// error if none fits) and the rest are used in order, cycling. Balanced random openings are
// judged by `judge` (of the same variant) when given, by a judge of this call's own otherwise.
std::variant<std::vector<Opening>, std::string> make_openings(const OpeningSource& source,
                                                              const Variant& variant, int count,
                                                              uint64_t seed, BalanceJudge* judge = nullptr);

// splitmix64: a tiny generator with the same output on every platform.
struct SplitMix {
  uint64_t state;
  uint64_t next();
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

}  // namespace abbott::match
