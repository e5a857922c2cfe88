// The tables of engine/square_set.h: neighbours, boxes, lines beyond the neighbours, ranks.
#include "engine/square_set.h"

namespace abbott {

namespace {

// The cells a set keeps, from the first of them to the end: the rim rows below and above the
// largest board are not in a set's words.
constexpr int kFirstKept = kRim * kStride, kEndKept = (kRim + kMaxRanks) * kStride;

std::array<SquareSet, kCells> build_neighbours() {
  std::array<SquareSet, kCells> table;
  for (int s = 0; s < kCells; ++s)
    for (int off : kDirOffset)
      if (s + off >= kFirstKept && s + off < kEndKept) table[s].add(static_cast<Square>(s + off));
  return table;
}

const std::array<SquareSet, kCells> kNeighbours = build_neighbours();

std::array<SquareSet, kCells> build_boxes() {
  std::array<SquareSet, kCells> table;
  for (int s = kFirstKept; s < kEndKept; ++s)
    for (int dr = -2; dr <= 2; ++dr)
      for (int dc = -2; dc <= 2; ++dc) {
        const int cell = s + dr * kStride + dc, column = (s & (kStride - 1)) + dc;
        if ((dr || dc) && cell >= kFirstKept && cell < kEndKept && column >= 0 && column < kStride)
          table[s].add(static_cast<Square>(cell));
      }
  return table;
}

const std::array<SquareSet, kCells> kBoxes = build_boxes();

std::array<SquareSet, kCells> build_lines_beyond_neighbours() {
  std::array<SquareSet, kCells> table;
  // A step along a line moves the column by -1, 0 or 1: the line ends where the column leaves the
  // mailbox's sixteen or the cell its kept rows.
  constexpr int kColumnStep[kDirCount] = {0, 1, 0, -1, 1, 1, -1, -1};
  for (int s = kFirstKept; s < kEndKept; ++s)
    for (int d = 0; d < kDirCount; ++d)
      for (int k = 2;; ++k) {
        const int cell = s + k * kDirOffset[d], column = (s & (kStride - 1)) + k * kColumnStep[d];
        if (cell < kFirstKept || cell >= kEndKept || column < 0 || column >= kStride) break;
        table[s].add(static_cast<Square>(cell));
      }
  return table;
}

const std::array<SquareSet, kCells> kLinesBeyondNeighbours = build_lines_beyond_neighbours();

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

const SquareSet& box_around(Square s) {
  return kBoxes[s];
}

const SquareSet& lines_beyond_neighbours(Square s) {
  return kLinesBeyondNeighbours[s];
}

const SquareSet& rank_cells(int rank) {
  return kRanks[rank];
}

}  // namespace abbott
