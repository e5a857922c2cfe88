// Game end by rule for each kind of variant (docs/rules.md, "End of the game").
#include "movegen/game_end.h"

#include <gtest/gtest.h>

#include "movegen/notation.h"
#include "test_support.h"

namespace abbott {
namespace {

GameEnd end_of(const std::string& variant, const std::string& fen) {
  Position pos = testing::position(variant, fen);
  return game_end(pos);
}

TEST(GameEnd, ChessCheckmateAndStalemate) {
  const GameEnd mate = end_of("chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(mate.outcome, Outcome::WhiteWins);
  EXPECT_EQ(mate.reason, "checkmate");
  EXPECT_EQ(mate.result_text(), "1-0");
  const GameEnd stale = end_of("chess", "7k/8/6QK/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(stale.outcome, Outcome::Draw);
  EXPECT_EQ(stale.reason, "stalemate");
  EXPECT_FALSE(end_of("chess", "startpos").over());
}

TEST(GameEnd, UltimaStalemateWinsForTheStalematingSide) {
  // Black's lone King is frozen by the Immobilizer: no move, and not in check.
  const GameEnd e = end_of("ultima", "k7/1U6/2K5/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(e.outcome, Outcome::WhiteWins) << e.reason;
  EXPECT_EQ(e.reason, "stalemate");
}

TEST(GameEnd, HyperStalemateIsADraw) {
  const GameEnd e = end_of("hyper", "k7/1U6/2K5/8/8/8/8/8 b 0 1");
  EXPECT_EQ(e.outcome, Outcome::Draw) << e.reason;
}

TEST(GameEnd, StupidKingCaptureEndsTheGame) {
  Position pos = testing::position("stupid", "8/8/8/8/8/8/3k4/4K3 w - - 0 1");
  pos.make(std::get<Move>(parse_move(pos, "e1d2")));
  const GameEnd e = game_end(pos);
  EXPECT_EQ(e.outcome, Outcome::WhiteWins);
  EXPECT_EQ(e.reason, "King captured");
}

TEST(GameEnd, FoolishKingSpecialWins) {
  const GameEnd no_fool = end_of("foolish-king", "4k5/10/10/10/10/10/10/R9 w - - 0 1");
  EXPECT_EQ(no_fool.outcome, Outcome::BlackWins);
  EXPECT_EQ(no_fool.reason, "no Fool left");
  const GameEnd no_rooks = end_of("foolish-king", "4k5/10/10/10/10/10/10/4F5 w - - 0 1");
  EXPECT_EQ(no_rooks.outcome, Outcome::BlackWins);
  EXPECT_EQ(no_rooks.reason, "no Rook or Archbishop left");
  const GameEnd rank_one = end_of("foolish-king", "10/10/10/10/10/10/10/R3F2k2 w - - 0 1");
  EXPECT_EQ(rank_one.outcome, Outcome::BlackWins);
  EXPECT_EQ(rank_one.reason, "King reached rank 1");
}

TEST(GameEnd, RepetitionAndHundredPlies) {
  Position pos = testing::position("chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  for (int i = 0; i < 2; ++i)
    for (const char* m : {"h1h2", "e8d8", "h2h1", "d8e8"}) pos.make(std::get<Move>(parse_move(pos, m)));
  EXPECT_EQ(game_end(pos).reason, "threefold repetition");
  EXPECT_EQ(end_of("chess", "4k3/8/8/8/8/8/8/4K2R w - - 100 80").reason, "100 plies without progress");
}

// Rococo (docs/rules.md, "Rococo"): King capture by any means, no move loses, the repeater loses,
// and only removals and promotions reset the 100-ply counter.
TEST(GameEnd, RococoKingTakenByACannonHop) {
  Position pos = testing::position("rococo", "10/10/10/10/4k5/4p5/4P5/10/1K8/10 w - - 0 1");
  pos.make(std::get<Move>(parse_move(pos, "e4e6")));
  const GameEnd e = game_end(pos);
  EXPECT_EQ(e.outcome, Outcome::WhiteWins);
  EXPECT_EQ(e.reason, "King captured");
}

TEST(GameEnd, RococoKingTakenByMutualDestruction) {
  Position pos = testing::position("rococo", "10/10/10/10/4k5/4S5/10/10/1K8/10 w - - 0 1");
  pos.make(std::get<Move>(parse_move(pos, "e5e6xe5")));  // e5e6 alone is the swap with the King
  const GameEnd e = game_end(pos);
  EXPECT_EQ(e.outcome, Outcome::WhiteWins);
  EXPECT_EQ(pos.count_of(Color::White, *pos.variant().type_of_letter('S')), 0);
}

TEST(GameEnd, RococoNoMoveLoses) {
  // The White King c2 is frozen by the Immobilizer c3 and is White's only piece.
  const GameEnd e = end_of("rococo", "10/7k2/10/10/10/10/10/2i7/2K7/10 w - - 0 1");
  EXPECT_EQ(e.outcome, Outcome::BlackWins);
  EXPECT_EQ(e.reason, "no legal move");
}

TEST(GameEnd, RococoTheRepeaterLoses) {
  Position pos = testing::position("rococo", "10/7k2/10/10/10/10/10/10/2K7/10 w - - 0 1");
  for (int i = 0; i < 2; ++i)
    for (const char* m : {"c2d2", "h9g9", "d2c2", "g9h9"}) {
      EXPECT_FALSE(game_end(pos).over()) << m;
      pos.make(std::get<Move>(parse_move(pos, m)));
    }
  // Black's g9h9 brought the start position a third time: Black loses.
  const GameEnd e = game_end(pos);
  EXPECT_EQ(e.outcome, Outcome::WhiteWins);
  EXPECT_EQ(e.reason, "threefold repetition");
}

TEST(GameEnd, RococoClockIgnoresPawnMovesButNotPromotions) {
  Position pos = testing::position("rococo", "10/7k2/3P6/10/10/10/10/10/2K7/10 w - - 7 1");
  pos.make(std::get<Move>(parse_move(pos, "d8d7")));
  EXPECT_EQ(pos.halfmove_clock(), 8);
  pos.make(std::get<Move>(parse_move(pos, "h9h8")));
  pos.make(std::get<Move>(parse_move(pos, "d7d8")));
  pos.make(std::get<Move>(parse_move(pos, "h8h9")));
  EXPECT_EQ(pos.halfmove_clock(), 11);
  pos.make(std::get<Move>(parse_move(pos, "d8d9c")));  // White has lost its Chameleon
  EXPECT_EQ(pos.halfmove_clock(), 0);
}

}  // namespace
}  // namespace abbott
