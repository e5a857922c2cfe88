// The search: forced mates with exact mate scores in six variants, each mate checked
// by an exhaustive solver independent of the search; the only winning capture in tactical
// positions; a deterministic bench signature; a table that keeps its size when a larger one has no
// memory.
#include "search/search.h"

#include <gtest/gtest.h>

#include <fstream>

#include "bench/bench.h"
#include "movegen/game_end.h"
#include "movegen/notation.h"
#include "search/tt.h"
#include "test_support.h"

namespace abbott {
namespace {

// Can the side to move force a win (by the variant's rules) within `moves` of its moves?
bool forced_win(Position& pos, int moves) {
  const Color us = pos.side_to_move();
  MoveList legal;
  generate_legal(pos, legal);
  for (const Move& m : legal) {
    pos.make(m);
    const GameEnd end = game_end(pos);
    bool win = end.over() && end.outcome == (us == Color::White ? Outcome::WhiteWins : Outcome::BlackWins);
    if (!win && !end.over() && moves > 1) {
      MoveList replies;
      generate_legal(pos, replies);
      win = !replies.empty();
      for (const Move& r : replies) {
        pos.make(r);
        win = win && forced_win(pos, moves - 1);
        pos.unmake();
        if (!win) break;
      }
    }
    pos.unmake();
    if (win) return true;
  }
  return false;
}

struct MateCase {
  const char* name;
  const char* variant;
  const char* fen;
  int moves;  // mate (or King capture) in this many moves
};

class ForcedMate : public ::testing::TestWithParam<MateCase> {};

TEST_P(ForcedMate, IsFoundWithTheExactMateScore) {
  const MateCase& c = GetParam();
  Position pos = testing::position(c.variant, c.fen);
  ASSERT_TRUE(forced_win(pos, c.moves)) << "the solver finds no mate in " << c.moves;
  if (c.moves > 1) {
    ASSERT_FALSE(forced_win(pos, c.moves - 1)) << "the solver finds a shorter mate";
  }
  Search search;
  SearchLimits limits;
  limits.depth = 2 * c.moves + 2;
  const SearchResult r = search.run(pos, limits);
  EXPECT_EQ(r.score, kMateScore - (2 * c.moves - 1));
  EXPECT_EQ(mate_in_moves(r.score), c.moves);
}

INSTANTIATE_TEST_SUITE_P(
    Variants, ForcedMate,
    ::testing::Values(
        MateCase{"ChessBackRank", "chess", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 1},
        MateCase{"ChessScholar", "chess",
                 "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 1},
        // The Black King is walled in by its own pieces; the King steps onto the a-file and the
        // Coordinator threatens to land on rank 10.
        MateCase{"CoordinatorMate", "coordinator", "kb8/ppp7/10/10/10/10/10/10/7C2/1K8 w - - 0 1", 1},
        // A frozen King cannot escape any check.
        MateCase{"ImmobilizerMate", "immobilizer", "k9/1I8/10/10/10/10/10/10/7R2/5K4 w - - 0 1", 1},
        MateCase{"ImmobilizerMateInThree", "immobilizer", "k9/10/2I7/10/10/10/10/10/7R2/5K4 w - - 0 1", 3},
        MateCase{"UltimaCoordinatorOnFrozenKing", "ultima", "k7/1U6/8/8/8/8/7P/K6R w - - 0 1", 1},
        MateCase{"HyperRetractorOnFrozenKing", "hyper", "k3Q3/1U6/8/8/8/8/8/K7 w 0 1", 1},
        // From a self-play game the search once scored as a stalemate: the Chameleon steps next
        // to the frozen King (e7), and Black's only other pieces are frozen or far away.
        MateCase{"HyperMitChameleonOnFrozenKing", "hyper-mit",
                 "4kb2/5UR1/1N3BP1/P7/4P3/1P3p2/3K2N1/2B1P3 w 0 90", 1},
        MateCase{"StupidKingCapture", "stupid", "4k3/8/8/8/8/8/8/4Q1K1 w - - 0 1", 1}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

struct TacticCase {
  const char* name;
  const char* variant;
  const char* fen;
  const char* best;
};

class OnlyWinningCapture : public ::testing::TestWithParam<TacticCase> {};

TEST_P(OnlyWinningCapture, IsFound) {
  const TacticCase& c = GetParam();
  Position pos = testing::position(c.variant, c.fen);
  Search search;
  SearchLimits limits;
  limits.depth = 5;
  const SearchResult r = search.run(pos, limits);
  ASSERT_FALSE(r.best.is_null());
  EXPECT_EQ(move_text(pos, r.best), c.best);
}

INSTANTIATE_TEST_SUITE_P(
    Variants, OnlyWinningCapture,
    ::testing::Values(TacticCase{"ChessRookTakesQueen", "chess", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "d2d5"},
                      // The Withdrawer steps away from the Coordinator and removes it.
                      TacticCase{"UltimaWithdrawal", "ultima", "4k3/8/8/8/8/3r4/3Q4/4K3 w - - 0 1", "d2d1"},
                      // The Springer jumps the Coordinator and lands behind it.
                      TacticCase{"HyperSpringer", "hyper", "4k3/8/8/3r4/8/3N4/8/4K3 w 0 1", "d3d6"},
                      // The Long Leaper takes two Rooks in one leap.
                      TacticCase{"LongLeaperDoubleLeap", "long-leaper",
                                 "5k4/10/10/1r8/10/3r6/10/5L4/10/5K4 w - - 0 1", "f3a8"}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

// 2^40 MiB is more than any address space: the table answers false and is again of its size
// before, cleared and usable (the protocols then say so and keep playing).
TEST(TranspositionTable, KeepsItsSizeWhenALargerOneHasNoMemory) {
  TranspositionTable tt(1);
  const size_t bytes = tt.bytes();
  tt.store(42, 7, 100, 5, Bound::Exact);
  ASSERT_NE(tt.probe(42), nullptr);
  EXPECT_FALSE(tt.resize(size_t{1} << 40));
  EXPECT_EQ(tt.bytes(), bytes);
  EXPECT_EQ(tt.probe(42), nullptr);
  tt.store(42, 7, 100, 5, Bound::Exact);
  const TTEntry* e = tt.probe(42);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->move, 7u);
  EXPECT_TRUE(tt.resize(2));
  EXPECT_EQ(tt.bytes(), 2u * 1024 * 1024);
}

TEST(Bench, NodeCountIsTheSignature) {
  std::ifstream in(std::string(ABBOTT_SOURCE_DIR) + "/bench/signature.txt");
  uint64_t expected = 0;
  int depth = 0;
  in >> depth >> expected;
  ASSERT_GT(depth, 0) << "bench/signature.txt must hold `DEPTH NODES`";
  const BenchResult first = run_bench(depth, 1, 16);
  const BenchResult second = run_bench(depth, 1, 16);
  EXPECT_EQ(first.nodes, second.nodes) << "one-thread bench must be deterministic";
  EXPECT_EQ(first.nodes, expected) << "the search changed: update bench/signature.txt if that was intended";
}

}  // namespace
}  // namespace abbott
