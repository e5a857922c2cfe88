// Pawn motions: forward steps (multi-step from the start rank, opening en passant), diagonal
// captures (with en passant on every passed square), promotion. Square-map variants use these
// motions for pieces standing on pawn squares.
#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

inline void push_with_promotions(Emitter& e, const PieceSpec& mover, Move& m) {
  const Variant& v = e.side.pos.variant();
  if (!mover.pawn || rank_of(m.to) != pawn_last_rank(v, e.side.us)) {
    e.push(m);
    return;
  }
  const auto& promotions = v.promotions[idx(e.side.us)];
  if (!promotions.empty()) {
    for (PieceType t : promotions) {
      Move p = m;
      p.promotion = t;
      e.push(p);
    }
    return;
  }
  e.push(m);
}

}  // namespace

void pawn_moves(Emitter& e, const PieceSpec& mover, const MoveRule& r, Square from) {
  const Side& s = e.side;
  const Variant& v = s.pos.variant();
  const int fwd = pawn_forward(s.us);
  const uint8_t clock_flag = v.pawns.moves_reset_clock ? kFlagPawnMove : 0;
  if (r.motion == Motion::PawnPush) {
    const int steps = pawn_push_steps(v, s.us, from);
    const int dir = s.us == Color::White ? 0 : 2;
    // Most pushes (every orthodox one short of promotion) remove nothing.
    const bool plain = !r.has_landing_effects && !s.persistent;
    const int last = pawn_last_rank(v, s.us);
    Square to = from;
    for (int k = 1; k <= steps; ++k) {
      to = static_cast<Square>(to + fwd);
      if (s.board[to] != kEmpty) break;
      uint8_t flags = clock_flag;
      if (k > 1 && mover.pawn && v.pawns.en_passant) flags |= kFlagMultiStep;
      if (plain && !(mover.pawn && rank_of(to) == last)) {
        e.push_simple(from, to, false, flags);
        continue;
      }
      Move m;
      m.from = from;
      m.to = to;
      m.flags = flags;
      landing_victims(s, r, {from, to, dir, k}, m);
      push_with_promotions(e, mover, m);
    }
    return;
  }
  for (int side_step : {-1, 1}) {
    const Square to = static_cast<Square>(from + fwd + side_step);
    const Piece p = s.board[to];
    Square victim;
    // A victim on the landing square, else en passant (whether the position has an en passant
    // square asked first: most have none).
    if ((p & s.them_flag) && (r.replace & type_bit(type_of(p)))) {
      victim = to;
    } else if (s.pos.has_en_passant() && p == kEmpty && mover.pawn && s.pos.is_ep_square(to) &&
               (r.replace & type_bit(type_of(s.board[s.pos.ep_pawn()])))) {
      victim = s.pos.ep_pawn();
    } else {
      continue;
    }
    Move m;
    m.from = from;
    m.to = to;
    m.flags = clock_flag;
    m.add_victim(victim);
    if (r.has_landing_effects || s.persistent)
      landing_victims(s, r, {from, to, direction_between(from, to), 1}, m);
    push_with_promotions(e, mover, m);
  }
}

}  // namespace abbott::gen
