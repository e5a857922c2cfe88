// Mobility: the squares a piece could move to (or capture on), counted along its rules; the
// evaluation's cheap stand-in for its number of moves.
#pragma once

#include "engine/position.h"

namespace abbott {

// The count for the piece on `from`, up to `cap`. `spec` is the piece's own; in square-map
// variants it moves by its square's. `them` is the other side.
int mobility(const Position& pos, Square from, const PieceSpec& spec, Color them, int cap);

// The two ways it sums a piece's unlimited slides (PieceSpec::slide_reach), the empty squares of
// each line and the enemy ending a line that a slide takes, which give the same count: along the
// mailbox's line runs (any board), and on the 64-bit sets (SlideReach::on_sets64), which is
// cheaper.
int slides_by_runs(const Position& pos, Square from, const SlideReach& reach, Color them);
int slides_by_sets(const Position& pos, Square from, const SlideReach& reach, Color them);

}  // namespace abbott
