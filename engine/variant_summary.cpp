// The one-line summaries of the variants.
#include "engine/variant_summary.h"

#include <array>
#include <utility>

namespace abbott {

namespace {

// The summaries of the base variants; "-10x8" variants share their 10x10 one.
constexpr std::array<std::pair<std::string_view, std::string_view>, 20> kSummaries = {{
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
    {"rococo", "Rococo: Ultima's heirs with Cannon Pawns on 10x10; the outer ring only for captures"},
}};

}  // namespace

std::string_view variant_summary(const Variant& v) {
  std::string_view base = v.name;
  if (base.size() > 5 && base.substr(base.size() - 5) == "-10x8") base.remove_suffix(5);
  for (const auto& [name, summary] : kSummaries)
    if (name == base) return summary;
  return {};
}

}  // namespace abbott
