// The mailbox's directions (engine/types.h): the direction of a one-square step, and of the
// line between two squares, against stepping along each direction's offset.
#include <gtest/gtest.h>

#include "engine/types.h"

namespace abbott {
namespace {

TEST(Directions, EachStepNamesItsDirectionAndOtherOffsetsNone) {
  for (int d = 0; d < kDirCount; ++d) EXPECT_EQ(direction_of_step(kDirOffset[d]), d);
  EXPECT_EQ(direction_of_step(0), -1);
  for (int offset : kKnightOffsets) EXPECT_EQ(direction_of_step(offset), -1) << offset;
  for (int offset : {2, -2, 2 * kStride, -2 * kStride, 3 * kStride + 3, 100, -100})
    EXPECT_EQ(direction_of_step(offset), -1) << offset;
}

TEST(Directions, SquaresOnALineNameTheDirectionFromOneToTheOther) {
  const Square from = make_square(4, 3);
  for (int d = 0; d < kDirCount; ++d)
    for (int k = 1; k <= 3; ++k)
      EXPECT_EQ(direction_between(from, static_cast<Square>(from + k * kDirOffset[d])), d) << d << " " << k;
  EXPECT_EQ(direction_between(from, from), -1);
  EXPECT_EQ(direction_between(from, make_square(5, 5)), -1);  // a knight's step away
}

}  // namespace
}  // namespace abbott
