// Castling (docs/rules.md, "Castling"): the King moves a fixed number of squares toward an unmoved
// Rook (KingSteps) or any number up to the Rook's corner with the Rook landing on any passed
// square (Free). Neither piece may be frozen; the King may not leave, pass or land on an attacked
// square, tested by standing it there with the Rook still at home.
#include "movegen/keep_away.h"
#include "movegen/mechanics.h"
#include "movegen/movegen.h"

namespace abbott::gen {

namespace {

bool king_safe_on(Position& pos, Square home, Square x) {
  const Color us = pos.side_to_move();
  Move step;
  step.from = home;
  step.to = x;
  pos.make(step);
  const bool safe = !in_check(pos, us);
  pos.unmake();
  return safe;
}

}  // namespace

void castling_moves(Emitter& e, Position& pos) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  if (!(us == Color::White ? v.castling.white : v.castling.black)) return;
  const Square home = v.castle_king_home[idx(us)];
  if (pos.king(us) != home || pos.is_frozen(home)) return;
  bool checked_start = false;
  for (int wing = 0; wing < 2; ++wing) {
    const int right = idx(us) * 2 + wing;
    if (!(pos.castling_rights() & (1 << right))) continue;
    const Square rook_home = v.castle_rook_home[right];
    const Piece rook = pos.at(rook_home);
    if (!is_piece(rook) || color_of(rook) != us || type_of(rook) != v.castling_partner ||
        pos.is_frozen(rook_home))
      continue;
    const int step = rook_home > home ? 1 : -1;
    bool clear = true;
    for (Square x = static_cast<Square>(home + step); x != rook_home; x = static_cast<Square>(x + step))
      if (pos.at(x) != kEmpty) clear = false;
    if (!clear) continue;
    if (!checked_start) {
      if (in_check(pos, us)) return;
      checked_start = true;
    }
    const int reach =
        v.castling.style == CastlingStyle::Free ? distance(home, rook_home) : v.castling.king_steps;
    const int first = v.castling.style == CastlingStyle::Free ? 1 : reach;
    // Squares passed so far must be safe; the King stops at each allowed distance.
    for (int k = 1; k <= reach; ++k) {
      const Square x = static_cast<Square>(home + k * step);
      if (x != rook_home && !king_safe_on(pos, home, x)) break;
      if (in_keep_away_reach(pos, x, ~us)) break;
      if (k < first) continue;
      Move m;
      m.from = home;
      m.to = x;
      m.kind = MoveKind::Castle;
      m.rook_from = rook_home;
      if (v.castling.style == CastlingStyle::KingSteps) {
        m.rook_to = static_cast<Square>(x - step);
        e.push(m);
        continue;
      }
      for (Square r = home; r != x; r = static_cast<Square>(r + step)) {
        m.rook_to = r;
        e.push(m);
      }
    }
  }
}

}  // namespace abbott::gen
