// The evaluation's weights as data: each weight has a name, each variant family one table of
// them (eval/weights/FAMILY.inc, compiled in). `abbott tune` writes tables in the same form, so a
// tuned set is a change of that file; tuning mode (protocol/tuning_options.*) sets single weights.
#pragma once

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/variant.h"
#include "eval/params.h"

namespace abbott::eval {

struct NamedWeight {
  std::string_view name;
  int value;
};

struct ScalarWeight {
  std::string_view name;
  int Params::*field;
};

inline constexpr std::array<ScalarWeight, 22> kScalarWeights{{
    {"tempo", &Params::tempo},
    {"mobility_per_square", &Params::mobility_per_square},
    {"mobility_cap", &Params::mobility_cap},
    {"centre_per_step", &Params::centre_per_step},
    {"frozen_share_percent", &Params::frozen_share_percent},
    {"frozen_king", &Params::frozen_king},
    {"enemy_near_king", &Params::enemy_near_king},
    {"enemy_on_king_line", &Params::enemy_on_king_line},
    {"coordinator_alignment", &Params::coordinator_alignment},
    {"king_escape_square", &Params::king_escape_square},
    {"withdraw_threat_percent", &Params::withdraw_threat_percent},
    {"pincer_exposure_percent", &Params::pincer_exposure_percent},
    {"pincer_threat_percent", &Params::pincer_threat_percent},
    {"mop_up_lead", &Params::mop_up_lead},
    {"mop_up_loser_material", &Params::mop_up_loser_material},
    {"mop_up_edge", &Params::mop_up_edge},
    {"mop_up_king_proximity", &Params::mop_up_king_proximity},
    {"no_mating_force_divisor", &Params::no_mating_force_divisor},
    {"pawn_advance", &Params::pawn_advance},
    {"passed_pawn", &Params::passed_pawn},
    {"doubled_pawn", &Params::doubled_pawn},
    {"isolated_pawn", &Params::isolated_pawn},
}};

// A piece's adjustment is named by its letter: "piece_Q".
inline constexpr std::string_view kPiecePrefix = "piece_";

// The weight called `name` in `p`, or null.
constexpr int* find_weight(Params& p, std::string_view name) {
  for (const ScalarWeight& w : kScalarWeights)
    if (w.name == name) return &(p.*w.field);
  if (name.size() == kPiecePrefix.size() + 1 && name.starts_with(kPiecePrefix)) {
    const char letter = name.back();
    if (letter >= 'A' && letter <= 'Z') return &p.piece_adjust[letter - 'A'];
  }
  return nullptr;
}

// The least value the evaluation accepts for a weight: 1 for a divisor and a count, else none.
constexpr int weight_minimum(std::string_view name) {
  return name == "no_mating_force_divisor" || name == "mobility_cap" ? 1 : -1000000;
}

// A table written as {"name", value} pairs; an unknown name fails the compilation of a
// compiled-in table (the throw is not a constant expression).
constexpr Params params_from(std::initializer_list<NamedWeight> table) {
  Params p;
  for (const NamedWeight& w : table) {
    int* field = find_weight(p, w.name);
    if (!field) throw "unknown evaluation weight";
    *field = w.value;
  }
  return p;
}

// The family's compiled-in table.
const Params& default_params(VariantFamily f);

// The table the evaluation reads: the compiled-in one, changed only by tuning mode.
Params& family_params(VariantFamily f);

// The family's weights in table order: every scalar weight, then piece_X for each non-royal
// piece letter of the family's variants, alphabetically.
std::vector<std::string> weight_names(VariantFamily f);

// The table in the compiled-in form (eval/weights/FAMILY.inc), with a comment line on top.
std::string write_table(VariantFamily f, const Params& p, std::string_view comment);

// Reads that form: `{"name", value},` lines, // comments and blank lines. Weights it does not
// name keep their value in `base`.
std::variant<Params, std::string> read_table(std::string_view text, const Params& base);

}  // namespace abbott::eval
