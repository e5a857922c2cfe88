// Helpers for the evaluation's tests: what one weight adds to the evaluation of a position.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "eval/evaluate.h"
#include "eval/weights.h"
#include "test_support.h"

namespace abbott::testing {

// What the weight `weight` at `value` adds to the evaluation of `pos` (from the side to move's
// point of view), against the same weight at 0, every other weight the variant family's; the
// second form, of `fen` in `variant`.
inline int weight_term(const Position& pos, int eval::Params::*weight, int value) {
  eval::Params without = eval::default_params(pos.variant().family);
  without.*weight = 0;
  eval::Params with = without;
  with.*weight = value;
  return evaluate(pos, with) - evaluate(pos, without);
}
inline int weight_term(const std::string& variant, const std::string& fen, int eval::Params::*weight,
                       int value) {
  return weight_term(position(variant, fen), weight, value);
}

// The sum of `term(square)` over `us`'s pieces that the evaluation's per-piece terms (centre,
// mobility) score: those that are neither a pawn, nor the King, nor frozen.
template <class Term>
int sum_over_movers(const Position& pos, Color us, Term term) {
  int sum = 0;
  for (int i = 0; i < pos.piece_count(us); ++i) {
    const Square s = pos.piece_square(us, i);
    if (pos.spec_at(s).pawn || s == pos.king(us) || pos.is_frozen(s)) continue;
    sum += term(s);
  }
  return sum;
}

// Plays two random games of 120 plies (seeds `seed` and `seed` + 1) in every variant whose family
// scores `weight`, and at each position expects what the weight at `value` adds to the evaluation
// (the mating-force divisor at 1, so that the term is added whole) to be `side_term(pos, us,
// params)` less the same for the other side: the term counted another way. Expects at least
// `min_variants` such variants and more than `min_positions` positions.
inline void expect_weight_term_in_random_games(
    int eval::Params::*weight, int value, uint64_t seed,
    const std::function<int(const Position&, Color, const eval::Params&)>& side_term, int min_variants,
    int min_positions) {
  int variants = 0, positions = 0;
  for (const Variant* v : all_variants()) {
    eval::Params with = eval::default_params(v->family);
    if (!(with.*weight)) continue;
    ++variants;
    with.*weight = value;
    with.no_mating_force_divisor = 1;
    eval::Params without = with;
    without.*weight = 0;
    for (uint64_t game = 0; game < 2; ++game)
      random_game(*v, seed + game, 120, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        ASSERT_EQ(evaluate(pos, with) - evaluate(pos, without),
                  side_term(pos, us, with) - side_term(pos, ~us, with))
            << v->name << " " << pos.fen();
      });
  }
  EXPECT_GE(variants, min_variants);
  EXPECT_GT(positions, min_positions);
}

}  // namespace abbott::testing
