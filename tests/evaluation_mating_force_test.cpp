// Where stalemate is a draw, a side that is ahead but has nothing to mate with (no piece but its
// King that can take a King, no pawn to promote) sees its advantage divided: on hand-built Hyper
// Chess positions, where the Immobilizer takes nothing and the Retractor takes by withdrawal.
#include <gtest/gtest.h>

#include "evaluation_support.h"

namespace abbott {
namespace {

// The evaluation of `fen` in Hyper Chess with the divisor at `divisor`.
int evaluation(const char* fen, int divisor) {
  const Position pos = testing::position("hyper", fen);
  eval::Params p = eval::default_params(pos.variant().family);
  p.no_mating_force_divisor = divisor;
  return evaluate(pos, p);
}

// White, to move, is an Immobilizer ahead: it cannot mate with it.
TEST(MatingForce, AnImmobilizerAloneCannotMate) {
  const char* fen = "7k/8/8/8/8/8/8/K6U w 0 1";
  const int whole = evaluation(fen, 1);
  EXPECT_GT(whole, 0);
  EXPECT_EQ(evaluation(fen, 4), whole / 4);
}

// The same with Black ahead, seen from White's side.
TEST(MatingForce, TheSideAheadIsTheOneAsked) {
  const char* fen = "u6k/8/8/8/8/8/8/K7 w 0 1";
  const int whole = evaluation(fen, 1);
  EXPECT_LT(whole, 0);
  EXPECT_EQ(evaluation(fen, 4), whole / 4);
}

// A Retractor beside the Immobilizer can take the King: nothing is divided.
TEST(MatingForce, ARetractorCanMate) {
  const char* fen = "7k/8/8/8/8/8/8/K5QU w 0 1";
  const int whole = evaluation(fen, 1);
  EXPECT_GT(whole, 0);
  EXPECT_EQ(evaluation(fen, 4), whole);
}

}  // namespace
}  // namespace abbott
