// Time control parsing and the clock arithmetic.
#include "match/time_control.h"

#include <cmath>
#include <cstdio>

namespace abbott::match {

namespace {

// Seconds as "S", "S.F" or "M:SS[.F]", to milliseconds.
std::optional<int64_t> parse_seconds(const std::string& text) {
  if (text.empty()) return std::nullopt;
  const size_t colon = text.find(':');
  if (colon != std::string::npos) {
    const auto minutes = parse_seconds(text.substr(0, colon));
    const auto seconds = parse_seconds(text.substr(colon + 1));
    if (!minutes || !seconds) return std::nullopt;
    return *minutes * 60 + *seconds;
  }
  int dots = 0;
  for (char c : text) {
    if (c == '.')
      ++dots;
    else if (c < '0' || c > '9')
      return std::nullopt;
  }
  if (dots > 1 || text.size() > 12) return std::nullopt;
  return static_cast<int64_t>(std::llround(std::stod(text) * 1000.0));
}

std::string seconds_text(int64_t ms) {
  char buf[32];
  if (ms % 1000 == 0)
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(ms / 1000));
  else
    std::snprintf(buf, sizeof buf, "%g", static_cast<double>(ms) / 1000.0);
  return buf;
}

}  // namespace

std::optional<TimeControl> TimeControl::parse(const std::string& text) {
  TimeControl tc;
  std::string rest = text;
  const size_t slash = rest.find('/');
  if (slash != std::string::npos) {
    const std::string moves = rest.substr(0, slash);
    if (moves.empty() || moves.size() > 4 || moves.find_first_not_of("0123456789") != std::string::npos)
      return std::nullopt;
    tc.moves = std::stoi(moves);
    rest = rest.substr(slash + 1);
  }
  const size_t plus = rest.find('+');
  const auto base = parse_seconds(rest.substr(0, plus));
  if (!base) return std::nullopt;
  tc.base_ms = *base;
  if (plus != std::string::npos) {
    const auto inc = parse_seconds(rest.substr(plus + 1));
    if (!inc) return std::nullopt;
    tc.increment_ms = *inc;
  }
  if (tc.base_ms <= 0 && tc.increment_ms <= 0) return std::nullopt;
  return tc;
}

std::string TimeControl::pgn_text() const {
  std::string t = moves ? std::to_string(moves) + "/" : "";
  t += seconds_text(base_ms);
  if (increment_ms) t += "+" + seconds_text(increment_ms);
  return t;
}

GameClock::GameClock(const std::array<std::optional<TimeControl>, kColorCount>& tc, int64_t margin_ms)
    : tc_(tc), margin_ms_(margin_ms) {
  for (int c = 0; c < kColorCount; ++c) remaining_[c] = tc[c] ? tc[c]->base_ms : 0;
}

int GameClock::moves_to_go(Color c) const {
  const auto& tc = tc_[idx(c)];
  if (!tc || !tc->moves) return 0;
  return tc->moves - moves_made_[idx(c)] % tc->moves;
}

bool GameClock::charge(Color c, int64_t elapsed_ms) {
  const auto& tc = tc_[idx(c)];
  if (!tc) return true;
  int64_t& left = remaining_[idx(c)];
  const bool in_time = elapsed_ms <= left + margin_ms_;
  left -= elapsed_ms;
  if (!in_time) return false;
  if (left < 0) left = 0;  // within the margin: the engine is not punished for our latency
  left += tc->increment_ms;
  ++moves_made_[idx(c)];
  if (tc->moves && moves_made_[idx(c)] % tc->moves == 0) left += tc->base_ms;
  return true;
}

}  // namespace abbott::match
