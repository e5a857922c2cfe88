// Legality without making the move, where that is provably the same answer.
//
// A move can expose its own King only by emptying a square (its from-square, or the square of an
// enemy piece it removes) or by unfreezing an enemy piece: a piece arriving on a square never
// creates a threat, since every capture mechanic needs empty squares, enemy partners or a clear
// path. So per node we mark the "sensitive" squares whose emptying could matter for each enemy
// mechanic that can take the King; a move that empties none of them, is not a King move and is an
// ordinary move is legal without make/unmake. Everything else takes the exact test.
#pragma once

#include <array>

#include "engine/move.h"
#include "engine/position.h"
#include "movegen/movegen.h"

namespace abbott {

// The types whose every move takes the exact legality test: the King (its new square is the one
// to test) and the keep-away pieces (their moves have rules of their own).
[[nodiscard]] inline TypeMask always_tested_types(const Variant& v) {
  return v.keep_away_types | (v.royal_type != kNoPieceType ? type_bit(v.royal_type) : TypeMask{0});
}

class LegalityFilter {
 public:
  explicit LegalityFilter(const Position& pos)
      : LegalityFilter(pos, [&pos] { return abbott::in_check(pos, pos.side_to_move()); }) {}
  // `side_in_check()` answers in_check(pos, pos.side_to_move()) from what the caller knows (the
  // search's cache of it: iterative deepening visits a position again and again); asked only
  // where the filter needs the answer.
  template <class SideInCheck>
  LegalityFilter(const Position& pos, SideInCheck&& side_in_check) {
    if (!needs_king_safety(pos)) return;
    // The search reads in_check() to tell checkmate from stalemate: it must be right in every
    // variant, also in those whose moves all take the exact test.
    if (king_ != kNoSquare) in_check_ = side_in_check();
    decide_tests(pos);
  }

  // Exactly is_legal(pos, m) for a pseudo-legal move of the position given to the constructor
  // (which `pos` must still be).
  [[nodiscard]] bool legal(Position& pos, const Move& m) { return proved_by_map(pos, m) || is_legal(pos, m); }
  // For a caller that goes on to search the move when it is legal (make_if_legal decides where
  // this says false): whether the move is legal without making it. The first moves asked get
  // false without the map: a node often ends on its first move or two (a cut-off), and making
  // such a move and testing the King, which its search needed made anyway, costs less than the
  // map.
  [[nodiscard]] bool proved_legal(const Position& pos, const Move& m) {
    if (map_pending_ && unmapped_asks_ < kUnmappedAsks) {
      ++unmapped_asks_;
      return false;
    }
    return proved_by_map(pos, m);
  }
  [[nodiscard]] bool in_check() const { return in_check_; }

 private:
  // The construction before and after the check test: false when every move is legal.
  bool needs_king_safety(const Position& pos);
  void decide_tests(const Position& pos);
  // Whether the map proves the move legal (built at the first question).
  [[nodiscard]] bool proved_by_map(const Position& pos, const Move& m);
  void build_map(const Position& pos);
  void mark_rays_from_king(const Position& pos);
  void mark_leap_lines(const Position& pos);
  void mark_withdraw_squares(const Position& pos);
  void mark_pincer_squares(const Position& pos);
  void mark_coordination_paths(const Position& pos);
  void mark_freezers(const Position& pos);
  template <typename Counts>
  void mark_ray(const Position& pos, Square from, int dir, const Counts& counts);
  void mark_first_blocker(const Position& pos, Square from, int dir, int range);
  void mark_path(const Position& pos, Square from, int dir, int length);

  bool all_legal_ = false;    // king-capture variants: every pseudo-legal move is legal
  bool always_test_ = false;  // in check, or rules the map does not model
  bool in_check_ = false;
  bool map_pending_ = false;  // the sensitive squares are still to be marked
  // Two: fewest instructions in a Hyper Chess self-play game (one and three cost 0.1% more).
  static constexpr int kUnmappedAsks = 2;
  int unmapped_asks_ = 0;  // proved_legal's answers given without the map
  Square king_ = kNoSquare;
  TypeMask careful_types_ = 0;          // movers whose every move takes the exact test
  std::array<bool, kCells> sensitive_;  // filled by build_map
};

}  // namespace abbott
