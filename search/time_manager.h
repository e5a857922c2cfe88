// Time management: how long to think about one move. A soft limit ends the iterative deepening
// between iterations; a hard limit stops the search in the middle. Both keep a move overhead in
// reserve, so that the engine never loses on time.
#pragma once

#include <cstdint>

#include "engine/types.h"
#include "search/search.h"

namespace abbott {

struct TimeBudget {
  bool limited = false;
  int64_t soft_ms = 0;
  int64_t hard_ms = 0;
};

TimeBudget plan_time(const SearchLimits& limits, Color us, int move_overhead_ms);

// How far the soft limit stretches after each finished iteration: a best move that keeps changing,
// or a score that falls, asks for more time; a best move that has stood for several iterations
// asks for less, which is saved for the moves that need it.
class IterationStability {
 public:
  void record(const Move& best, int score);
  [[nodiscard]] double soft_limit_scale() const;

 private:
  double changes_ = 0;  // best-move changes, each iteration's count halved by the next
  Move best_;
  int score_ = 0;
  int score_drop_ = 0;  // how much the last iteration's score fell below the one before
  int iterations_ = 0;
};

}  // namespace abbott
