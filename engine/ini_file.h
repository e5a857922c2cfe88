// The INI text of variant files: `[name]` or `[name:parent]` sections of `key = value` lines,
// with `#` and `;` comment lines. This file only splits text into lines with their numbers; what
// the keys mean is engine/variant_keys.h.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace abbott {

struct IniEntry {
  int line = 0;
  std::string key;
  std::string value;
};

struct IniSection {
  int line = 0;  // the line of the `[...]` header
  std::string name;
  std::string parent;  // "" when the section names none
  std::vector<IniEntry> entries;
};

// What is wrong with a text, at which line (1-based).
struct IniError {
  int line = 0;
  std::string message;
};

struct IniText {
  std::vector<IniSection> sections;
  std::optional<IniError> error;  // the first problem found; `sections` then holds what came before
};

IniText read_ini(std::string_view text);

}  // namespace abbott
