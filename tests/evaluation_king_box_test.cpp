// The enemy pieces within two squares of the King (the 5x5 box around it), counted by the
// evaluation on the mailbox (10x10 boards) and on the 64-bit sets (8x8), frozen pieces left out.
#include <gtest/gtest.h>

#include "evaluation_support.h"

namespace abbott {
namespace {

// What the term adds to the evaluation of `fen` (White to move) at 10 a piece, all else equal.
int near_king_term(const char* variant, const char* fen) {
  return testing::weight_term(variant, fen, &eval::Params::enemy_near_king, 10);
}

// White's King on e2: Black's Rook on c4, Knight on c2 and pawn on g3 are inside the box (two
// files to each side), the Bishop on h2 (three files away) and the pawn on e5 (three ranks) outside.
TEST(EnemyNearKing, ThreeOfFiveOnTheMailbox) {
  EXPECT_EQ(near_king_term("immobilizer", "9k/10/10/10/10/4p5/2r7/6p3/2n1K2b2/R9 w - - 0 1"), -30);
}

TEST(EnemyNearKing, ThreeOfFiveOnTheSets) {
  EXPECT_EQ(near_king_term("chess", "7k/8/8/4p3/2r5/6p1/2n1K2b/R7 w - - 0 1"), -30);
}

// White's Immobilizer on b4 freezes the Rook on c4: it is no danger.
TEST(EnemyNearKing, AFrozenPieceIsNoDanger) {
  EXPECT_EQ(near_king_term("immobilizer", "9k/10/10/10/10/4p5/1Ir7/6p3/2n1K2b2/R9 w - - 0 1"), -20);
}

// The box around Black's King on d1, seen from White's side, where the danger to the enemy is a
// gain: the Rook on b3, Knight on b1 and Queen on f2 count, the Bishop on g1 does not.
TEST(EnemyNearKing, TheEnemyKingsBoxCountsForUs) {
  EXPECT_EQ(near_king_term("immobilizer", "10/10/10/10/10/10/10/1R8/5Q4/1N1k2B2K w - - 0 1"), 30);
}

}  // namespace
}  // namespace abbott
