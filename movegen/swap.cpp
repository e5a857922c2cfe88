// Swap (docs/rules.md): exchange squares with the first piece along a line. The swap-back ban is
// kept by the position (engine/make_move.cpp) and asked here through swap_barred.
#include "movegen/mechanics.h"

namespace abbott::gen {

void swap_moves(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  const Variant& v = s.pos.variant();
  const bool from_on_back_rank = rank_of(from) == 0 || rank_of(from) == v.ranks - 1;
  for (int d = 0; d < kDirCount; ++d) {
    if (!(r.dirs & (1 << d))) continue;
    Square to = from;
    do to = static_cast<Square>(to + kDirOffset[d]);
    while (s.board[to] == kEmpty);
    const Piece p = s.board[to];
    if (!is_piece(p)) continue;
    const TypeMask allowed = (p & s.us_flag) ? r.swap_own : r.swap_enemy;
    if (!(allowed & type_bit(type_of(p)))) continue;
    if (v.pawns.swaps_keep_pawns_off_back_ranks && from_on_back_rank && v.pieces[type_of(p)].pawn) continue;
    if (s.pos.swap_barred(from, to)) continue;
    Move m;
    m.from = from;
    m.to = to;
    m.kind = MoveKind::Swap;
    e.push(m);
  }
}

}  // namespace abbott::gen
