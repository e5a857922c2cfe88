// Immobilize (docs/rules.md, "Suicide"): freezing itself is Position::is_frozen; here is what a frozen piece
// may still do where the variant allows it: remove itself (suicide).
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
