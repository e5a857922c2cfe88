// Mobility: the squares a piece could move to (or capture on), counted along its rules; the
// evaluation's cheap stand-in for its number of moves.
#pragma once

#include "engine/position.h"

namespace abbott {

// The count for the piece on `from`, up to `cap`. `spec` is the piece's own; in square-map
// variants it moves by its square's. `enemy` is the other side's colour flag.
int mobility(const Position& pos, Square from, const PieceSpec& spec, Piece enemy, int cap);

}  // namespace abbott
