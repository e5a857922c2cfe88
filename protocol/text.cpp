// Protocol text helpers.
#include "protocol/text.h"

#include <charconv>
#include <sstream>

namespace abbott {

std::vector<std::string> split_words(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

std::string printable(const std::string& text, size_t max) {
  std::string out;
  for (char c : text) {
    if (out.size() >= max) {
      out += "...";
      break;
    }
    out += (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) ? '?' : c;
  }
  return out;
}

bool parse_int(const std::string& s, long long lo, long long hi, long long& out) {
  long long v = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || ptr != s.data() + s.size() || v < lo || v > hi) return false;
  out = v;
  return true;
}

}  // namespace abbott
