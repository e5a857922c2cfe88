// Mutual destruction (docs/rules.md): a piece removes itself together with an adjacent enemy.
#include "movegen/mechanics.h"

namespace abbott::gen {

void mutual_destruction_moves(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  for (int d = 0; d < kDirCount; ++d) {
    if (!(r.dirs & (1 << d))) continue;
    const Square to = static_cast<Square>(from + kDirOffset[d]);
    if (!s.enemy_in(to, r.replace)) continue;
    Move m;
    m.from = from;
    m.to = to;
    m.kind = MoveKind::MutualDestruction;
    m.add_victim(from);
    m.add_victim(to);
    e.push(m);
  }
}

}  // namespace abbott::gen
