// abbott's own match report (docs/match.md, Output): the engines and the schedule, a result line
// and the running score after every game, and a closing summary.
#pragma once

#include <ostream>

#include "match/match_report.h"

namespace abbott::match {

class AbbottReport final : public MatchReport {
 public:
  AbbottReport(const MatchSettings& settings, std::ostream& out) : s_(settings), out_(out) {}

  void engine_ready(int e, Protocol protocol, const SearchControl& control) override;
  void schedule_ready(int games, int per_variant) override;
  void game_started(const GameLabel&) override {}
  void game_finished(const GameLabel& game, const GameRecord& record, const MatchSummary& summary) override;
  void match_finished(const MatchSummary& summary) override;

 private:
  const MatchSettings& s_;
  std::ostream& out_;
};

}  // namespace abbott::match
