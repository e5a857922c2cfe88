// What frozen and exposed pieces lose, on hand-built Hyper Chess (and Withdrawer Chess) positions: a frozen
// piece loses frozen_share_percent of its value, a piece next to an enemy Retractor that can step straight
// away from it withdraw_threat_percent, and a piece with an enemy pincer partner beside it and the
// square opposite empty pincer_exposure_percent; each piece by its own type's value, the King
// never (its dangers are checks and its own terms).
#include <gtest/gtest.h>

#include "evaluation_support.h"

namespace abbott {
namespace {

int term(const char* fen, int eval::Params::*weight, int percent) {
  return testing::weight_term("hyper", fen, weight, percent);
}

// Black's Immobilizer on d4 freezes what stands around it. (Each side keeps a Straddler far away:
// a side ahead without a piece that can take the King would have its lead divided.)
TEST(FrozenAndExposed, FrozenPiecesLoseTheirShareByType) {
  const auto frozen = &eval::Params::frozen_share_percent;
  EXPECT_EQ(term("7k/7p/8/8/3u4/3Q4/8/K6P w 0 1", frozen, 50), -150);         // a Retractor, 300
  EXPECT_EQ(term("7k/7p/8/8/3u4/2QN4/8/K6P w 0 1", frozen, 50), -150 - 175);  // and a Springer, 350
  EXPECT_EQ(term("7k/7p/8/8/3u4/2QN4/4P3/K6P w 0 1", frozen, 50), -325);      // e2 is out of reach
  EXPECT_EQ(term("7k/7p/8/8/3u4/3K4/8/7P w 0 1", frozen, 50), 0);             // the King: frozen_king's
  // Black's pieces frozen by White's Immobilizer count for White.
  EXPECT_EQ(term("7k/7p/8/4pp2/4U3/8/8/K6P w 0 1", frozen, 50), 100);
}

// Black's Retractor on d5 takes by stepping away from its victim onto an empty square.
TEST(FrozenAndExposed, PiecesARetractorCanWithdrawFrom) {
  const auto withdraw = &eval::Params::withdraw_threat_percent;
  EXPECT_EQ(term("7k/8/8/3q4/3P4/8/8/K7 w 0 1", withdraw, 20), -20);        // a Straddler, 100
  EXPECT_EQ(term("7k/8/8/3q4/2NP4/8/8/K7 w 0 1", withdraw, 20), -20 - 70);  // and a Springer
  EXPECT_EQ(term("7k/8/3p4/3q4/3P4/8/8/K7 w 0 1", withdraw, 20), 0);        // d6 taken: no step
  EXPECT_EQ(term("7k/8/8/3q4/3K4/8/8/8 w 0 1", withdraw, 20), 0);           // the King: a check
}

// The same on the mailbox, in a variant without pincers (Withdrawer Chess, 10x10): Black's
// Withdrawer on d5 can step away from White's Knight on d4 (300), not from the Bishop on e4 (c6 is
// taken), nor from the Knight once d6 is.
TEST(FrozenAndExposed, PiecesAWithdrawerCanWithdrawFromOnTheMailbox) {
  const auto withdraw = &eval::Params::withdraw_threat_percent;
  EXPECT_EQ(testing::weight_term("withdrawer", "9k/10/10/10/2p7/3w6/3NB5/10/10/K9 w - - 0 1", withdraw, 20),
            -60);
  EXPECT_EQ(testing::weight_term("withdrawer", "9k/10/10/10/3p6/3w6/3N6/10/10/K9 w - - 0 1", withdraw, 20),
            0);
}

// A Straddler beside our piece and the square opposite empty: exposed to a pincer.
TEST(FrozenAndExposed, PiecesExposedToAPincer) {
  const auto exposure = &eval::Params::pincer_exposure_percent;
  EXPECT_EQ(term("7k/8/8/3p4/3Q4/8/8/K7 w 0 1", exposure, 10), -30);  // a Retractor, 300
  EXPECT_EQ(term("7k/8/8/3p4/3Q4/3P4/8/K7 w 0 1", exposure, 10), 0);  // d3 taken
  EXPECT_EQ(term("7k/8/8/3b4/3Q4/8/8/K7 w 0 1", exposure, 10), 0);    // Chameleons pincer Straddlers only
  // A Straddler exposed to a Chameleon, which is exposed to it in turn (a Chameleon is worth 400).
  EXPECT_EQ(term("7k/8/8/3b4/3P4/8/8/K7 w 0 1", exposure, 10), -10 + 40);
  EXPECT_EQ(term("7k/8/8/3p4/3P4/8/8/K7 w 0 1", exposure, 10), -10 + 10);  // each side's Straddler
  // A rank ends at the board's edge: no partner beyond it, the next rank's end not beside it.
  EXPECT_EQ(term("7k/8/8/p7/7Q/8/8/K7 w 0 1", exposure, 10), 0);
  EXPECT_EQ(term("7k/8/8/8/Q7/7p/8/K7 w 0 1", exposure, 10), 0);
  EXPECT_EQ(term("7k/8/8/8/6pQ/8/8/K7 w 0 1", exposure, 10), 0);
}

}  // namespace
}  // namespace abbott
