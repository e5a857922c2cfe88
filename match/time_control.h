// Time controls and the runner's chess clocks. The runner, not the engine, keeps time: it
// measures from sending the "go" to reading the move and forfeits an engine past its time
// plus a margin (pipe and scheduling latency).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/types.h"

namespace abbott::match {

struct TimeControl {
  int64_t base_ms = 0;
  int64_t increment_ms = 0;
  int moves = 0;  // moves per period; 0 = the whole game (sudden death plus increment)

  // "SECONDS[+INC]", "MOVES/SECONDS[+INC]", minutes as "M:SS"; fractions allowed ("10+0.1").
  static std::optional<TimeControl> parse(const std::string& text);
  // PGN TimeControl tag value: "10+0.1", "40/60".
  [[nodiscard]] std::string pgn_text() const;
};

// The clocks of one game. Each side may have its own time control or none (depth or node
// limits); a side without one is never flagged.
class GameClock {
 public:
  GameClock(const std::array<std::optional<TimeControl>, kColorCount>& tc, int64_t margin_ms);

  [[nodiscard]] bool running(Color c) const { return tc_[idx(c)].has_value(); }
  [[nodiscard]] int64_t remaining_ms(Color c) const { return remaining_[idx(c)]; }
  [[nodiscard]] int64_t increment_ms(Color c) const { return running(c) ? tc_[idx(c)]->increment_ms : 0; }
  // Moves until the next period for UCI movestogo / CECP level; 0 = sudden death.
  [[nodiscard]] int moves_to_go(Color c) const;
  // How long the side may think before it has lost on time.
  [[nodiscard]] int64_t allowance_ms(Color c) const { return remaining_[idx(c)] + margin_ms_; }

  // Charges a move that took `elapsed_ms`. Returns false when the side overstepped its time
  // plus the margin.
  bool charge(Color c, int64_t elapsed_ms);

 private:
  std::array<std::optional<TimeControl>, kColorCount> tc_;
  int64_t margin_ms_;
  std::array<int64_t, kColorCount> remaining_{};
  std::array<int, kColorCount> moves_made_{};
};

}  // namespace abbott::match
