// Move ordering: which moves are plain, and the picker's count of the moves that are not. The
// search ends a node early on that count (late-move pruning), which is the same search only if a
// plain move's make and unmake leave the position exactly as it was, piece order included.
#include "search/move_order.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "movegen/notation.h"
#include "test_support.h"

namespace abbott {
namespace {

Move parsed(Position& pos, const std::string& text) {
  auto m = parse_move(pos, text);
  EXPECT_TRUE(std::holds_alternative<Move>(m)) << text;
  return std::holds_alternative<Move>(m) ? std::get<Move>(m) : Move{};
}

std::vector<Square> piece_order(const Position& pos) {
  std::vector<Square> order;
  for (Color c : {Color::White, Color::Black})
    for (int i = 0; i < pos.piece_count(c); ++i) order.push_back(pos.piece_square(c, i));
  return order;
}

TEST(PlainMove, OnlyAPieceGoingToAnEmptySquare) {
  Position chess = testing::position("chess", "r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1");
  EXPECT_TRUE(is_plain(parsed(chess, "a1b1")));
  EXPECT_TRUE(is_plain(parsed(chess, "e1f1")));
  EXPECT_FALSE(is_plain(parsed(chess, "e1g1")));   // castling
  EXPECT_FALSE(is_plain(parsed(chess, "b7b8q")));  // promotion
  EXPECT_FALSE(is_plain(parsed(chess, "b7a8q")));  // capture and promotion
  EXPECT_FALSE(is_plain(parsed(chess, "a1a8")));   // capture

  Position hyper = testing::position("hyper", "4k3/8/8/3r4/8/3N4/8/4K3 w 0 1");
  EXPECT_TRUE(is_plain(parsed(hyper, "e1d1")));
  EXPECT_FALSE(is_plain(parsed(hyper, "d3d6")));  // the Springer leaps the Coordinator checking e1

  Position swapper = testing::position("swapper");
  MoveList legal;
  generate_legal(swapper, legal);
  int swaps = 0;
  for (const Move& m : legal)
    if (m.kind == MoveKind::Swap) {
      ++swaps;
      EXPECT_FALSE(is_plain(m));
    }
  EXPECT_GT(swaps, 0);
}

TEST(PlainMove, MakeAndUnmakeLeaveThePositionAsItWas) {
  for (const char* name : {"hyper", "ultima", "chess", "swapper", "coordinator"}) {
    int plain = 0;
    testing::random_game(*find_variant(name), 19, 40, [&](Position& pos) {
      MoveList moves;
      generate_pseudo_legal(pos, moves, MoveKinds::All);
      const std::string fen = pos.fen();
      const std::vector<Square> order = piece_order(pos);
      const uint64_t hash = pos.hash();
      for (const Move& m : moves) {
        if (!is_plain(m)) continue;
        ++plain;
        pos.make(m);
        pos.unmake();
        ASSERT_EQ(pos.fen(), fen) << name;
        ASSERT_EQ(pos.hash(), hash) << name;
        ASSERT_EQ(piece_order(pos), order) << name << " " << fen;
      }
    });
    EXPECT_GT(plain, 100) << name;
  }
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
    EXPECT_TRUE(is_plain(*m));
    ++rest;
  }
  EXPECT_EQ(rest + 1, moves.size());
}

}  // namespace
}  // namespace abbott
