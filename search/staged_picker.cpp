// The stages of StagedPicker. MovePicker orders the table move first, then the moves that gain
// material, then the killers, then the rest. So, with no table move, the captures alone ordered
// by MovePicker give the moves before the killers when all of them gain, up to the first two
// that tie (their order depends on where the other moves stand); a killer is in the list when
// its piece's moves hold it; and MovePicker over every move then returns the same moves first,
// which are skipped. The table move MovePicker orders first is the first move of the list with
// its key: only its piece's moves hold it, castling aside. The rest are then ordered as they were
// at the start, the searches before them rewound from the history.
#include "search/staged_picker.h"

#include "movegen/movegen.h"
#include "search/tt.h"

namespace abbott {

StagedPicker::StagedPicker(const Position& pos, MoveList& list, uint32_t tt_move, const Move* killers,
                           const HistoryTable* history, bool staged, HistoryJournal* journal)
    : pos_(pos), list_(list), killers_(killers), history_(history), tt_move_(tt_move) {
  if (!staged) {
    if (!tt_move || !journal) {
      generate_all();
      return;
    }
    stage_ = Stage::Table;
  } else {
    picker_.emplace(pos, list, 0, nullptr, nullptr);
    // A capture that loses material is ordered among the quiet moves: no stages then. (Captures
    // of equal score end the Gains stage: see next().)
    if (!picker_->all_ahead_of_killers()) {
      generate_all();
      return;
    }
    gains_in_order_ = picker_->moves_in_score_order();
    stage_ = Stage::Gains;
  }
  order_.emplace(pos);
  // The history's writes are logged from here until every move is generated (generate_all).
  if (journal) {
    journal_ = journal;
    mark_ = journal->open();
  }
}

StagedPicker::~StagedPicker() {
  if (journal_) journal_->close();
}

void StagedPicker::generate_all() {
  stage_ = Stage::All;
  // The searches of the moves returned so far may have reordered the piece list; the moves must
  // come in the order they had before (MovePicker breaks ties by it).
  if (order_)
    generate_pseudo_legal(pos_, *order_, list_, MoveKinds::All);
  else
    generate_pseudo_legal(pos_, list_, MoveKinds::All);
  if (journal_) journal_->rewind_to(mark_);
  picker_.emplace(pos_, list_, tt_move_, killers_, history_);
  if (journal_) {
    journal_->replay_from(mark_);
    journal_->close();
    journal_ = nullptr;
  }
  for (int i = 0; i < returned_; ++i) picker_->next();
}

template <class Matches>
const Move* StagedPicker::first_move_of_piece(Square from, Square to, Matches&& matches) {
  const Piece mover = pos_.at(from);
  if (!is_piece(mover) || color_of(mover) != pos_.side_to_move()) return nullptr;
  list_.clear();
  generate_for_piece_toward(pos_, from, to, list_);
  for (const Move& m : list_)
    if (matches(m)) return &m;
  return nullptr;
}

bool StagedPicker::find_table_move() {
  // A key torn by another thread's write may name any cell, even one off the board. A castling
  // move (generated for the side, after every piece's moves) is not looked for: the full list
  // finds it.
  const Move* found = first_move_of_piece(move_key_from(tt_move_), move_key_to(tt_move_),
                                          [&](const Move& m) { return move_key(m) == tt_move_; });
  if (found) returned_move_ = *found;
  return found != nullptr;
}

bool StagedPicker::is_pseudo_legal_killer(const Move& killer) {
  return !killer.is_null() && first_move_of_piece(killer.from, killer.to, [&](const Move& m) {
                                return m.same_effect(killer);
                              }) != nullptr;
}

const Move* StagedPicker::next() {
  last_was_killer_ = false;
  if (stage_ == Stage::Table) {
    if (find_table_move()) {
      stage_ = Stage::Rest;
      ++returned_;
      return &returned_move_;
    }
    generate_all();
  } else if (stage_ == Stage::Rest) {
    generate_all();
  }
  if (stage_ == Stage::Gains) {
    if (returned_ < gains_in_order_) {
      ++returned_;
      return picker_->next();
    }
    // Two of the captures left share a score: MovePicker over every move decides their order.
    if (returned_ < list_.size())
      generate_all();
    else
      stage_ = Stage::Killers;
  }
  if (stage_ == Stage::Killers) {
    while (killers_ && next_killer_ < 2) {
      const Move& killer = killers_[next_killer_++];
      // Castling is generated for the side, not for a piece: the full list decides.
      if (killer.kind == MoveKind::Castle) break;
      if (!is_pseudo_legal_killer(killer)) continue;
      ++returned_;
      returned_move_ = killer;
      last_was_killer_ = true;
      return &returned_move_;
    }
    generate_all();
  }
  const Move* m = picker_->next();
  last_was_killer_ = m && picker_->last_was_killer();
  return m;
}

}  // namespace abbott
