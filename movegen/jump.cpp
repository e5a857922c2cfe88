// Jumps to fixed offsets (Motion::Jump: knight jumps, king steps), landing on empty squares or by
// replacement, with the rule's landing captures (a Hyper Chess King coordinates as it steps).
// Long leaps over enemy pieces are long_leap.cpp.
#include <optional>

#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

// Capture generation on a board that fits, for a jump with landing captures (a Hyper Chess
// King's coordination): whether a jump may take anything, its targets asked at once. Mostly not:
// then no target is visited.
bool may_capture_by_jump64(Emitter& e, const MoveRule& r, Square from) {
  const Position& pos = e.side.pos;
  // The piece's one jumping rule has its targets in a table (SlideReach::jump_targets64); capture
  // generation asks for its whole rule, never one narrowed toward a square.
  const SlideReach& reach = pos.moving_spec(from).slide_reach;
  uint64_t targets = 0;
  if (reach.jumps_on_sets64 && !r.threat_only)
    targets = reach.jump_targets64[index64(from)];
  else
    for (int i = 0; i < r.jump_count; ++i)
      targets |= cell_bit64(static_cast<Square>(from + r.jump_offsets[i]));
  if (targets & pos.pieces64_of(~e.side.us, r.replace).bits()) return true;
  const uint64_t landings = targets & pos.empty64().bits();
  return r.to_empty && landings && CaptureLandings64(e, r, from).any_within(landings);
}

}  // namespace

void jump_moves(Emitter& e, const MoveRule& r, Square from) {
  const Side& s = e.side;
  if (!r.has_landing_effects && !s.persistent) {
    // Capture generation wants no move to an empty square: it is not offered one, and a piece
    // with no enemy on its targets (one intersection, on either kind of set) has none to take.
    // Asked here too for the types capture generation does not leave out by their pieces (a
    // Capablanca Chancellor's jump beside its slides) and for one piece's own generation.
    const bool quiet_moves = r.to_empty && e.kinds != MoveKinds::Captures;
    if (!quiet_moves && !r.threat_only) {
      if (s.sets64) {
        const SlideReach& reach = s.pos.moving_spec(from).slide_reach;
        if (reach.jumps_on_sets64 && !(reach.jump_targets64[index64(from)] & s.pos.pieces64(~s.us).bits()))
          return;
      } else {
        const std::vector<SquareSet>& targets = s.pos.variant().jump_target_sets[s.pos.moving_type(from)];
        if (!targets.empty() && !targets[from].intersects(s.pos.pieces(~s.us))) return;
      }
    }
    for (int i = 0; i < r.jump_count; ++i) {
      const Square to = static_cast<Square>(from + r.jump_offsets[i]);
      const Piece p = s.board[to];
      if (p == kEmpty) {
        if (quiet_moves) e.push_simple(from, to, false);
      } else if ((p & s.them_flag) && (r.replace & type_bit(type_of(p)))) {
        e.push_simple(from, to, true);
      }
    }
    return;
  }
  if (e.kinds == MoveKinds::Captures && s.sets64 && !s.persistent && !may_capture_by_jump64(e, r, from))
    return;
  // Empty landings where nothing can be taken are plain moves, found without asking each
  // mechanic (a Hyper Chess King's coordination asks for every partner at every step). The
  // filter is made at the first empty landing: a King hemmed in by its own pieces needs none.
  std::optional<LandingFilter> filter;
  for (int i = 0; i < r.jump_count; ++i) {
    const Square to = static_cast<Square>(from + r.jump_offsets[i]);
    const Piece p = s.board[to];
    const int dir = direction_of_step(r.jump_offsets[i]);
    Move m;
    m.from = from;
    m.to = to;
    if (p == kEmpty) {
      if (!r.to_empty) continue;
      if (!filter) filter.emplace(e.landing_filter(r, from));
      if (!filter->may_capture(to, dir)) {
        e.push_simple(from, to, false);
        continue;
      }
    } else if ((p & s.them_flag) && (r.replace & type_bit(type_of(p)))) {
      m.add_victim(to);
    } else {
      continue;
    }
    landing_victims(s, r, {from, to, dir, 1}, m);
    e.push(m);
  }
}

}  // namespace abbott::gen
