// What the match runner tells about a match as it goes: abbott's own progress lines
// (match/abbott_report.h) or cutechess-cli's (match/cutechess_report.h). The runner calls one
// method at a time, never two at once.
#pragma once

#include <string>

#include "match/match.h"

namespace abbott::match {

// One game as the reports name it.
struct GameLabel {
  int number = 0;  // 1-based, in schedule order
  int total = 0;   // games scheduled
  const Variant* variant = nullptr;
  std::string white;
  std::string black;
};

class MatchReport {
 public:
  virtual ~MatchReport() = default;
  // Engine `e` (0 or 1) answered and plays with these limits.
  virtual void engine_ready(int e, Protocol protocol, const SearchControl& control) = 0;
  // The schedule is made: `games` games, `per_variant` in each variant.
  virtual void schedule_ready(int games, int per_variant) = 0;
  virtual void game_started(const GameLabel& game) = 0;
  // `summary` already counts the game.
  virtual void game_finished(const GameLabel& game, const GameRecord& record,
                             const MatchSummary& summary) = 0;
  // The match ended (every game played, or the SPRT decided).
  virtual void match_finished(const MatchSummary& summary) = 0;
};

}  // namespace abbott::match
