// Variant names on the command line.
#include "cli/variant_names.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace abbott::cli {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Edits (insert, delete, replace) between two words, for suggestions.
size_t distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::variant<const Variant*, std::string> lookup_variant(std::string_view name) {
  const std::string wanted = lower(name);
  if (wanted == "normal") return find_variant("chess");  // XBoard's name
  for (const Variant* v : all_variants())
    if (lower(v->name) == wanted) return v;
  std::string best;
  size_t best_distance = 4;  // further than three edits is no suggestion
  for (const Variant* v : all_variants()) {
    const std::string candidate = lower(v->name);
    const size_t d = candidate.rfind(wanted, 0) == 0 && !wanted.empty() ? 0 : distance(wanted, candidate);
    if (d < best_distance) best_distance = d, best = v->name;
  }
  std::string message = "unknown variant '" + std::string(name) + "'";
  if (!best.empty()) message += "; did you mean '" + best + "'?";
  return message + " (abbott variants lists them)";
}

}  // namespace abbott::cli
