// The variant compiler's summary of a piece's unlimited slides (PieceSpec::slide_reach), which the
// evaluation's mobility multiplies by the empty runs: checked against the pieces as docs/rules.md
// describes them.
#include <gtest/gtest.h>

#include "test_support.h"

namespace abbott {
namespace {

const SlideReach& reach_of(const std::string& variant, char letter) {
  const Variant* v = find_variant(variant);
  EXPECT_NE(v, nullptr) << variant;
  const auto t = v->type_of_letter(letter);
  EXPECT_TRUE(t.has_value()) << variant << " " << letter;
  return v->pieces[*t].slide_reach;
}

using Counts = std::array<uint8_t, kDirCount>;
constexpr Counts kEveryLine = {1, 1, 1, 1, 1, 1, 1, 1};
constexpr Counts kOrthogonalLines = {1, 1, 1, 1, 0, 0, 0, 0};
constexpr Counts kNoLine = {};

// How many move-making slides go along each direction, and how many of them take the blocker.
void expect_lines(const SlideReach& r, const Counts& lines, const Counts& take_blocker) {
  EXPECT_EQ(r.lines, lines);
  EXPECT_EQ(r.take_blocker, take_blocker);
}

TEST(SlideReach, HyperSpringerTakesWhatEndsEveryLine) {
  const SlideReach& r = reach_of("hyper", 'N');
  expect_lines(r, kEveryLine, kEveryLine);
  EXPECT_EQ(r.line_dirs, kAllDirs);
  EXPECT_EQ(r.take_blocker_dirs, kAllDirs);
  EXPECT_FALSE(r.ranged_slides);
  EXPECT_FALSE(r.jumps);
}

TEST(SlideReach, HyperStraddlerSlidesOrthogonallyAndTakesNothingByLanding) {
  const SlideReach& r = reach_of("hyper", 'P');
  expect_lines(r, kOrthogonalLines, kNoLine);
  EXPECT_EQ(r.line_dirs, kOrthogonalDirs);
  EXPECT_EQ(r.take_blocker_dirs, 0);
}

// The Hyper Coordinator's second slide and the Chameleon's King step and jump count only for
// check: they make no move, so they add nothing.
TEST(SlideReach, ThreatOnlyRulesAddNothing) {
  expect_lines(reach_of("hyper", 'R'), kEveryLine, kNoLine);
  const SlideReach& chameleon = reach_of("hyper", 'B');
  expect_lines(chameleon, kEveryLine, kEveryLine);  // it leaps Springers
  EXPECT_FALSE(chameleon.ranged_slides);
  EXPECT_FALSE(chameleon.jumps);
}

// Ultima's Chameleon takes the King by a one-square step, a move-making slide with a range: the
// evaluation counts such pieces rule by rule.
TEST(SlideReach, UltimaChameleonHasARangedSlide) {
  const SlideReach& r = reach_of("ultima", 'B');
  EXPECT_TRUE(r.ranged_slides);
  EXPECT_EQ(r.lines, kEveryLine);
  // Its step goes along the eight lines its slide does: counted on the sets as a range of one
  // within the slide's reach, the enemy ending a line included (the step takes the King).
  EXPECT_EQ(r.ranged_range, 1);
  EXPECT_TRUE(r.ranged_takes);
  EXPECT_EQ(reach_of("hyper", 'B').ranged_range, 0);  // its step makes no move
  EXPECT_EQ(reach_of("chess", 'Q').ranged_range, 0);
}

TEST(SlideReach, ChessPiecesSlideOrJump) {
  expect_lines(reach_of("chess", 'Q'), kEveryLine, kEveryLine);
  expect_lines(reach_of("chess", 'R'), kOrthogonalLines, kOrthogonalLines);
  const SlideReach& knight = reach_of("chess", 'N');
  expect_lines(knight, kNoLine, kNoLine);
  EXPECT_EQ(knight.line_dirs, 0);
  EXPECT_TRUE(knight.jumps);
  EXPECT_FALSE(knight.ranged_slides);
}

// On boards of at most 8x8 the evaluation sums the slides per line group on 64-bit sets, with one
// count for the four orthogonal lines and one for the four diagonal ones.
TEST(SlideReach, LineGroupsOnBoardsThatFit) {
  const SlideReach& springer = reach_of("hyper", 'N');
  EXPECT_TRUE(springer.on_sets64);
  EXPECT_EQ(springer.orthogonal, 1);
  EXPECT_EQ(springer.diagonal, 1);
  EXPECT_EQ(springer.take_orthogonal, 1);
  EXPECT_EQ(springer.take_diagonal, 1);
  const SlideReach& straddler = reach_of("hyper", 'P');
  EXPECT_TRUE(straddler.on_sets64);
  EXPECT_EQ(straddler.orthogonal, 1);
  EXPECT_EQ(straddler.diagonal, 0);
  EXPECT_EQ(straddler.take_orthogonal, 0);
  // Two of this piece's rules slide along the diagonals and take what ends them, one along the
  // ranks and files.
  const SlideReach& stupid = reach_of("stupid", 'B');
  EXPECT_TRUE(stupid.on_sets64);
  EXPECT_EQ(stupid.orthogonal, 1);
  EXPECT_EQ(stupid.diagonal, 2);
  EXPECT_EQ(stupid.take_diagonal, 2);
  // The Springer's two groups count alike: its slides are summed on their union.
  EXPECT_TRUE(springer.groups_alike);
  EXPECT_TRUE(reach_of("chess", 'Q').groups_alike);
  EXPECT_FALSE(straddler.groups_alike);
  EXPECT_FALSE(stupid.groups_alike);
  EXPECT_FALSE(reach_of("chess", 'N').on_sets64);        // it only jumps
  EXPECT_FALSE(reach_of("coordinator", 'Q').on_sets64);  // a 10x10 board
}

// How the evaluation counts a type's mobility: on the sets for all pieces of the type at once
// where every move-making rule is counted there, by its ranged slide's range; on larger boards by
// the line groups' runs and the jumps' targets; else piece by piece, rule by rule.
TEST(SlideReach, HowMobilityIsCounted) {
  using Count = SlideReach::MobilityCount;
  EXPECT_EQ(reach_of("hyper", 'N').mobility_count, Count::SlidesAlike);
  EXPECT_EQ(reach_of("hyper", 'P').mobility_count, Count::Orthogonal);  // the Straddler
  EXPECT_EQ(reach_of("chess", 'Q').mobility_count, Count::SlidesAlike);
  EXPECT_EQ(reach_of("chess", 'R').mobility_count, Count::Orthogonal);
  EXPECT_EQ(reach_of("chess", 'B').mobility_count, Count::Diagonal);
  EXPECT_EQ(reach_of("chess", 'N').mobility_count, Count::WithJump);          // its one jump by target sets
  EXPECT_EQ(reach_of("ultima", 'B').mobility_count, Count::Ranged);           // its ranged step
  EXPECT_EQ(reach_of("chameleon", 'C').mobility_count, Count::PieceByPiece);  // it moves as its square says
  EXPECT_EQ(reach_of("coordinator", 'Q').mobility_count, Count::GroupRuns);   // a 10x10 board
  EXPECT_EQ(reach_of("coordinator", 'N').mobility_count, Count::Jumps);
  EXPECT_EQ(reach_of("capablanca", 'A').mobility_count, Count::GroupRunsWithJumps);  // Bishop and Knight
  EXPECT_EQ(reach_of("rococo", 'I').mobility_count, Count::PieceByPiece);            // the edge ring
}

}  // namespace
}  // namespace abbott
