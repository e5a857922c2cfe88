// Capture generation's first question, on the position's sets: which of the side's pieces may
// take anything at all, so that the generator walks the rules of only those (in a chess position
// mostly two or three of sixteen). Where the board fits the 64-bit sets, every type of chess and
// its like, and the pieces of pincer-only types that reach a pincer landing; on the square sets
// of larger boards, the pawns and jumping pieces (Variant::square_set_takers).
#include <cstdlib>

#include "engine/board_sets.h"
#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

// The pawns that may take diagonally forward (an enemy or an en passant square on a capture
// square) or push onto the last rank, on either kind of set.
template <class Set>
Set pawn_takers(const Side& s, const Set& pawns, const Set& enemies) {
  const Variant& v = s.pos.variant();
  Set landings = enemies;
  s.pos.for_each_ep_square([&](Square x) { landings.add(x); });
  // A pawn takes one step forward and one to the side: it stands where a landing moved back by
  // that offset lands. The offsets are written out for each colour, so that the shifts are
  // constants (through pawn_forward(s.us) they were found at every call: `chess` 0.8% more
  // instructions).
  const auto moved_back = [&](int forward) {
    return landings.shifted(-forward - 1) | landings.shifted(-forward + 1);
  };
  const Set takers = pawns & (s.us == Color::White ? moved_back(pawn_forward(Color::White))
                                                   : moved_back(pawn_forward(Color::Black)));
  const int last = pawn_last_rank(v, s.us), start = pawn_start_rank(v, s.us);
  Set promoting = BoardSets<Set>::rank(last - (s.us == Color::White ? 1 : -1));
  if (std::abs(last - start) <= v.pawns.multi_step) promoting |= BoardSets<Set>::rank(start);
  return takers | (pawns & promoting);
}

}  // namespace

uint64_t pieces_that_may_take64(const Side& s) {
  const Position& pos = s.pos;
  const Variant& v = pos.variant();
  const uint64_t enemies = pos.pieces64(~s.us).bits(), occupied = pos.occupied64();
  uint64_t takers = 0;
  for (int t = 0; t < v.type_count(); ++t) {
    const uint64_t pieces = pos.pieces64(s.us, static_cast<PieceType>(t)).bits();
    if (!pieces) continue;
    const PieceSpec& spec = v.pieces[t];
    if (spec.pawn) {
      takers |= pawn_takers(s, Set64(pieces), Set64(enemies)).bits();
      continue;
    }
    const DirMask dirs = v.line_taker_dirs[t];
    const SlideReach& reach = spec.slide_reach;
    for (uint64_t w = pieces; w; w &= w - 1) {
      const int i = __builtin_ctzll(w);
      uint64_t cells = lines_reach64(i, occupied, dirs);
      if (reach.jumps_on_sets64) cells |= reach.jump_targets64[i];
      if (cells & enemies) takers |= w & -w;
    }
  }
  return takers;
}

SquareSet pieces_that_may_take(const Side& s) {
  const Position& pos = s.pos;
  const Variant& v = pos.variant();
  const SquareSet& enemies = pos.pieces(~s.us);
  // Every piece, less those of the types found on the sets that have nothing to take (the other
  // types' rules decide): fewer set operations than the other types' sets joined.
  SquareSet takers = pos.pieces(s.us);
  for (TypeMask types = v.square_set_takers; types; types &= types - 1) {
    const auto t = static_cast<PieceType>(__builtin_ctz(types));
    const SquareSet& pieces = pos.pieces(s.us, t);
    if (pieces.empty()) continue;
    if (v.pieces[t].pawn) {
      takers = takers.without(pieces.without(pawn_takers(s, pieces, enemies)));
      continue;
    }
    const std::vector<SquareSet>& targets = v.jump_target_sets[t];
    pieces.for_each([&](Square from) {
      if (!targets[from].intersects(enemies)) takers.remove(from);
    });
  }
  return takers;
}

uint64_t pieces_less_idle_pincers64(Emitter& e) {
  const Position& pos = e.side.pos;
  const Variant& v = pos.variant();
  const uint64_t own = pos.pieces64(e.side.us).bits();
  const uint64_t pincer_movers = pos.pieces64_of(e.side.us, v.pincer_only_types64).bits();
  if (!pincer_movers) return own;
  // A piece reaches a landing along a direction exactly where the landing reaches the piece the
  // opposite way: the landings are few, the pincer movers many.
  const uint64_t occupied = pos.occupied64();
  uint64_t reaching = 0;
  for (uint64_t w = e.pincer_landings64_found().bits(); w; w &= w - 1)
    reaching |= lines_reach64(__builtin_ctzll(w), occupied, v.pincer_only_reverse_dirs64);
  return own & ~(pincer_movers & ~reaching);
}

}  // namespace abbott::gen
