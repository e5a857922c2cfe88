// Cannon hop (docs/rules.md, "Rococo"): the piece jumps an adjacent piece of either side, the
// mount, to the square just beyond it, landing there if it is empty or taking an enemy there by
// replacement. The mount is never affected and the hop never continues.
#include "movegen/mechanics.h"

namespace abbott::gen {

void cannon_hop_moves(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  for (int d = 0; d < kDirCount; ++d) {
    if (!(r.dirs & (1 << d))) continue;
    const Square mount = static_cast<Square>(from + kDirOffset[d]);
    if (!is_piece(s.board[mount])) continue;
    const Square to = static_cast<Square>(mount + kDirOffset[d]);
    const Piece p = s.board[to];
    if (p == kEmpty) {
      if (r.to_empty) e.push_simple(from, to, false);
    } else if ((p & s.them_flag) && (r.replace & type_bit(type_of(p)))) {
      e.push_simple(from, to, true);
    }
  }
}

}  // namespace abbott::gen
