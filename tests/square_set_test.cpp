// SquareSet (engine/square_set.h), the position's pieces as sets of cells, and the pincer
// groups the evaluation's exposure reads: moved sets keep every cell across word boundaries, the
// sets a position keeps match its board, and the groups say which enemy types close a pincer.
#include "engine/square_set.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "engine/bits64.h"
#include "eval/mobility.h"
#include "test_support.h"

namespace abbott {
namespace {

std::vector<int> cells(const SquareSet& set) {
  std::vector<int> out;
  set.for_each([&](Square s) { out.push_back(s); });
  return out;
}

// The kept rows: from the first board row (cell 32) to the row above a 12x12 board's last
// (cell 223); words end at cells 95 and 159.
constexpr int kFirstKept = kRim * kStride, kEndKept = (kRim + kMaxRanks) * kStride;

TEST(SquareSet, AddsRemovesAndListsCellsInOrder) {
  SquareSet set;
  EXPECT_TRUE(set.empty());
  for (int s : {200, 35, 96, 95, 159, 160, 223}) set.add(static_cast<Square>(s));
  EXPECT_EQ(cells(set), (std::vector<int>{35, 95, 96, 159, 160, 200, 223}));
  EXPECT_EQ(set.count(), 7);
  set.remove(96);
  EXPECT_FALSE(set.contains(96));
  EXPECT_TRUE(set.contains(95));
  EXPECT_EQ(cells(set), (std::vector<int>{35, 95, 159, 160, 200, 223}));
}

// The rim rows below and above the kept ones are in no set: asked, they answer false, and no
// neighbour table lists them.
TEST(SquareSet, RimRowsBeyondTheKeptOnesAreInNoSet) {
  SquareSet full;
  for (int s = kFirstKept; s < kEndKept; ++s) full.add(static_cast<Square>(s));
  EXPECT_EQ(full.count(), kEndKept - kFirstKept);
  for (int s : {0, 17, 31, 224, 240, 255}) EXPECT_FALSE(full.contains(static_cast<Square>(s))) << s;
  const Square a1 = make_square(0, 0);
  EXPECT_EQ(cells(neighbours(a1)),
            (std::vector<int>{a1 - 1, a1 + 1, a1 + kStride - 1, a1 + kStride, a1 + kStride + 1}));
  EXPECT_FALSE(neighbours(a1).contains(static_cast<Square>(a1 - kStride)));
  const Square l12 = make_square(kMaxFiles - 1, kMaxRanks - 1);
  EXPECT_EQ(cells(neighbours(l12)).size(), 5u);
}

TEST(SquareSet, ShiftsCarryCellsAcrossWordsAndDropThoseOffTheEnds) {
  const std::vector<int> added = {32, 50, 95, 96, 100, 127, 159, 191, 220, 223};
  SquareSet set;
  for (int s : added) set.add(static_cast<Square>(s));
  for (int offset : {1, 2, 15, 16, 17, 32, -1, -2, -15, -16, -17, -32}) {
    std::vector<int> expected;
    for (int s : added)
      if (s + offset >= kFirstKept && s + offset < kEndKept) expected.push_back(s + offset);
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(cells(set.shifted(offset)), expected) << "offset " << offset;
  }
}

TEST(SquareSet, CombinesAndComparesSets) {
  SquareSet a, b;
  for (int s : {40, 100, 170}) a.add(static_cast<Square>(s));
  for (int s : {100, 170, 210}) b.add(static_cast<Square>(s));
  EXPECT_EQ(cells(a & b), (std::vector<int>{100, 170}));
  EXPECT_EQ(cells(a | b), (std::vector<int>{40, 100, 170, 210}));
  EXPECT_EQ(cells(a.without(b)), (std::vector<int>{40}));
  EXPECT_EQ(cells(b.without(a)), (std::vector<int>{210}));
  EXPECT_TRUE((a & b) == (b & a));
  EXPECT_FALSE(a == b);
  EXPECT_TRUE(a.intersects(b));
  EXPECT_FALSE(a.without(b).intersects(b));
}

TEST(SquareSet, AnyOfAsksInOrderUntilOneHolds) {
  SquareSet set;
  for (int s : {37, 100, 170, 210}) set.add(static_cast<Square>(s));
  std::vector<int> asked;
  EXPECT_TRUE(set.any_of([&](Square s) {
    asked.push_back(s);
    return s > 120;
  }));
  EXPECT_EQ(asked, (std::vector<int>{37, 100, 170}));
  EXPECT_FALSE(set.any_of([](Square s) { return s == 38; }));
  EXPECT_FALSE(SquareSet().any_of([](Square) { return true; }));
}

// A row's and a column's cells as bits, against the cells added, in every kept row and every
// column (each word's four rows, and the gather that must not carry between them).
TEST(SquareSet, RowAndColumnBitsAreTheCellsOfThatLine) {
  SquareSet set;
  std::vector<int> added;
  for (int s = kFirstKept; s < kEndKept; s += 7) added.push_back(s);
  for (int s : {47, 48, 208, 223}) added.push_back(s);
  for (int s : added) set.add(static_cast<Square>(s));
  for (int line = 0; line < kStride; ++line) {
    uint32_t row = 0, column = 0;
    for (int s : added) {
      if (s / kStride == line) row |= 1u << (s % kStride);
      if (s % kStride == line) column |= 1u << (s / kStride);
    }
    if (line >= kRim && line < kRim + kMaxRanks) EXPECT_EQ(set.row_bits(line), row) << "row " << line;
    EXPECT_EQ(set.column_bits(line), column) << "column " << line;
  }
  SquareSet full;
  for (int s = kFirstKept; s < kEndKept; ++s) full.add(static_cast<Square>(s));
  EXPECT_EQ(full.row_bits(9), 0xFFFFu);
  EXPECT_EQ(full.row_bits(kRim + kMaxRanks - 1), 0xFFFFu);
  EXPECT_EQ(full.column_bits(15), 0x3FFCu);  // rows 2 to 13
}

TEST(SquareSet, NeighboursAreTheEightCellsAround) {
  const Square e4 = make_square(4, 3);
  std::vector<int> expected;
  for (int off : kDirOffset) expected.push_back(e4 + off);
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(cells(neighbours(e4)), expected);
}

// The 5x5 box around a cell and its eight lines beyond the neighbours, against the cells' files and
// ranks: from every cell of the kept rows, to the mailbox's edge.
TEST(SquareSet, BoxesAndLinesBeyondTheNeighboursFollowTheCellsFilesAndRanks) {
  for (int s = kFirstKept; s < kEndKept; ++s) {
    std::vector<int> box, lines;
    const int row = s / kStride, column = s % kStride;
    for (int c = kFirstKept; c < kEndKept; ++c) {
      const int rows = std::abs(c / kStride - row), columns = std::abs(c % kStride - column);
      const int steps = std::max(rows, columns);
      if (steps >= 1 && steps <= 2) box.push_back(c);
      if (steps >= 2 && (rows == 0 || columns == 0 || rows == columns)) lines.push_back(c);
    }
    EXPECT_EQ(cells(box_around(static_cast<Square>(s))), box) << s;
    EXPECT_EQ(cells(lines_beyond_neighbours(static_cast<Square>(s))), lines) << s;
  }
}

// The square sets a position keeps, against its board, in the start position of Immobilizer
// Chess (10x10: no 64-bit sets).
TEST(PieceSets, ImmobilizerStartPositionHasEachSidesPiecesByType) {
  const Variant& v = *find_variant("immobilizer");
  ASSERT_TRUE(v.piece_sets);
  Position pos;
  ASSERT_FALSE(pos.set(v, "startpos").has_value());
  EXPECT_EQ(cells(pos.pieces(Color::White)).size(), 20u);
  EXPECT_EQ(cells(pos.pieces(Color::Black)).size(), 20u);
  EXPECT_EQ(cells(pos.empty_squares()).size(), 60u);
  const PieceType pawn = *v.type_of_letter('P');
  std::vector<int> rank2;
  for (int f = 0; f < 10; ++f) rank2.push_back(make_square(f, 1));
  EXPECT_EQ(cells(pos.pieces(Color::White, pawn)), rank2);
  EXPECT_EQ(cells(pos.pieces_of(Color::White, type_bit(pawn) | type_bit(v.royal_type))).size(), 11u);
}

// Kept on every board too large for the 64-bit sets, which answer the same questions where it
// fits (Ultima, Hyper Chess, chess).
TEST(PieceSets, KeptOnEveryBoardBeyondSixtyFourCells) {
  for (const char* name : {"immobilizer", "rococo", "coordinator", "swapper-10x8", "foolish-king"})
    EXPECT_TRUE(find_variant(name)->piece_sets) << name;
  for (const char* name : {"ultima", "hyper", "chess", "chameleon"})
    EXPECT_FALSE(find_variant(name)->piece_sets) << name;
  EXPECT_NE(find_variant("hyper")->cells64, 0u);
  Position pos;
  ASSERT_FALSE(pos.set(*find_variant("hyper"), "startpos").has_value());
  EXPECT_TRUE(pos.pieces(Color::White).empty());
  EXPECT_EQ(count64(pos.pieces64(Color::White).bits()), 16);
}

// A jumping piece's targets as square sets (Variant::jump_target_sets): the Knight's and the
// King's (one jumping rule each) on large boards, none for a slider, and no table where the board
// fits the 64-bit sets.
TEST(JumpTargetSets, KnightsAndKingsOnLargeBoardsOnly) {
  const Variant& coordinator = *find_variant("coordinator");
  const PieceType knight = *coordinator.type_of_letter('N');
  ASSERT_EQ(coordinator.jump_target_sets[knight].size(), size_t{kCells});
  const std::vector<int> expected = {make_square(3, 1), make_square(0, 2), make_square(2, 2)};
  EXPECT_EQ(cells(coordinator.jump_target_sets[knight][make_square(1, 0)]), expected);
  EXPECT_EQ(cells(coordinator.jump_target_sets[coordinator.royal_type][make_square(0, 0)]).size(), 3u);
  EXPECT_TRUE(coordinator.jump_target_sets[*coordinator.type_of_letter('Q')].empty());
  EXPECT_TRUE(coordinator.pieces[knight].slide_reach.jump_takes);
  const Variant& chess = *find_variant("chess");
  for (int t = 0; t < chess.type_count(); ++t) EXPECT_TRUE(chess.jump_target_sets[t].empty());
}

// Mobility counts a jumping piece's targets by one intersection where the table is: the same
// count as a look at each target, the empty ones and (when the rule takes) the enemy ones, in
// random games of every variant that has the table.
TEST(JumpTargetSets, MobilityCountsWhatTheBoardHoldsOnTheTargets) {
  int jumpers = 0;
  for (const Variant* v : all_variants())
    for (int t = 0; t < v->type_count(); ++t) {
      if (v->jump_target_sets[t].empty()) continue;
      const MoveRule* jump = nullptr;
      for (const MoveRule& r : v->pieces[t].rules)
        if (!r.threat_only && r.motion == Motion::Jump) jump = &r;
      ASSERT_NE(jump, nullptr) << v->name;
      testing::random_game(*v, 7100 + t, 120, [&](Position& pos) {
        for (Color c : {Color::White, Color::Black})
          pos.for_each_piece_of(c, type_bit(static_cast<PieceType>(t)), [&](Square from) {
            int expected = 0;
            for (int i = 0; i < jump->jump_count; ++i) {
              const Piece q = pos.at(static_cast<Square>(from + jump->jump_offsets[i]));
              expected += q == kEmpty || (is_piece(q) && color_of(q) != c && jump->replace);
            }
            ++jumpers;
            ASSERT_EQ(mobility_detail::jumps_reach(pos, from, static_cast<PieceType>(t), ~c), expected)
                << v->name << " " << pos.fen() << " from " << int(from);
          });
      });
    }
  EXPECT_GT(jumpers, 1000);
}

// Hyper Chess: the partner of a pincer is a friendly Straddler, or a friendly Chameleon when the
// victim is a Straddler; so Straddlers form one group (partners Straddler and Chameleon) and the
// other victims another (partner Straddler).
TEST(PincerGroups, HyperChessGroupsStraddlersApart) {
  const Variant& v = *find_variant("hyper");
  const TypeMask straddler = type_bit(*v.type_of_letter('P'));
  const TypeMask chameleon = type_bit(*v.type_of_letter('B'));
  ASSERT_EQ(v.pincer_groups.size(), 2u);
  TypeMask victims = 0;
  for (const Variant::PincerGroup& g : v.pincer_groups) {
    EXPECT_FALSE(g.victims & victims) << "a type in two groups";
    victims |= g.victims;
    EXPECT_EQ(g.partners, g.victims & straddler ? straddler | chameleon : straddler);
    // Every type but the Straddler is gathered as the side's pieces less its Straddlers.
    EXPECT_EQ(g.victims_left_out, g.victims & straddler ? 0 : straddler);
    if (g.victims & straddler) {
      EXPECT_EQ(g.victims, straddler);
    }
  }
  EXPECT_EQ(victims, v.pincer_victims);
}

// The evaluation's pincer threat finds its movers on the sets: Straddlers close on every piece
// and Chameleons on Straddlers too, from any side at any distance.
TEST(PincerGroups, HyperChessClosersAnswerExactly) {
  const Variant& v = *find_variant("hyper");
  const PieceType straddler_type = *v.type_of_letter('P');
  const TypeMask straddler = type_bit(straddler_type);
  const TypeMask chameleon = type_bit(*v.type_of_letter('B'));
  EXPECT_TRUE(v.pincer_closers_exact);
  for (int t = 0; t < v.type_count(); ++t)
    EXPECT_EQ(v.pincer_closers[t], t == straddler_type ? straddler | chameleon : straddler)
        << v.pieces[t].name;
}

// In Chameleon Chess a piece moves as its square's pattern: the walk along its rules decides.
TEST(PincerGroups, SquarePatternsAreAskedByTheWalk) {
  EXPECT_FALSE(find_variant("chameleon")->pincer_closers_exact);
}

}  // namespace
}  // namespace abbott
