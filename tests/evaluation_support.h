// Helpers for the evaluation's tests: what one weight adds to the evaluation of a position.
#pragma once

#include <string>

#include "eval/evaluate.h"
#include "eval/weights.h"
#include "test_support.h"

namespace abbott::testing {

// What the weight `weight` at `value` adds to the evaluation of `fen` (from the side to move's
// point of view), against the same weight at 0, every other weight the variant family's.
inline int weight_term(const std::string& variant, const std::string& fen, int eval::Params::*weight,
                       int value) {
  const Position pos = position(variant, fen);
  eval::Params without = eval::default_params(pos.variant().family);
  without.*weight = 0;
  eval::Params with = without;
  with.*weight = value;
  return evaluate(pos, with) - evaluate(pos, without);
}

}  // namespace abbott::testing
