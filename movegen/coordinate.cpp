// Coordinate (docs/rules.md): after landing, the two other corners of the rectangle formed by the
// mover and a partner (its own King, or as the rule says) lose the enemy pieces on them.
#include <algorithm>
#include <cstdlib>

#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

// Calls f(square) for every enemy piece the landing's rectangles take: the corners shared with
// each partner's rank and file.
template <typename F>
void for_each_coordinated_victim(const Side& s, const MoveRule& r, const Landing& l, F&& f) {
  for (int i = 0; i < r.coordination_count; ++i) {
    const Coordination& c = r.coordination[i];
    for_each_partner(s, c.partners, l.from, [&](Square p) {
      if (file_of(p) == file_of(l.to) || rank_of(p) == rank_of(l.to)) return;
      const Square a = make_square(file_of(l.to), rank_of(p));
      const Square b = make_square(file_of(p), rank_of(l.to));
      if (s.enemy_in(a, c.victims)) f(a);
      if (s.enemy_in(b, c.victims)) f(b);
    });
  }
}

}  // namespace

void coordinate_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m) {
  for_each_coordinated_victim(s, r, l, [&](Square v) { m.add_victim(v); });
}

namespace {

// The lowest bit of each byte of `ones` (its other bits clear), gathered into one byte: bit 8k
// moves to bit k by a multiplication (to bit 56 + k of the product; no two products meet, so no
// carry disturbs the top byte).
uint32_t gather_bytes(uint64_t ones) {
  return static_cast<uint32_t>((ones * 0x0102040810204080u) >> 56);
}

// coordination_lines on 64-bit sets: a partner's rank of the enemy victims read as one byte, and
// its file gathered into one (gather_bytes).
CoordinationLines coordination_lines64(const Side& s, const MoveRule& r, Square mover) {
  CoordinationLines out;
  for (int i = 0; i < r.coordination_count; ++i) {
    const Coordination& c = r.coordination[i];
    const uint64_t victims = s.pos.pieces64_of(~s.us, c.victims).bits();
    if (!victims) continue;
    for_each_partner(s, c.partners, mover, [&](Square p) {
      const int cell = index64(p);
      out.files |= static_cast<uint32_t>((victims >> (cell & 56)) & 0xFF);
      out.ranks |= gather_bytes((victims >> (cell & 7)) & 0x0101010101010101u);
    });
  }
  return out;
}

}  // namespace

CoordinationLines coordination_lines(const Side& s, const MoveRule& r, Square mover) {
  if (s.sets64) return coordination_lines64(s, r, mover);
  if (const auto with_king = king_coordination_lines(s, r, mover)) return *with_king;
  return coordination_lines_by_partners(s, r, mover);
}

CoordinationLines coordination_lines_by_partners(const Side& s, const MoveRule& r, Square mover) {
  CoordinationLines out;
  for (int i = 0; i < r.coordination_count; ++i) {
    const Coordination& c = r.coordination[i];
    const SquareSet victims = s.pos.pieces_of(~s.us, c.victims);
    if (victims.empty()) continue;
    for_each_partner(s, c.partners, mover, [&](Square p) {
      out.files |= victims.row_bits(p >> 4) >> kRim;
      out.ranks |= victims.column_bits(p & 15) >> kRim;
    });
  }
  return out;
}

