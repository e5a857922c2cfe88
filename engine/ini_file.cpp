// Splits INI text into sections and `key = value` entries, with line numbers for messages.
#include "engine/ini_file.h"

#include <algorithm>
#include <cctype>

namespace abbott {

namespace {

std::string trim(std::string_view s) {
  const auto a = s.find_first_not_of(" \t\r");
  if (a == std::string_view::npos) return {};
  const auto b = s.find_last_not_of(" \t\r");
  return std::string(s.substr(a, b - a + 1));
}

// `[name]` or `[name:parent]`; returns a message when the header is malformed.
std::optional<std::string> read_header(const std::string& line, IniSection& out) {
  if (line.back() != ']') return "a section header must end with ']'";
  const std::string inside = line.substr(1, line.size() - 2);
  const auto colon = inside.find(':');
  out.name = trim(inside.substr(0, colon));
  out.parent = colon == std::string::npos ? "" : trim(inside.substr(colon + 1));
  if (out.name.empty()) return std::string("a section needs a variant name: [name] or [name:parent]");
  if (colon != std::string::npos && out.parent.empty()) return std::string("no parent name after ':'");
  for (char c : out.name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'))
      return "variant name '" + out.name + "' may use only letters, digits, '-' and '_'";
  return std::nullopt;
}

}  // namespace

IniText read_ini(std::string_view text) {
  IniText out;
  int number = 0;
  size_t pos = 0;
  while (pos <= text.size() && !out.error) {
    const size_t end = std::min(text.find('\n', pos), text.size());
    const std::string line = trim(text.substr(pos, end - pos));
    pos = end + 1;
    ++number;
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line[0] == '[') {
      IniSection section;
      section.line = number;
      if (auto message = read_header(line, section))
        out.error = IniError{number, *message};
      else
        out.sections.push_back(std::move(section));
      continue;
    }
    const auto eq = line.find('=');
    if (eq == std::string::npos) {
      out.error = IniError{number, "expected 'key = value', a [section] or a comment"};
    } else if (out.sections.empty()) {
      out.error = IniError{number, "'" + trim(line.substr(0, eq)) + "' comes before any [variant] section"};
    } else if (trim(line.substr(0, eq)).empty()) {
      out.error = IniError{number, "no key before '='"};
    } else {
      out.sections.back().entries.push_back({number, trim(line.substr(0, eq)), trim(line.substr(eq + 1))});
    }
    if (end == text.size()) break;
  }
  return out;
}

}  // namespace abbott
