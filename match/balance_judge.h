// The balance test of random openings: abbott's search at kBalanceDepth scores the line's end,
// from White's side, against the start position's score (Foolish King's armies differ). Kept
// from call to call, it builds its search's tables and searches the start position once: datagen
// asks for one opening a game.
#pragma once

#include "engine/position.h"
#include "search/search.h"

namespace abbott::match {

constexpr int kBalanceDepth = 4;

class BalanceJudge {
 public:
  explicit BalanceJudge(const Variant& variant);

  // How far `pos` (of the judge's variant) scores from the start position, in centipawns. The
  // same answer on every run: each search starts from cleared tables.
  int imbalance(const Position& pos);

 private:
  int white_score(const Position& pos);

  const Variant& variant_;
  Search search_;  // one thread and a depth limit
  bool start_scored_ = false;
  int start_score_ = 0;
};

}  // namespace abbott::match
