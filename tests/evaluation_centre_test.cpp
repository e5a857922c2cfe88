// The evaluation's centre term: each unfrozen piece that is neither a pawn nor the King gains
// centre_per_step * (centre_max - distance) / 2, its distance from the board's centre counted as
// Variant::centre_distance. On the 64-bit sets the pieces are counted ring by ring (the cells of
// one distance at once): held here to the piece-by-piece sum over random games of every variant
// that scores the centre, with an odd weight, whose halves are cut piece by piece.
#include <gtest/gtest.h>

#include <algorithm>

#include "eval/evaluate.h"
#include "test_support.h"

namespace abbott {
namespace {

// The centre term of `us`'s pieces, piece by piece.
int centre_of(const Position& pos, Color us, int per_step) {
  const Variant& v = pos.variant();
  const int centre_max = std::max(v.files, v.ranks);
  int sum = 0;
  for (int i = 0; i < pos.piece_count(us); ++i) {
    const Square s = pos.piece_square(us, i);
    const PieceSpec& spec = pos.spec_at(s);
    if (spec.pawn || s == pos.king(us) || pos.is_frozen(s)) continue;
    sum += per_step * (centre_max - v.centre_distance[s]) / 2;
  }
  return sum;
}

TEST(EvaluationCentre, IsThePiecesNearnessSummedPieceByPiece) {
  int variants = 0, positions = 0;
  for (const Variant* v : all_variants()) {
    eval::Params with = eval::default_params(v->family);
    if (!with.centre_per_step) continue;
    ++variants;
    with.centre_per_step = 7;
    with.no_mating_force_divisor = 1;  // the term is then added, not divided
    eval::Params without = with;
    without.centre_per_step = 0;
    for (int game = 0; game < 2; ++game)
      testing::random_game(*v, 4400 + game, 120, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        ASSERT_EQ(evaluate(pos, with) - evaluate(pos, without),
                  centre_of(pos, us, 7) - centre_of(pos, ~us, 7))
            << v->name << " " << pos.fen();
      });
  }
  EXPECT_GE(variants, 1);
  EXPECT_GT(positions, 100);
}

}  // namespace
}  // namespace abbott
