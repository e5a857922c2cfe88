// Splitting protocol lines into words and reading numbers without exceptions.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace abbott::protocol {

inline std::vector<std::string> split_words(std::string_view line) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    if (j > i) out.emplace_back(line.substr(i, j - i));
    i = j;
  }
  return out;
}

// The rest of `line` after its first word, trimmed.
inline std::string_view after_first_word(std::string_view line) {
  size_t i = line.find_first_of(" \t");
  if (i == std::string_view::npos) return {};
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return line.substr(i);
}

// Input echoed in an error message: control characters become '?' and long lines are cut, so
// that garbage cannot garble the GUI's view of the output.
inline std::string printable(std::string_view text, size_t max = 200) {
  std::string out;
  for (char c : text.substr(0, max)) out += (static_cast<unsigned char>(c) < 32 || c == 127) ? '?' : c;
  if (text.size() > max) out += "...";
  return out;
}

template <typename Int>
std::optional<Int> to_int(std::string_view s) {
  Int v{};
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace abbott::protocol
