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

// How many of the first `run` squares along direction `d` from `from` are off the edge ring: the
// ring squares a slide passes are no quiet moves in edge-ring variants.
int inner_squares(const Variant& v, Square from, int d, int run) {
  int count = 0;
  for (int dist = 1; dist <= run; ++dist)
    count += !v.on_ring(static_cast<Square>(from + dist * kDirOffset[d]));
  return count;
}

// The cells of the window along the directions in `dirs` from the cell of index `i`.
uint64_t rays64(int i, DirMask dirs) {
  uint64_t rays = 0;
  for (; dirs; dirs &= dirs - 1) rays |= bits64_detail::kRays[__builtin_ctz(dirs)][i];
  return rays;
}

}  // namespace

int mobility_detail::jumps_reach(const Position& pos, Square from, PieceType t, Color them) {
  const Variant& v = pos.variant();
  const std::vector<SquareSet>& targets = v.jump_target_sets[t];
  if (!targets.empty()) {
    // The targets are cells of the board, each empty or holding a piece of one side: those it may
    // land on are the ones without its own pieces where it takes, else the empty ones.
    if (v.pieces[t].slide_reach.jump_takes) return targets[from].without(pos.pieces(~them)).count();
    return (targets[from] & pos.empty_squares()).count();
  }
  int count = 0;
  for (const MoveRule& r : v.pieces[t].rules)
    if (!r.threat_only && r.motion == Motion::Jump)
      count += jump_reach(pos.variant(), pos.board(), from, r, color_flag(them));
  return count;
}

int mobility_detail::reach_by_rule_on_sets64(const Position& pos, Square from, const PieceSpec& spec,
                                             Color them) {
  const int i = index64(from);
  const uint64_t occupied = pos.occupied64(), empty = pos.empty64().bits(),
                 enemies = pos.pieces64(them).bits();
  int count = 0;
  // The last slide's directions and its unlimited reach: the Chameleon's step has its slide's.
  DirMask reached_dirs = 0;
  uint64_t lines_reach = 0;
  for (const MoveRule& r : spec.rules) {
    if (r.threat_only) continue;
    if (r.motion == Motion::Jump) count += jump_reach(pos.variant(), pos.board(), from, r, color_flag(them));
    if (r.motion != Motion::Slide) continue;
    if (r.dirs != reached_dirs) {
      reached_dirs = r.dirs;
      lines_reach = lines_reach64(i, occupied, r.dirs);
      // Both ways of each line group it slides along: narrowed to its own directions where it
      // has only some of a group's.
      if (!r.slides_whole_lines()) lines_reach &= rays64(i, r.dirs);
    }
    const uint64_t reach = lines_reach & within_range64(i, r.range);
    count += count64(reach & empty);
    if (r.replace || r.leap_victims) count += count64(reach & enemies);
  }
  return count;
}

int mobility_detail::ranged_sum64(const Position& pos, Set64 pieces, const SlideReach& reach, Color them,
                                  int cap) {
  const uint64_t occupied = pos.occupied64(), empty = pos.empty64().bits(),
                 enemies = pos.pieces64(them).bits();
  int sum = 0;
  // The unlimited slides' reach along all eight lines, and within it the ranged slide's.
  for (uint64_t w = pieces.bits(); w; w &= w - 1) {
    const int i = __builtin_ctzll(w);
    const uint64_t reached = orthogonal_reach64(i, occupied) | diagonal_reach64(i, occupied);
    const uint64_t near = reached & within_range64(i, reach.ranged_range);
    const int count = reach.orthogonal * count64(reached & empty) +
                      reach.take_orthogonal * count64(reached & enemies) + count64(near & empty) +
                      (reach.ranged_takes ? count64(near & enemies) : 0);
    sum += std::min(count, cap);
  }
  return sum;
}

int mobility_detail::reach_by_rule_on_runs(const Position& pos, Square from, const PieceSpec& spec,
                                           Color them) {
  const Variant& v = pos.variant();
  const Piece enemy = color_flag(them);
  const Piece* b = pos.board();
  int count = 0;
  int runs[kDirCount];
  pos.lines().empty_runs(from, runs);
  for (const MoveRule& r : spec.rules) {
    if (r.threat_only) continue;
    if (r.motion == Motion::Jump) count += jump_reach(v, b, from, r, enemy);
    if (r.motion != Motion::Slide) continue;
    const int max_distance = r.farthest_distance();
    const bool takes_blocker = r.replace || r.leap_victims;
    for (unsigned dirs = r.dirs; dirs; dirs &= dirs - 1) {
      const int d = __builtin_ctz(dirs);
      const int run = runs[d];
      const int reached = std::min(run, max_distance);
      count += v.edge_ring ? inner_squares(v, from, d, reached) : reached;
      if (run >= max_distance) continue;
      if (takes_blocker && mobility_detail::enemy_ends_run(b, from, d, run, enemy)) ++count;
    }
  }
  return count;
}

int slides_by_runs(const Position& pos, Square from, const SlideReach& reach, Color them) {
  if (reach.alike_by_group) return mobility_detail::summed_group_runs(pos, from, reach, them);
  const Piece* b = pos.board();
  const Piece enemy = color_flag(them);
  int runs[kDirCount];
  pos.lines().empty_runs(from, runs);
  int count = 0;
  for (int d = 0; d < kDirCount; ++d) count += reach.lines[d] * runs[d];
  for (unsigned dirs = reach.take_blocker_dirs; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    if (mobility_detail::enemy_ends_run(b, from, d, runs[d], enemy)) count += reach.take_blocker[d];
  }
  return count;
}

}  // namespace abbott
