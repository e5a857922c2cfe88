// The evaluation's mobility term: each unfrozen piece that is neither a pawn nor the King gains
// mobility_per_square for each square its rules reach, up to mobility_cap. The evaluation sums it
// type by type on the 64-bit sets, and on the larger boards piece by piece along the line runs
// (the pawns and the King left out of the square sets first): held here to the rule-by-rule count
// (mobility_detail::reach_by_rule) over random games of every variant that scores mobility.
#include <gtest/gtest.h>

#include <algorithm>

#include "eval/evaluate.h"
#include "eval/mobility.h"
#include "evaluation_support.h"

namespace abbott {
namespace {

// The mobility term of `us`'s pieces, piece by piece and rule by rule, at weight 1.
int mobility_of(const Position& pos, Color us, int cap) {
  return testing::sum_over_movers(pos, us, [&](Square s) {
    return std::min(mobility_detail::reach_by_rule(pos, s, pos.moving_spec(s), ~us), cap);
  });
}

TEST(EvaluationMobility, IsEachPiecesReachRuleByRule) {
  testing::expect_weight_term_in_random_games(
      &eval::Params::mobility_per_square, 1, 5300,
      [](const Position& pos, Color us, const eval::Params& p) {
        return mobility_of(pos, us, p.mobility_cap);
      },
      10, 1000);
}

}  // namespace
}  // namespace abbott
