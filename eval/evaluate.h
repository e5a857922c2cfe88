// Static evaluation for every variant, from the side to move's point of view (centipawns).
// Terms are per mechanic, not per game: material from the variant table, mobility, centre,
// frozen pieces, King danger from the enemy's capture mechanics, orthodox pawn structure.
#pragma once

#include "engine/position.h"
#include "eval/params.h"
#include "eval/pawn_cache.h"
#include "eval/weights.h"

namespace abbott {

// With the weights of the position's variant family (eval/weights.h), or with `params`; the pawn
// structure read from `pawns` when given (the same score, found less often), on boards larger
// than 8x8.
int evaluate(const Position& pos, const eval::Params& params, PawnCache* pawns = nullptr);
inline int evaluate(const Position& pos, PawnCache* pawns = nullptr) {
  return evaluate(pos, eval::family_params(pos.variant().family), pawns);
}

// Material only, White minus Black (quiescence's lazy evaluation), from the sums the position keeps.
inline int material_balance(const Position& pos) {
  return pos.material(Color::White) - pos.material(Color::Black);
}

}  // namespace abbott
