// Slides: along each direction a sliding rule lands on empty squares (with the rule's landing
// captures) and captures by replacement. Sliding rules that also leap over enemy pieces (long
// leap, Springer) are walked by long_leap.cpp. `reaches` answers the check test's question for
// slides, jumps and pawn moves.
#include <algorithm>
#include <array>
#include <optional>

#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

// walk_runs with `on_empty(square, direction, distance)` for every empty square of each run.
template <typename OnEmpty, typename OnPiece>
[[gnu::always_inline]] inline void walk_lines(const Position& pos, const MoveRule& r, Square from,
                                              OnEmpty on_empty, OnPiece on_piece) {
  walk_runs(
      pos, r, from,
      [&](int d, int empties) {
        const int off = kDirOffset[d];
        for (int dist = 1; dist <= empties; ++dist) on_empty(static_cast<Square>(from + dist * off), d, dist);
      },
      on_piece);
}

// Most slides (every orthodox one) take nothing but the piece they land on.
void plain_slide_moves(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  // Forced inline: called from two walks, it became a call at every line's end.
  const auto on_piece = [&](Square sq, Piece p, int, int) __attribute__((always_inline)) {
    if ((p & s.them_flag) && (r.replace & type_bit(type_of(p)))) e.push_simple(from, sq, true);
  };
  if (r.to_empty && e.kinds != MoveKinds::Captures)
    walk_lines(
        s.pos, r, from, [&](Square sq, int, int) { e.push_simple(from, sq, false); }, on_piece);
  else
    walk_lines(
        s.pos, r, from, [](Square, int, int) {}, on_piece);
}

// The replacement capture of the piece `p` that ends a line, `dist` squares along direction `d`,
// with its landing captures; none where the rule may not take it or stop there.
[[gnu::always_inline]] inline void push_replacement(Emitter& e, const MoveRule& r, Square from, Square sq,
                                                    Piece p, int d, int dist) {
  const Side& s = e.side;
  if (!(p & s.them_flag) || !(r.replace & type_bit(type_of(p))) || !r.may_stop_at(dist)) return;
  Move m;
  m.from = from;
  m.to = sq;
  m.add_victim(sq);
  landing_victims(s, r, {from, sq, d, dist}, m);
  e.push(m);
}

// A rule that lands only on enemy pieces and never leaps (a Chameleon's step onto the King)
// moves at most to the first piece along each line; most lines end at once, empty.
void capture_only_slide_moves(Emitter& e, const MoveRule& r, Square from) {
  walk_lines(
      e.side.pos, r, from, [](Square, int, int) {},
      [&](Square sq, Piece p, int d, int dist) { push_replacement(e, r, from, sq, p, d, dist); });
}

// The landings of a slide that takes by coordination only (MoveRule::coordination_only) that may
// take something: those on the files and ranks of its coordination `lines`, mostly one or two,
// found line by line from the piece's line `runs` (find_line_landings) instead of a landing filter
// asked at every empty square. Bit k - 1 of by_dir[d]: the landing k squares away along d;
// returns the directions with one. Forced inline: as a call it cost its callers more than it
// saved.
[[gnu::always_inline]] inline unsigned coordination_landings(const MoveRule& r, Square from,
                                                             CoordinationLines lines,
                                                             const int (&runs)[kDirCount],
                                                             std::array<uint32_t, kDirCount>& by_dir) {
  unsigned found = 0;
  const auto add_line = [&](int line, bool is_file) {
    find_line_landings(
        r, from, line, is_file, [&](int d) { return runs[d]; },
        [&](int d, uint32_t distances) {
          by_dir[d] |= distances;
          found |= 1u << d;
          return false;
        });
  };
  for (uint32_t files = lines.files; files; files &= files - 1) add_line(__builtin_ctz(files), true);
  for (uint32_t ranks = lines.ranks; ranks; ranks &= ranks - 1) add_line(__builtin_ctz(ranks), false);
  return found;
}

