// Keep-away reach: pure geometry of the piece's jumps and single steps, occupied or not.
#include "movegen/keep_away.h"

namespace abbott::gen {

namespace {

bool geometric_reach(const PieceSpec& spec, Square from, Square to) {
  for (const MoveRule& r : spec.rules) {
    if (r.motion == Motion::Jump) {
      for (int i = 0; i < r.jump_count; ++i)
        if (from + r.jump_offsets[i] == to) return true;
    } else if (r.motion == Motion::Slide && r.range == 1) {
      for (int d = 0; d < kDirCount; ++d)
        if ((r.dirs & (1 << d)) && from + kDirOffset[d] == to) return true;
    }
  }
  return false;
}

}  // namespace

bool in_keep_away_reach(const Position& pos, Square sq, Color owner) {
  const Variant& v = pos.variant();
  if (!v.keep_away_types) return false;
  const int n = pos.piece_count(owner);
  for (int i = 0; i < n; ++i) {
    const Square s = pos.piece_square(owner, i);
    const PieceType t = type_of(pos.at(s));
    if ((v.keep_away_types & type_bit(t)) && geometric_reach(v.pieces[t], s, sq)) return true;
  }
  return false;
}

bool reaches_enemy_king(const Position& pos, Square sq) {
  const Piece p = pos.at(sq);
  const Square king = pos.king(~color_of(p));
  return king != kNoSquare && geometric_reach(pos.spec_at(sq), sq, king);
}

}  // namespace abbott::gen
