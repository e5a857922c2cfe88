// The evaluation's mobility term: each unfrozen piece that is neither a pawn nor the King gains
// mobility_per_square for each square its rules reach, up to mobility_cap. The evaluation sums it
// type by type on the 64-bit sets, and on the larger boards piece by piece along the line runs
// (the pawns and the King left out of the square sets first): held here to the rule-by-rule count
// (mobility_detail::reach_by_rule) over random games of every variant that scores mobility.
#include <gtest/gtest.h>

#include <algorithm>

#include "eval/evaluate.h"
#include "eval/mobility.h"
#include "test_support.h"

namespace abbott {
namespace {

// The mobility term of `us`'s pieces, piece by piece and rule by rule, at weight 1.
int mobility_of(const Position& pos, Color us, int cap) {
  int sum = 0;
  for (int i = 0; i < pos.piece_count(us); ++i) {
    const Square s = pos.piece_square(us, i);
    if (pos.spec_at(s).pawn || s == pos.king(us) || pos.is_frozen(s)) continue;
    sum += std::min(mobility_detail::reach_by_rule(pos, s, pos.moving_spec(s), ~us), cap);
  }
  return sum;
}

TEST(EvaluationMobility, IsEachPiecesReachRuleByRule) {
  int variants = 0, positions = 0;
  for (const Variant* v : all_variants()) {
    eval::Params with = eval::default_params(v->family);
    if (!with.mobility_per_square) continue;
    ++variants;
    with.mobility_per_square = 1;
    with.no_mating_force_divisor = 1;  // the term is then added, not divided
    eval::Params without = with;
    without.mobility_per_square = 0;
    for (int game = 0; game < 2; ++game)
      testing::random_game(*v, 5300 + game, 120, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        ASSERT_EQ(evaluate(pos, with) - evaluate(pos, without),
                  mobility_of(pos, us, with.mobility_cap) - mobility_of(pos, ~us, with.mobility_cap))
            << v->name << " " << pos.fen();
      });
  }
  EXPECT_GE(variants, 10);
  EXPECT_GT(positions, 1000);
}

}  // namespace
}  // namespace abbott
