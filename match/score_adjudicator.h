// Score adjudication of one game (cutechess-cli's -draw and -resign): it watches the scores the
// engines report with their moves and ends a game that both engines see as dead level, or that
// one engine sees as lost, before the rules do.
#pragma once

#include <array>
#include <optional>

#include "match/game.h"

namespace abbott::match {

class ScoreAdjudicator {
 public:
  explicit ScoreAdjudicator(const ScoreAdjudication& rules) : rules_(rules) {}

  // After a move by `mover`. `score_cp` is the mover's own score for it (nullopt: none, as for an
  // opening move); `irreversible`: the move restarted the 100-ply count; `plies`: plies played in
  // the game so far, the opening's included. Returns the game's end when the scores decide it.
  std::optional<GameEnd> after_move(Color mover, std::optional<int> score_cp, bool irreversible, int plies);

 private:
  ScoreAdjudication rules_;
  int level_moves_ = 0;                          // engine moves in a row scored near zero
  std::array<int, kColorCount> losing_moves_{};  // each side's moves in a row scored as lost
};

// The score an engine's thinking stands for in adjudication: centipawns, or a mate as a score
// beyond any evaluation (100000 less the moves to mate); nullopt when the engine gave none.
std::optional<int> adjudication_score(const Thinking& t);

}  // namespace abbott::match
