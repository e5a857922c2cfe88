// The evaluation's centre term: each unfrozen piece that is neither a pawn nor the King gains
// centre_per_step * (centre_max - distance) / 2, its distance from the board's centre counted as
// Variant::centre_distance. On the 64-bit sets the pieces are counted ring by ring (the cells of
// one distance at once): held here to the piece-by-piece sum over random games of every variant
// that scores the centre, with an odd weight, whose halves are cut piece by piece.
#include <gtest/gtest.h>

#include <algorithm>

#include "eval/evaluate.h"
#include "evaluation_support.h"

namespace abbott {
namespace {

// The centre term of `us`'s pieces, piece by piece.
int centre_of(const Position& pos, Color us, int per_step) {
  const Variant& v = pos.variant();
  const int centre_max = std::max(v.files, v.ranks);
  return testing::sum_over_movers(
      pos, us, [&](Square s) { return per_step * (centre_max - v.centre_distance[s]) / 2; });
}

TEST(EvaluationCentre, IsThePiecesNearnessSummedPieceByPiece) {
  testing::expect_weight_term_in_random_games(
      &eval::Params::centre_per_step, 7, 4400,
      [](const Position& pos, Color us, const eval::Params& p) {
        return centre_of(pos, us, p.centre_per_step);
      },
      1, 100);
}

// A negative odd weight (a tuner may try one): each piece's half is cut toward zero, upward, and
// the pieces' bonus summed at once (the boards beyond 8x8) must cut the same.
TEST(EvaluationCentre, ANegativeOddWeightIsCutPieceByPieceToo) {
  testing::expect_weight_term_in_random_games(
      &eval::Params::centre_per_step, -7, 4500,
      [](const Position& pos, Color us, const eval::Params& p) {
        return centre_of(pos, us, p.centre_per_step);
      },
      1, 100);
}

}  // namespace
}  // namespace abbott
