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

// The cell `rows` rows and `columns` columns from `s`, when it is a kept one within the mailbox's
// sixteen columns (a step past them would wrap onto the next row); -1 otherwise.
int kept_cell(int s, int rows, int columns) {
  const int cell = s + rows * kStride + columns, column = (s & (kStride - 1)) + columns;
  return cell >= kFirstKept && cell < kEndKept && column >= 0 && column < kStride ? cell : -1;
}

std::array<SquareSet, kCells> build_boxes() {
  std::array<SquareSet, kCells> table;
  for (int s = kFirstKept; s < kEndKept; ++s)
    for (int dr = -2; dr <= 2; ++dr)
      for (int dc = -2; dc <= 2; ++dc)
        if (const int cell = kept_cell(s, dr, dc); (dr || dc) && cell >= 0)
          table[s].add(static_cast<Square>(cell));
  return table;
}

const std::array<SquareSet, kCells> kBoxes = build_boxes();

std::array<SquareSet, kCells> build_lines_beyond_neighbours() {
  std::array<SquareSet, kCells> table;
  // The eight lines: a step of at most one row and one column, not both none.
  for (int s = kFirstKept; s < kEndKept; ++s)
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc)
        for (int k = 2, cell; (dr || dc) && (cell = kept_cell(s, k * dr, k * dc)) >= 0; ++k)
          table[s].add(static_cast<Square>(cell));
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
