// The neighbour table of engine/square_set.h.
#include "engine/square_set.h"

namespace abbott {

namespace {

std::array<SquareSet, kCells> build_neighbours() {
  std::array<SquareSet, kCells> table;
  // The rim rows below and above the largest board are not in a set's words.
  constexpr int kFirst = kRim * kStride, kEnd = (kRim + kMaxRanks) * kStride;
  for (int s = 0; s < kCells; ++s)
    for (int off : kDirOffset)
      if (s + off >= kFirst && s + off < kEnd) table[s].add(static_cast<Square>(s + off));
  return table;
}

const std::array<SquareSet, kCells> kNeighbours = build_neighbours();

std::array<SquareSet, kMaxRanks> build_ranks() {
  std::array<SquareSet, kMaxRanks> table;
  for (int rank = 0; rank < kMaxRanks; ++rank)
    for (int column = 0; column < kStride; ++column)
      table[rank].add(static_cast<Square>((rank + kRim) * kStride + column));
  return table;
}

const std::array<SquareSet, kMaxRanks> kRanks = build_ranks();

}  // namespace

const SquareSet& neighbours(Square s) {
  return kNeighbours[s];
}

const SquareSet& rank_cells(int rank) {
  return kRanks[rank];
}

}  // namespace abbott
