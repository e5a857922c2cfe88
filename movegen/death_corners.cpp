// Persistent coordination (docs/rules.md, "Death corners"): rectangle corners of certain own piece
// pairs are death squares at every moment. Order within one move: if the mover lands on an enemy
// death corner that applies to it, it is removed, and only its leaving and leaping captures
// (withdraw, Springer leap, replacement) are made; otherwise its landing powers act too. Last,
// enemy pieces on the mover's side's death corners are removed.
#include <array>

#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

bool removed(const Move& m, Square sq) {
  for (int i = 0; i < m.victim_count; ++i)
    if (m.victims[i] == sq) return true;
  return false;
}

// Where a piece of `owner` stands after the move (kNoSquare if it is gone).
Square after_move(const Move& m, Square sq, bool mover_dies) {
  if (removed(m, sq)) return kNoSquare;
  if (sq == m.from) return mover_dies ? kNoSquare : m.to;
  return sq;
}

// Calls f(corner, victims) for each death corner of `owner`'s pieces after the move.
template <typename F>
void for_each_corner(const Side& s, Color owner, const Move& m, bool mover_dies, F&& f) {
  const Position& pos = s.pos;
  const auto& corners = pos.variant().death_corners;
  TypeMask involved = 0;
  for (const DeathCorner& dc : corners) involved |= dc.pieces | dc.partners;
  // The few pieces that form corners, where they stand after the move.
  std::array<Square, kMaxPiecesPerSide> squares;
  std::array<TypeMask, kMaxPiecesPerSide> types;
  int count = 0;
  const int n = pos.piece_count(owner);
  for (int i = 0; i < n; ++i) {
    const Square s0 = pos.piece_square(owner, i);
    const TypeMask t = type_bit(type_of(s.board[s0]));
    if (!(involved & t)) continue;
    const Square now = after_move(m, s0, mover_dies);
    if (now == kNoSquare) continue;
    squares[count] = now;
    types[count++] = t;
  }
  for (const DeathCorner& dc : corners)
    for (int i = 0; i < count; ++i) {
      if (!(dc.pieces & types[i])) continue;
      for (int j = 0; j < count; ++j) {
        if (j == i || !(dc.partners & types[j])) continue;
        const Square a = squares[i], b = squares[j];
        if (file_of(a) == file_of(b) || rank_of(a) == rank_of(b)) continue;
        f(make_square(file_of(a), rank_of(b)), dc.victims);
        f(make_square(file_of(b), rank_of(a)), dc.victims);
      }
    }
}

}  // namespace

void death_corner_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m, bool powers) {
  if (powers && r.withdraw) withdraw_victims(s, r, l, m);
  // The enemy corners are those standing when the mover lands, before its captures are made:
  // a Springer that jumps a Coordinator onto that Coordinator's own corner dies too.
  const TypeMask mover = type_bit(type_of(s.board[l.from]));
  bool dies = false;
  for_each_corner(s, ~s.us, Move{}, false, [&](Square corner, TypeMask victims) {
    if (corner == l.to && (victims & mover)) dies = true;
  });
  if (dies) {
    m.flags |= kFlagMoverDies;
  } else if (powers) {
    if (r.approach) approach_victims(s, r, l, m);
    if (r.pincer) pincer_victims(s, r, l, m);
    if (r.coordination_count) coordinate_victims(s, r, l, m);
  }
  for_each_corner(s, s.us, m, dies, [&](Square corner, TypeMask victims) {
    if (s.enemy_in(corner, victims) && !removed(m, corner)) m.add_victim(corner);
  });
}

}  // namespace abbott::gen
