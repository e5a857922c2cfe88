// The position's pieces as sets of one kind, so that a question about many pieces at once is
// written once for both: SquareSet (engine/square_set.h, kept on boards beyond 8x8 in variants
// with Variant::piece_sets) and Set64 (engine/bits64.h, kept on boards of at most 8x8,
// Variant::cells64), one word instead of four where the board fits. Where the board fits only
// the Set64 kind is kept and asked.
#pragma once

#include "engine/bits64.h"
#include "engine/position.h"
#include "engine/square_set.h"

namespace abbott {

template <class Set>
struct BoardSets;

template <>
struct BoardSets<SquareSet> {
  static const SquareSet& pieces(const Position& pos, Color c) { return pos.pieces(c); }
  static const SquareSet& pieces(const Position& pos, Color c, PieceType t) { return pos.pieces(c, t); }
  static SquareSet pieces_of(const Position& pos, Color c, TypeMask types) { return pos.pieces_of(c, types); }
  static const SquareSet& empty(const Position& pos) { return pos.empty_squares(); }
  static const SquareSet& around(Square s) { return neighbours(s); }
  static const SquareSet& rank(int r) { return rank_cells(r); }
};

template <>
struct BoardSets<Set64> {
  static Set64 pieces(const Position& pos, Color c) { return pos.pieces64(c); }
  static Set64 pieces(const Position& pos, Color c, PieceType t) { return pos.pieces64(c, t); }
  static Set64 pieces_of(const Position& pos, Color c, TypeMask types) { return pos.pieces64_of(c, types); }
  static Set64 empty(const Position& pos) { return pos.empty64(); }
  static Set64 around(Square s) { return neighbours64(s); }
  static Set64 rank(int r) { return Set64(rank64(make_square(0, r))); }
};

// The set that `find<Set>()` finds on the kind of set the board of `v` allows (Set64 where it
// fits), as a SquareSet: the many-pieces work on one word, the answer asked square by square as
// before (few cells: frozen pieces, pincer landings, exposed pieces).
template <class Find>
SquareSet found_on_board_sets(const Variant& v, Find&& find) {
  if (!v.cells64) return find.template operator()<SquareSet>();
  SquareSet out;
  find.template operator()<Set64>().for_each([&](Square s) { out.add(s); });
  return out;
}

}  // namespace abbott
