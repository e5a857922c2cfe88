// Move ordering: the table move first, then moves that gain material (every victim of a
// multi-capture counts, own pieces lost count against), killers, and quiet moves by history.
#pragma once

#include <array>
#include <cstdint>

#include "engine/move.h"
#include "engine/position.h"

namespace abbott {

using HistoryTable = int16_t[kCells][kCells];

// The material a move wins: enemy victims minus own pieces it loses, plus a promotion's gain.
int material_gain(const Position& pos, const Move& m);

class MovePicker {
 public:
  MovePicker(const Position& pos, MoveList& list, uint32_t tt_move, const Move* killers,
             const HistoryTable* history);

  // The best remaining move, or nullptr.
  const Move* next();
  [[nodiscard]] int last_gain() const { return last_gain_; }
  // The last move returned was ordered as one of the node's killers.
  [[nodiscard]] bool last_was_killer() const { return last_was_killer_; }
  // Every move not yet returned is plain (Move::is_plain). Counted when first asked (only late-move
  // pruning asks, in few nodes), then kept as moves are returned.
  [[nodiscard]] bool only_plain_moves_left();
  // Every move of the list gains material or is the table move: none would be ordered at or
  // after the killers (StagedPicker relies on it). Found when asked: only StagedPicker asks, of a
  // list of captures.
  [[nodiscard]] bool all_ahead_of_killers() const;
  // How many moves next() returns first in an order the scores alone decide: those before the
  // first score two moves share (all of them when none do). Ties go by where the moves stand,
  // which next() changes as it swaps; a move whose score no other has is the highest left at its
  // turn wherever it stands.
  [[nodiscard]] int moves_in_score_order() const;

 private:
  MoveList& list_;
  std::array<int, kMaxMoves> score_;
  std::array<int, kMaxMoves> gain_;
  int index_ = 0;
  int last_gain_ = 0;
  bool last_was_killer_ = false;
  int others_left_ = -1;  // moves not yet returned that are not plain; -1 until asked
};

}  // namespace abbott
