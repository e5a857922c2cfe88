// Long leaps (docs/rules.md): a sliding rule that jumps single enemy pieces and removes them,
// landing on an empty square beyond (long leap: any number of victims, landing anywhere behind
// the last; Springer: the first one only, landing right behind it), and, where the rule says
// so, captures by replacement too.
#include "movegen/mechanics.h"

namespace abbott::gen {

void long_leap_moves(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  const Piece* board = s.board;
  const int max_distance = r.range ? r.range : kMaxFiles + kMaxRanks;
  const LandingFilter filter = e.landing_filter(r, from);
  for (int d = 0; d < kDirCount; ++d) {
    if (!(r.dirs & (1 << d))) continue;
    const int off = kDirOffset[d];
    Move jumped;  // victims of the leap so far
    Square sq = from;
    for (int dist = 1; dist <= max_distance; ++dist) {
      sq = static_cast<Square>(sq + off);
      const Piece p = board[sq];
      if (p == kEmpty) {
        if (!r.may_stop_at(dist)) continue;
        if (jumped.victim_count == 0) {
          if (!r.to_empty) continue;
          if (!filter.may_capture(sq, d)) {
            e.push_simple(from, sq, false);
            continue;
          }
        }
        Move m = jumped;
        m.from = from;
        m.to = sq;
        landing_victims(s, r, {from, sq, d, dist}, m, jumped.victim_count == 0 || !r.leap_alone);
        e.push(m);
        if (r.leap_form == LeapForm::Springer && jumped.victim_count) break;
        continue;
      }
      if (!(p & s.them_flag)) break;  // own piece or the rim
      const TypeMask victim = type_bit(type_of(p));
      const bool last_was_jumped = jumped.victim_count && jumped.victims[jumped.victim_count - 1] == sq - off;
      const bool may_replace = jumped.victim_count == 0 || (r.leap_then_replace && !last_was_jumped);
      if ((r.replace & victim) && may_replace && r.may_stop_at(dist)) {
        Move m = jumped;
        m.from = from;
        m.to = sq;
        m.add_victim(sq);
        landing_victims(s, r, {from, sq, d, dist}, m);
        e.push(m);
      }
      const bool can_jump = (r.leap_victims & victim) && board[sq + off] == kEmpty &&
                            !(r.leap_form == LeapForm::Springer && jumped.victim_count);
      if (!can_jump) break;
      jumped.add_victim(sq);
    }
  }
}

}  // namespace abbott::gen
