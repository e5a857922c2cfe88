// The evaluation's mobility; see mobility.h.
#include "eval/mobility.h"

#include <algorithm>

namespace abbott {

namespace {

// The squares a jumping rule reaches: empty ones (off the edge ring in edge-ring variants), and
// enemies when it captures by replacement.
int jump_reach(const Variant& v, const Piece* b, Square from, const MoveRule& r, Piece enemy) {
  int count = 0;
  for (int i = 0; i < r.jump_count; ++i) {
    const Square to = static_cast<Square>(from + r.jump_offsets[i]);
    const Piece q = b[to];
    if ((q == kEmpty && !(v.edge_ring && v.on_ring(to))) || ((q & enemy) && r.replace)) ++count;
  }
  return count;
}

int jumps_reach(const Variant& v, const Piece* b, Square from, const PieceSpec& spec, Piece enemy) {
  int count = 0;
  for (const MoveRule& r : spec.rules)
    if (!r.threat_only && r.motion == Motion::Jump) count += jump_reach(v, b, from, r, enemy);
  return count;
}

// The common case, every slide without a range and no edge ring: the piece's slides summed (on
// the 64-bit sets where the board and the piece allow), and its jumps.
int summed_reach(const Position& pos, Square from, const PieceSpec& spec, Color them) {
  const SlideReach& reach = spec.slide_reach;
  int count = 0;
  if (reach.on_sets64)
    count = slides_by_sets(pos, from, reach, them);
  else if (reach.line_dirs)
    count = slides_by_runs(pos, from, reach, them);
  if (reach.jumps) count += jumps_reach(pos.variant(), pos.board(), from, spec, color_flag(them));
  return count;
}

// How many of the first `run` squares along direction `d` from `from` are off the edge ring: the
// ring squares a slide passes are no quiet moves in edge-ring variants.
int inner_squares(const Variant& v, Square from, int d, int run) {
  int count = 0;
  for (int dist = 1; dist <= run; ++dist)
    count += !v.on_ring(static_cast<Square>(from + dist * kDirOffset[d]));
  return count;
}

// Every other case, rule by rule: slides with a range, and the edge ring.
int reach_by_rule(const Position& pos, Square from, const PieceSpec& spec, Piece enemy) {
  const Variant& v = pos.variant();
  const Piece* b = pos.board();
  int count = 0;
  int runs[kDirCount];
  pos.lines().empty_runs(from, runs);
  for (const MoveRule& r : spec.rules) {
    if (r.threat_only) continue;
    if (r.motion == Motion::Jump) count += jump_reach(v, b, from, r, enemy);
    if (r.motion != Motion::Slide) continue;
    const int max_distance = r.range ? r.range : kMaxFiles + kMaxRanks;
    const bool takes_blocker = r.replace || r.leap_victims;
    for (unsigned dirs = r.dirs; dirs; dirs &= dirs - 1) {
      const int d = __builtin_ctz(dirs);
      const int run = runs[d];
      const int reached = std::min(run, max_distance);
      count += v.edge_ring ? inner_squares(v, from, d, reached) : reached;
      if (run >= max_distance) continue;
      if (takes_blocker && (b[from + (run + 1) * kDirOffset[d]] & enemy)) ++count;
    }
  }
  return count;
}

}  // namespace

int slides_by_runs(const Position& pos, Square from, const SlideReach& reach, Color them) {
  const Piece* b = pos.board();
  const Piece enemy = color_flag(them);
  int runs[kDirCount];
  pos.lines().empty_runs(from, runs);
  int count = 0;
  for (int d = 0; d < kDirCount; ++d) count += reach.lines[d] * runs[d];
  for (unsigned dirs = reach.take_blocker_dirs; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    if (b[from + (runs[d] + 1) * kDirOffset[d]] & enemy) count += reach.take_blocker[d];
  }
  return count;
}

int slides_by_sets(const Position& pos, Square from, const SlideReach& reach, Color them) {
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

int mobility(const Position& pos, Square from, const PieceSpec& spec, Color them, int cap) {
  const Variant& v = pos.variant();
  const PieceSpec& moves = spec.moves_by_square_map ? v.pieces[v.square_pattern[from]] : spec;
  const int count = v.edge_ring || moves.slide_reach.ranged_slides
                        ? reach_by_rule(pos, from, moves, color_flag(them))
                        : summed_reach(pos, from, moves, them);
  return std::min(count, cap);
}

}  // namespace abbott
