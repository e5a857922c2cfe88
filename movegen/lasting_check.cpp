// The squares an enemy capture of the King depends on; see the header for why a move that
// touches none of them leaves the King in check.
#include "movegen/lasting_check.h"

#include "movegen/legality_filter.h"
#include "movegen/movegen.h"

namespace abbott {

LastingCheck::LastingCheck(const Position& pos) {
  const Variant& v = pos.variant();
  if (!holds_in(v)) return;
  const Color us = pos.side_to_move();
  const std::optional<Move> attack = king_capture(pos, us);
  if (!attack) return;
  known_ = true;
  careful_types_ = always_tested_types(v);
  const auto add_with_neighbours = [&](Square s) {
    squares_.add(s);
    for (int d = 0; d < kDirCount; ++d) {
      const Square n = static_cast<Square>(s + kDirOffset[d]);
      if (pos.at(n) != kOffboard) squares_.add(n);
    }
  };
  add_with_neighbours(attack->from);
  add_with_neighbours(attack->to);
  for (int i = 0; i < attack->victim_count; ++i) add_with_neighbours(attack->victims[i]);
  // The squares passed on the way (a slide's, a leap's jumped pieces, a cannon's screen).
  if (const int d = direction_between(attack->from, attack->to); d >= 0)
    for (Square s = static_cast<Square>(attack->from + kDirOffset[d]); s != attack->to;
         s = static_cast<Square>(s + kDirOffset[d]))
      squares_.add(s);
  // A coordination's partner may stand anywhere on the landing's lines: every enemy piece that
  // could be one.
  pos.for_each_piece_of(~us, v.royal_takers.coordinate_partners, [&](Square s) { squares_.add(s); });
}

}  // namespace abbott
