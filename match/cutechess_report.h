// cutechess-cli's result lines, for the tools that read them (SPSA tuners, testing workers):
//   Started game 3 of 100 (A vs B)
//   Finished game 3 (A vs B): 1-0 {checkmate}
//   Score of A vs B: 2 - 1 - 0  [0.667] 3
// then, every `rating_interval` games (0: only at the end) and at the end,
//   ...      A playing White: 1 - 0 - 0  [1.000] 1
//   ...      A playing Black: 1 - 1 - 0  [0.500] 2
//   ...      White vs Black: 2 - 1 - 0  [0.667] 3
//   Elo difference: 120.4 +/- 368.2, LOS: 76.0 %, DrawRatio: 0.0 %
//   SPRT: llr 0.123 (4.2%), lbound -2.94, ubound 2.94            (with an SPRT)
// and "Finished match". Game lines name White first; score lines are the first engine's
// wins - losses - draws. The reason in braces is the referee's.
#pragma once

#include <ostream>
#include <string>

#include "match/match_report.h"

namespace abbott::match {

class CutechessReport final : public MatchReport {
 public:
  CutechessReport(const MatchSettings& settings, int rating_interval, std::ostream& out)
      : s_(settings), rating_interval_(rating_interval), out_(out) {}

  void engine_ready(int, Protocol, const SearchControl&) override {}
  void schedule_ready(int, int) override {}
  void game_started(const GameLabel& game) override;
  void game_finished(const GameLabel& game, const GameRecord& record, const MatchSummary& summary) override;
  void match_finished(const MatchSummary& summary) override;

 private:
  const MatchSettings& s_;
  int rating_interval_;
  std::ostream& out_;
};

// The lines, exposed for tests.
std::string cutechess_score_line(const std::string& first, const std::string& second, const Trinomial& score);
// "Elo difference: X +/- Y, LOS: Z %, DrawRatio: W %" for the first engine's score.
std::string cutechess_elo_line(const Trinomial& score);
// "SPRT: llr L (P%), lbound A, ubound B", with " - H0 was accepted" or " - H1 was accepted".
std::string cutechess_sprt_line(const MatchSummary& summary, const SprtSettings& sprt);
// The "..." lines by colour, the Elo line and the SPRT line (when one runs), without a final
// newline.
std::string cutechess_ratings(const MatchSettings& settings, const MatchSummary& summary);

}  // namespace abbott::match
