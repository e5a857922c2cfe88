// What each piece type can do to the royal piece, arranged for a reverse scan from the King's
// square (the fast check test). Derived from the piece rules when a variant is compiled.
#pragma once

#include <array>
#include <vector>

#include "engine/square_set.h"
#include "engine/types.h"

namespace abbott {

struct ThreatTable {
  static constexpr uint8_t kAnyDistance = 255;
  // Per attacker type and direction of its move: the farthest distance at which it captures by
  // replacement (0: never), and whether it may stop only at even distances.
  std::array<std::array<uint8_t, kDirCount>, kMaxPieceTypes> replace_reach{};
  std::array<DirMask, kMaxPieceTypes> even_stops{};
  // Approach: the farthest square it can stop on, next to the King.
  std::array<std::array<uint8_t, kDirCount>, kMaxPieceTypes> approach_reach{};
  std::array<DirMask, kMaxPieceTypes> withdraw_dirs{};       // withdrawing from a King next to it
  std::array<DirMask, kMaxPieceTypes> long_leap_dirs{};      // leaping the King (and pieces before it)
  std::array<DirMask, kMaxPieceTypes> springer_dirs{};       // leaping the King as the first piece
  std::array<TypeMask, kMaxPieceTypes> long_leap_victims{};  // what a long leap may jump on the way
  TypeMask mutual_destruction = 0;
  bool any_long_leap = false;
  // False when some rule combines captures in a way the table does not model (a leap ending by
  // replacement, a pincer made by a capturing move); check is then found by generation.
  bool exact = true;

  struct Jump {
    int offset;      // from the attacker to the King
    TypeMask types;  // attacker types that capture with it
  };
  std::vector<Jump> jumps;  // knight-like jumps (unit steps are reach 1)
  // The same jumps as square sets, by attacker types, on the boards beyond 8x8 that keep them
  // (Variant::piece_sets) where no piece moves by its square: from[cell], the cells from which a
  // piece of `types` jumps onto a King there. The check test then intersects them with the
  // attacker's pieces instead of reading each jump's cell.
  struct JumpSets {
    TypeMask types;
    std::vector<SquareSet> from;
  };
  std::vector<JumpSets> jump_sets;
  std::array<std::vector<Jump>, kColorCount> pawn_captures;  // by attacker colour

  // The coordinations that can take the King, so that the check test visits none of a piece's
  // other rules: the mover's type, the rule (its index in the type's rules) and the partners it
  // needs, grouped by the mover's type; type t's are [coordinations_of[t], coordinations_of[t + 1]).
  // The mailbox check asks a piece's by its type's range; the check on the 64-bit sets walks the
  // whole list, reading each one's mover.
  struct Coordination {
    PieceType mover;
    uint16_t rule;
    TypeMask partners;
  };
  std::vector<Coordination> coordinations;
  std::array<uint16_t, kMaxPieceTypes + 1> coordinations_of{};
  // Every coordination above is a jump or a slide along whole lines, on a board that fits the
  // 64-bit sets, and no piece moves by its square: the check test finds the slides by slider reach.
  bool coordinations_on_sets64 = false;
  // Else, on the mailbox: every coordination above is a slide that lands on empty squares only,
  // may stop anywhere within its range and leaps over nothing, and no piece moves by its square
  // (a Coordinator's): the check test finds its landings from the line runs
  // (gen::slide_lands_on_line).
  bool coordinations_by_runs = false;

  // The same threats on the 64-bit sets (`on_sets64`), where the board fits and every threat is a
  // capture by replacement that reaches alike along the four lines of a group (no freezer, square
  // map, death corner or edge ring): the check test is then a few intersections at the King's
  // cell (attack.cpp). Chess and its like.
  struct LineThreat64 {
    bool orthogonal;  // along ranks and files, else along diagonals
    int range;        // the farthest distance (0: the whole line)
    TypeMask types;
  };
  struct JumpThreat64 {
    TypeMask types;
    std::array<uint64_t, 64> from{};  // [cell]: the cells from which such a piece jumps onto it
  };
  bool on_sets64 = false;
  std::vector<LineThreat64> lines64;
  std::array<std::vector<JumpThreat64>, kColorCount> jumps64;  // by attacker colour, pawns' included
};

}  // namespace abbott
