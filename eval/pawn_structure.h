// Orthodox pawn structure, scored for a side whose pawns promote: a doubled pawn (another of the
// side's on its file) and an isolated one (none of the side's on a neighbouring file) each lose
// their weight; every pawn gains its advance; a passed pawn (no enemy pawn ahead of it on its file
// or a neighbouring one) gains its own weight and twice its advance more. Two forms that give the
// same score: by bit counts on the 64-bit sets where the board fits them, and on the square sets,
// four ranks a word, on every board.
#pragma once

#include <array>

#include "engine/position.h"
#include "eval/params.h"

namespace abbott {

// On the square sets, on any board: the side's pawns `own` and the enemy's `enemy`, a word of
// four ranks at a time (SquareSet::row_word), on a board of `ranks` ranks.
int pawn_structure_on_square_sets(const SquareSet& own, const SquareSet& enemy, Color us, int ranks,
                                  const eval::Params& p);
// A side's pawns as a square set: the position's own where it keeps them (Variant::piece_sets),
// else made from its 64-bit sets.
SquareSet pawns_as_square_set(const Position& pos, Color c);
// For a position whose board fits the 64-bit sets (Variant::cells64).
int pawn_structure_on_sets64(const Position& pos, Color us, const eval::Params& p);

// Both sides' scores, by colour index (idx), on the square sets: a side's is 0 where it does not
// promote. A function of the promoting pawns' squares alone (Position::pawn_key).
std::array<int, kColorCount> pawn_structure_scores(const Position& pos, const eval::Params& p);
// The same on the 64-bit sets, for a position whose board fits them.
std::array<int, kColorCount> pawn_structure_scores64(const Position& pos, const eval::Params& p);

}  // namespace abbott
