// The pawn structure on hand-built positions, term by term, in both of its forms (by bit counts on
// the 64-bit sets, four ranks a word on the square sets); and the two forms' agreement on random
// games.
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

// The square sets' form for `us` in `pos`.
int on_square_sets(const Position& pos, Color us, const eval::Params& p) {
  return pawn_structure_on_square_sets(pawns_as_square_set(pos, us), pawns_as_square_set(pos, ~us), us,
                                       pos.variant().ranks, p);
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
  EXPECT_EQ(on_square_sets(pos, Color::White, p), white);
  EXPECT_EQ(pawn_structure_on_sets64(pos, Color::White, p), white);
  EXPECT_EQ(on_square_sets(pos, Color::Black, p), black);
  EXPECT_EQ(pawn_structure_on_sets64(pos, Color::Black, p), black);
}

// The same terms on a 10x10 board, which only the square sets' form scores. White: a2 (Black's a9
// ahead of it), b2 and b4 (doubled; Black's a9 and c5 ahead), j5 (isolated, passed: Black's i5
// stands beside it, not ahead, four ranks advanced). Black: a9 (isolated, White's a2, b2 and b4
// ahead), c8 and c5 (doubled, isolated, White's b2 and b4 ahead), i5 (isolated, passed, four ranks
// advanced).
TEST(PawnStructure, EachTermOnATenByTenBoard) {
  const Variant& v = *find_variant("coordinator");
  Position pos;
  ASSERT_FALSE(pos.set(v, "5k4/p9/2p7/10/10/2p5pP/1P8/10/PP8/5K4 w - - 0 1").has_value());
  const eval::Params p = distinct_weights();
  const int white = -2 * p.doubled_pawn - p.isolated_pawn + (2 + 3) * p.pawn_advance + p.passed_pawn +
                    2 * 3 * p.pawn_advance;
  const int black = -2 * p.doubled_pawn - 4 * p.isolated_pawn + (1 + 4 + 4) * p.pawn_advance + p.passed_pawn +
                    2 * 4 * p.pawn_advance;
  EXPECT_EQ(on_square_sets(pos, Color::White, p), white);
  EXPECT_EQ(on_square_sets(pos, Color::Black, p), black);
}

// The terms as the rule states them, pawn by pawn over the board's squares: the reference the
// square sets' form is held to on every board.
int pawn_by_pawn(const Position& pos, Color us, const eval::Params& p) {
  const Variant& v = pos.variant();
  const auto pawn_of = [&](int file, int rank, Color c) {
    if (file < 0 || file >= v.files) return false;
    const Piece q = pos.at(make_square(file, rank));
    return is_piece(q) && color_of(q) == c && (v.pawn_types & type_bit(type_of(q)));
  };
  const auto forward = [&](int rank) { return us == Color::White ? rank : v.ranks - 1 - rank; };
  int score = 0;
  for (int f = 0; f < v.files; ++f)
    for (int r = 0; r < v.ranks; ++r) {
      if (!pawn_of(f, r, us)) continue;
      bool doubled = false, neighbour = false, enemy_ahead = false;
      for (int r2 = 0; r2 < v.ranks; ++r2) {
        doubled |= r2 != r && pawn_of(f, r2, us);
        neighbour |= pawn_of(f - 1, r2, us) || pawn_of(f + 1, r2, us);
        if (forward(r2) > forward(r))
          for (int f2 = f - 1; f2 <= f + 1; ++f2) enemy_ahead |= pawn_of(f2, r2, ~us);
      }
      const int advanced = forward(r) - 1;
      score += p.pawn_advance * advanced - (doubled ? p.doubled_pawn : 0) - (neighbour ? 0 : p.isolated_pawn);
      if (!enemy_ahead) score += p.passed_pawn + 2 * p.pawn_advance * advanced;
    }
  return score;
}

// Calls `check(pos, colour)` for both colours at every position of `games` random games
// (seeds from `seed`) of each variant whose pawns promote, of those whose board fits the 64-bit
// sets when `sets64_only`; each variant must show more than `min_positions` with pawns of the
// colour checked. Returns how many variants were played.
template <class Check>
int on_random_games(bool sets64_only, int games, uint64_t seed, int min_positions, Check&& check) {
  int variants = 0;
  for (const Variant* v : all_variants()) {
    if ((sets64_only && !v->cells64) || !v->pawn_types || !v->any_side_promotes()) continue;
    ++variants;
    int with_pawns = 0;
    for (int game = 0; game < games; ++game)
      testing::random_game(*v, seed + game, 160, [&](Position& pos) {
        for (Color c : {Color::White, Color::Black}) {
          check(pos, c);
          with_pawns += !pawns_as_square_set(pos, c).empty();
        }
      });
    EXPECT_GT(with_pawns, min_positions) << v->name;
  }
  return variants;
}

// Every variant with pawns that promote, on boards of every size.
TEST(PawnStructure, SquareSetsFormAgreesWithThePawnByPawnTermsOnRandomGames) {
  const eval::Params p = distinct_weights();
  const int variants = on_random_games(false, 2, 2200, 50, [&](const Position& pos, Color c) {
    ASSERT_EQ(on_square_sets(pos, c, p), pawn_by_pawn(pos, c, p)) << pos.variant().name << " " << pos.fen();
  });
  EXPECT_GE(variants, 3);
}

// Every variant whose pawns promote on a board that fits the sets (chess among them).
TEST(PawnStructure, BothFormsGiveTheSameScoreOnRandomGames) {
  const eval::Params p = distinct_weights();
  const int variants = on_random_games(true, 4, 2100, 100, [&](const Position& pos, Color c) {
    ASSERT_EQ(pawn_structure_on_sets64(pos, c, p), on_square_sets(pos, c, p)) << pos.fen();
  });
  EXPECT_GE(variants, 1);
}

}  // namespace
}  // namespace abbott
