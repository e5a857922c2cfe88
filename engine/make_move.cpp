// Make and unmake. A move lists its whole effect, so make only executes it: remove the victims,
// move (or swap, castle, promote) the mover, then update rights, en passant and counters.
#include "engine/position.h"
#include "engine/zobrist.h"

namespace abbott {

#ifdef ABBOTT_CONSISTENCY_CHECKS
constexpr bool kVerifyConsistency = true;
#else
constexpr bool kVerifyConsistency = false;
#endif

Position::Undo Position::snapshot(const Move& m) const {
  Undo u;
  u.move = m;
  u.mover = board_[m.from];
  u.rook_or_swapped = kEmpty;
  u.castling = castling_;
  u.ep_first = ep_first_;
  u.ep_pawn = ep_pawn_;
  u.barred_a = barred_a_;
  u.barred_b = barred_b_;
  u.halfmove = halfmove_;
  u.hash = hash_;
  u.pawn_key = pawn_key_;
  return u;
}

void Position::restore(const Undo& u) {
  castling_ = u.castling;
  ep_first_ = u.ep_first;
  ep_pawn_ = u.ep_pawn;
  barred_a_ = u.barred_a;
  barred_b_ = u.barred_b;
  halfmove_ = u.halfmove;
  hash_ = u.hash;
  pawn_key_ = u.pawn_key;
}

void Position::make(const Move& m) {
  Undo u = snapshot(m);

  const Color us = side_;
  uint8_t rights_lost = variant_->rights_lost_at[m.from] | variant_->rights_lost_at[m.to] |
                        variant_->rights_lost_at[m.rook_from];
  for (int i = 0; i < m.victim_count; ++i) {
    const Square v = m.victims[i];
    u.captured[i] = board_[v];
    rights_lost |= variant_->rights_lost_at[v];
    remove(v);
  }

  switch (m.kind) {
    case MoveKind::Normal:
      relocate(m.from, m.to);
      if (m.promotion != kNoPieceType) {
        remove(m.to);
        put(m.to, make_piece(us, m.promotion));
      }
      if (m.flags & kFlagMoverDies) remove(m.to);
      break;
    case MoveKind::Castle: {
      const Piece rook = board_[m.rook_from];
      u.rook_or_swapped = rook;
      remove(m.rook_from);
      relocate(m.from, m.to);
      put(m.rook_to, rook);
      break;
    }
    case MoveKind::Swap: {
      const Piece other = board_[m.to];
      u.rook_or_swapped = other;
      remove(m.to);
      relocate(m.from, m.to);
      put(m.from, other);
      break;
    }
    case MoveKind::MutualDestruction:
    case MoveKind::Suicide:
      break;
  }

  if (rights_lost & castling_) {
    hash_ ^= zobrist::keys().castling[castling_];
    castling_ &= static_cast<uint8_t>(~rights_lost);
    hash_ ^= zobrist::keys().castling[castling_];
  }

  if (m.flags & kFlagMultiStep)
    set_ep(static_cast<Square>(m.from + pawn_forward(us)), m.to);
  else if (ep_first_ != kNoSquare)
    set_ep(kNoSquare, kNoSquare);

  // The no-swap-back right: only after a swap with an enemy piece that could swap straight back
  // (the other side's Swapper, or in Rococo a Chameleon and a Swapper).
  if (variant_->no_swap_back && m.kind == MoveKind::Swap && color_of(u.rook_or_swapped) != us &&
      (variant_->swaps_enemy[type_of(u.rook_or_swapped)] & type_bit(type_of(u.mover))))
    set_barred(m.from, m.to);
  else if (barred_a_ != kNoSquare)
    set_barred(kNoSquare, kNoSquare);

  halfmove_ = (m.victim_count || (m.flags & kFlagPawnMove)) ? 0 : halfmove_ + 1;
  if (us == Color::Black) ++fullmove_;
  side_ = ~us;
  hash_ ^= zobrist::keys().side;
  history_.push_back(u);
  if constexpr (kVerifyConsistency) verify_consistency("make");
}

// The pieces go back without their keys: restore() puts back the keys the move found.
void Position::unmake() {
  const Undo& u = history_.back();
  const Move& m = u.move;
  side_ = ~side_;
  const Color us = side_;
  if (us == Color::Black) --fullmove_;

  switch (m.kind) {
    case MoveKind::Normal:
      if (m.flags & kFlagMoverDies) put<false>(m.to, u.mover);
      if (m.promotion != kNoPieceType) {
        remove<false>(m.to);
        put<false>(m.to, u.mover);
      }
      relocate<false>(m.to, m.from);
      break;
    case MoveKind::Castle:
      remove<false>(m.rook_to);
      relocate<false>(m.to, m.from);
      put<false>(m.rook_from, u.rook_or_swapped);
      break;
    case MoveKind::Swap:
      remove<false>(m.from);
      relocate<false>(m.to, m.from);
      put<false>(m.to, u.rook_or_swapped);
      break;
    case MoveKind::MutualDestruction:
    case MoveKind::Suicide:
      break;
  }
  for (int i = m.victim_count - 1; i >= 0; --i) put<false>(m.victims[i], u.captured[i]);
  restore(u);
  history_.pop_back();
  if constexpr (kVerifyConsistency) verify_consistency("unmake");
}

void Position::reorder_as_made_and_unmade(const Move& m) {
  for (int i = 0; i < m.victim_count; ++i) list_take_out(m.victims[i], idx(color_of(board_[m.victims[i]])));
  for (int i = m.victim_count - 1; i >= 0; --i)
    list_append(m.victims[i], idx(color_of(board_[m.victims[i]])));
}

void Position::make_null() {
  const Undo u = snapshot(Move{});
  if (ep_first_ != kNoSquare) set_ep(kNoSquare, kNoSquare);
  if (barred_a_ != kNoSquare) set_barred(kNoSquare, kNoSquare);
  ++halfmove_;
  side_ = ~side_;
  hash_ ^= zobrist::keys().side;
  history_.push_back(u);
  if constexpr (kVerifyConsistency) verify_consistency("null move");
}

void Position::unmake_null() {
  side_ = ~side_;
  restore(history_.back());
  history_.pop_back();
  if constexpr (kVerifyConsistency) verify_consistency("null move unmade");
}

}  // namespace abbott
