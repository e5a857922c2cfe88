// Orthodox pawn structure, scored for a side whose pawns promote: a doubled pawn (another of the
// side's on its file) and an isolated one (none of the side's on a neighbouring file) each lose
// their weight; every pawn gains its advance; a passed pawn (no enemy pawn ahead of it on its file
// or a neighbouring one) gains its own weight and twice its advance more. Two forms that give the
// same score: by bit counts on the 64-bit sets where the board fits them, and pawn by pawn over
// arrays by file on every board.
#pragma once

#include <array>

#include "engine/position.h"
#include "eval/params.h"

namespace abbott {

// Each side's pawns, and its pawns by file, found once an evaluation for both sides' pawn
// structure. The arrays by file have a file more on each side, with no pawn on it (file `f` at
// index f + 1): the edge files' neighbours need no test.
struct PawnFiles {
  std::array<std::array<int, kMaxFiles + 2>, kColorCount> count{};  // pawns on the file
  // The forward rank of the side's least advanced pawn on the file; `ranks` where it has none.
  std::array<std::array<int, kMaxFiles + 2>, kColorCount> rearmost;
  std::array<std::array<Square, kMaxPiecesPerSide>, kColorCount> squares;  // the first `pawns`
  std::array<int, kColorCount> pawns{};

  explicit PawnFiles(const Position& pos);
};

// Pawn by pawn over `files`, on any board.
int pawn_structure_by_files(const Position& pos, Color us, const eval::Params& p, const PawnFiles& files);
// For a position whose board fits the 64-bit sets (Variant::cells64).
int pawn_structure_on_sets64(const Position& pos, Color us, const eval::Params& p);

// Both sides' scores, by colour index (idx), pawn by pawn: a side's is 0 where it does not
// promote. A function of the promoting pawns' squares alone (Position::pawn_key).
std::array<int, kColorCount> pawn_structure_scores(const Position& pos, const eval::Params& p);
// The same on the 64-bit sets, for a position whose board fits them.
std::array<int, kColorCount> pawn_structure_scores64(const Position& pos, const eval::Params& p);

}  // namespace abbott
