// The 64-bit sets of boards up to 8x8 (engine/bits64.h): the slide reach against a square-by-square
// walk, and the evaluation's mobility counted on them against the count along the mailbox's line
// runs, piece by piece in random games of every variant whose board fits.
#include "engine/bits64.h"

#include <gtest/gtest.h>

#include <bit>
#include <vector>

#include "engine/square_set.h"
#include "eval/mobility.h"
#include "test_support.h"

namespace abbott {
namespace {

// The cells reached from (file, rank) stepping by each (df, dr), walked one at a time.
uint64_t walked_reach(int file, int rank, uint64_t occupied,
                      std::initializer_list<std::pair<int, int>> steps) {
  uint64_t reach = 0;
  for (auto [df, dr] : steps)
    for (int f = file + df, r = rank + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
      const uint64_t bit = uint64_t{1} << (r * 8 + f);
      reach |= bit;
      if (occupied & bit) break;
    }
  return reach;
}

TEST(Bits64, SlideReachMatchesAWalkOnRandomOccupancies) {
  testing::Rng rng(64);
  for (int trial = 0; trial < 3000; ++trial) {
    // Sparse, medium and dense boards: an AND of one to three random words.
    uint64_t occupied = rng.next();
    for (int k = trial % 3; k > 0; --k) occupied &= rng.next();
    for (int rank = 0; rank < 8; ++rank)
      for (int file = 0; file < 8; ++file) {
        const Square s = make_square(file, rank);
        const int i = index64(s);
        ASSERT_EQ(i, rank * 8 + file);
        ASSERT_EQ(cell_bit64(s), uint64_t{1} << i);
        const uint64_t with_self = occupied | cell_bit64(s);  // the slider's own cell is occupied
        const uint64_t orthogonal = walked_reach(file, rank, occupied, {{0, 1}, {1, 0}, {0, -1}, {-1, 0}});
        const uint64_t diagonal = walked_reach(file, rank, occupied, {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}});
        // The build's form (a table where the processor has fast PEXT) and the portable one.
        ASSERT_EQ(orthogonal_reach64(i, with_self), orthogonal)
            << "file " << file << " rank " << rank << " occupied " << std::hex << occupied;
        ASSERT_EQ(diagonal_reach64(i, with_self), diagonal)
            << "file " << file << " rank " << rank << " occupied " << std::hex << occupied;
        ASSERT_EQ(bits64_detail::orthogonal_reach_by_lines(i, with_self), orthogonal);
        ASSERT_EQ(bits64_detail::diagonal_reach_by_lines(i, with_self), diagonal);
      }
  }
}

// A rule's lines: ranks and files for any orthogonal direction in the mask, diagonals for any
// diagonal one, nothing for none.
TEST(Bits64, LinesReachTakesTheLinesOfTheMasksDirections) {
  const uint64_t occupied = 0x0000'1000'0420'0000u;
  for (int i : {0, 27, 36, 63}) {
    const uint64_t with_self = occupied | (uint64_t{1} << i);
    const uint64_t orthogonal = orthogonal_reach64(i, with_self), diagonal = diagonal_reach64(i, with_self);
    EXPECT_EQ(lines_reach64(i, with_self, 0), 0u);
    EXPECT_EQ(lines_reach64(i, with_self, kOrthogonalDirs), orthogonal);
    EXPECT_EQ(lines_reach64(i, with_self, 0x01), orthogonal);  // one direction: its whole lines
    EXPECT_EQ(lines_reach64(i, with_self, kDiagonalDirs), diagonal);
    EXPECT_EQ(lines_reach64(i, with_self, kAllDirs), orthogonal | diagonal);
  }
}

// Set64 moves cells as SquareSet does, and drops those SquareSet moves off the window (onto the
// rim or beyond the 8x8 corner of a larger mailbox board).
TEST(Bits64, SetShiftsAndNeighboursMatchTheMailboxSets) {
  testing::Rng rng(65);
  const int offsets[] = {1, -1, 15, -15, 16, -16, 17, -17, 2, -2, 32, -32};
  for (int trial = 0; trial < 500; ++trial) {
    const uint64_t bits = rng.next() & rng.next();
    Set64 small;
    SquareSet large;
    for (int i = 0; i < 64; ++i)
      if (bits >> i & 1) {
        small.add(make_square(i & 7, i >> 3));
        large.add(make_square(i & 7, i >> 3));
      }
    ASSERT_EQ(small.bits(), bits);
    for (int offset : offsets) {
      const Set64 moved = small.shifted(offset);
      const SquareSet expected = large.shifted(offset);
      for (int i = 0; i < 64; ++i) {
        const Square s = make_square(i & 7, i >> 3);
        ASSERT_EQ(moved.contains(s), expected.contains(s)) << "offset " << offset << " cell " << i;
      }
      std::vector<Square> visited;
      moved.for_each([&](Square s) { visited.push_back(s); });
      ASSERT_EQ(static_cast<int>(visited.size()), std::popcount(moved.bits()));
      for (Square s : visited) ASSERT_TRUE(expected.contains(s)) << "offset " << offset;
    }
  }
  for (int i = 0; i < 64; ++i) {
    const Square s = make_square(i & 7, i >> 3);
    for (int j = 0; j < 64; ++j) {
      const Square t = make_square(j & 7, j >> 3);
      ASSERT_EQ(neighbours64(s).contains(t), neighbours(s).contains(t)) << i << " " << j;
    }
  }
}

// Rays: the cells reached by stepping along each direction's mailbox offset, at most `steps` away.
TEST(Bits64, RaysMatchSteppingAlongEachDirection) {
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      const Square s = make_square(file, rank);
      for (int d = 0; d < kDirCount; ++d)
        for (int steps = 0; steps < 8; ++steps) {
          uint64_t expected = 0;
          for (int k = 1; k <= steps; ++k) {
            const auto to = static_cast<Square>(s + k * kDirOffset[d]);
            if (file_of(to) < 0 || file_of(to) > 7 || rank_of(to) < 0 || rank_of(to) > 7) break;
            expected |= cell_bit64(to);
          }
          ASSERT_EQ(ray64(index64(s), d, steps), expected)
              << "file " << file << " rank " << rank << " dir " << d;
        }
    }
}

