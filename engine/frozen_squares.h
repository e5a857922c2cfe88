// Which pieces are frozen: found once per position from the few freezers instead of once per
// piece from its eight neighbours (the evaluation asks for every piece).
#pragma once

#include "engine/board_sets.h"
#include "engine/freezing.h"
#include "engine/position.h"
#include "engine/square_set.h"

namespace abbott {

// The same answer as Position::is_frozen for every occupied square (both ask engine/freezing.h),
// found on 64-bit sets where the board fits.
class FrozenSquares {
 public:
  explicit FrozenSquares(const Position& pos) {
    if (!pos.variant().freezer_types) return;
    if (pos.variant().cells64) {
      frozen64_ = pos.frozen64_by(Color::White) | pos.frozen64_by(Color::Black);
      frozen64_.for_each([&](Square s) { frozen_.add(s); });
      return;
    }
    frozen_ = frozen_by<SquareSet>(pos, Color::White) | frozen_by<SquareSet>(pos, Color::Black);
  }
  // Only the pieces of `victims` (the generator's question, for the side to move).
  FrozenSquares(const Position& pos, Color victims) {
    if (!pos.variant().freezer_types) return;
    if (pos.variant().cells64) {
      pos.frozen64_by(~victims).for_each([&](Square s) { frozen_.add(s); });
      return;
    }
    frozen_ = frozen_by<SquareSet>(pos, ~victims);
  }
  bool operator()(Square s) const { return frozen_.contains(s); }
  [[nodiscard]] bool none() const { return frozen_.empty(); }
  // The same as a 64-bit set, where the board fits (Variant::cells64); found by the first
  // constructor only.
  [[nodiscard]] Set64 on_sets64() const { return frozen64_; }

 private:
  SquareSet frozen_;
  Set64 frozen64_;
};

}  // namespace abbott
