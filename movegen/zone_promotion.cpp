// Promotion anywhere in a promotion zone (docs/rules.md, "Rococo"): a pawn that moves by any of its
// motions onto one of the last ranks may promote, or stay a pawn. With a reserve, it may become only
// a type its side has fewer of than at the start. Run on one piece's moves after they are generated.
#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

bool in_zone(const Variant& v, Color us, Square s) {
  const int ahead = us == Color::White ? v.ranks - 1 - rank_of(s) : rank_of(s);
  return ahead < v.pawns.promotion_zone;
}

bool in_reserve(const Position& pos, Color us, PieceType t) {
  const Variant& v = pos.variant();
  return !v.pawns.promotion_from_reserve || pos.count_of(us, t) < v.start_counts[idx(us)][t];
}

}  // namespace

void zone_promotions(Emitter& e) {
  const Side& s = e.side;
  const Variant& v = s.pos.variant();
  const int end = e.list.count;
  for (PieceType t : v.promotions[idx(s.us)]) {
    if (!in_reserve(s.pos, s.us, t)) continue;
    for (int i = e.piece_start; i < end; ++i) {
      const Move& m = e.list[i];
      if (m.kind != MoveKind::Normal || !in_zone(v, s.us, m.to)) continue;
      Move p = m;
      p.promotion = t;
      p.flags |= kFlagPawnMove;  // a promotion cannot be undone: it resets the 100-ply count
      e.list.push(p);
    }
  }
}

}  // namespace abbott::gen
