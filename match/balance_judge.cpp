// The balance test of random openings; see balance_judge.h.
#include "match/balance_judge.h"

#include <cstdlib>
#include <new>

namespace abbott::match {

BalanceJudge::BalanceJudge(const Variant& variant) : variant_(variant) {
  if (!search_.set_hash_mb(1)) throw std::bad_alloc();
}

int BalanceJudge::white_score(const Position& pos) {
  search_.new_game();
  SearchLimits limits;
  limits.depth = kBalanceDepth;
  const int score = search_.run(pos, limits).score;
  return pos.side_to_move() == Color::White ? score : -score;
}

int BalanceJudge::imbalance(const Position& pos) {
  if (!start_scored_) {
    Position start;
    (void)start.set(variant_, "startpos");
    start_score_ = white_score(start);
    start_scored_ = true;
  }
  return std::abs(white_score(pos) - start_score_);
}

}  // namespace abbott::match
