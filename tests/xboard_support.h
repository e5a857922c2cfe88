// Helpers for the tests that run the real XBoard 4.9.1 headless: reading its files and comparing
// its saved position with abbott's.
#pragma once

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace abbott::testing {

inline std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

inline bool have(const std::string& check) {
  return std::system((check + " >/dev/null 2>&1").c_str()) == 0;
}

inline bool xboard_installed() {
  return have("command -v xvfb-run") && have("command -v xboard || test -x /usr/games/xboard");
}

// The first two FEN fields (board and side to move).
inline std::string board_and_side(const std::string& fen) {
  std::istringstream in(fen);
  std::string board, side;
  in >> board >> side;
  return board + " " + side;
}

// The text after the last occurrence of `marker` up to the end of its line.
inline std::string after_last(const std::string& text, const std::string& marker) {
  const size_t at = text.rfind(marker);
  if (at == std::string::npos) return "";
  const size_t start = at + marker.size();
  return text.substr(start, text.find('\n', start) - start);
}

}  // namespace abbott::testing
