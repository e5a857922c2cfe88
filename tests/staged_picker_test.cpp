// StagedPicker gives the moves MovePicker gives over the full list, in the same order, with the
// same killer marks: the search's tree is the same whichever of the two a node uses.
#include "search/staged_picker.h"

#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "movegen/movegen.h"
#include "search/tt.h"
#include "test_support.h"

namespace abbott {
namespace {

class StagedPickerVariants : public ::testing::TestWithParam<const Variant*> {};

struct Picked {
  Move move;
  bool killer;
};

std::vector<Picked> all_picked(MovePicker& picker) {
  std::vector<Picked> out;
  while (const Move* m = picker.next()) out.push_back({*m, picker.last_was_killer()});
  return out;
}

// As the search takes them: each move is searched (made, then the reply's captures made and
// unmade, which lists the pieces they take back at the end; then `searched()`, what the search
// did besides) before the next is asked for. `staged`: some move came before every move was
// generated.
template <class Searched>
std::vector<Picked> all_picked(StagedPicker& picker, Position& pos, bool& staged, Searched&& searched) {
  std::vector<Picked> out;
  staged = false;
  while (const Move* m = picker.next()) {
    staged = staged || !picker.all_generated();
    out.push_back({*m, picker.last_was_killer()});
    pos.make(*m);
    MoveList replies;
    generate_pseudo_legal(pos, replies, MoveKinds::Captures);
    for (const Move& r : replies) {
      pos.make(r);
      pos.unmake();
    }
    pos.unmake();
    searched();
  }
  return out;
}

::testing::AssertionResult same_picks(const std::vector<Picked>& got, const std::vector<Picked>& expected) {
  if (got.size() != expected.size())
    return ::testing::AssertionFailure() << got.size() << " moves instead of " << expected.size();
  for (size_t i = 0; i < got.size(); ++i)
    if (!got[i].move.same_effect(expected[i].move) || got[i].killer != expected[i].killer)
      return ::testing::AssertionFailure() << "move " << i << " differs";
  return ::testing::AssertionSuccess();
}

// Killers as the search keeps them: two different quiet moves that cut off elsewhere, here those
// of the position `from` (often not moves of `pos` at all) and of `pos` itself, or none.
std::array<Move, 2> some_killers(const Position& pos, const Position& from, testing::Rng& rng) {
  std::array<Move, 2> killers{};
  for (Move& k : killers) {
    const Position& source = rng.below(2) ? pos : from;
    MoveList moves;
    generate_pseudo_legal(source, moves, MoveKinds::All);
    std::vector<Move> quiet;
    for (const Move& m : moves)
      if (!m.is_capture() && m.promotion == kNoPieceType) quiet.push_back(m);
    if (!quiet.empty() && rng.below(8)) k = quiet[rng.below(static_cast<int>(quiet.size()))];
  }
  // The search's two killers are never the same move (Search's reward_quiet_cutoff).
  if (killers[1].same_effect(killers[0])) killers[1] = Move{};
  return killers;
}

// History scores with many ties (most quiet moves share one) and some order.
void fill_history(HistoryTable& history, testing::Rng& rng) {
  for (auto& row : history)
    for (int16_t& h : row) h = static_cast<int16_t>(rng.below(4) ? 0 : rng.below(2001) - 1000);
}

// What a move's search does to the history two plies or more above quiescence: entries
// rewritten (some of them twice), each write recorded in the journal as the search's rewards are.
void rewrite_history(HistoryTable& history, HistoryJournal& journal, testing::Rng& rng) {
  for (int i = 0; i < 40; ++i) {
    int16_t& h = history[rng.below(kCells)][rng.below(kCells)];
    journal.record(h);
    h = static_cast<int16_t>(rng.below(2001) - 1000);
  }
}

// Calls `check(pos, killers)` at each position of three random games of `v` (seeds `seed` on),
// with the history filled afresh and new killers.
template <class Check>
void at_random_positions(const Variant& v, uint64_t seed, HistoryTable& history, testing::Rng& rng,
                         Check&& check) {
  for (int game = 0; game < 3; ++game) {
    Position previous;
    (void)previous.set(v, "startpos");
    testing::random_game(v, seed + game, 100, [&](Position& pos) {
      fill_history(history, rng);
      const std::array<Move, 2> killers = some_killers(pos, previous, rng);
      previous = pos;
      check(pos, killers);
    });
  }
}

// One ply above quiescence the searches leave the history as it is; two plies above they rewrite
// it through the journal. Either way the moves come in the order MovePicker gives over every move
// with the history of the start.
TEST_P(StagedPickerVariants, GivesMovePickersOrder) {
  static HistoryTable history;
  HistoryJournal journal;
  testing::Rng rng(2207);
  int staged_nodes = 0;  // positions whose moves came in stages
  int tied_staged = 0;   // of those, positions where two captures that gain tie after the first
  // The staged picker against MovePicker over every move, from the position as it stands (the
  // replies made and unmade by a staged run may reorder its piece list, and with it the order
  // of moves that tie); `searched` is what each move's search does besides.
  const auto check = [&](Position& pos, const std::array<Move, 2>& killers, HistoryJournal* log,
                         auto&& searched) {
    MoveList full;
    generate_pseudo_legal(pos, full, MoveKinds::All);
    MovePicker reference(pos, full, 0, killers.data(), &history);
    const std::vector<Picked> expected = all_picked(reference);
    MoveList storage;
    generate_pseudo_legal(pos, storage, MoveKinds::Captures);
    const int in_order = MovePicker(pos, storage, 0, nullptr, nullptr).moves_in_score_order();
    const bool tie_later = in_order > 0 && in_order < storage.size();
    StagedPicker staged(pos, storage, 0, killers.data(), &history, true, log);
    bool in_stages = false;
    EXPECT_TRUE(same_picks(all_picked(staged, pos, in_stages, searched), expected))
        << pos.fen() << (log ? " (the history rewritten)" : "");
    staged_nodes += in_stages;
    tied_staged += in_stages && tie_later;
  };
  at_random_positions(*GetParam(), 2200, history, rng,
                      [&](Position& pos, const std::array<Move, 2>& killers) {
                        check(pos, killers, nullptr, [] {});
                        check(pos, killers, &journal, [&] { rewrite_history(history, journal, rng); });
                      });
  EXPECT_GT(staged_nodes, 20) << "too few positions took the stages to test them";
  // The stage then ends at the tie, and MovePicker over every move orders the tied captures.
  EXPECT_GT(tied_staged, 10) << "too few staged positions with tied captures after the first";
}

// With a table move first, the searches of the moves returned rewrite the history (through the
// journal, as the search's rewards do); the moves after the table move still come in the order
// MovePicker gives with the history as it was at the start.
TEST_P(StagedPickerVariants, TableMoveFirstKeepsTheStartsOrder) {
  static HistoryTable history;
  HistoryJournal journal;
  testing::Rng rng(2231);
  int found = 0;  // positions whose table move came before the full list
  const auto searched = [&] { rewrite_history(history, journal, rng); };
  at_random_positions(
      *GetParam(), 2230, history, rng, [&](Position& pos, const std::array<Move, 2>& killers) {
        MoveList full;
        generate_pseudo_legal(pos, full, MoveKinds::All);
        if (full.size() == 0) return;
        // Mostly a move of the position; sometimes a key that matches none.
        const uint32_t tt_move = rng.below(8) ? move_key(full[rng.below(full.size())]) : 0xFFFF'FFFFu;
        MovePicker reference(pos, full, tt_move, killers.data(), &history);
        const std::vector<Picked> expected = all_picked(reference);
        MoveList storage;
        StagedPicker staged(pos, storage, tt_move, killers.data(), &history, false, &journal);
        bool in_stages = false;
        ASSERT_TRUE(same_picks(all_picked(staged, pos, in_stages, searched), expected)) << pos.fen();
        found += in_stages;
      });
  EXPECT_GT(found, 100) << "too few table moves came first to test them";
}

// Marks nest: rewinding to an outer mark passes over an inner one's writes, and replaying
// restores every value.
TEST(HistoryJournal, RewindsToEachMarkAndReplays) {
  int16_t a = 1, b = 2;
  HistoryJournal journal;
  journal.record(a);  // no mark open: not recorded
  a = 10;
  const size_t outer = journal.open();
  journal.record(a);
  a = 11;
  const size_t inner = journal.open();
  journal.record(b);
  b = 20;
  journal.record(a);
  a = 12;
  journal.rewind_to(inner);
  EXPECT_EQ(a, 11);
  EXPECT_EQ(b, 2);
  journal.replay_from(inner);
  journal.close();
  journal.rewind_to(outer);
  EXPECT_EQ(a, 10);
  EXPECT_EQ(b, 2);
  journal.replay_from(outer);
  EXPECT_EQ(a, 12);
  EXPECT_EQ(b, 20);
  journal.close();
}

INSTANTIATE_TEST_SUITE_P(Variants, StagedPickerVariants, ::testing::ValuesIn(all_variants()),
                         testing::variant_test_name);

}  // namespace
}  // namespace abbott
