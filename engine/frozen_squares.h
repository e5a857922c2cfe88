// Which pieces are frozen: found once per position from the few freezers instead of once per
// piece from its eight neighbours (the evaluation asks for every piece).
#pragma once

#include <array>

#include "engine/freezing.h"
#include "engine/position.h"

namespace abbott {

// The same answer as Position::is_frozen for every occupied square (both ask engine/freezing.h).
class FrozenSquares {
 public:
  explicit FrozenSquares(const Position& pos) {
    const Variant& v = pos.variant();
    if (!v.freezer_types) return;
    const Piece* b = pos.board();
    for (Color c : {Color::White, Color::Black}) {
      const int n = pos.piece_count(c);
      for (int i = 0; i < n; ++i)
        for_each_frozen_neighbour(v, b, pos.piece_square(c, i), [&](Square f) { frozen_[f] = true; });
    }
  }
  bool operator()(Square s) const { return frozen_[s]; }

 private:
  std::array<bool, kCells> frozen_{};
};

}  // namespace abbott
