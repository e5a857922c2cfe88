// Suicide (docs/rules.md, "Suicide"): where the variant allows it, a piece, even a frozen one,
// may remove itself. Freezing itself is engine/freezing.h.
#include "movegen/mechanics.h"

namespace abbott::gen {

void suicide_move(Emitter& e, Square from) {
  Move m;
  m.from = from;
  m.to = from;
  m.kind = MoveKind::Suicide;
  m.add_victim(from);
  e.push(m);
}

}  // namespace abbott::gen
