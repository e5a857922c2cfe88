// Time allocation for sudden death, increments, moves-per-session and fixed move times.
#include "search/time_manager.h"

#include <algorithm>

namespace abbott {

namespace {
constexpr int kReservedMoves = 100;
}  // namespace

TimeBudget plan_time(const SearchLimits& limits, Color us, int move_overhead_ms) {
  TimeBudget b;
  if (limits.infinite) return b;
  if (limits.movetime_ms > 0) {
    b.limited = true;
    b.soft_ms = b.hard_ms = std::max<int64_t>(1, limits.movetime_ms - move_overhead_ms);
    return b;
  }
  const int64_t left = limits.time_left_ms[idx(us)];
  if (left < 0) return b;
  b.limited = true;
  const int64_t inc = limits.increment_ms[idx(us)];
  const int64_t moves = limits.moves_to_go > 0 ? std::min(limits.moves_to_go, 40) : 32;
  // The overhead is lost on every move (a GUI's lag counts on the engine's clock: about 0.1 s a
  // move in XBoard), so the clock keeps it for the moves still to come, as far as the increment
  // does not pay for it; and a little more on long clocks. With 30 s and no increment that leaves
  // room for about 170 moves (docs/xboard.md).
  const int64_t lag_not_paid = std::max<int64_t>(0, move_overhead_ms - inc);
  const int64_t reserved_moves =
      limits.moves_to_go > 0 ? std::min(limits.moves_to_go, kReservedMoves) : kReservedMoves;
  // The reserve never takes more than half the clock: on a short clock (3 s + 0.03 s) a whole
  // reserve would leave nothing to think with, and the per-move share below already shrinks
  // with the clock.
  const int64_t reserve = std::min(lag_not_paid * reserved_moves, left / 2);
  const int64_t usable = std::max<int64_t>(1, left - move_overhead_ms - reserve - left / 50);
  b.soft_ms = usable / moves + inc * 3 / 4;
  b.hard_ms = std::min(usable * (limits.moves_to_go == 1 ? 9 : 4) / 10, b.soft_ms * 4);
  b.soft_ms = std::clamp<int64_t>(b.soft_ms, 1, std::max<int64_t>(1, b.hard_ms));
  b.hard_ms = std::max<int64_t>(b.hard_ms, b.soft_ms);
  return b;
}

void IterationStability::record(const Move& best, int score) {
  changes_ /= 2;
  if (iterations_ > 0 && !best.same_effect(best_)) changes_ += 1;
  score_drop_ = iterations_ > 0 ? score_ - score : 0;
  best_ = best;
  score_ = score;
  ++iterations_;
}

double IterationStability::soft_limit_scale() const {
  const double instability = 0.7 + 0.8 * changes_;  // 0.7 settled, up to 2.3 changing every time
  const double falling = std::clamp(1.0 + score_drop_ / 200.0, 0.8, 1.6);
  return instability * falling;
}

}  // namespace abbott
