// Long leaps (docs/rules.md): a sliding rule that jumps single enemy pieces and removes them,
// landing on an empty square beyond (long leap: any number of victims, landing anywhere behind
// the last; Springer: the first one only, landing right behind it), and, where the rule says
// so, captures by replacement too.
#include <optional>

#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

// One line of a leaping rule from its first piece, `dist` steps away, an enemy (the squares
// before it are empty and done): the replacement capture on it, then the leaps over it and the
// pieces after it.
[[gnu::always_inline]] inline void leap_line(Emitter& e, const MoveRule& r, Square from, int d, int dist) {
  const Side& s = e.side;
  const Piece* board = s.board;
  const int max_distance = r.farthest_distance();
  const int off = kDirOffset[d];
  Move jumped;  // victims of the leap so far
  Square sq = static_cast<Square>(from + (dist - 1) * off);
  for (; dist <= max_distance; ++dist) {
    sq = static_cast<Square>(sq + off);
    const Piece p = board[sq];
    if (p == kEmpty) {  // behind a jumped piece: the first piece is never empty
      if (!r.may_stop_at(dist)) continue;
      Move m = jumped;
      m.from = from;
      m.to = sq;
      landing_victims(s, r, {from, sq, d, dist}, m, !r.leap_alone);
      e.push(m);
      if (r.leap_form == LeapForm::Springer) break;
      continue;
    }
    if (!(p & s.them_flag)) break;  // own piece or the rim
    const TypeMask victim = type_bit(type_of(p));
    const bool last_was_jumped = jumped.victim_count && jumped.victims[jumped.victim_count - 1] == sq - off;
    const bool may_replace = jumped.victim_count == 0 || (r.leap_then_replace && !last_was_jumped);
    if ((r.replace & victim) && may_replace && r.may_stop_at(dist)) {
      Move m = jumped;
      m.from = from;
      m.to = sq;
      m.add_victim(sq);
      landing_victims(s, r, {from, sq, d, dist}, m);
      e.push(m);
    }
    const bool can_jump = (r.leap_victims & victim) && board[sq + off] == kEmpty &&
                          !(r.leap_form == LeapForm::Springer && jumped.victim_count);
    if (!can_jump) break;
    jumped.add_victim(sq);
  }
}

// The directions of a leaping rule whose first piece it may leap (an enemy of a type it leaps,
// with the square beyond empty) or land on (one it replaces): only those can give a capture by
// leaping or landing, and they are few. Found on the sets at once, from the rule's lines' reach
// (lines_reach64), without walking the lines.
unsigned leap_capture_dirs64(const Side& s, const MoveRule& r, Square from, uint64_t reach) {
  unsigned dirs = 0;
  (s.pos.pieces64_of(~s.us, r.leap_victims | r.replace) & Set64(reach)).for_each([&](Square victim) {
    const int d = direction_between(from, victim);
    if ((r.replace & type_bit(type_of(s.board[victim]))) || s.board[victim + kDirOffset[d]] == kEmpty)
      dirs |= 1u << d;
  });
  return dirs & r.dirs;
}

}  // namespace

// Capture generation on a board that fits: before the first piece of each line only the landings
// CaptureLandings64 finds are visited; the walk goes on from that piece where it may leap or land
// on it. A rule that takes only by leaping or landing on its victim (a Springer, a Long Leaper)
// has no landings before the first piece, and only its few capturing lines are visited.
void long_leap_captures64(Emitter& e, const MoveRule& r, Square from) {
  const LineOccupancy& lines = e.side.pos.lines();
  const uint64_t reach = lines_reach64(index64(from), e.side.pos.occupied64(), r.dirs);
  const unsigned leap_dirs = leap_capture_dirs64(e.side, r, from, reach);
  std::optional<CaptureLandings64> landings;
  // Landing captures (a Chameleon's) that may take nowhere it can land leave only the leaps.
  if (!r.has_landing_effects || !line_landings_may_take64(e, r, from, reach, landings)) {
    for (unsigned dirs = leap_dirs; dirs; dirs &= dirs - 1) {
      const int d = __builtin_ctz(dirs);
      leap_line(e, r, from, d, lines.empty_run(from, d) + 1);
    }
    return;
  }
  walk_runs(
      e.side.pos, r, from,
      [&](int d, int empties) { push_capture_landings64(e, r, from, d, empties, landings); },
      [&](Square, Piece, int d, int dist) {
        if ((leap_dirs >> d) & 1) leap_line(e, r, from, d, dist);
      });
}

void long_leap_moves(Emitter& e, const MoveRule& r, Square from) {
  const LandingFilter filter = e.landing_filter(r, from);
  walk_runs(
      e.side.pos, r, from,
      [&](int d, int empties) {
        if (r.to_empty) push_line_landings(e, r, from, d, empties, filter);
      },
      // Only an enemy first piece is replaced or leapt: an own piece or the rim ends the line.
      [&](Square, Piece p, int d, int dist) {
        if (p & e.side.them_flag) leap_line(e, r, from, d, dist);
      });
}

}  // namespace abbott::gen
