// Mobility: the squares a piece could move to (or capture on), counted along its rules; the
// evaluation's cheap stand-in for its number of moves.
#pragma once

#include <algorithm>

#include "engine/position.h"

namespace abbott {

// The two ways it sums a piece's unlimited slides (PieceSpec::slide_reach), the empty squares of
// each line and the enemy ending a line that a slide takes, which give the same count: along the
// mailbox's line runs (any board), and on the 64-bit sets (SlideReach::on_sets64), which is
// cheaper.
int slides_by_runs(const Position& pos, Square from, const SlideReach& reach, Color them);
inline int slides_by_sets(const Position& pos, Square from, const SlideReach& reach, Color them) {
  const uint64_t occupied = pos.occupied64();
  const uint64_t empty = pos.empty64().bits();
  const uint64_t enemies = pos.pieces64(them).bits();
  const int i = index64(from);
  int count = 0;
  if (reach.orthogonal) {
    const uint64_t reached = orthogonal_reach64(i, occupied);
    count += reach.orthogonal * count64(reached & empty);
    if (reach.take_orthogonal) count += reach.take_orthogonal * count64(reached & enemies);
  }
  if (reach.diagonal) {
    const uint64_t reached = diagonal_reach64(i, occupied);
    count += reach.diagonal * count64(reached & empty);
    if (reach.take_diagonal) count += reach.take_diagonal * count64(reached & enemies);
  }
  return count;
}

namespace mobility_detail {
// The squares the piece's jumping rules reach.
int jumps_reach(const Position& pos, Square from, const PieceSpec& spec, Color them);
// Rule by rule: slides with a range, and the edge ring.
int reach_by_rule(const Position& pos, Square from, const PieceSpec& spec, Color them);
}  // namespace mobility_detail

// The count for the piece on `from`, up to `cap`. `spec` is the piece's own; in square-map
// variants it moves by its square's. Inline, with the common case first (every slide without a
// range, no edge ring, on the sets where the board fits): the evaluation asks for every piece.
inline int mobility(const Position& pos, Square from, const PieceSpec& spec, Color them, int cap) {
  const Variant& v = pos.variant();
  const PieceSpec& moves = spec.moves_by_square_map ? v.pieces[v.square_pattern[from]] : spec;
  const SlideReach& reach = moves.slide_reach;
  if (v.edge_ring || reach.ranged_slides)
    return std::min(mobility_detail::reach_by_rule(pos, from, moves, them), cap);
  int count = 0;
  if (reach.on_sets64)
    count = slides_by_sets(pos, from, reach, them);
  else if (reach.line_dirs)
    count = slides_by_runs(pos, from, reach, them);
  if (reach.jumps) count += mobility_detail::jumps_reach(pos, from, moves, them);
  return std::min(count, cap);
}

}  // namespace abbott
