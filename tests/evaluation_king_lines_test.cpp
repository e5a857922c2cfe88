// The enemy pieces aimed at the King along a line, two or more squares away: the first piece of
// each of the King's eight lines counts when one of its slides goes toward the King and takes what
// it reaches there (by replacement, approach or a leap).
#include <gtest/gtest.h>

#include "evaluation_support.h"

namespace abbott {
namespace {

// What the term adds to the evaluation of `fen` (White to move) at 10 a piece, all else equal.
int king_line_term(const char* variant, const char* fen) {
  return testing::weight_term(variant, fen, &eval::Params::enemy_on_king_line, 10);
}

// White's King on e1. The Springer on e5 leaps what ends its line: it counts. The Coordinator on
// h4 (the diagonal) takes by coordination, the Straddler on a1 (the rank) by pincer: neither
// takes what it slides to, so neither counts. The Black King behind the Springer is hidden.
TEST(EnemyOnKingLine, OnlyPiecesThatTakeAlongTheLineInHyperChess) {
  EXPECT_EQ(king_line_term("hyper", "4k3/8/8/4n3/7r/8/8/p3K3 w 0 1"), -10);
}

// The Rook on e6 (the file) and the Queen on h4 (the diagonal) count; the Bishop on a1 stands on
// the King's rank, along which it does not slide, and the pawn on c3 takes by a step, not a slide.
TEST(EnemyOnKingLine, ASlideMustGoTowardTheKing) {
  EXPECT_EQ(king_line_term("chess", "7k/8/4r3/8/7q/2p5/8/b3K3 w - - 0 1"), -20);
}

}  // namespace
}  // namespace abbott