namespace {

// A leaping rule's ray, walked as the generator walks it: after jumping enemy pieces the mover may
// land on empty squares beyond them (a Springer only on the first), which a plain slide could not
// reach. Does some landing square of direction `d` lie on the line?
template <typename OnLine>
bool leap_ray_reaches_line(const Side& s, const MoveRule& r, Square from, int d, Square except,
                           const OnLine& on_line) {
  const int off = kDirOffset[d];
  const int max_distance = r.farthest_distance();
  int jumped = 0;
  Square last_jumped = kNoSquare;
  Square x = from;
  for (int dist = 1; dist <= max_distance; ++dist) {
    x = static_cast<Square>(x + off);
    const Piece p = s.board[x];
    const bool stop = !r.even_stops_only || dist % 2 == 0;
    if (p == kEmpty) {
      if (stop && (jumped || r.to_empty) && x != except && on_line(x)) return true;
      if (jumped && r.leap_form == LeapForm::Springer) return false;
      continue;
    }
    if (!(p & s.them_flag)) return false;  // own piece or the rim
    const TypeMask victim = type_bit(type_of(p));
    const bool may_replace = jumped == 0 || (r.leap_then_replace && last_jumped != x - off);
    if ((r.replace & victim) && may_replace && stop && x != except && on_line(x)) return true;
    if (!(r.leap_victims & victim) || s.board[x + off] != kEmpty ||
        (jumped && r.leap_form == LeapForm::Springer))
      return false;
    ++jumped;
    last_jumped = x;
  }
  return false;
}

// Can the rule bring the mover to some square on `line` (a file if `is_file`, else a rank),
// other than `except`, where it may land? Landings after a leap count only if `leap_landings`.
[[gnu::always_inline]] inline bool reaches_line(const Side& s, const MoveRule& r, Square from, int line,
                                                bool is_file, Square except, bool leap_landings) {
  auto lands_on = [&](Square x) {
    if (x == except) return false;
    const Piece p = s.board[x];
    if (p == kEmpty) return r.to_empty;
    return (p & s.them_flag) && (r.replace & type_bit(type_of(p)));
  };
  auto on_line = [&](Square x) { return is_file ? file_of(x) == line : rank_of(x) == line; };
  if (r.motion == Motion::Slide && r.leap_victims && leap_landings) {
    for (int d = 0; d < kDirCount; ++d)
      if ((r.dirs & (1 << d)) && leap_ray_reaches_line(s, r, from, d, except, on_line)) return true;
    return false;
  }
  if (r.motion == Motion::Jump) {
    for (int i = 0; i < r.jump_count; ++i) {
      const Square x = static_cast<Square>(from + r.jump_offsets[i]);
      if (s.board[x] != kOffboard && on_line(x) && lands_on(x)) return true;
    }
    return false;
  }
  if (r.motion != Motion::Slide) return false;
  const int max_distance = r.farthest_distance();
  // Each direction's empty squares from the line occupancy, not square by square: a direction
  // may reach them and the piece (or the rim) that ends them. Read for the directions asked only.
  const LineOccupancy& lines = s.pos.lines();
  const DirsToLine to_line = dirs_to_line(from, line, is_file);
  // Moving along the line itself: every square of the ray is a candidate.
  for (unsigned dirs = r.dirs & to_line.along; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    const int reach = std::min(lines.empty_run(from, d) + 1, max_distance);
    for (int dist = 1; dist <= reach; ++dist) {
      const Square x = static_cast<Square>(from + dist * kDirOffset[d]);
      if (r.may_stop_at(dist) && s.board[x] != kOffboard && lands_on(x)) return true;
    }
  }
  // Crossing the line: one candidate square a direction, `steps` away. Mostly a piece stands
  // next to the mover that way (its own pawns, early on): then no run is read.
  const int k = to_line.steps;
  if (!r.may_stop_at(k)) return false;
  for (unsigned dirs = r.dirs & to_line.crossing; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    if (k > 1 && s.board[from + kDirOffset[d]] != kEmpty) continue;
    if (k > lines.empty_run(from, d) + 1) continue;
    const Square x = static_cast<Square>(from + k * kDirOffset[d]);
    if (s.board[x] != kOffboard && lands_on(x)) return true;
  }
  return false;
}

}  // namespace

uint64_t slide_stops64(const Side& s, const MoveRule& r, int i) {
  const Position& pos = s.pos;
  const uint64_t reach = lines_reach64(i, pos.occupied64(), r.dirs) & within_range64(i, r.range);
  return reach & ((r.to_empty ? pos.empty64().bits() : 0) | pos.pieces64_of(~s.us, r.replace).bits());
}

bool reaches_lines_of(const Side& s, const MoveRule& r, Square from, Square target, bool file, bool rank,
                      bool leap_landings) {
  if (s.sets64 && r.stops_by_slider_reach(leap_landings))
    return slide_stops64(s, r, index64(from)) & lines_through64(target, file, rank);
  return (file && reaches_line(s, r, from, file_of(target), true, target, leap_landings)) ||
         (rank && reaches_line(s, r, from, rank_of(target), false, target, leap_landings));
}

bool coordinates_onto(const Side& s, const MoveRule& r, Square from, Square partner, Square target,
                      bool leap_landings) {
  // A partner on the target's rank makes it a corner of the mover's rectangle when the mover
  // stands on the target's file, and one on its file when the mover stands on its rank.
  return reaches_lines_of(s, r, from, target, rank_of(partner) == rank_of(target),
                          file_of(partner) == file_of(target), leap_landings);
}

}  // namespace abbott::gen
