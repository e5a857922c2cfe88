// A main-search node's moves in MovePicker's order, generated in stages where that order allows:
// most nodes one or two plies above quiescence end on a capture or a killer, before their quiet
// moves are needed (three in four one ply above, in a Hyper Chess search from the start
// position), and most nodes with a table move end on it (four in five there).
#pragma once

#include <cstdint>
#include <optional>

#include "engine/move.h"
#include "engine/position.h"
#include "movegen/movegen.h"
#include "search/history_journal.h"
#include "search/move_order.h"

namespace abbott {

class StagedPicker {
 public:
  // `staged`: there is no table move, `list` holds the position's captures (generate_pseudo_legal's),
  // and the node's searches leave `killers` as they are; they leave `history` so too, or write it
  // through `journal`, which rewinds it to the start for the order of the rest. Without it, with
  // a table move and a `journal` of `history`'s writes, the table move comes first,
  // found among its piece's moves, and the rest are ordered by the history rewound to the start;
  // otherwise every move is generated at once. `list` is the picker's storage.
  StagedPicker(const Position& pos, MoveList& list, uint32_t tt_move, const Move* killers,
               const HistoryTable* history, bool staged, HistoryJournal* journal);
  ~StagedPicker();
  StagedPicker(const StagedPicker&) = delete;
  StagedPicker& operator=(const StagedPicker&) = delete;

  // What MovePicker's methods of the same names return for the same list: the moves in the same
  // order.
  const Move* next();
  [[nodiscard]] bool last_was_killer() const { return last_was_killer_; }
  // Every move of the position has been generated (at once, or after the stages).
  [[nodiscard]] bool all_generated() const { return stage_ == Stage::All; }
  // False until every move is generated, where MovePicker may say true: the search then skips
  // the plain moves left one by one instead of stopping, and searches the same moves.
  [[nodiscard]] bool only_plain_moves_left() { return all_generated() && picker_->only_plain_moves_left(); }

 private:
  enum class Stage {
    Table,    // the table move, looked for among its piece's moves
    Rest,     // every move, generated at the next call, the table move skipped
    Gains,    // the captures and promotions, all of which gain material
    Killers,  // those of the two killers this position has
    All,      // every move, the ones already returned skipped
  };
  void generate_all();
  // The first of the moves (in `list_`) of the side to move's piece on `from` to `to` for which
  // `matches(move)`; null when there is none, or no piece of that side on `from`.
  template <class Matches>
  [[nodiscard]] const Move* first_move_of_piece(Square from, Square to, Matches&& matches);
  [[nodiscard]] bool is_pseudo_legal_killer(const Move& killer);
  // Puts in returned_move_ the first of the table move's piece's moves whose key is the table
  // move's (the move MovePicker orders first); false when none has it.
  [[nodiscard]] bool find_table_move();

  const Position& pos_;
  MoveList& list_;
  const Move* killers_;
  const HistoryTable* history_;
  HistoryJournal* journal_ = nullptr;  // open from `mark_` until every move is generated
  size_t mark_ = 0;
  uint32_t tt_move_;
  Stage stage_ = Stage::All;
  std::optional<PieceOrder> order_;  // the piece order at the start when staged: see generate_all
  std::optional<MovePicker> picker_;
  int returned_ = 0;        // moves returned before every move was generated
  int gains_in_order_ = 0;  // the captures the Gains stage may return: MovePicker::moves_in_score_order
  int next_killer_ = 0;
  Move returned_move_;  // the killer or table move last returned
  bool last_was_killer_ = false;
};

}  // namespace abbott
