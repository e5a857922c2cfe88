// The pawns' key (Position::pawn_key) and the evaluation's cache of pawn structure scores kept by
// it: the key follows the promoting pawns alone, and an evaluation through the cache scores what
// one without it scores, on random games of every variant whose pawns promote.
#include "eval/pawn_cache.h"

#include <gtest/gtest.h>

#include "engine/position.h"
#include "eval/evaluate.h"
#include "eval/pawn_structure.h"
#include "movegen/movegen.h"
#include "test_support.h"

namespace abbott {
namespace {

Position from_fen(const char* variant, const char* fen) {
  Position pos;
  EXPECT_FALSE(pos.set(*find_variant(variant), fen).has_value()) << fen;
  return pos;
}

// Coordinator Chess on 10x10: White's pawns on rank 2, its pieces on rank 1.
TEST(PawnKey, FollowsThePawnsAlone) {
  const Position start = from_fen("coordinator", "startpos");
  ASSERT_NE(start.pawn_key(), 0u);
  MoveList legal;
  Position moved = start;
  generate_legal(moved, legal);
  int pawn_moves = 0, piece_moves = 0;
  for (const Move& m : legal) {
    moved.make(m);
    // A piece's move leaves the key as it was (the hash changes); a pawn's changes it.
    if (start.at(m.from) == make_piece(Color::White, *start.variant().type_of_letter('P'))) {
      EXPECT_NE(moved.pawn_key(), start.pawn_key()) << int{m.from} << "-" << int{m.to};
      ++pawn_moves;
    } else {
      EXPECT_EQ(moved.pawn_key(), start.pawn_key());
      ++piece_moves;
    }
    EXPECT_NE(moved.hash(), start.hash());
    moved.unmake();
  }
  EXPECT_EQ(pawn_moves, 30);  // ten pawns, one to three steps each
  EXPECT_GT(piece_moves, 0);
  // A side's pawns count as its own: the colours swapped on the same squares give another key.
  const Position white_pawn = from_fen("coordinator", "4k5/10/10/10/4P5/10/10/10/10/4K5 w - - 0 1");
  const Position black_pawn = from_fen("coordinator", "4k5/10/10/10/4p5/10/10/10/10/4K5 w - - 0 1");
  EXPECT_NE(white_pawn.pawn_key(), black_pawn.pawn_key());
  EXPECT_NE(white_pawn.pawn_key(), 0u);
}

TEST(PawnKey, IsZeroWhereNoStructureIsKept) {
  // Pure Stupid Chess's Pincer-pawns never promote: no structure is scored, none hashed.
  const Position stupid = from_fen("stupid", "startpos");
  ASSERT_NE(stupid.variant().pawn_types, 0);
  EXPECT_EQ(stupid.variant().pawn_key_types, 0);
  EXPECT_EQ(stupid.pawn_key(), 0u);
  // On 8x8 the structure is scored from the sets, without a cache: no key either.
  const Position chess = from_fen("chess", "startpos");
  EXPECT_EQ(chess.variant().pawn_key_types, 0);
  EXPECT_EQ(chess.pawn_key(), 0u);
}

TEST(PawnKey, MakeAndUnmakeKeepItAsTheBoardSays) {
  int variants = 0;
  for (const Variant* v : all_variants()) {
    if (!v->pawn_key_types) continue;
    ++variants;
    testing::random_game(*v, 4100, 120, [&](Position& pos) {
      ASSERT_EQ(pos.pawn_key(), pos.compute_pawn_key()) << v->name << " " << pos.fen();
      MoveList legal;
      generate_legal(pos, legal);
      for (const Move& m : legal) {
        const uint64_t before = pos.pawn_key();
        pos.make(m);
        ASSERT_EQ(pos.pawn_key(), pos.compute_pawn_key()) << v->name << " " << pos.fen();
        pos.unmake();
        ASSERT_EQ(pos.pawn_key(), before) << v->name << " " << pos.fen();
      }
    });
  }
  EXPECT_GE(variants, 10);
}

// One cache through whole games, so that later positions read entries earlier ones filled: its
// scores are the structure's, found afresh where the pawns have no key (chess) and kept where
// they have (the 10x10 and 10x8 variants), and an evaluation through it scores the same.
TEST(PawnCache, ScoresAsWithoutIt) {
  int variants = 0, mailbox = 0;
  for (const Variant* v : all_variants()) {
    if (!v->pawn_types || !v->any_side_promotes()) continue;
    ++variants;
    mailbox += v->pawn_key_types != 0;
    const eval::Params& p = eval::family_params(v->family);
    PawnCache cache;
    for (int game = 0; game < 3; ++game)
      testing::random_game(*v, 4200 + game, 160, [&](Position& pos) {
        ASSERT_EQ(cache.scores(pos, p), pawn_structure_scores(pos, p)) << v->name << " " << pos.fen();
        ASSERT_EQ(evaluate(pos, &cache), evaluate(pos)) << v->name << " " << pos.fen();
      });
  }
  EXPECT_GE(variants, 10);
  EXPECT_GE(mailbox, 8);
}

// On the 64-bit sets (chess): one cache through whole games, asked with the variant's weights
// and, in turn, with other weights for the same pawns; its scores are those found afresh.
TEST(PawnCache, ScoresOnTheSetsAsWithoutIt) {
  int variants = 0;
  PawnCache cache;
  for (const Variant* v : all_variants()) {
    if (!v->cells64 || !v->pawn_types || !v->any_side_promotes()) continue;
    ++variants;
    const eval::Params& p = eval::family_params(v->family);
    eval::Params other = p;
    other.doubled_pawn += 7;
    other.passed_pawn += 11;
    for (int game = 0; game < 3; ++game)
      testing::random_game(*v, 4300 + game, 160, [&](Position& pos) {
        ASSERT_EQ(cache.scores64(pos, p), pawn_structure_scores64(pos, p)) << v->name << " " << pos.fen();
        ASSERT_EQ(evaluate(pos, &cache), evaluate(pos)) << v->name << " " << pos.fen();
        if (pos.game_ply() % 5 == 0) {
          ASSERT_EQ(cache.scores64(pos, other), pawn_structure_scores64(pos, other)) << pos.fen();
        }
      });
  }
  EXPECT_GE(variants, 1);
}

}  // namespace
}  // namespace abbott
