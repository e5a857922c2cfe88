// Freezing (docs/rules.md, "Freezing"): a piece is frozen while an enemy piece whose aura (its
// `freezes` mask) holds its type stands on one of the eight squares around it. This file is the
// one definition of that rule; the position (is_frozen, for the check test), the legality filter,
// and FrozenSquares (the generator and the evaluation, the whole board at once) all ask it.
#pragma once

#include "engine/board_sets.h"
#include "engine/position.h"
#include "engine/types.h"
#include "engine/variant.h"

namespace abbott {

// The types the piece `p` freezes.
inline TypeMask aura(const Variant& v, Piece p) {
  return v.pieces[type_of(p)].freezes;
}

// The rule: a freezer with aura `freezer_aura`, whose enemies carry the colour flag `enemies`,
// freezes the board value `target` beside it when that is an enemy piece of a type in the aura.
inline bool aura_freezes(TypeMask freezer_aura, Piece enemies, Piece target) {
  return (target & enemies) && (freezer_aura & type_bit(type_of(target)));
}

// True when the board value `freezer` (empty and off-board squares freeze nothing) freezes the
// piece `target` beside it. The first test, an enemy of the target there, is the rule's colour
// test seen from the target: cheap when one target is tested against all its neighbours.
inline bool freezes(const Variant& v, Piece freezer, Piece target) {
  return (freezer & color_flag(~color_of(target))) &&
         aura_freezes(aura(v, freezer), color_flag(~color_of(freezer)), target);
}

// Calls `visit(square)` for every neighbour of `s` that the piece on `s` freezes.
template <class Visit>
inline void for_each_frozen_neighbour(const Variant& v, const Piece* board, Square s, Visit&& visit) {
  const Piece freezer = board[s];
  const TypeMask freezer_aura = aura(v, freezer);
  if (!freezer_aura) return;
  const Piece enemies = color_flag(~color_of(freezer));
  for (int off : kDirOffset) {
    const auto n = static_cast<Square>(s + off);
    if (aura_freezes(freezer_aura, enemies, board[n])) visit(n);
  }
}

// The pieces of `freezers`' enemy that they freeze, for the whole board at once: freezer type by
// freezer type, the cells around that type's pieces that hold enemies of a type in its aura. On
// either kind of set (engine/board_sets.h).
template <class Set>
Set frozen_by(const Position& pos, Color freezers) {
  using Sets = BoardSets<Set>;
  const Variant& v = pos.variant();
  Set frozen;
  for (TypeMask types = v.freezer_types; types; types &= types - 1) {
    const auto t = static_cast<PieceType>(__builtin_ctz(types));
    Set around;
    Sets::pieces(pos, freezers, t).for_each([&](Square s) { around |= Sets::around(s); });
    if (!around.empty()) frozen |= around & Sets::pieces_of(pos, ~freezers, aura(v, make_piece(freezers, t)));
  }
  return frozen;
}

}  // namespace abbott
