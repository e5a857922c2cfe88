// `abbott moves` and `abbott perft` as a user runs them: every effect of a move printed, FEN forms
// and the field named in a FEN error, positions the rules cannot reach inspected on request, and
// check and game end from the command line.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.h"

namespace {

struct CliRun {
  int code = -1;
  std::string out;  // stdout and stderr together, in order
};

// Runs abbott with `args`; `input`, if given, is a shell word list fed to it one word a line.
CliRun run_abbott(const std::string& args, const std::string& input = "") {
  CliRun r;
  r.out = abbott::testing::run_shell((input.empty() ? "" : "printf '%s\\n' " + input + " | ") +
                                         std::string(ABBOTT_BINARY) + " " + args + " 2>&1",
                                     &r.code);
  return r;
}

// The lines of `out` that start with `prefix`, sorted (move order is the generator's business)
// and joined.
std::string lines_from(const std::string& out, const std::string& prefix) {
  std::vector<std::string> kept;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);)
    if (line.compare(0, prefix.size(), prefix) == 0) kept.push_back(line);
  std::sort(kept.begin(), kept.end());
  std::string joined;
  for (const std::string& line : kept) joined += line + "\n";
  return joined;
}

// hyper-mit: White's Coordinator e6 and King f1 make e1 and f6 death squares for Black. The
// Straddler's rook move f5f6 ends on one: the mover dies, and nothing else happens. Its other
// moves capture nothing (a pincer needs a Black partner Straddler or Chameleon; there is none).
TEST(MovesCli, EffectsIncludeTheMoversDeath) {
  const CliRun r = run_abbott("moves --variant hyper-mit --fen '4k3/8/4R3/5p2/8/8/8/5K2 b 0 1' --effects");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(lines_from(r.out, "f5"),
            "f5a5\nf5b5\nf5c5\nf5d5\nf5e5\nf5f2\nf5f3\nf5f4\nf5f6 mover-dies removes f6\nf5f7\nf5f8\n"
            "f5g5\nf5h5\n");
}

// Swapper e4 next to a Black pawn e5: the swap and the mutual destruction are named in words.
TEST(MovesCli, SwapAndMutualDestructionAreNamed) {
  const CliRun r =
      run_abbott("moves --variant swapper --fen '4k5/10/10/10/10/4p5/4S5/10/10/4K5 w - - 0 1' --effects");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(lines_from(r.out, "e4e5"), "e4e5 swap\ne4e5xe4 mutual-destruction removes e4,e5\n");
}

TEST(MovesCli, PromotionIsAnEffect) {
  const CliRun r = run_abbott("moves --variant chess --fen '8/4P3/8/8/8/8/8/k1K5 w - - 0 1' --effects");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(lines_from(r.out, "e7"),
            "e7e8b promotes-to B\ne7e8n promotes-to N\ne7e8q promotes-to Q\ne7e8r promotes-to R\n");
}

TEST(MovesCli, FenFormsOtherProgramsWrite) {
  CliRun r = run_abbott("moves --variant hyper --fen '1p4k1/8/8/8/8/8/8/1R4K1 w - -' --print-fen");
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out, "1p4k1/8/8/8/8/8/8/1R4K1 w 0 1\n");
  r = run_abbott(
      "moves --variant ultima --fen 'rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w 0 -' --print-fen");
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out, "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - - 0 1\n");
  r = run_abbott("moves --variant ultima --fen 'rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w KQ - 0 1'");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out,
            "abbott: bad FEN: field 3 (castling rights): ultima has no castling, it must be '-', not 'KQ'\n");
}

