// Pseudo-legal generation: for every piece of the side to move that is not frozen, walk each of
// its rules with the emitter for that rule's motion.
#include <optional>
#include <type_traits>

#include "engine/frozen_squares.h"
#include "movegen/mechanics.h"
#include "movegen/movegen.h"

namespace abbott {

namespace {

// Keeps the current piece's captures and promotions, as the capture generation would have.
void drop_quiet_moves(gen::Emitter& e) {
  int kept = e.piece_start;
  for (int i = e.piece_start; i < e.list.count; ++i)
    if (e.list[i].is_capture() || e.list[i].promotion != kNoPieceType) e.list[kept++] = e.list[i];
  e.list.count = kept;
}

// A slide or jump rule of the piece on `from` cut down to its moves toward `to`: the slide's one
// direction that leads there, the jump's one offset that lands there; none where it has none.
std::optional<MoveRule> narrowed_toward(const MoveRule& r, Square from, Square to) {
  MoveRule narrowed = r;
  if (r.motion == Motion::Slide) {
    const int d = direction_between(from, to);
    if (d < 0 || !(r.dirs & (1u << d))) return std::nullopt;
    narrowed.dirs = static_cast<DirMask>(1u << d);
    return narrowed;
  }
  narrowed.jump_count = 0;
  for (int i = 0; i < r.jump_count; ++i)
    if (from + r.jump_offsets[i] == to) narrowed.jump_offsets[narrowed.jump_count++] = r.jump_offsets[i];
  if (!narrowed.jump_count) return std::nullopt;
  return narrowed;
}

// The moves of the piece on `from`, which is `frozen` or not; with `toward` (not kNoSquare),
// its slides and jumps only toward that square (generate_for_piece_toward). Forced inline into
// its callers: as a call it cost about 1.6% of the instructions of a Hyper Chess self-play game
// in its entry and exit alone (six million calls in three games). `kPawnPushes`: the variant has
// pawn pushes (Variant::pawn_pushes); the test that skips most of them in capture generation is
// compiled only into that instance, since in the loop every variant shares it cost the others
// 0.5% (docs/performance.md). Without it no rule is a push. `kZonesOrRing`: the variant has a
// promotion zone or an edge ring (Variant::pawns.promotion_zone, Variant::edge_ring); the other
// variants' instances leave out their steps, which asked piece by piece cost 1.5-2.5% of a search.
template <bool kPawnPushes, bool kZonesOrRing = true>
[[gnu::always_inline]] inline void piece_moves(gen::Emitter& e, Square from, bool frozen,
                                               bool include_threat_only, Square toward = kNoSquare) {
  const Position& pos = e.side.pos;
  const Variant& v = pos.variant();
  if (frozen) {
    if (v.suicide && !pos.spec_at(from).royal) gen::suicide_move(e, from);
    return;
  }
  const PieceSpec& spec = pos.moving_spec(from);
  e.piece_start = e.list.count;
  e.dedup = spec.needs_dedup;
  // A zone promotion may turn a quiet move into one the capture generation wants: generate all.
  const bool zone_pawn = kZonesOrRing && spec.pawn && v.pawns.promotion_zone;
  const MoveKinds wanted = e.kinds;
  if (zone_pawn) e.kinds = MoveKinds::All;
  for (const MoveRule& rule : spec.rules) {
    if (rule.threat_only && !include_threat_only) continue;
    std::optional<MoveRule> narrowed;
    if (toward != kNoSquare && (rule.motion == Motion::Slide || rule.motion == Motion::Jump)) {
      narrowed = narrowed_toward(rule, from, toward);
      if (!narrowed) continue;
    }
    const MoveRule& r = narrowed ? *narrowed : rule;
    switch (r.motion) {
      case Motion::Slide:
        gen::slide_moves(e, r, from);
        break;
      case Motion::Jump:
        gen::jump_moves(e, r, from);
        break;
      case Motion::PawnPush:
        if constexpr (kPawnPushes)
          if (gen::pawn_push_wanted(e, pos.spec_at(from), r, from))
            gen::pawn_moves(e, pos.spec_at(from), r, from);
        break;
      case Motion::PawnCapture:
        if (gen::pawn_capture_may_take(e.side, from)) gen::pawn_moves(e, pos.spec_at(from), r, from);
        break;
      case Motion::Swap:
        gen::swap_moves(e, r, from);
        break;
      case Motion::MutualDestruction:
        gen::mutual_destruction_moves(e, r, from);
        break;
      case Motion::CannonHop:
        gen::cannon_hop_moves(e, r, from);
        break;
    }
  }
  if (zone_pawn) {
    gen::zone_promotions(e);
    e.kinds = wanted;
    if (wanted == MoveKinds::Captures) drop_quiet_moves(e);
  }
  if (kZonesOrRing && v.edge_ring) gen::edge_ring_filter(e);
}

// The pieces' moves, in the order of `pieces`, `n` squares. `kSkips`: capture generation leaves
// out the pieces not in `may_take` (found on the sets to have nothing to take, where
// Variant::takes_at_reach64, Variant::pincer_only_types64 or Variant::square_set_takers; a Set64
// or a SquareSet); an instance of its own, so that the other generations pay nothing for the test
// (in `hyper`, 0.3% of the instructions).
template <bool kPawnPushes, bool kZonesOrRing, bool kSkips, class Set = Set64>
void visit_pieces(gen::Emitter& e, const Square* pieces, int n, const Set& may_take = Set{}) {
  const Position& pos = e.side.pos;
  const auto skipped = [&](Square from) { return kSkips && !may_take.contains(from); };
  if (pos.variant().freezer_types) {
    // Found from the enemy's few freezers, not from every piece's eight neighbours; mostly none
    // of the side's pieces is frozen, and then none is asked.
    const FrozenSquares frozen(pos, pos.side_to_move());
    if (!frozen.none()) {
      for (int i = 0; i < n; ++i) {
        const bool is_frozen = frozen(pieces[i]);
        if (!is_frozen && skipped(pieces[i])) continue;
        piece_moves<kPawnPushes, kZonesOrRing>(e, pieces[i], is_frozen, false);
      }
      return;
    }
  }
  if constexpr (kSkips) {
    // Where the pieces are the side's piece list, the few that may take are found by their
    // places in the list, and only they are visited, in the list's order: a test of every piece
    // against the set cost `chess` 2.5% of its instructions, `hyper` and `coordinator` 0.7%.
    if (pieces == pos.piece_list(e.side.us)) {
      static_assert(kMaxPiecesPerSide <= 64);
      uint64_t places = 0;
      may_take.for_each([&](Square s) { places |= uint64_t{1} << pos.list_index(s); });
      for (; places; places &= places - 1)
        piece_moves<kPawnPushes, kZonesOrRing>(e, pieces[__builtin_ctzll(places)], false, false);
      return;
    }
  }
  for (int i = 0; i < n; ++i)
    if (!skipped(pieces[i])) piece_moves<kPawnPushes, kZonesOrRing>(e, pieces[i], false, false);
}

// The side to move's moves, its pieces visited in the order of `pieces`, `n` squares.
template <bool kPawnPushes, bool kZonesOrRing>
void generate_in_order(const Position& pos, const Square* pieces, int n, MoveList& list, MoveKinds kinds) {
  const gen::Side side(pos, pos.side_to_move());
  gen::Emitter e{side, list, kinds, list.count, false};
  const Variant& v = pos.variant();
  // In capture generation, where every piece takes only what it lands on, the pieces are first
  // asked on the sets whether they may take at all (mostly not); where some types take only by
  // pincer, those of their pieces that reach no pincer landing are left out; on the square sets
  // of larger boards, the pawns and jumping pieces with nothing to take.
  if (kinds == MoveKinds::Captures && v.takes_at_reach64)
    visit_pieces<kPawnPushes, kZonesOrRing, true>(e, pieces, n, Set64(gen::pieces_that_may_take64(side)));
  else if (kinds == MoveKinds::Captures && v.pincer_only_types64)
    visit_pieces<kPawnPushes, kZonesOrRing, true>(e, pieces, n, Set64(gen::pieces_less_idle_pincers64(e)));
  else if (kinds == MoveKinds::Captures && v.square_set_takers)
    visit_pieces<kPawnPushes, kZonesOrRing, true>(e, pieces, n, gen::pieces_that_may_take(side));
  else
    visit_pieces<kPawnPushes, kZonesOrRing, false>(e, pieces, n);
  if (v.castling.style != CastlingStyle::None && kinds == MoveKinds::All && pos.castling_rights())
    gen::castling_moves(e, const_cast<Position&>(pos));  // make/unmake restore it exactly
}

// The instance of the loop for the variant's pawn pushes, promotion zone and edge ring.
void generate_in_order(const Position& pos, const Square* pieces, int n, MoveList& list, MoveKinds kinds) {
  const Variant& v = pos.variant();
  const bool zone_or_ring = v.pawns.promotion_zone || v.edge_ring;
  if (v.pawn_pushes) {
    if (zone_or_ring)
      generate_in_order<true, true>(pos, pieces, n, list, kinds);
    else
      generate_in_order<true, false>(pos, pieces, n, list, kinds);
  } else if (zone_or_ring) {
    generate_in_order<false, true>(pos, pieces, n, list, kinds);
  } else {
    generate_in_order<false, false>(pos, pieces, n, list, kinds);
  }
}

}  // namespace

void generate_for_piece(const Position& pos, Color us, Square from, MoveList& list, MoveKinds kinds,
                        bool include_threat_only) {
  const gen::Side side(pos, us);
  gen::Emitter e{side, list, kinds, list.count, false};
  piece_moves<true>(e, from, pos.is_frozen(from), include_threat_only);
}

void generate_for_piece_toward(const Position& pos, Square from, Square to, MoveList& list) {
  const gen::Side side(pos, pos.side_to_move());
  gen::Emitter e{side, list, MoveKinds::All, list.count, false};
  piece_moves<true>(e, from, pos.is_frozen(from), false, to);
}

void generate_pseudo_legal(const Position& pos, MoveList& list, MoveKinds kinds) {
  list.clear();
  generate_in_order(pos, pos.piece_list(pos.side_to_move()), pos.piece_count(pos.side_to_move()), list,
                    kinds);
}

void generate_pseudo_legal(const Position& pos, const PieceOrder& order, MoveList& list, MoveKinds kinds) {
  list.clear();
  generate_in_order(pos, order.squares.data(), order.count, list, kinds);
}

}  // namespace abbott