TEST(Bits64, CellsBeyondTheWindowHaveNoBit) {
  EXPECT_EQ(cell_bit64(make_square(8, 0)), 0u);
  EXPECT_EQ(cell_bit64(make_square(0, 8)), 0u);
  EXPECT_EQ(cell_bit64(static_cast<Square>(0)), 0u);  // the rim
}

TEST(Bits64, BoardsThatFitHaveTheirCellsAndOthersNone) {
  EXPECT_EQ(find_variant("hyper")->cells64, ~uint64_t{0});
  EXPECT_EQ(find_variant("chess")->cells64, ~uint64_t{0});
  // Chameleon Chess, 6x7: files 0-5 of ranks 0-6.
  uint64_t six_by_seven = 0;
  for (int r = 0; r < 7; ++r) six_by_seven |= uint64_t{0x3F} << (8 * r);
  EXPECT_EQ(find_variant("chameleon")->cells64, six_by_seven);
  EXPECT_EQ(find_variant("coordinator")->cells64, 0u);   // 10x10
  EXPECT_EQ(find_variant("foolish-king")->cells64, 0u);  // 10x8
}

// Every piece of random games in each variant that fits: the count on the sets is the count
// along the line runs (each piece's own rules, as the evaluation counts them).
TEST(Bits64, MobilityOnTheSetsIsTheCountAlongTheLineRuns) {
  int variants = 0;
  int64_t pieces = 0;
  for (const Variant* v : all_variants()) {
    if (!v->cells64) continue;
    ++variants;
    for (int game = 0; game < 3; ++game)
      testing::random_game(*v, 6400 + game, 150, [&](Position& pos) {
        for (Color c : {Color::White, Color::Black})
          for (int n = 0; n < pos.piece_count(c); ++n) {
            const Square s = pos.piece_square(c, n);
            const SlideReach& reach = pos.moving_spec(s).slide_reach;
            if (!reach.on_sets64) continue;
            ++pieces;
            ASSERT_EQ(slides_by_sets(pos, s, reach, ~c), slides_by_runs(pos, s, reach, ~c))
                << v->name << " " << pos.fen() << " piece on " << int(s);
          }
      });
  }
  EXPECT_GE(variants, 5);
  EXPECT_GT(pieces, 10000);
}

// The rule-by-rule count (slides with a range, jumps) on the sets is the count along the line runs,
// for every piece of random games in each variant that fits: Ultima's Chameleon, whose King-taking
// step is a slide with a range, is counted on the sets at every evaluation.
TEST(Bits64, RuleByRuleMobilityOnTheSetsIsTheCountAlongTheLineRuns) {
  int64_t pieces = 0, ranged = 0;
  for (const Variant* v : all_variants()) {
    if (!v->cells64 || v->edge_ring) continue;
    for (int game = 0; game < 3; ++game)
      testing::random_game(*v, 6500 + game, 150, [&](Position& pos) {
        for (Color c : {Color::White, Color::Black})
          for (int n = 0; n < pos.piece_count(c); ++n) {
            const Square s = pos.piece_square(c, n);
            const PieceSpec& spec = pos.moving_spec(s);
            ++pieces;
            ranged += spec.slide_reach.ranged_slides;
            ASSERT_EQ(mobility_detail::reach_by_rule_on_sets64(pos, s, spec, ~c),
                      mobility_detail::reach_by_rule_on_runs(pos, s, spec, ~c))
                << v->name << " " << pos.fen() << " piece on " << int(s);
          }
      });
  }
  EXPECT_GT(pieces, 50000);
  EXPECT_GT(ranged, 1000);  // Ultima's Chameleons among them
}

// The evaluation's sum over a type's pieces on the sets (slides by line group, a Knight's jumps by
// its target sets, Ultima's Chameleon's King-taking step as a range within its slides' reach) is
// the sum of each piece's own count, in random games of each variant that fits.
TEST(Bits64, MobilitySumOfATypeIsItsPiecesCounts) {
  int64_t jumpers = 0, ranged = 0;
  for (const Variant* v : all_variants()) {
    if (!v->cells64) continue;
    for (int game = 0; game < 3; ++game)
      testing::random_game(*v, 6500 + game, 150, [&](Position& pos) {
        for (Color c : {Color::White, Color::Black})
          for (int i = 0; i < v->type_count(); ++i) {
            const auto t = static_cast<PieceType>(i);
            const PieceSpec& spec = v->pieces[t];
            int expected = 0;
            pos.pieces64(c, t).for_each([&](Square s) { expected += mobility(pos, s, t, ~c, 20); });
            if (spec.slide_reach.jumps_on_sets64) jumpers += pos.count_of(c, t);
            if (spec.slide_reach.ranged_range) ranged += pos.count_of(c, t);
            ASSERT_EQ(mobility_sum64(pos, MobilitySets64(pos, ~c), pos.pieces64(c, t), t, ~c, 20), expected)
                << v->name << " " << pos.fen() << " type " << spec.letter;
          }
      });
  }
  EXPECT_GT(jumpers, 1000);
  EXPECT_GT(ranged, 1000);
  EXPECT_TRUE(
      find_variant("chess")->pieces[*find_variant("chess")->type_of_letter('N')].slide_reach.jumps_on_sets64);
}

}  // namespace
}  // namespace abbott
