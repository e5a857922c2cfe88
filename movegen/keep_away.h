// Keep-away pieces (docs/rules.md, "Keep-away"): the enemy King may not step into their reach, and they
// may not move (or be promoted) to a square from which they reach the enemy King.
#pragma once

#include "engine/position.h"

namespace abbott::gen {

// Could a keep-away piece of `owner` reach `sq` in one move, counting only geometry?
bool in_keep_away_reach(const Position& pos, Square sq, Color owner);

// Does the keep-away piece on `sq` reach the enemy King's square?
bool reaches_enemy_king(const Position& pos, Square sq);

}  // namespace abbott::gen