// Every move of a slide that takes by coordination only, in the walk's order (by direction, then
// by distance): the landings coordination_landings finds with their captures, the others plain.
void coordination_slide_moves(Emitter& e, const MoveRule& r, Square from) {
  int runs[kDirCount];
  e.side.pos.lines().empty_runs(from, runs);
  std::array<uint32_t, kDirCount> by_dir{};
  coordination_landings(r, from, e.coordination_lines_found(r, from), runs, by_dir);
  const int max_distance = r.farthest_distance();
  for (unsigned dirs = r.dirs; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    const int empties = std::min(runs[d], max_distance);
    for (int dist = 1; dist <= empties; ++dist) {
      const auto to = static_cast<Square>(from + dist * kDirOffset[d]);
      if ((by_dir[d] >> (dist - 1)) & 1)
        push_landing(e, r, {from, to, d, dist});
      else
        e.push_simple(from, to, false);
    }
  }
}

// A slide with captures where it lands (withdraw, approach, pincer, coordinate, death corners)
// or with stops on even distances only.
void landing_slide_moves(Emitter& e, const MoveRule& r, Square from) {
  const LandingFilter filter = e.landing_filter(r, from);
  walk_runs(
      e.side.pos, r, from, [&](int d, int empties) { push_line_landings(e, r, from, d, empties, filter); },
      [&](Square sq, Piece p, int d, int dist) { push_replacement(e, r, from, sq, p, d, dist); });
}

}  // namespace

// Capture generation on a board that fits, for a slide that takes only what it lands on: the
// enemies that end its lines are its captures (one reach on the sets), pushed in the walk's order,
// by direction. Mostly there are none, and no line is walked.
void plain_slide_captures64(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  const int i = index64(from);
  uint64_t targets = lines_reach64(i, s.pos.occupied64(), r.dirs) &
                     s.pos.pieces64_of(~s.us, r.replace).bits() & within_range64(i, r.range);
  if (!targets) return;
  std::array<Square, kDirCount> by_dir{};
  unsigned dirs = 0;
  for (; targets; targets &= targets - 1) {
    const Square to = bits64_detail::kSquare[__builtin_ctzll(targets)];
    const int d = direction_between(from, to);
    by_dir[d] = to;
    dirs |= 1u << d;
  }
  for (dirs &= r.dirs; dirs; dirs &= dirs - 1) e.push_simple(from, by_dir[__builtin_ctz(dirs)], true);
}

// landing_slide_moves in capture generation on a board that fits: only the landings
// CaptureLandings64 finds are visited.
void landing_slide_captures64(Emitter& e, const MoveRule& r, Square from) {
  std::optional<CaptureLandings64> landings;
  // Taking only where it lands, and mostly nowhere it can reach: then no line is walked.
  if (!r.replace && !line_landings_may_take64(e, r, from, landings)) return;
  walk_runs(
      e.side.pos, r, from,
      [&](int d, int empties) { push_capture_landings64(e, r, from, d, empties, landings); },
      [&](Square sq, Piece p, int d, int dist) { push_replacement(e, r, from, sq, p, d, dist); });
}

// Only the landings coordination_landings finds are visited, in the walk's order.
void coordination_slide_captures(Emitter& e, const MoveRule& r, Square from) {
  const CoordinationLines lines = e.coordination_lines_found(r, from);
  if (!lines.files && !lines.ranks) return;
  // Whether its first steps may bring it onto one of the lines: mostly its own pieces hem it in,
  // and then no run is read.
  if (!first_steps_may_reach_lines(e.side, r, from, lines.files, true) &&
      !first_steps_may_reach_lines(e.side, r, from, lines.ranks, false))
    return;
  int runs[kDirCount];
  e.side.pos.lines().empty_runs(from, runs);
  std::array<uint32_t, kDirCount> by_dir{};
  // Mostly no line is in reach, and no direction is visited.
  for (unsigned dirs = coordination_landings(r, from, lines, runs, by_dir); dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    for (uint32_t dists = by_dir[d]; dists; dists &= dists - 1) {
      const int dist = __builtin_ctz(dists) + 1;
      push_landing(e, r, {from, static_cast<Square>(from + dist * kDirOffset[d]), d, dist});
    }
  }
}

