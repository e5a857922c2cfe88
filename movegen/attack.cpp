// Check (RULES.md §1): a side is in check when an opponent piece that is not frozen has a move
// whose effect removes its King. The fast test asks each mechanic of each enemy piece whether it
// could take the King's square; in_check_by_generation generates the moves instead (the oracle
// that tests compare the fast test against).
#include "movegen/mechanics.h"
#include "movegen/movegen.h"

namespace abbott {

void generate_for_side(const Position& pos, Color us, MoveList& list, Gen gen, bool include_threat_only);

namespace gen {

bool piece_threatens(const Side& s, Square from, Square target) {
  const Position& pos = s.pos;
  if (pos.variant().freezer_types && pos.is_frozen(from)) return false;
  const PieceSpec& spec = moving_spec(pos, from);
  for (const MoveRule& r : spec.rules) {
    if (r.replace && replacement_threat(s, r, from, target)) return true;
    if (r.motion == Motion::Slide) {
      if (r.withdraw && withdraw_threat(s, r, from, target)) return true;
      if (r.approach && approach_threat(s, r, from, target)) return true;
      if (r.leap && leap_threat(s, r, from, target)) return true;
    }
    if (r.pincer && pincer_threat(s, r, from, target)) return true;
    if (r.coordination_count && coordinate_threat(s, r, from, target)) return true;
  }
  return false;
}

}  // namespace gen

bool in_check(const Position& pos, Color side) {
  const Square king = pos.king(side);
  if (king == kNoSquare) return false;
  // Death corners act on every move; only generation sees all their consequences.
  if (!pos.variant().death_corners.empty()) return in_check_by_generation(pos, side);
  const gen::Side attacker(pos, ~side);
  const int n = pos.piece_count(~side);
  for (int i = 0; i < n; ++i)
    if (gen::piece_threatens(attacker, pos.piece_square(~side, i), king)) return true;
  return false;
}

bool in_check_by_generation(const Position& pos, Color side) {
  const Square king = pos.king(side);
  if (king == kNoSquare) return false;
  MoveList list;
  generate_for_side(pos, ~side, list, Gen::All, true);
  for (const Move& m : list)
    for (int i = 0; i < m.victim_count; ++i)
      if (m.victims[i] == king) return true;
  return false;
}

}  // namespace abbott
