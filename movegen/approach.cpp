// Approach (docs/rules.md, "Approach"): a piece that stops with an enemy on the next square of its line
// removes that enemy.
#include "movegen/mechanics.h"

namespace abbott::gen {

void approach_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m) {
  if (l.dir < 0) return;
  const Square ahead = static_cast<Square>(l.to + kDirOffset[l.dir]);
  if (s.enemy_in(ahead, r.approach)) m.add_victim(ahead);
}

}  // namespace abbott::gen
