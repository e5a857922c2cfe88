// Long leap and the Springer's single leap (RULES.md §1): the threat test. The moves themselves
// are made by the slide walker (slide.cpp), which jumps as it walks.
#include "movegen/mechanics.h"

namespace abbott::gen {

bool leap_threat(const Side& s, const MoveRule& r, Square from, Square target) {
  if (r.motion != Motion::Slide || !s.enemy_in(target, r.leap)) return false;
  const int d = direction_between(from, target);
  if (d < 0 || !(r.dirs & (1 << d))) return false;
  const int off = kDirOffset[d];
  if (s.board[target + off] != kEmpty) return false;
  bool previous_was_piece = false;
  for (Square x = static_cast<Square>(from + off); x != target; x = static_cast<Square>(x + off)) {
    const Piece p = s.board[x];
    if (p == kEmpty) {
      previous_was_piece = false;
      continue;
    }
    if (r.leap_form == LeapForm::Springer) return false;  // the victim must be the first piece
    if (previous_was_piece || !s.enemy_in(x, r.leap)) return false;
    previous_was_piece = true;
  }
  return !previous_was_piece;
}

}  // namespace abbott::gen
