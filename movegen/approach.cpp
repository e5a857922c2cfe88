// Approach (RULES.md §1): a piece that stops with an enemy on the next square of its line
// removes that enemy.
#include "movegen/mechanics.h"

namespace abbott::gen {

void approach_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m) {
  if (l.dir < 0) return;
  const Square ahead = static_cast<Square>(l.to + kDirOffset[l.dir]);
  if (s.enemy_in(ahead, r.approach)) m.add_victim(ahead);
}

bool approach_threat(const Side& s, const MoveRule& r, Square from, Square target) {
  if (r.motion != Motion::Slide || !s.enemy_in(target, r.approach)) return false;
  const int d = direction_between(from, target);
  if (d < 0 || distance(from, target) < 2) return false;
  const Square stop = static_cast<Square>(target - kDirOffset[d]);
  return s.board[stop] == kEmpty && reaches(s, r, from, stop, nullptr);
}

}  // namespace abbott::gen
