// Move text (docs/notation.md): plain from-to where unique, the smallest suffix where several legal
// moves share from and to, suicide as e4e4, free castling naming the Rook's square, and clear
// errors for garbled and illegal text.
#include "movegen/notation.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "test_support.h"

namespace abbott {
namespace {

std::vector<std::string> texts(Position& pos) {
  MoveList legal;
  generate_legal(pos, legal);
  std::vector<std::string> out;
  for (const Move& m : legal) out.push_back(move_text(pos, m, legal));
  std::sort(out.begin(), out.end());
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

TEST(Notation, StupidPawnStepWithAndWithoutPincerHaveDistinctText) {
  // The e-pawn's chess step e4e5 takes nothing; its rook-nature step to e5 pincers d5 (partner c5).
  Position pos = testing::position("stupid", "3k4/8/8/2Pp4/4P3/8/8/4K3 w - - 0 1");
  const auto t = texts(pos);
  EXPECT_TRUE(contains(t, "e4e5")) << ::testing::PrintToString(t);
  EXPECT_TRUE(contains(t, "e4e5xd5")) << ::testing::PrintToString(t);
}

TEST(Notation, SwapperSwapAndMutualDestructionDiffer) {
  Position pos = testing::position("swapper", "5k4/10/10/10/10/4p5/4S5/10/10/5K4 w - - 0 1");
  const auto t = texts(pos);
  EXPECT_TRUE(contains(t, "e4e5")) << ::testing::PrintToString(t);     // the swap
  EXPECT_TRUE(contains(t, "e4e5xe4")) << ::testing::PrintToString(t);  // mutual destruction
}

TEST(Notation, SuicideIsFromSquareTwice) {
  Position pos = testing::position("ultima", "4k3/8/8/3u4/3P4/8/8/4K3 w - - 0 1");
  EXPECT_TRUE(contains(texts(pos), "d4d4"));
}

TEST(Notation, FreeCastlingNamesTheRookSquare) {
  Position pos =
      testing::position("foolish-king", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/RANBFNBNAR b kq - 0 1");
  const auto t = texts(pos);
  EXPECT_TRUE(contains(t, "e8d8e8")) << ::testing::PrintToString(t);  // one step, Rook to e8
  EXPECT_TRUE(contains(t, "e8b8d8"));
  EXPECT_TRUE(contains(t, "e8d8"));  // the plain King step
}

TEST(Notation, PromotionLetterAndTenthRank) {
  Position pos = testing::position("coordinator", "5k4/1P8/10/10/10/10/10/10/10/5K4 w - - 0 1");
  const auto t = texts(pos);
  for (const char* m : {"b9b10n", "b9b10b", "b9b10r", "b9b10q", "b9b10c"}) EXPECT_TRUE(contains(t, m)) << m;
}

TEST(Notation, ParseErrorsAreClear) {
  Position pos = testing::position("chess");
  auto garbled = parse_move(pos, "hello");
  ASSERT_TRUE(std::holds_alternative<Error>(garbled));
  EXPECT_NE(std::get<Error>(garbled).message.find("not a move"), std::string::npos);
  auto off_board = parse_move(pos, "e2e9");
  ASSERT_TRUE(std::holds_alternative<Error>(off_board));
  EXPECT_NE(std::get<Error>(off_board).message.find("not on the board"), std::string::npos);
  auto illegal = parse_move(pos, "e2e5");
  ASSERT_TRUE(std::holds_alternative<Error>(illegal));
  EXPECT_NE(std::get<Error>(illegal).message.find("illegal move"), std::string::npos);
  for (const char* junk : {"", "e", "e2", "e2e", "22e4", "e2e4e", "\x01\x02", "e2e4qq", "z9z9"})
    EXPECT_TRUE(std::holds_alternative<Error>(parse_move(pos, junk))) << junk;
  auto ok = parse_move(pos, "e2e4");
  ASSERT_TRUE(std::holds_alternative<Move>(ok));
  Position promotion = testing::position("chess", "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
  auto promo_upper = parse_move(promotion, "e7e8Q");
  EXPECT_TRUE(std::holds_alternative<Move>(promo_upper));
}

}  // namespace
}  // namespace abbott
