// The end of a game by the rules of its variant (docs/rules.md): checkmate, stalemate (a draw, a
// win for the stalemating side, or a loss for the side without moves), King capture, special
// loss conditions, threefold repetition and the 100-ply rule. Shared by the protocols (to claim
// results) and the match referee.
#pragma once

#include <string>

#include "engine/position.h"

namespace abbott {

enum class Outcome : uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

struct GameEnd {
  Outcome outcome = Outcome::Ongoing;
  std::string reason;  // e.g. "checkmate", "threefold repetition"; empty while ongoing

  [[nodiscard]] bool over() const { return outcome != Outcome::Ongoing; }
  // "1-0", "0-1", "1/2-1/2" or "*".
  [[nodiscard]] std::string result_text() const;
};

GameEnd game_end(Position& pos);

}  // namespace abbott
