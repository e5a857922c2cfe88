// A person plays side captures with the mouse in the real XBoard 4.9.1: each test loads
// a position with -lpf, clicks the piece, its kill squares and its destination with xdotool
// (tests/xboard_mouse.sh), and checks the move XBoard sent and that XBoard's saved position
// equals abbott's. Skipped when xboard, xvfb-run, xdotool or ImageMagick is missing.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <string>

#include "xboard_support.h"

namespace {

using abbott::testing::after_last;
using abbott::testing::board_and_side;
using abbott::testing::have;
using abbott::testing::read_text;

struct Clicks {
  std::string variant, fen, squares, env, sent;
  int pieces_after;              // on the board after the capture (abbott's answer takes nothing)
  std::string also_in_log = "";  // a line abbott must have read or written
};

void play_by_mouse(const Clicks& c) {
  if (!abbott::testing::xboard_installed() || !have("command -v xdotool") || !have("command -v import"))
    GTEST_SKIP() << "xboard, xvfb-run, xdotool or imagemagick is not installed (scripts/setup installs them)";
  // One directory per test: ctest runs them in parallel.
  const std::string dir = ::testing::TempDir() + "abbott-xboard-mouse-" +
                          ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const std::string fens = dir + ".fen";
  std::ofstream(fens) << c.fen;
  const std::string command = c.env + " sh " + ABBOTT_SOURCE_DIR + "/tests/xboard_mouse.sh " + ABBOTT_BINARY +
                              " " + c.variant + " " + fens + " " + dir + " " + c.squares;
  const int status = std::system(command.c_str());
  const std::string debug = read_text(dir + "/xboard.debug");
  const std::string log = read_text(dir + "/first.log");
  const std::string xboard_final = read_text(dir + "/final.fen");
  const std::string abbott_final = after_last(log, "final position ");
  const std::string board = xboard_final.substr(0, xboard_final.find(' '));
  EXPECT_EQ(status, 0) << command;
  // The move as XBoard sent it: piece, kill squares in the order clicked, destination.
  EXPECT_NE(debug.find(">first : " + c.sent + "\n"), std::string::npos) << "XBoard did not send " << c.sent;
  EXPECT_EQ(log.find("rejected move"), std::string::npos) << "abbott rejected a move";
  EXPECT_FALSE(abbott_final.empty()) << "abbott wrote no final position";
  // XBoard's board after the person's move, and after abbott's answer equal to abbott's.
  EXPECT_EQ(board_and_side(xboard_final), board_and_side(abbott_final));
  EXPECT_NE(log.find("< usermove " + c.sent + "\n"), std::string::npos) << "abbott did not read " << c.sent;
  EXPECT_NE(log.find(c.also_in_log), std::string::npos) << "abbott's log has no " << c.also_in_log;
  EXPECT_EQ(std::count_if(board.begin(), board.end(), [](char ch) { return std::isalpha(ch) != 0; }),
            c.pieces_after)
      << xboard_final;
  // The script's steps first (short, and what a CI log's tail shows), then the traffic.
  if (::testing::Test::HasFailure())
    ADD_FAILURE() << "steps:\n"
                  << read_text(dir + "/steps.log") << "XBoard's debug file:\n"
                  << debug << "abbott's log:\n"
                  << log;
}

TEST(XboardMouse, UltimaWithdrawalByClicks) {
  // The Withdrawer e3 moves away from the pawn on e4 to e2: click e3, the kill square e4, e2.
  play_by_mouse({"ultima", "3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1", "e3 e4 e2", "", "e3e4,e4e2", 3});
}

TEST(XboardMouse, UltimaWithdrawalByDragOntoTheKillSquare) {
  // Dropping the piece on the cyan square counts as clicking it; then the destination is clicked.
  play_by_mouse({"ultima", "3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1", "e3-e4 e2", "", "e3e4,e4e2", 3});
}

TEST(XboardMouse, UltimaLongLeaperTakesTwoByClicks) {
  // The Long Leaper a1 jumps the pawns on b2 and d4 and lands on e5.
  play_by_mouse({"ultima", "3k4/8/8/8/3p4/8/1p6/N3K3 w - - 0 1", "a1 b2 d4 e5", "", "a1b2,b2d4,d4e5", 3});
}

TEST(XboardMouse, CoordinatorTakesTwoByClicks) {
  // The Coordinator b3 goes to b5: with the King on e0 it takes the pieces on b0 and e5. On the
  // 10x10 board XBoard reads the loaded FEN before abbott's setup line, so it needs the board
  // size and piece letters on its command line (docs/xboard.md).
  play_by_mouse({"coordinator", "9k/10/10/10/4p5/10/1C8/10/10/1n2K5 w - - 0 1", "b3 b0 e5 b5",
                 "RANKS=10 RANK_BASE=0 XBOARD_ARGS='-boardWidth 10 -boardHeight 10 -pieceToCharTable "
                 "PNBRQ...CKpnbrq...ck'",
                 "b3b0,b0e5,e5b5", 3});
}

// A position loaded during a game (File -> Next Position of the -lpf file, which goes
// through XBoard's Load Position) was replaced on XBoard's board by the start position of
// abbott's setup line. XBoard sends new, variant, a stale setboard and the loaded one.
TEST(XboardMouse, PositionLoadedDuringAGameStaysOnBothBoards) {
  play_by_mouse({"ultima", "3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1\n3k4/8/8/8/3p4/8/1p6/N3K3 w - - 0 1\n",
                 "e3 e4 e2 machine next a1 b2 d4 e5", "", "a1b2,b2d4,d4e5", 3,
                 "> setup (.NBRQ.....P.........UK.nbrq.....p.........uk) 8x8+0_fairy "
                 "3k4/8/8/8/3p4/8/1p6/N3K3 w - - 0 1"});
}

}  // namespace
