// Hyper Chess check (docs/rules.md) is defined by a list, not by the moves; each item here, with
// the case that turns it off. White's King stands on d4 (T) in every position.
#include <gtest/gtest.h>

#include "test_support.h"

namespace abbott {
namespace {

bool white_in_check(const std::string& board) {
  Position pos = testing::position("hyper", board + " w 0 1");
  const bool fast = in_check(pos, Color::White);
  EXPECT_EQ(fast, in_check_by_generation(pos, Color::White)) << board;
  return fast;
}

TEST(HyperCheck, Item1ActiveEnemyKingAdjacent) {
  EXPECT_TRUE(white_in_check("8/8/8/3k4/3K4/8/8/8"));
  // Frozen by White's Immobilizer on c6: the two Kings may stand side by side.
  EXPECT_FALSE(white_in_check("8/8/2U5/3k4/3K4/8/8/8"));
}

TEST(HyperCheck, Item2ActiveEnemyChameleonAdjacent) {
  EXPECT_TRUE(white_in_check("k7/8/8/4b3/3K4/8/8/8"));
  EXPECT_FALSE(white_in_check("k7/8/5U2/4b3/3K4/8/8/8"));  // frozen (and freezing the Immobilizer)
}

TEST(HyperCheck, Item3StraddlerPincer) {
  // Partner on d5, landing square d3 reached by the Straddler on h3.
  EXPECT_TRUE(white_in_check("k7/8/8/3p4/3K4/7p/8/8"));
  // The partner may be frozen (White's Immobilizer on c6 freezes d5).
  EXPECT_TRUE(white_in_check("k7/8/2U5/3p4/3K4/7p/8/8"));
  // The mover may not: White's Immobilizer on g2 freezes h3.
  EXPECT_FALSE(white_in_check("k7/8/8/3p4/3K4/7p/6U1/8"));
  // The path to d3 is blocked.
  EXPECT_FALSE(white_in_check("k7/8/8/3p4/3K4/5P1p/8/8"));
}

TEST(HyperCheck, Item4Springer) {
  EXPECT_TRUE(white_in_check("k2n4/8/8/8/3K4/8/8/8"));
  EXPECT_FALSE(white_in_check("k2n4/8/8/8/3K4/3P4/8/8"));  // landing square occupied
  EXPECT_FALSE(white_in_check("k2n4/8/3P4/8/3K4/8/8/8"));  // the King is not the first piece
}

TEST(HyperCheck, Item5Retractor) {
  EXPECT_TRUE(white_in_check("k7/8/8/4q3/3K4/8/8/8"));
  EXPECT_FALSE(white_in_check("k7/8/5P2/4q3/3K4/8/8/8"));  // square beyond occupied
}

TEST(HyperCheck, Item6aCoordinatorWithKingOrChameleonOnTheFile) {
  // Black's King on d8; the Coordinator slides h1-h4 and d4 is a corner.
  EXPECT_TRUE(white_in_check("3k4/8/8/8/3K4/8/8/7r"));
  // A Chameleon on d8 instead of the King (a threat no move carries out).
  EXPECT_TRUE(white_in_check("k2b4/8/8/8/3K4/8/8/7r"));
  // The Coordinator's ways to rank 4 are blocked (a3) or end on the King itself (d4).
  EXPECT_TRUE(white_in_check("3k4/8/8/8/3K4/8/8/r7"));
  EXPECT_FALSE(white_in_check("3k4/8/8/8/3K4/P7/8/r7"));
}

TEST(HyperCheck, Item6cKingOrChameleonStepsWithTheCoordinatorOnTheFile) {
  // Coordinator on d8; Black's King steps e5-e4 onto T's rank.
  EXPECT_TRUE(white_in_check("3r4/8/8/4k3/3K4/8/8/8"));
  // A Chameleon steps f5-f4.
  EXPECT_TRUE(white_in_check("k2r4/8/8/5b2/3K4/8/8/8"));
  // A Chameleon two ranks away would need more than a step.
  EXPECT_FALSE(white_in_check("k2r4/8/6b1/8/3K4/8/8/8"));
}

TEST(HyperCheck, ImmobilizersNeverCheck) {
  EXPECT_FALSE(white_in_check("k7/8/8/4u3/3K4/8/8/8"));
}

}  // namespace
}  // namespace abbott
