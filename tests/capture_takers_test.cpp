// Capture generation's first question where every piece takes only what it lands on
// (Variant::takes_at_reach64): which of the side's pieces may take at all, asked on the 64-bit
// sets (movegen/takers64.cpp). Held against each piece's own capture generation in random games.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "movegen/mechanics.h"
#include "movegen/movegen.h"
#include "test_support.h"

namespace abbott {
namespace {

// Only the games whose every piece takes by replacement alone on a board of at most 8x8: of the
// built-in games, chess; not Pure and Total Stupid Chess (Ultima natures), Chameleon Chess (its
// pieces move as their square's pattern), a game of landing captures (Hyper Chess, Ultima) or one
// on a larger board.
TEST(CaptureTakers, AskedOnTheSetsInChessOnly) {
  std::vector<std::string> asked;
  for (const Variant* v : all_variants())
    if (v->takes_at_reach64) asked.push_back(v->name);
  EXPECT_EQ(asked, std::vector<std::string>{"chess"});
}

// Every piece with a capture or promotion is among the pieces that may take; a piece that is no
// pawn is among them only then (its lines' ends and jump targets are exactly its captures); a pawn
// may be there without one (a push onto the last rank that is blocked, an en passant square).
TEST(CaptureTakers, HoldEveryPieceThatTakesAndNoOtherPieceButPawns) {
  int positions = 0, left_out = 0, takers = 0;
  for (const Variant* v : all_variants()) {
    if (!v->takes_at_reach64) continue;
    for (int game = 0; game < 8; ++game)
      testing::random_game(*v, 4100 + game, 160, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        const uint64_t may_take = gen::pieces_that_may_take64(gen::Side(pos, us));
        for (int i = 0; i < pos.piece_count(us); ++i) {
          const Square from = pos.piece_square(us, i);
          MoveList captures;
          generate_for_piece(pos, us, from, captures, MoveKinds::Captures, false);
          const bool listed = (may_take & cell_bit64(from)) != 0;
          takers += !captures.empty();
          left_out += !listed;
          if (!captures.empty()) {
            ASSERT_TRUE(listed) << v->name << " " << pos.fen() << " from " << int(from);
          } else if (!pos.spec_at(from).pawn) {
            ASSERT_FALSE(listed) << v->name << " " << pos.fen() << " from " << int(from);
          }
        }
      });
  }
  EXPECT_GT(positions, 1000);
  EXPECT_GT(takers, 1000);
  EXPECT_GT(left_out, 5000);
}

// The pawns' capture squares on the sets, at both edges of the board and for both sides (a shift
// by 7 or 9 wraps onto the other edge), and the pushes onto the last rank.
TEST(CaptureTakers, PawnsTakeToTheirOwnSideOnly) {
  const struct {
    const char* fen;
    const char* takers;  // the squares of the pieces that may take, in board order
  } cases[] = {
      // White pawns on the a- and h-files with Black pieces across the edges: no capture.
      {"4k3/8/8/7p/P7/p6P/8/4K3 w - - 0 1", ""},
      {"4k3/8/8/7p/P7/p6P/8/4K3 b - - 0 1", ""},
      // The same pawns with Black pieces diagonally ahead of them: each takes.
      {"4k3/8/8/1p4p1/P6P/8/8/4K3 w - - 0 1", "a4 h4"},
      {"4k3/8/8/1p4p1/P6P/8/8/4K3 b - - 0 1", "b5 g5"},
      // A pawn one push from the last rank, even blocked, and one two squares from it.
      {"1n2k3/1P6/P7/8/8/8/8/4K3 w - - 0 1", "b7"},
  };
  for (const auto& c : cases) {
    Position pos;
    ASSERT_FALSE(pos.set(*find_variant("chess"), c.fen)) << c.fen;
    const uint64_t may_take = gen::pieces_that_may_take64(gen::Side(pos, pos.side_to_move()));
    std::string found;
    for (int rank = 0; rank < 8; ++rank)
      for (int file = 0; file < 8; ++file) {
        const Square s = make_square(file, rank);
        if (!(may_take & cell_bit64(s))) continue;
        if (!found.empty()) found += ' ';
        found += static_cast<char>('a' + file);
        found += static_cast<char>('1' + rank);
      }
    EXPECT_EQ(found, c.takers) << c.fen;
  }
}

}  // namespace
}  // namespace abbott
