// Moves that leave a check standing, known without making them.
//
// In check, one enemy move that would take the King is found by generation, with the squares it
// depends on: where its mover stands, the squares it passes and lands on, its victims, the
// squares next to those (a pincer's partner, a withdrawal's or an approach's line), and the enemy
// pieces that complete a coordination. A move of ours that leaves from, lands on and takes on
// none of them leaves that enemy move as it was, so our King can still be taken: the move is
// illegal, and the search skips it without making and testing it. In a Coordinator Chess search a
// quiescence node in check tried 22 captures on average, all of them illegal.
//
// Only where an arrival can change nothing but the squares it lands on, blocks and takes: not
// where pieces freeze (a piece arriving beside a freezer can unfreeze a chain of them far away)
// or death corners act. Moves of the King, and of types whose moves have rules of their own
// (keep-away), castling, swaps, promotions and the other kinds of move are always made and tested.
#pragma once

#include "engine/move.h"
#include "engine/position.h"
#include "engine/square_set.h"

namespace abbott {

class LastingCheck {
 public:
  // Whether the variant's rules let the reasoning hold (then it is worth building).
  [[nodiscard]] static bool holds_in(const Variant& v) {
    return v.objective == Objective::Checkmate && !v.freezer_types && v.death_corners.empty();
  }
  // For a position whose side to move is in check.
  explicit LastingCheck(const Position& pos);

  // True only when `m`, a pseudo-legal move of that position (which `pos` still is), leaves the
  // King in check; false when it might not.
  [[nodiscard]] bool leaves_in_check(const Position& pos, const Move& m) const {
    if (!known_ || m.kind != MoveKind::Normal || m.promotion != kNoPieceType || m.flags & kFlagMoverDies ||
        (careful_types_ & type_bit(type_of(pos.at(m.from)))) || squares_.contains(m.from) ||
        squares_.contains(m.to))
      return false;
    for (int i = 0; i < m.victim_count; ++i)
      if (squares_.contains(m.victims[i])) return false;
    return true;
  }
  // leaves_in_check, and when it is true the piece lists reordered as making and unmaking `m`
  // would have left them (Position::reorder_as_made_and_unmade): the search skips such a move
  // unmade and keeps the trees of making and testing it.
  [[nodiscard]] bool skips(Position& pos, const Move& m) const {
    if (!leaves_in_check(pos, m)) return false;
    pos.reorder_as_made_and_unmade(m);
    return true;
  }

 private:
  bool known_ = false;  // an attack was found, in a variant where the reasoning holds
  TypeMask careful_types_ = 0;
  SquareSet squares_;  // the squares the attack depends on
};

}  // namespace abbott
