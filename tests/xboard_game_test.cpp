// The real XBoard test: two abbott processes play complete games in a headless XBoard
// 4.9.1 (tests/xboard_game.sh). The saved game must have no forfeit and no illegal-move claim, and
// XBoard's final position must equal abbott's own. Skipped when xboard or xvfb-run is missing.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "xboard_support.h"

namespace {

using abbott::testing::after_last;
using abbott::testing::board_and_side;
using abbott::testing::have;
using abbott::testing::xboard_installed;
const auto& read_file = abbott::testing::read_text;

struct Game {
  std::string dir, pgn, result;
};

Game play(const std::string& variant, const std::string& mode) {
  Game g;
  g.dir = ::testing::TempDir() + "abbott-xboard-" + mode + "-" + variant;
  const std::string command = std::string("sh ") + ABBOTT_SOURCE_DIR + "/tests/xboard_game.sh " +
                              ABBOTT_BINARY + " " + variant + " " + g.dir + " " + mode;
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  g.pgn = read_file(g.dir + "/game.pgn");
  g.result = after_last(g.pgn, "[Result \"");
  g.result = g.result.substr(0, g.result.find('"'));
  return g;
}

void expect_clean_game(const Game& g) {
  ASSERT_FALSE(g.pgn.empty()) << "no game saved in " << g.dir;
  EXPECT_TRUE(g.result == "1-0" || g.result == "0-1" || g.result == "1/2-1/2") << g.pgn;
  for (const char* bad : {"orfeit", "llegal", "nvalid", "alse win", "alse draw", "lag fell"})
    EXPECT_EQ(g.pgn.find(bad), std::string::npos) << bad << " in\n" << g.pgn;
}

class XboardGame : public ::testing::TestWithParam<const char*> {};

TEST_P(XboardGame, CompleteGameBetweenTwoAbbotts) {
  if (!xboard_installed())
    GTEST_SKIP() << "xboard and xvfb-run are not installed (scripts/setup installs them)";
  const Game g = play(GetParam(), "xboard");
  expect_clean_game(g);
  const std::string first_log = read_file(g.dir + "/first.log");
  const std::string second_log = read_file(g.dir + "/second.log");
  // abbott claimed the result XBoard recorded.
  EXPECT_EQ(after_last(first_log, "game over: ").substr(0, g.result.size()), g.result) << first_log;
  // Moves whose whole effect XBoard cannot draw (three side captures, swaps) would make the
  // boards differ on purpose; none of these variants has them, so the boards must agree.
  const bool inexact = first_log.find("cannot show its whole effect") != std::string::npos ||
                       second_log.find("cannot show its whole effect") != std::string::npos;
  const std::string xboard_final = read_file(g.dir + "/final.fen");
  const std::string abbott_final = after_last(first_log, "final position ");
  ASSERT_FALSE(abbott_final.empty());
  if (inexact) GTEST_SKIP() << "the game had a move XBoard cannot draw; final positions not compared";
  EXPECT_EQ(board_and_side(xboard_final), board_and_side(abbott_final)) << g.pgn;
}

INSTANTIATE_TEST_SUITE_P(Variants, XboardGame,
                         ::testing::Values("hyper", "coordinator", "chameleon", "stupid", "rococo"));

TEST(XboardUci2wb, ChameleonGameThroughTheAdapter) {
  if (!xboard_installed() || !have("command -v uci2wb || test -x /usr/games/uci2wb"))
    GTEST_SKIP() << "xboard, xvfb-run or uci2wb is not installed (scripts/setup installs them)";
  const Game g = play("chameleon", "uci");
  expect_clean_game(g);
  // uci2wb turned abbott's `info string variant` line into the setup of the 6x7 board.
  EXPECT_NE(
      read_file(g.dir + "/xboard.debug").find("setup (-) 6x7+0_fairy cccckc/cccccc/6/6/6/CCCCCC/CCCCKC"),
      std::string::npos);
  EXPECT_TRUE(g.pgn.find("[Variant \"chameleon\"]") != std::string::npos ||
              g.pgn.find("[FEN \"cccckc/cccccc/6/6/6/CCCCCC/CCCCKC w - - 0 1\"]") != std::string::npos)
      << g.pgn;
}

}  // namespace
