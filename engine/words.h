// Splitting a line of text into its blank-separated words: protocol lines, opening lines, rule
// terms of variant files.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace abbott {

inline std::vector<std::string> split_words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

}  // namespace abbott
