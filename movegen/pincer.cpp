// Pincer, or custodian capture (docs/rules.md, "Pincer"): after landing, an enemy orthogonally adjacent with
// a friendly partner right behind it is removed. The partner rule decides who may close it.
#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

bool is_partner(const Side& s, const MoveRule& r, Square partner, Square victim, Square mover_from) {
  if (partner == mover_from || !s.own(partner)) return false;
  if (r.pincer_partner == PincerPartner::AnyFriend) return true;
  return (s.pos.variant().pincer_capable[type_of(s.board[partner])] & type_bit(type_of(s.board[victim]))) !=
         0;
}

}  // namespace

void pincer_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m) {
  if (r.pincer_needs_orthogonal_move && (l.dir < 0 || !is_orthogonal(l.dir))) return;
  for (int d = 0; d < 4; ++d) {
    const Square victim = static_cast<Square>(l.to + kDirOffset[d]);
    if (!s.enemy_in(victim, r.pincer)) continue;
    const Square partner = static_cast<Square>(victim + kDirOffset[d]);
    if (is_partner(s, r, partner, victim, l.from)) m.add_victim(victim);
  }
}

namespace {

// An empty landing with an enemy victim beside it and an own piece right behind that.
template <class Set>
Set pincer_landings_on(const Side& s, TypeMask victims) {
  using Sets = BoardSets<Set>;
  const Set enemies = Sets::pieces_of(s.pos, ~s.us, victims);
  const auto& own = Sets::pieces(s.pos, s.us);
  Set out;
  for (int d = 0; d < 4; ++d) out |= enemies.shifted(-kDirOffset[d]) & own.shifted(-2 * kDirOffset[d]);
  return out & Sets::empty(s.pos);
}

}  // namespace

PincerLandings pincer_landings(const Side& s) {
  const TypeMask victims = s.pos.variant().pincer_victims;
  if (!victims) return {};
  return found_on_board_sets(s.pos.variant(),
                             [&]<class Set>() { return pincer_landings_on<Set>(s, victims); });
}

Set64 pincer_landings64(const Side& s) {
  const TypeMask victims = s.pos.variant().pincer_victims;
  if (!victims) return {};
  return pincer_landings_on<Set64>(s, victims);
}

bool pincer_threat(const Side& s, const MoveRule& r, Square from, Square target) {
  if (!s.enemy_in(target, r.pincer) || !r.to_empty) return false;
  for (int d = 0; d < 4; ++d) {
    const Square landing = static_cast<Square>(target - kDirOffset[d]);
    const Square partner = static_cast<Square>(target + kDirOffset[d]);
    if (s.board[landing] != kEmpty || !is_partner(s, r, partner, target, from)) continue;
    int dir = -1;
    if (!reaches(s, r, from, landing, &dir)) continue;
    if (r.pincer_needs_orthogonal_move && (dir < 0 || !is_orthogonal(dir))) continue;
    return true;
  }
  return false;
}

}  // namespace abbott::gen
