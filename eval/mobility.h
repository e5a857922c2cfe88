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
namespace mobility_detail {
// Whether the piece ending the line from `from` along `d`, after `run` empty squares, is one of
// `enemy`'s (its colour flag): what a slide that takes what ends its line counts there.
[[gnu::always_inline]] inline bool enemy_ends_run(const Piece* b, Square from, int d, int run, Piece enemy) {
  return (b[from + (run + 1) * kDirOffset[d]] & enemy) != 0;
}
// slides_by_runs' count for slides alike along the four lines of each group (alike_by_group): the
// runs of the groups it slides along only (a Rook or a Bishop needs half of the eight), the four
// lines of a group written out. Forced inline where the evaluation asks it for every piece of the
// boards beyond 8x8 (mobility_by_runs): as a call it cost a Coordinator Chess search 1.2% more
// instructions.
[[gnu::always_inline]] inline int summed_group_runs(const Position& pos, Square from, const SlideReach& reach,
                                                    Color them) {
  const Piece* b = pos.board();
  const Piece enemy = color_flag(them);
  const LineOccupancy& lines = pos.lines();
  int runs[kDirCount];
  // Whether the piece ending the line along `d` is an enemy, 0 or 1.
  const auto enemy_ends = [&](int d) { return enemy_ends_run(b, from, d, runs[d], enemy); };
  int count = 0;
  if (reach.orthogonal) {
    lines.orthogonal_runs(from, runs);
    count += reach.orthogonal * (runs[0] + runs[1] + runs[2] + runs[3]);
    if (reach.take_orthogonal)
      count += reach.take_orthogonal * (enemy_ends(0) + enemy_ends(1) + enemy_ends(2) + enemy_ends(3));
  }
  if (reach.diagonal) {
    lines.diagonal_runs(from, runs);
    count += reach.diagonal * (runs[4] + runs[5] + runs[6] + runs[7]);
    if (reach.take_diagonal)
      count += reach.take_diagonal * (enemy_ends(4) + enemy_ends(5) + enemy_ends(6) + enemy_ends(7));
  }
  return count;
}
}  // namespace mobility_detail
// slides_by_sets for the cell of 64-bit index `i`, with the position's sets given.
[[gnu::always_inline]] inline int slides_on_sets(int i, uint64_t occupied, uint64_t empty, uint64_t enemies,
                                                 const SlideReach& reach) {
  int count = 0;
  if (reach.groups_alike) {
    const uint64_t reached = orthogonal_reach64(i, occupied) | diagonal_reach64(i, occupied);
    count = reach.orthogonal * count64(reached & empty);
    if (reach.take_orthogonal) count += reach.take_orthogonal * count64(reached & enemies);
    return count;
  }
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
inline int slides_by_sets(const Position& pos, Square from, const SlideReach& reach, Color them) {
  return slides_on_sets(index64(from), pos.occupied64(), pos.empty64().bits(), pos.pieces64(them).bits(),
                        reach);
}

namespace mobility_detail {
// The squares the jumping rules of type `t` reach: its one rule's targets less the cells it may not
// land on, where the position keeps square sets (Variant::jump_target_sets), else rule by rule.
int jumps_reach(const Position& pos, Square from, PieceType t, Color them);
// Rule by rule: slides with a range, and the edge ring. Two ways, which give the same count: along
// the mailbox's line runs (any board), and on the 64-bit sets (a board that fits, without an edge
// ring), where a slide's squares are its lines' reach within its range: Ultima's Chameleon, whose
// King-taking step is a slide with a range, is counted so at every evaluation.
int reach_by_rule_on_runs(const Position& pos, Square from, const PieceSpec& spec, Color them);
int reach_by_rule_on_sets64(const Position& pos, Square from, const PieceSpec& spec, Color them);
inline int reach_by_rule(const Position& pos, Square from, const PieceSpec& spec, Color them) {
  const Variant& v = pos.variant();
  return v.cells64 && !v.edge_ring ? reach_by_rule_on_sets64(pos, from, spec, them)
                                   : reach_by_rule_on_runs(pos, from, spec, them);
}
// mobility_sum64 for pieces with a ranged slide on the sets (SlideReach::ranged_range): out of
// line, so that the common case inlined into the evaluation stays as compact as without it
// (inline, it cost a `hyper` search 1.3% more instructions).
int ranged_sum64(const Position& pos, Set64 pieces, const SlideReach& reach, Color them, int cap);
}  // namespace mobility_detail

// The count for the piece of type `t` on `from`, up to `cap`; in square-map variants it moves by
// its square's type. Forced inline, with the common case first (every slide without a range, no
// edge ring, on the sets where the board fits): the evaluation asks for every piece.
[[gnu::always_inline]] inline int mobility(const Position& pos, Square from, PieceType t, Color them,
                                           int cap) {
  const Variant& v = pos.variant();
  const PieceType moving = v.pieces[t].moves_by_square_map ? v.square_pattern[from] : t;
  const PieceSpec& moves = v.pieces[moving];
  const SlideReach& reach = moves.slide_reach;
  if (v.edge_ring || reach.ranged_slides)
    return std::min(mobility_detail::reach_by_rule(pos, from, moves, them), cap);
  int count = 0;
  if (reach.on_sets64)
    count = slides_by_sets(pos, from, reach, them);
  else if (reach.line_dirs)
    count = slides_by_runs(pos, from, reach, them);
  if (reach.jumps) count += mobility_detail::jumps_reach(pos, from, moving, them);
  return std::min(count, cap);
}

// mobility(pos, from, t, them, cap) on a board beyond 8x8, where the evaluation asks it for every
// piece: in the common cases (SlideReach::mobility_count) with no rule and none of the tests
// mobility makes read for the piece (a Coordinator Chess search 1.0% fewer instructions without a
// profile, 2.8% fewer a node with one).
[[gnu::always_inline]] inline int mobility_by_runs(const Position& pos, Square from, PieceType t, Color them,
                                                   int cap) {
  using Count = SlideReach::MobilityCount;
  const SlideReach& reach = pos.variant().pieces[t].slide_reach;
  switch (reach.mobility_count) {
    case Count::GroupRuns:
      return std::min(mobility_detail::summed_group_runs(pos, from, reach, them), cap);
    case Count::GroupRunsWithJumps:
      return std::min(mobility_detail::summed_group_runs(pos, from, reach, them) +
                          mobility_detail::jumps_reach(pos, from, t, them),
                      cap);
    case Count::Jumps:
      return std::min(mobility_detail::jumps_reach(pos, from, t, them), cap);
    default:
      return mobility(pos, from, t, them, cap);
  }
}

// The position's sets the mobility of a side's pieces reads, where the board fits 64-bit sets:
// read once for all the types of a side, not again for each type.
struct MobilitySets64 {
  MobilitySets64() = default;
  MobilitySets64(const Position& pos, Color them)
      : occupied(pos.occupied64()), empty(pos.empty64().bits()), enemies(pos.pieces64(them).bits()) {}
  uint64_t occupied = 0;
  uint64_t empty = 0;
  uint64_t enemies = 0;  // the pieces of the side whose pieces are not counted
};

// The sum of mobility(pos, s, t, them, cap) over `pieces`, pieces of type `t`, on a board that
// fits 64-bit sets, whose `sets` for `them` are given. In the common cases (slides by line group,
// a Knight's jumps by its target sets) the sets are read once for all of them.
inline int mobility_sum64(const Position& pos, const MobilitySets64& sets, Set64 pieces, PieceType t,
                          Color them, int cap) {
  using Count = SlideReach::MobilityCount;
  const SlideReach& reach = pos.variant().pieces[t].slide_reach;
  const uint64_t occupied = sets.occupied;
  const uint64_t empty = sets.empty;
  const uint64_t enemies = sets.enemies;
  // One line group or both alike: every piece's count the same two bit counts.
  const auto sum_of = [&](auto reached_from, int moves, int takes) {
    int total = 0;
    // Most types take nothing where they slide to (the Ultima family's): one bit count a piece.
    if (!takes) {
      for (uint64_t w = pieces.bits(); w; w &= w - 1)
        total += std::min(moves * count64(reached_from(__builtin_ctzll(w)) & empty), cap);
      return total;
    }
    for (uint64_t w = pieces.bits(); w; w &= w - 1) {
      const uint64_t reached = reached_from(__builtin_ctzll(w));
      total += std::min(moves * count64(reached & empty) + takes * count64(reached & enemies), cap);
    }
    return total;
  };
  int sum = 0;
  switch (reach.mobility_count) {
    case Count::PieceByPiece:
    case Count::GroupRuns:  // the kinds of the boards beyond 8x8, never these
    case Count::GroupRunsWithJumps:
    case Count::Jumps:
      pieces.for_each([&](Square s) { sum += mobility(pos, s, t, them, cap); });
      return sum;
    case Count::Ranged:
      return mobility_detail::ranged_sum64(pos, pieces, reach, them, cap);
    case Count::SlidesAlike:
      return sum_of([&](int i) { return orthogonal_reach64(i, occupied) | diagonal_reach64(i, occupied); },
                    reach.orthogonal, reach.take_orthogonal);
    case Count::Orthogonal:
      return sum_of([&](int i) { return orthogonal_reach64(i, occupied); }, reach.orthogonal,
                    reach.take_orthogonal);
    case Count::Diagonal:
      return sum_of([&](int i) { return diagonal_reach64(i, occupied); }, reach.diagonal,
                    reach.take_diagonal);
    case Count::BothGroups:
      for (uint64_t w = pieces.bits(); w; w &= w - 1)
        sum += std::min(slides_on_sets(__builtin_ctzll(w), occupied, empty, enemies, reach), cap);
      return sum;
    case Count::WithJump:
      break;
  }
  const uint64_t jump_lands = empty | (reach.jump_takes ? enemies : 0);
  for (uint64_t w = pieces.bits(); w; w &= w - 1) {
    const int i = __builtin_ctzll(w);
    const int jumps = count64(reach.jump_targets64[i] & jump_lands);
    sum += std::min((reach.on_sets64 ? slides_on_sets(i, occupied, empty, enemies, reach) : 0) + jumps, cap);
  }
  return sum;
}

}  // namespace abbott
