// Variant names on the command line and their one-line summaries.
#include "cli/variant_names.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>
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

// The summaries of the base variants; "-10x8" variants share their 10x10 one.
constexpr std::array<std::pair<std::string_view, std::string_view>, 19> kSummaries = {{
    {"chess", "orthodox chess"},
    {"capablanca", "Capablanca Chess: chess with an Archbishop and a Chancellor"},
    {"ultima", "Ultima (Baroque chess): each piece captures its own way; the Immobilizer freezes"},
    {"hyper", "Hyper Chess: Ultima's ideas on an orthodox set; moves go to empty squares, but the King's"},
    {"hyper-mit", "Hyper Chess with persistent coordination"},
    {"coordinator", "chess plus a Coordinator: takes where its lines cross its King's"},
    {"immobilizer", "chess plus an Immobilizer: freezes the enemy pieces next to it"},
    {"withdrawer", "chess plus a Withdrawer: takes the piece it moves away from"},
    {"advancer", "chess plus an Advancer: takes the piece it moves up to"},
    {"long-leaper", "chess plus a Long Leaper: takes the pieces it jumps over"},
    {"pushme-pullyu", "chess plus a Pushme-Pullyu: takes by withdrawal and by approach"},
    {"swapper", "chess plus a Swapper: swaps places along a line, or dies with an adjacent enemy"},
    {"chimaerine", "Swapper Chess without mutual destruction; swaps with enemy pieces only"},
    {"chimaera", "Chimaerine Chess with a Swapper that cannot be taken"},
    {"mimotaur", "chess plus a Mimotaur: takes by imitating its victim's move"},
    {"stupid", "Pure Stupid Chess: each piece moves as its chess piece or its Ultima piece"},
    {"stupid-total", "Total Stupid Chess: one move may use both natures of a piece"},
    {"chameleon", "Chameleon Chess: a piece moves as the piece drawn on its square"},
    {"foolish-king", "Foolish King Chess: White has Fools, not a King; Black's King wins on rank 1"},
}};

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

std::string_view variant_summary(const Variant& v) {
  std::string_view base = v.name;
  if (base.size() > 5 && base.substr(base.size() - 5) == "-10x8") base.remove_suffix(5);
  for (const auto& [name, summary] : kSummaries)
    if (name == base) return summary;
  return {};
}

}  // namespace abbott::cli
