// Orthodox pawn structure, scored for a side whose pawns promote: a doubled pawn (another of the
// side's on its file) and an isolated one (none of the side's on a neighbouring file) each lose
// their weight; every pawn gains its advance; a passed pawn (no enemy pawn ahead of it on its file
// or a neighbouring one) gains its own weight and twice its advance more. Two forms that give the
// same score: by bit counts on the 64-bit sets where the board fits them, and rank by rank over
// the board's rows on every board.
#pragma once

#include <array>

#include "engine/position.h"
#include "eval/params.h"

namespace abbott {

// Each side's pawns rank by rank, found once an evaluation for both sides' pawn structure: bit i
// of a rank's word is the mailbox's column i (the board's file i - kRim), as SquareSet::row_bits
// gives it.
struct PawnRows {
  std::array<std::array<uint32_t, kMaxRanks>, kColorCount> rows{};

  explicit PawnRows(const Position& pos);
};

// Rank by rank over `rows`, on any board: the side's pawns counted a rank at a time, from the
// enemy's side toward its own, so that the enemy pawns ahead of a rank are those of the ranks
// already passed; the doubled and isolated ones from the words of the files they stand on.
int pawn_structure_by_rows(const Position& pos, Color us, const eval::Params& p, const PawnRows& rows);
// For a position whose board fits the 64-bit sets (Variant::cells64).
int pawn_structure_on_sets64(const Position& pos, Color us, const eval::Params& p);

// Both sides' scores, by colour index (idx), rank by rank: a side's is 0 where it does not
// promote. A function of the promoting pawns' squares alone (Position::pawn_key).
std::array<int, kColorCount> pawn_structure_scores(const Position& pos, const eval::Params& p);
// The same on the 64-bit sets, for a position whose board fits them.
std::array<int, kColorCount> pawn_structure_scores64(const Position& pos, const eval::Params& p);

}  // namespace abbott
