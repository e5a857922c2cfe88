// The pincer threat term on hand-built Hyper Chess positions: a piece of ours with an enemy
// partner beside it and the square opposite empty loses pincer_threat_percent of its value when
// an unfrozen enemy piece that can pincer it slides onto that square along a rank or file, and
// nothing when the slide is blocked, the slider is frozen or cannot pincer that piece.
#include <gtest/gtest.h>

#include "evaluation_support.h"

namespace abbott {
namespace {

// What the term adds to the evaluation of `fen` (White to move) at 20%, all else equal.
int threat_term(const char* fen) {
  return testing::weight_term("hyper", fen, &eval::Params::pincer_threat_percent, 20);
}

// White's Straddler on d4, Black's partner on d5, d3 empty: a Black slider on h3 closes the pincer.
TEST(PincerThreat, StraddlerSlidingOntoTheEmptySquare) {
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/7p/8/K7 w 0 1"), -20);   // Straddler, value 100
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/8/8/K2p4 w 0 1"), -20);  // from below, along the file
  EXPECT_EQ(threat_term("7k/8/8/3p4/3Q4/7p/8/K7 w 0 1"), -60);   // a Retractor, value 300
}

TEST(PincerThreat, ChameleonPincersOnlyStraddlers) {
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/7b/8/K7 w 0 1"), -20);
  EXPECT_EQ(threat_term("7k/8/8/3p4/3Q4/7b/8/K7 w 0 1"), 0);
}

TEST(PincerThreat, NoThreatWhenTheSlideCannotHappen) {
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/5P1p/8/K7 w 0 1"), 0);   // blocked by White's f3
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/7p/7U/K7 w 0 1"), 0);    // h3 frozen by the Immobilizer
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/7q/8/K7 w 0 1"), 0);     // a Retractor does not pincer
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/6p1/8/K7 w 0 1"), -20);  // g3: still on the rank
  EXPECT_EQ(threat_term("7k/8/8/3p4/3P4/8/6p1/K7 w 0 1"), 0);    // g2: no rank or file through d3
}

// Black's threats count against Black: the same picture upside down, Black to move.
TEST(PincerThreat, CountsForBothSides) {
  EXPECT_EQ(threat_term("k7/8/7P/3p4/3P4/8/8/7K w 0 1"), 20);
}

}  // namespace
}  // namespace abbott
