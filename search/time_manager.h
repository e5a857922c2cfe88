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

}  // namespace abbott
