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
    if (!pos.variant().freezer_types) return;
    for (Color c : {Color::White, Color::Black}) mark_frozen_by(pos, c);
  }
  // Only the pieces of `victims` (the generator's question, for the side to move).
  FrozenSquares(const Position& pos, Color victims) {
    if (pos.variant().freezer_types) mark_frozen_by(pos, ~victims);
  }
  bool operator()(Square s) const { return frozen_[s]; }

 private:
  void mark_frozen_by(const Position& pos, Color freezers) {
    const Piece* b = pos.board();
    const int n = pos.piece_count(freezers);
    for (int i = 0; i < n; ++i)
      for_each_frozen_neighbour(pos.variant(), b, pos.piece_square(freezers, i),
                                [&](Square f) { frozen_[f] = true; });
  }

  std::array<bool, kCells> frozen_{};
};

}  // namespace abbott
