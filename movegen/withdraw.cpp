// Withdraw (RULES.md §1): a piece moving directly away from an adjacent enemy removes it.
// The Retractor form captures only on moves of at most `withdraw_range` squares.
#include "movegen/mechanics.h"

namespace abbott::gen {

void withdraw_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m) {
  if (l.dir < 0 || (r.withdraw_range && l.distance > r.withdraw_range)) return;
  const Square behind = static_cast<Square>(l.from - kDirOffset[l.dir]);
  if (s.enemy_in(behind, r.withdraw)) m.add_victim(behind);
}

bool withdraw_threat(const Side& s, const MoveRule& r, Square from, Square target) {
  if (r.motion != Motion::Slide || !s.enemy_in(target, r.withdraw)) return false;
  if (distance(from, target) != 1) return false;
  const int away = direction_between(target, from);
  if (!(r.dirs & (1 << away))) return false;
  // One step away is always within range; the step must land on an empty square.
  const Square landing = static_cast<Square>(from + kDirOffset[away]);
  return s.board[landing] == kEmpty && (!r.even_stops_only);
}

}  // namespace abbott::gen
