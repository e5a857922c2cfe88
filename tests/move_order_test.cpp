// Move ordering: which moves are plain, and the picker's count of the moves that are not. The
// search ends a node early on that count (late-move pruning), which is the same search only if a
// plain move's make and unmake leave the position exactly as it was, piece order included
// (EveryVariant.MakeUnmakeRestoresEverything).
#include "search/move_order.h"

#include <gtest/gtest.h>

#include <string>

#include "movegen/notation.h"
#include "test_support.h"

namespace abbott {
namespace {

Move parsed(Position& pos, const std::string& text) {
  auto m = parse_move(pos, text);
  EXPECT_TRUE(std::holds_alternative<Move>(m)) << text;
  return std::holds_alternative<Move>(m) ? std::get<Move>(m) : Move{};
}

TEST(PlainMove, OnlyAPieceGoingToAnEmptySquare) {
  Position chess = testing::position("chess", "r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1");
  EXPECT_TRUE(parsed(chess, "a1b1").is_plain());
  EXPECT_TRUE(parsed(chess, "e1f1").is_plain());
  EXPECT_FALSE(parsed(chess, "e1g1").is_plain());   // castling
  EXPECT_FALSE(parsed(chess, "b7b8q").is_plain());  // promotion
  EXPECT_FALSE(parsed(chess, "b7a8q").is_plain());  // capture and promotion
  EXPECT_FALSE(parsed(chess, "a1a8").is_plain());   // capture

  Position hyper = testing::position("hyper", "4k3/8/8/3r4/8/3N4/8/4K3 w 0 1");
  EXPECT_TRUE(parsed(hyper, "e1d1").is_plain());
  EXPECT_FALSE(parsed(hyper, "d3d6").is_plain());  // the Springer leaps the Coordinator checking e1

  Position swapper = testing::position("swapper");
  MoveList legal;
  generate_legal(swapper, legal);
  int swaps = 0;
  for (const Move& m : legal)
    if (m.kind == MoveKind::Swap) {
      ++swaps;
      EXPECT_FALSE(m.is_plain());
    }
  EXPECT_GT(swaps, 0);
}

TEST(MovePicker, CountsTheMovesThatAreNotPlain) {
  // White: a capture (the Springer's leap) among quiet moves.
  Position pos = testing::position("hyper", "4k3/8/8/3r4/8/3N4/8/4K3 w 0 1");
  MoveList moves;
  generate_pseudo_legal(pos, moves, MoveKinds::All);
  MovePicker picker(pos, moves, 0, nullptr, nullptr);
  EXPECT_FALSE(picker.only_plain_moves_left());
  const Move* first = picker.next();
  ASSERT_NE(first, nullptr);
  EXPECT_TRUE(first->is_capture()) << "the capture comes first";
  EXPECT_TRUE(picker.only_plain_moves_left());
  int rest = 0;
  while (const Move* m = picker.next()) {
    EXPECT_TRUE(m->is_plain());
    ++rest;
  }
  EXPECT_EQ(rest + 1, moves.size());
}

// The staged picker takes a capture list's moves in MovePicker's order only as far as the scores
// alone decide it: up to the first score two moves share.
TEST(MovePicker, CountsTheMovesItOrdersByScoresAlone) {
  // White: the Queen takes the Rook; either Knight takes the pawn on d5 (the same score).
  Position pos = testing::position("chess", "4k3/7r/8/3p4/8/2N1N2Q/8/6K1 w - - 0 1");
  MoveList captures;
  generate_pseudo_legal(pos, captures, MoveKinds::Captures);
  ASSERT_EQ(captures.size(), 3);
  MovePicker picker(pos, captures, 0, nullptr, nullptr);
  EXPECT_EQ(picker.moves_in_score_order(), 1);
  const Move* first = picker.next();
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(move_text(pos, *first), "h3h7");

  // One Knight: no two scores alike, every capture in the scores' order.
  pos = testing::position("chess", "4k3/7r/8/3p4/8/2N4Q/8/6K1 w - - 0 1");
  generate_pseudo_legal(pos, captures, MoveKinds::Captures);
  EXPECT_EQ(MovePicker(pos, captures, 0, nullptr, nullptr).moves_in_score_order(), 2);

  // No Queen: the two best captures tie, none is ordered by its score alone.
  pos = testing::position("chess", "4k3/7r/8/3p4/8/2N1N3/8/6K1 w - - 0 1");
  generate_pseudo_legal(pos, captures, MoveKinds::Captures);
  EXPECT_EQ(MovePicker(pos, captures, 0, nullptr, nullptr).moves_in_score_order(), 0);
}

}  // namespace
}  // namespace abbott
