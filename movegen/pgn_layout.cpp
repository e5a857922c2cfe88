// PGN's text layout; see pgn_layout.h.
#include "movegen/pgn_layout.h"

namespace abbott::pgn {

namespace {

constexpr size_t kLineWidth = 80;

}  // namespace

std::string tag(const std::string& name, const std::string& value) {
  std::string escaped;
  for (char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "[" + name + " \"" + escaped + "\"]\n";
}

std::string movetext(int number, bool black_first, const std::vector<Ply>& plies,
                     const std::vector<std::string>& closing) {
  std::vector<std::string> tokens;
  bool black = black_first;
  for (size_t i = 0; i < plies.size(); ++i) {
    if (!black)
      tokens.push_back(std::to_string(number) + ".");
    else if (i == 0)
      tokens.push_back(std::to_string(number) + "...");
    tokens.push_back(plies[i].text);
    if (!plies[i].comment.empty()) tokens.push_back(plies[i].comment);
    if (black) ++number;
    black = !black;
  }
  tokens.insert(tokens.end(), closing.begin(), closing.end());
  std::string out, line;
  for (const std::string& t : tokens) {
    if (!line.empty() && line.size() + 1 + t.size() > kLineWidth) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + t;
  }
  return out + line + "\n";
}

}  // namespace abbott::pgn
