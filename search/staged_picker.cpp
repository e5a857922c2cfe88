// The stages of StagedPicker. MovePicker orders the table move first, then the moves that gain
// material, then the killers, then the rest. So, with no table move, the captures alone ordered
// by MovePicker give the moves before the killers, when all of them gain and no two tie; a
// killer is in the list when its piece's moves hold it; and MovePicker over every move then
// returns the same moves first, which are skipped.
#include "search/staged_picker.h"

#include "movegen/movegen.h"

namespace abbott {

StagedPicker::StagedPicker(const Position& pos, MoveList& list, uint32_t tt_move, const Move* killers,
                           const HistoryTable* history, bool staged)
    : pos_(pos), list_(list), killers_(killers), history_(history), tt_move_(tt_move) {
  if (!staged) {
    generate_all();
    return;
  }
  picker_.emplace(pos, list, 0, nullptr, nullptr);
  // A capture that loses material is ordered among the quiet moves, and captures of equal score
  // in an order that depends on the moves around them: no stages then.
  if (!picker_->all_ahead_of_killers() || !picker_->scores_are_distinct()) {
    generate_all();
    return;
  }
  stage_ = Stage::Gains;
  order_.emplace(pos);
}

void StagedPicker::generate_all() {
  stage_ = Stage::All;
  // The searches of the moves returned so far may have reordered the piece list; the moves must
  // come in the order they had before (MovePicker breaks ties by it).
  if (order_)
    generate_pseudo_legal(pos_, *order_, list_, MoveKinds::All);
  else
    generate_pseudo_legal(pos_, list_, MoveKinds::All);
  picker_.emplace(pos_, list_, tt_move_, killers_, history_);
  for (int i = 0; i < returned_; ++i) picker_->next();
}

bool StagedPicker::is_pseudo_legal_killer(const Move& killer) {
  const Color us = pos_.side_to_move();
  if (killer.is_null() || pos_.at(killer.from) == kEmpty || color_of(pos_.at(killer.from)) != us)
    return false;
  list_.clear();
  generate_for_piece(pos_, us, killer.from, list_, MoveKinds::All, false);
  for (const Move& m : list_)
    if (m.same_effect(killer)) return true;
  return false;
}

const Move* StagedPicker::next() {
  last_was_killer_ = false;
  if (stage_ == Stage::Gains) {
    if (const Move* m = picker_->next()) {
      ++returned_;
      return m;
    }
    stage_ = Stage::Killers;
  }
  if (stage_ == Stage::Killers) {
    while (killers_ && next_killer_ < 2) {
      const Move& killer = killers_[next_killer_++];
      // Castling is generated for the side, not for a piece: the full list decides.
      if (killer.kind == MoveKind::Castle) break;
      if (!is_pseudo_legal_killer(killer)) continue;
      ++returned_;
      killer_ = killer;
      last_was_killer_ = true;
      return &killer_;
    }
    generate_all();
  }
  const Move* m = picker_->next();
  last_was_killer_ = m && picker_->last_was_killer();
  return m;
}

}  // namespace abbott
