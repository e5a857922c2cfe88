// The pawn structure on a hand-built chess position, term by term, in both of its forms (by bit
// counts on the 64-bit sets, pawn by pawn over arrays by file); and the two forms' agreement on
// random games.
#include "eval/pawn_structure.h"

#include <gtest/gtest.h>

#include "engine/position.h"
#include "test_support.h"

namespace abbott {
namespace {

// Weights unlike each other, so that a term counted wrongly shows in the sum.
eval::Params distinct_weights() {
  eval::Params p;
  p.doubled_pawn = 11;
  p.isolated_pawn = 7;
  p.pawn_advance = 3;
  p.passed_pawn = 29;
  return p;
}

// White: a2 and b2 (neighbours, each with Black's a7 ahead on its file or the next), d5 (isolated,
// passed, three ranks advanced). Black: a7 (isolated, White's a2 and b2 ahead of it), h7 and h6
// (doubled, isolated, passed; h6 one rank advanced).
TEST(PawnStructure, EachTermOnAHandBuiltPosition) {
  const Variant& v = *find_variant("chess");
  Position pos;
  ASSERT_FALSE(pos.set(v, "4k3/p6p/7p/3P4/8/8/PP6/4K3 w - - 0 1").has_value());
  const eval::Params p = distinct_weights();
  const int white = -p.isolated_pawn + 3 * p.pawn_advance + p.passed_pawn + 2 * 3 * p.pawn_advance;
  const int black =
      -3 * p.isolated_pawn - 2 * p.doubled_pawn + p.pawn_advance + 2 * p.passed_pawn + 2 * 1 * p.pawn_advance;
  const PawnFiles files(pos);
  EXPECT_EQ(pawn_structure_by_files(pos, Color::White, p, files), white);
  EXPECT_EQ(pawn_structure_on_sets64(pos, Color::White, p), white);
  EXPECT_EQ(pawn_structure_by_files(pos, Color::Black, p, files), black);
  EXPECT_EQ(pawn_structure_on_sets64(pos, Color::Black, p), black);
}

// Every variant whose pawns promote on a board that fits the sets (chess among them).
TEST(PawnStructure, BothFormsGiveTheSameScoreOnRandomGames) {
  const eval::Params p = distinct_weights();
  int variants = 0;
  for (const Variant* v : all_variants()) {
    if (!v->cells64 || !v->pawn_types || !v->any_side_promotes()) continue;
    ++variants;
    int compared = 0;
    for (int game = 0; game < 4; ++game)
      testing::random_game(*v, 2100 + game, 160, [&](Position& pos) {
        const PawnFiles files(pos);
        for (Color c : {Color::White, Color::Black}) {
          ASSERT_EQ(pawn_structure_on_sets64(pos, c, p), pawn_structure_by_files(pos, c, p, files))
              << pos.fen();
          compared += files.pawns[idx(c)] > 0;
        }
      });
    EXPECT_GT(compared, 100) << v->name;
  }
  EXPECT_GE(variants, 1);
}

}  // namespace
}  // namespace abbott
