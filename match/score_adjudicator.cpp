// Score adjudication.
#include "match/score_adjudicator.h"

#include <cstdlib>
#include <string>

namespace abbott::match {

namespace {
constexpr int kMateScore = 100000;
}

std::optional<int> adjudication_score(const Thinking& t) {
  if (t.mate_moves) return *t.mate_moves >= 0 ? kMateScore - *t.mate_moves : -kMateScore - *t.mate_moves;
  return t.score_cp;
}

std::optional<GameEnd> ScoreAdjudicator::after_move(Color mover, std::optional<int> score_cp,
                                                    bool irreversible, int plies) {
  int& losing = losing_moves_[idx(mover)];
  if (!score_cp) {
    level_moves_ = 0;
    losing = 0;
    return std::nullopt;
  }
  if (rules_.draw_move_number > 0) {
    level_moves_ = !irreversible && std::abs(*score_cp) <= rules_.draw_score ? level_moves_ + 1 : 0;
    if (plies / 2 >= rules_.draw_move_number && level_moves_ >= 2 * rules_.draw_move_count)
      return GameEnd{Outcome::Draw, "draw by adjudication: both scores within " +
                                        std::to_string(rules_.draw_score) + " cp for " +
                                        std::to_string(rules_.draw_move_count) + " moves"};
  }
  if (rules_.resign_move_count > 0) {
    losing = *score_cp <= -rules_.resign_score ? losing + 1 : 0;
    if (losing >= rules_.resign_move_count) {
      const bool white = mover == Color::White;
      return GameEnd{white ? Outcome::BlackWins : Outcome::WhiteWins,
                     std::string(white ? "Black" : "White") + " wins by adjudication: " +
                         (white ? "White" : "Black") + " scored -" + std::to_string(rules_.resign_score) +
                         " cp or less for " + std::to_string(rules_.resign_move_count) + " moves"};
    }
  }
  return std::nullopt;
}

}  // namespace abbott::match
