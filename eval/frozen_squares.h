// Which pieces are frozen, for the evaluation: found once per position from the few freezers
// instead of once per piece from its eight neighbours.
#pragma once

#include <array>

#include "engine/position.h"

namespace abbott::eval {

// The same answer as Position::is_frozen for every occupied square.
class FrozenSquares {
 public:
  explicit FrozenSquares(const Position& pos) {
    const Variant& v = pos.variant();
    if (!v.freezer_types) return;
    const Piece* b = pos.board();
    for (Color c : {Color::White, Color::Black}) {
      const int n = pos.piece_count(c);
      for (int i = 0; i < n; ++i) {
        const Square s = pos.piece_square(c, i);
        const TypeMask freezes = v.pieces[type_of(b[s])].freezes;
        if (!freezes) continue;
        for (int off : kDirOffset) {
          const Piece q = b[s + off];
          if (is_piece(q) && color_of(q) != c && (freezes & type_bit(type_of(q)))) frozen_[s + off] = true;
        }
      }
    }
  }
  bool operator()(Square s) const { return frozen_[s]; }

 private:
  std::array<bool, kCells> frozen_{};
};

}  // namespace abbott::eval
