// A move carries its whole effect: every square whose piece it removes, the swap partner, the
// castling rook, the promotion. Make and unmake read nothing else, and two moves are the same
// move exactly when their effects are equal (docs/rules.md, "Board, pieces and moves").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>

#include "engine/types.h"

namespace abbott {

enum class MoveKind : uint8_t {
  Normal,             // the mover goes from -> to; victims are removed first
  Castle,             // the King goes from -> to, the Rook rook_from -> rook_to
  Swap,               // the mover and the piece on `to` exchange squares
  MutualDestruction,  // the mover and the piece on `to` are both removed (both listed as victims)
  Suicide,            // the mover removes itself (from == to, victim from)
};

// Flags for make: what a move does to the counters and en passant state.
enum MoveFlag : uint8_t {
  kFlagPawnMove = 1,   // resets the halfmove clock
  kFlagMultiStep = 2,  // a pawn's multi-step: opens en passant on the squares passed
  kFlagMoverDies = 4,  // the mover is removed on arrival (persistent coordination)
};

constexpr int kMaxVictims = 12;

struct Move {
  Square from = kNoSquare;
  Square to = kNoSquare;
  MoveKind kind = MoveKind::Normal;
  PieceType promotion = kNoPieceType;
  Square rook_from = kNoSquare;
  Square rook_to = kNoSquare;
  uint8_t flags = 0;
  uint8_t victim_count = 0;
  std::array<Square, kMaxVictims> victims{};

  [[nodiscard]] bool is_capture() const { return victim_count != 0; }
  // Only takes a piece to an empty square: no capture, promotion, castling, swap or removal of the
  // mover. Making and unmaking it leaves the position exactly as it was, piece-list order included.
  [[nodiscard]] bool is_plain() const {
    return victim_count == 0 && promotion == kNoPieceType && kind == MoveKind::Normal &&
           !(flags & kFlagMoverDies);
  }
  [[nodiscard]] bool is_null() const { return from == kNoSquare; }
  void add_victim(Square s) {
    for (int i = 0; i < victim_count; ++i)
      if (victims[i] == s) return;
    if (victim_count < kMaxVictims) victims[victim_count++] = s;
  }
  // Victims in board order, so that equal effects compare equal.
  void sort_victims() { std::sort(victims.begin(), victims.begin() + victim_count); }
  [[nodiscard]] bool same_effect(const Move& o) const {
    if (from != o.from || to != o.to || kind != o.kind || promotion != o.promotion ||
        rook_from != o.rook_from || rook_to != o.rook_to || victim_count != o.victim_count ||
        (flags & kFlagMoverDies) != (o.flags & kFlagMoverDies))
      return false;
    for (int i = 0; i < victim_count; ++i)
      if (victims[i] != o.victims[i]) return false;
    return true;
  }
};

// A fixed-capacity list: the generator never allocates. The bound is far above the largest
// move count seen in random play of every variant (tests assert the margin).
constexpr int kMaxMoves = 640;
static_assert(std::is_trivially_destructible_v<Move> && sizeof(Move) == 20);

struct MoveList {
  // Slots are left uninitialised: a list is built on every node, and clearing 600 moves each
  // time would cost more than generating them.
  union Slot {
    Move move;
    Slot() {}
  };
  static_assert(sizeof(Slot) == sizeof(Move));
  std::array<Slot, kMaxMoves> slots;
  int count = 0;

  void push(const Move& m) {
    if (count < kMaxMoves) slots[count++].move = m;
  }
  [[nodiscard]] int size() const { return count; }
  [[nodiscard]] bool empty() const { return count == 0; }
  Move& operator[](int i) { return slots[i].move; }
  const Move& operator[](int i) const { return slots[i].move; }
  Move* begin() { return &slots[0].move; }
  Move* end() { return &slots[0].move + count; }
  [[nodiscard]] const Move* begin() const { return &slots[0].move; }
  [[nodiscard]] const Move* end() const { return &slots[0].move + count; }
  void clear() { count = 0; }
};

}  // namespace abbott