// The few squares where a pincer can close are known (pincer_landings), so the piece's lines are
// not walked. The moves come out in the walk's order: by direction, then by distance.
void pincer_only_captures(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  // No pincer landing for the whole side (a third of the calls in a Hyper Chess search): then
  // nothing below is asked.
  if (s.sets64 && e.pincer_landings64_found().empty()) return;
  std::array<uint32_t, kDirCount> by_dir{};  // bit k: a landing k squares away
  const auto sort_in = [&](Square to) {
    const int d = direction_between(from, to);
    if (d < 0 || !((r.dirs >> d) & 1) || (r.pincer_needs_orthogonal_move && !is_orthogonal(d))) return;
    const int dist = distance(from, to);
    if (dist <= s.pos.lines().empty_run(from, d) && r.may_stop_at(dist)) by_dir[d] |= 1u << dist;
  };
  if (s.sets64) {
    // Only the landings the piece reaches: usually none, where the side has several.
    const DirMask dirs = r.pincer_needs_orthogonal_move ? r.dirs & kOrthogonalDirs : r.dirs;
    const Set64 landings =
        e.pincer_landings64_found() & Set64(lines_reach64(index64(from), s.pos.occupied64(), dirs));
    if (landings.empty()) return;  // most pieces: then the directions need no visit
    landings.for_each(sort_in);
  } else
    e.pincer_landings_found().for_each(sort_in);
  for (unsigned dirs = r.dirs; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    for (uint32_t dists = by_dir[d]; dists; dists &= dists - 1) {
      const int dist = __builtin_ctz(dists);
      push_landing(e, r, {from, static_cast<Square>(from + dist * kDirOffset[d]), d, dist});
    }
  }
}

void walked_slide_moves(Emitter& e, const MoveRule& r, Square from) {
  if (r.leap_victims) {
    long_leap_moves(e, r, from);
    return;
  }
  if (!r.has_landing_effects && !r.even_stops_only && !e.side.persistent) {
    plain_slide_moves(e, r, from);
    return;
  }
  if (!r.to_empty) {
    capture_only_slide_moves(e, r, from);
    return;
  }
  if (r.coordination_only && !e.side.persistent) {
    coordination_slide_moves(e, r, from);
    return;
  }
  landing_slide_moves(e, r, from);
}

bool reaches(const Side& s, const MoveRule& r, Square from, Square to, int* dir_out) {
  switch (r.motion) {
    case Motion::Slide: {
      const int d = direction_between(from, to);
      if (d < 0 || !(r.dirs & (1 << d))) return false;
      const int dist = distance(from, to);
      if (!r.may_stop_at(dist)) return false;
      for (Square x = static_cast<Square>(from + kDirOffset[d]); x != to;
           x = static_cast<Square>(x + kDirOffset[d]))
        if (s.board[x] != kEmpty) return false;
      if (dir_out) *dir_out = d;
      return true;
    }
    case Motion::Jump:
      for (int i = 0; i < r.jump_count; ++i)
        if (from + r.jump_offsets[i] == to) {
          if (dir_out) *dir_out = -1;
          return true;
        }
      return false;
    case Motion::PawnPush: {
      const int fwd = pawn_forward(s.us);
      if (to == from + fwd) return true;
      if (rank_of(from) != pawn_start_rank(s.pos.variant(), s.us) || file_of(from) != file_of(to))
        return false;
      for (int k = 1; k <= s.pos.variant().pawns.multi_step; ++k) {
        const Square x = static_cast<Square>(from + k * fwd);
        if (x == to) return true;
        if (s.board[x] != kEmpty) return false;
      }
      return false;
    }
    case Motion::PawnCapture: {
      const int fwd = pawn_forward(s.us);
      return to == from + fwd + 1 || to == from + fwd - 1;
    }
    default:
      return false;
  }
}

}  // namespace abbott::gen
