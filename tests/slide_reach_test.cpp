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

TEST(SlideReach, HyperSpringerTakesWhatEndsEveryLine) {
  const SlideReach& r = reach_of("hyper", 'N');
  EXPECT_EQ(r.lines, kEveryLine);
  EXPECT_EQ(r.take_blocker, kEveryLine);
  EXPECT_EQ(r.line_dirs, kAllDirs);
  EXPECT_EQ(r.take_blocker_dirs, kAllDirs);
  EXPECT_FALSE(r.ranged_slides);
  EXPECT_FALSE(r.jumps);
}

TEST(SlideReach, HyperStraddlerSlidesOrthogonallyAndTakesNothingByLanding) {
  const SlideReach& r = reach_of("hyper", 'P');
  EXPECT_EQ(r.lines, kOrthogonalLines);
  EXPECT_EQ(r.take_blocker, kNoLine);
  EXPECT_EQ(r.line_dirs, kOrthogonalDirs);
  EXPECT_EQ(r.take_blocker_dirs, 0);
}

// The Hyper Coordinator's second slide and the Chameleon's King step and jump count only for
// check: they make no move, so they add nothing.
TEST(SlideReach, ThreatOnlyRulesAddNothing) {
  const SlideReach& coordinator = reach_of("hyper", 'R');
  EXPECT_EQ(coordinator.lines, kEveryLine);
  EXPECT_EQ(coordinator.take_blocker, kNoLine);
  const SlideReach& chameleon = reach_of("hyper", 'B');
  EXPECT_EQ(chameleon.lines, kEveryLine);
  EXPECT_EQ(chameleon.take_blocker, kEveryLine);  // it leaps Springers
  EXPECT_FALSE(chameleon.ranged_slides);
  EXPECT_FALSE(chameleon.jumps);
}

// Ultima's Chameleon takes the King by a one-square step, a move-making slide with a range: the
// evaluation counts such pieces rule by rule.
TEST(SlideReach, UltimaChameleonHasARangedSlide) {
  const SlideReach& r = reach_of("ultima", 'B');
  EXPECT_TRUE(r.ranged_slides);
  EXPECT_EQ(r.lines, kEveryLine);
}

TEST(SlideReach, ChessPiecesSlideOrJump) {
  const SlideReach& queen = reach_of("chess", 'Q');
  EXPECT_EQ(queen.lines, kEveryLine);
  EXPECT_EQ(queen.take_blocker, kEveryLine);
  const SlideReach& rook = reach_of("chess", 'R');
  EXPECT_EQ(rook.lines, kOrthogonalLines);
  EXPECT_EQ(rook.take_blocker, kOrthogonalLines);
  const SlideReach& knight = reach_of("chess", 'N');
  EXPECT_EQ(knight.lines, kNoLine);
  EXPECT_EQ(knight.line_dirs, 0);
  EXPECT_TRUE(knight.jumps);
  EXPECT_FALSE(knight.ranged_slides);
}

}  // namespace
}  // namespace abbott
