// The enemy pieces aimed at the King along a line, two or more squares away: the first piece of
// each of the King's eight lines counts when one of its slides goes toward the King and takes what
// it reaches there (by replacement, approach or a leap).
#include <gtest/gtest.h>

#include <string>

#include "engine/variant_file.h"
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

// The same on the mailbox (10x10): the Rook on e7 and the Queen on i5 count, the Bishop on a1
// does not. The Rook on j1 stands behind White's Knight on the rank, and the Coordinator on c3
// (a diagonal) takes by coordination, not along its line: neither counts.
TEST(EnemyOnKingLine, ASlideMustGoTowardTheKingOnTheMailbox) {
  EXPECT_EQ(king_line_term("coordinator", "9k/10/10/4r5/10/8q1/10/2c7/10/b3K2N1r w - - 0 1"), -20);
}

// Enemy line takers that stand on none of the King's lines are no danger, however open: White's
// King on e1, Black's Rooks on d8 and f6, Queen on h6 and Bishops on c7 and g9.
TEST(EnemyOnKingLine, LineTakersOffTheKingsLinesCountNothingOnTheMailbox) {
  EXPECT_EQ(king_line_term("coordinator", "9k/6b3/2b7/3r6/5r1q2/10/10/10/10/4K5 w - - 0 1"), 0);
}

// A piece that moves by its square's pattern counts by the pattern it stands on. In a Chameleon
// Chess of 10x10 (the mailbox) whose every square is a Rook's, Black's Chameleon on e7, on the
// White King's file, counts; the one on h4, on its diagonal, does not.
TEST(EnemyOnKingLine, APieceCountsByItsSquaresPatternOnTheMailbox) {
  std::string text =
      "[chameleon-10:chameleon]\nboard = 10x10\nstart = 4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1\n"
      "square-map = RRRRRRRRRR";
  for (int rank = 1; rank < 10; ++rank) text += "/RRRRRRRRRR";
  const VariantFile file = read_variant_file(text + "\n", "chameleon-10.ini");
  ASSERT_FALSE(file.error) << file.error->message;
  Variant v;
  ASSERT_FALSE(compile_variant(file.variants.at(0), v));
  Position pos;
  ASSERT_FALSE(pos.set(v, "k9/10/10/4c5/10/10/7c2/10/10/4K5 w - - 0 1"));
  EXPECT_EQ(testing::weight_term(pos, &eval::Params::enemy_on_king_line, 10), -10);
}

// The term counted another way: from the King, cell by cell along each of its eight lines to the
// first piece, which counts when it is an enemy two steps away or more with a slide toward the
// King that takes what it reaches (by replacement, approach or a leap). Held to the evaluation
// over random games of every variant: on the 64-bit sets, and on the mailbox, where the lines
// are walked only when an enemy line taker stands on them.
int king_line_count(const Position& pos, Color us, int weight) {
  const Square king = pos.king(us);
  if (king == kNoSquare) return 0;
  int count = 0;
  for (int d = 0; d < kDirCount; ++d) {
    int dist = 1;
    Square s = static_cast<Square>(king + kDirOffset[d]);
    while (pos.at(s) == kEmpty) {
      s = static_cast<Square>(s + kDirOffset[d]);
      ++dist;
    }
    if (dist < 2 || !is_piece(pos.at(s)) || color_of(pos.at(s)) == us) continue;
    for (const MoveRule& r : pos.moving_spec(s).rules)
      if (r.motion == Motion::Slide && (r.replace || r.approach || r.leap_victims) &&
          (r.dirs & (1 << opposite(d)))) {
        ++count;
        break;
      }
  }
  return -weight * count;
}

TEST(EnemyOnKingLine, IsTheFirstPieceOfEachLineInRandomGames) {
  testing::expect_weight_term_in_random_games(
      &eval::Params::enemy_on_king_line, 10, 4600,
      [](const Position& pos, Color us, const eval::Params& p) {
        return king_line_count(pos, us, p.enemy_on_king_line);
      },
      20, 1000);
}

}  // namespace
}  // namespace abbott
