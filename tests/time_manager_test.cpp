// The time manager keeps the move overhead for the moves to come (XBoard's lag of about
// 0.1 s a move counts on the engine's clock, and 30 s games without increment were lost on time).
#include "search/time_manager.h"

#include <gtest/gtest.h>

namespace abbott {
namespace {

SearchLimits clock(int64_t left_ms, int64_t increment_ms) {
  SearchLimits l;
  l.time_left_ms = {left_ms, left_ms};
  l.increment_ms = {increment_ms, increment_ms};
  return l;
}

TEST(TimeManager, SuddenDeathKeepsTheOverheadForAHundredMoves) {
  // 30 s - 0.1 s - 100 x 0.1 s - 2% = 19.3 s to spread over 32 moves.
  const TimeBudget b = plan_time(clock(30000, 0), Color::White, 100);
  EXPECT_TRUE(b.limited);
  EXPECT_EQ(b.soft_ms, 19300 / 32);
  EXPECT_EQ(b.hard_ms, 19300 / 32 * 4);
  // The reserve takes at most half the clock: 9 s - 0.1 s - 4.5 s - 2% = 4.22 s.
  const TimeBudget low = plan_time(clock(9000, 0), Color::White, 100);
  EXPECT_EQ(low.soft_ms, 4220 / 32);
  EXPECT_EQ(low.hard_ms, 4220 / 32 * 4);
}

TEST(TimeManager, AShortClockStillLeavesTimeToThink) {
  // 3 s + 0.03 s: the unpaid 70 ms a move would reserve 7 s; half the clock is kept instead.
  const TimeBudget b = plan_time(clock(3000, 30), Color::White, 100);
  EXPECT_EQ(b.soft_ms, (3000 - 100 - 1500 - 60) / 32 + 22);
}

TEST(TimeManager, AnIncrementThatPaysTheOverheadNeedsNoReserve) {
  const TimeBudget b = plan_time(clock(30000, 100), Color::White, 100);
  EXPECT_EQ(b.soft_ms, (30000 - 100 - 600) / 32 + 75);
  // Half paid: half the reserve.
  const TimeBudget half = plan_time(clock(30000, 50), Color::White, 100);
  EXPECT_EQ(half.soft_ms, (30000 - 100 - 5000 - 600) / 32 + 37);
}

TEST(TimeManager, MovesToGoLimitTheReserve) {
  SearchLimits l = clock(30000, 0);
  l.moves_to_go = 10;
  // Ten moves to the time control: the overhead is kept for those ten only.
  EXPECT_EQ(plan_time(l, Color::White, 100).soft_ms, (30000 - 100 - 1000 - 600) / 10);
}

Move move(int from_file, int to_file) {
  Move m;
  m.from = make_square(from_file, 0);
  m.to = make_square(to_file, 1);
  return m;
}

TEST(IterationStability, ASettledBestMoveAsksForLessTime) {
  IterationStability s;
  s.record(move(0, 0), 20);
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7);
  s.record(move(0, 0), 20);
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7);
}

TEST(IterationStability, AChangedBestMoveAsksForMoreAndTheCountHalvesEachIteration) {
  IterationStability s;
  s.record(move(0, 0), 20);
  s.record(move(1, 1), 20);  // changed: 1
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7 + 0.8);
  s.record(move(2, 2), 20);  // changed again: 1/2 + 1
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7 + 0.8 * 1.5);
  s.record(move(2, 2), 20);
  s.record(move(2, 2), 20);  // settled for two iterations: 1.5 / 4
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7 + 0.8 * 0.375);
}

TEST(IterationStability, AFallingScoreAsksForMoreWithinBounds) {
  IterationStability s;
  s.record(move(0, 0), 50);
  s.record(move(0, 0), -50);  // fell by 100: half as much again
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7 * 1.5);
  s.record(move(0, 0), -450);  // fell by 400: at most 1.6
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7 * 1.6);
  s.record(move(0, 0), 0);  // rose by 450: at least 0.8
  EXPECT_DOUBLE_EQ(s.soft_limit_scale(), 0.7 * 0.8);
}

}  // namespace
}  // namespace abbott
