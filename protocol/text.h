// Small text helpers for the protocol front ends.
#pragma once

#include <string>
#include <vector>

namespace abbott {

std::vector<std::string> split_words(const std::string& line);
// The line with control characters replaced and its length bounded, safe to echo back.
std::string printable(const std::string& text, size_t max = 200);
// Parses a whole string as an integer in [lo, hi].
bool parse_int(const std::string& s, long long lo, long long hi, long long& out);

}  // namespace abbott