// Ultima: White's Chameleon d4 stands next to Black's King e5 with White to move, which no game
// can reach. The Chameleon's step onto the King also withdraws from the Withdrawer c3, so it
// removes both (docs/rules.md, "Chameleon": it makes every capture that applies in one move).
TEST(MovesCli, IllegalPositionsAreRefusedUnlessAskedFor) {
  const std::string position = "--variant ultima --fen '8/8/8/4k3/3B4/2q5/8/K7 w - - 0 1'";
  CliRun r = run_abbott("moves " + position);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out,
            "abbott: illegal position: the side not to move is in check (--allow-illegal inspects it "
            "anyway)\n");
  r = run_abbott("moves " + position + " --effects --allow-illegal");
  ASSERT_EQ(r.code, 0) << r.out;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n') + 1), "illegal-position: the side not to move is in check\n");
  EXPECT_EQ(lines_from(r.out, "d4e5"), "d4e5 removes c3,e5\n");
  // The Chameleon's 20 slides and its step onto the King, and the White King's 3 steps.
  r = run_abbott("perft " + position + " --depth 1 --allow-illegal");
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out.substr(0, r.out.find("time_ms")),
            "illegal-position: the side not to move is in check\nnodes 24 ");
  EXPECT_EQ(run_abbott("perft " + position + " --depth 1").code, 2);
}

TEST(MovesCli, StatusSaysCheckAndGameEnd) {
  CliRun r = run_abbott("moves --variant chess --fen '7k/6Q1/6K1/8/8/8/8/8 b - - 0 1' --status");
  EXPECT_EQ(r.out, "check: yes\ngame: over 1-0 checkmate\n");
  r = run_abbott("moves --variant chess --fen '7k/8/6QK/8/8/8/8/8 b - - 0 1' --status");
  EXPECT_EQ(r.out, "check: no\ngame: over 1/2-1/2 stalemate\n");
  // Ultima: a stalemated side loses (its King frozen by the Immobilizer, not in check).
  r = run_abbott("moves --variant ultima --fen 'k7/1U6/2K5/8/8/8/8/8 b - - 0 1' --status");
  EXPECT_EQ(r.out, "check: no\ngame: over 1-0 stalemate\n");
  // Foolish King: White has no King; losing the last Fool loses the game.
  r = run_abbott("moves --variant foolish-king --fen '4k5/10/10/10/10/10/10/R9 w - - 0 1' --status");
  EXPECT_EQ(r.out, "check: no King\ngame: over 0-1 no Fool left\n");
  // In check with moves to spare; the moves follow the two status lines.
  r = run_abbott("moves --variant chess --fen '4k3/8/8/8/8/8/8/r3K3 w - - 0 1' --status");
  EXPECT_EQ(lines_from(r.out, "check"), "check: yes\n");
  EXPECT_EQ(lines_from(r.out, "game"), "game: ongoing\n");
  EXPECT_EQ(lines_from(r.out, "e1"), "e1d2\ne1e2\ne1f2\n");
  EXPECT_EQ(r.out.substr(0, 12), "check: yes\ng");
  // Threefold repetition, reached by the moves played.
  r = run_abbott("moves --variant chess --moves 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8' --status");
  EXPECT_EQ(lines_from(r.out, "game"), "game: over 1/2-1/2 threefold repetition\n");
}

}  // namespace

// Many positions through one process: each answer ends in `end`; a bad line gets `error:`.
TEST(MovesCli, BatchAnswersEachLine) {
  const CliRun r = run_abbott("moves --variant chess --batch --effects",
                              "'7k/6Q1/6K1/8/8/8/8/8 b - - 0 1' "
                              "'4k3/8/8/8/8/8/8/r3K3 w - - 0 1 ; e1d2 a1a2' "
                              "'4k3/8/8/8/8/8/8/8 w - - 0 1 ; ' "
                              "'startpos ; e2e5'");
  ASSERT_EQ(r.code, 0) << r.out;
  // Checkmate: no moves. The rook on a2 leaves the King d2 six squares off rank 2.
  EXPECT_EQ(r.out,
            "end\n"
            "d2d3\nd2d1\nd2e3\nd2e1\nd2c1\nd2c3\nend\n"
            "error: illegal position: White has no King (--allow-illegal inspects it anyway)\nend\n"
            "error: illegal move: 'e2e5' in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nend\n");
}
