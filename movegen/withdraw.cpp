// Withdraw (docs/rules.md, "Withdraw"): a piece moving directly away from an adjacent enemy removes it.
// The Retractor form captures only on moves of at most `withdraw_range` squares.
#include "movegen/mechanics.h"

namespace abbott::gen {

void withdraw_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m) {
  if (l.dir < 0 || (r.withdraw_range && l.distance > r.withdraw_range)) return;
  const Square behind = static_cast<Square>(l.from - kDirOffset[l.dir]);
  if (s.enemy_in(behind, r.withdraw)) m.add_victim(behind);
}

}  // namespace abbott::gen
