// The neighbour table of engine/square_set.h.
#include "engine/square_set.h"

namespace abbott {

namespace {

std::array<SquareSet, kCells> build_neighbours() {
  std::array<SquareSet, kCells> table;
  for (int s = 0; s < kCells; ++s)
    for (int off : kDirOffset)
      if (s + off >= 0 && s + off < kCells) table[s].add(static_cast<Square>(s + off));
  return table;
}

const std::array<SquareSet, kCells> kNeighbours = build_neighbours();

}  // namespace

const SquareSet& neighbours(Square s) {
  return kNeighbours[s];
}

}  // namespace abbott
