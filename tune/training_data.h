// Training positions for the tuner, one a line: `variant;FEN;result;score` (docs/tuning.md).
// The result is the game's, from White's side (1 White won, 0.5 draw, 0 Black won); the score is
// the search's, in centipawns from White's side.
#pragma once

#include <string>
#include <string_view>
#include <variant>

namespace abbott::tune {

struct TrainingPosition {
  std::string variant;
  std::string fen;
  double result = 0.5;
  int score = 0;
};

std::string format_training_line(const TrainingPosition& p);

// The position on `line`, or what is wrong with it. The FEN is not checked against the
// variant's rules here; the tuner does that when it loads the position.
std::variant<TrainingPosition, std::string> parse_training_line(std::string_view line);

}  // namespace abbott::tune
