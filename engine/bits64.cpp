// The tables of engine/bits64.h, built once at start-up.
#include "engine/bits64.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <utility>

namespace abbott::bits64_detail {

namespace {

std::array<uint64_t, kCells> build_cell_bits() {
  std::array<uint64_t, kCells> table{};
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f) table[make_square(f, r)] = uint64_t{1} << (r * 8 + f);
  return table;
}

std::array<uint8_t, kCells> build_indices() {
  std::array<uint8_t, kCells> table{};
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f) table[make_square(f, r)] = static_cast<uint8_t>(r * 8 + f);
  return table;
}

// The cells from (f, r) stepping by (df, dr) to the window's edge, the start excluded.
constexpr uint64_t ray(int f, int r, int df, int dr) {
  uint64_t set = 0;
  for (f += df, r += dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr)
    set |= uint64_t{1} << (r * 8 + f);
  return set;
}

std::array<Lines, 64> build_lines() {
  std::array<Lines, 64> table{};
  for (int i = 0; i < 64; ++i) {
    const int f = i & 7, r = i >> 3;
    const uint64_t self = uint64_t{1} << i;
    table[i] = {self, __builtin_bswap64(self), ray(f, r, 0, 1) | ray(f, r, 0, -1),
                ray(f, r, 1, 1) | ray(f, r, -1, -1), ray(f, r, 1, -1) | ray(f, r, -1, 1)};
  }
  return table;
}

std::array<Square, 64> build_squares() {
  std::array<Square, 64> table{};
  for (int i = 0; i < 64; ++i) table[i] = make_square(i & 7, i >> 3);
  return table;
}

std::array<uint64_t, 64> build_neighbours() {
  std::array<uint64_t, 64> table{};
  for (int i = 0; i < 64; ++i)
    for (int dr = -1; dr <= 1; ++dr)
      for (int df = -1; df <= 1; ++df) {
        const int f = (i & 7) + df, r = (i >> 3) + dr;
        if ((df || dr) && f >= 0 && f < 8 && r >= 0 && r < 8) table[i] |= uint64_t{1} << (r * 8 + f);
      }
  return table;
}

std::array<uint64_t, 5> build_files_kept() {
  std::array<uint64_t, 5> table{};
  for (int df = -2; df <= 2; ++df)
    for (int f = 0; f < 8; ++f)
      if (f + df >= 0 && f + df < 8) table[df + 2] |= uint64_t{0x0101010101010101} << f;
  return table;
}

// Along one rank: the files reached from `file` given the occupancy of files 1..6 (files 0 and 7
// end the rank whether occupied or not, so they are left out of the index).
std::array<std::array<uint8_t, 64>, 8> build_rank_reach() {
  std::array<std::array<uint8_t, 64>, 8> table{};
  for (int file = 0; file < 8; ++file)
    for (int inner = 0; inner < 64; ++inner) {
      const int occupied = inner << 1;
      int reach = 0;
      for (int f = file + 1; f < 8; ++f) {
        reach |= 1 << f;
        if (occupied >> f & 1) break;
      }
      for (int f = file - 1; f >= 0; --f) {
        reach |= 1 << f;
        if (occupied >> f & 1) break;
      }
      table[file][inner] = static_cast<uint8_t>(reach);
    }
  return table;
}

std::array<std::array<uint64_t, 64>, kDirCount> build_rays() {
  std::array<std::array<uint64_t, 64>, kDirCount> table{};
  for (int d = 0; d < kDirCount; ++d) {
    // The mailbox offset as a step of files and ranks.
    const int dr = (kDirOffset[d] + kStride + 1) / kStride - 1;
    const int df = kDirOffset[d] - dr * kStride;
    for (int i = 0; i < 64; ++i) table[d][i] = ray(i & 7, i >> 3, df, dr);
  }
  return table;
}

std::array<std::array<uint64_t, 8>, 64> build_within() {
  std::array<std::array<uint64_t, 8>, 64> table{};
  for (int i = 0; i < 64; ++i)
    for (int steps = 0; steps < 8; ++steps)
      for (int j = 0; j < 64; ++j)
        if (std::max(std::abs((i & 7) - (j & 7)), std::abs((i >> 3) - (j >> 3))) <= steps)
          table[i][steps] |= uint64_t{1} << j;
  return table;
}

#if defined(__BMI2__)
using Steps = std::array<std::pair<int, int>, 4>;  // (files, ranks): a step each way along the lines
constexpr Steps kOrthogonalSteps = {{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};
constexpr Steps kDiagonalSteps = {{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}};

// The lines' cells but the last one each way: a slide ends at the window's edge whether that
// cell is occupied or not.
constexpr uint64_t blocking_cells(int i, const Steps& steps) {
  uint64_t cells = 0;
  for (auto [df, dr] : steps) {
    const uint64_t line = ray(i & 7, i >> 3, df, dr);
    if (!line) continue;
    const int last = df + dr * 8 > 0 ? 63 - std::countl_zero(line) : std::countr_zero(line);
    cells |= line & ~(uint64_t{1} << last);
  }
  return cells;
}

// The table's entries for the cells' lines: one for each occupancy of each cell's blocking cells.
constexpr int entries(const Steps& steps) {
  int count = 0;
  for (int i = 0; i < 64; ++i) count += 1 << std::popcount(blocking_cells(i, steps));
  return count;
}
static_assert(entries(kOrthogonalSteps) + entries(kDiagonalSteps) == kSlideReachEntries);

// The table holds what the portable form (bits64.h) answers, reach_by_lines: the lines are its
// reach over an empty window.
using ReachByLines = uint64_t (*)(int, uint64_t);

std::array<SlideIndex, 64> build_slide_index(const Steps& steps, ReachByLines reach_by_lines,
                                             uint32_t first) {
  std::array<SlideIndex, 64> table{};
  for (int i = 0; i < 64; ++i) {
    table[i] = {blocking_cells(i, steps), reach_by_lines(i, 0), first};
    first += uint32_t{1} << std::popcount(table[i].blockers);
  }
  return table;
}

// Every cell's reach for every occupancy of its blocking cells, packed into its lines' bits.
std::array<uint16_t, kSlideReachEntries> build_slide_reach() {
  std::array<uint16_t, kSlideReachEntries> table{};
  const auto fill = [&](const std::array<SlideIndex, 64>& index, ReachByLines reach_by_lines) {
    for (int i = 0; i < 64; ++i) {
      const SlideIndex& cell = index[i];
      for (uint64_t k = 0; k < (uint64_t{1} << std::popcount(cell.blockers)); ++k)
        table[cell.first + k] =
            static_cast<uint16_t>(_pext_u64(reach_by_lines(i, _pdep_u64(k, cell.blockers)), cell.lines));
    }
  };
  fill(kOrthogonalIndex, orthogonal_reach_by_lines);
  fill(kDiagonalIndex, diagonal_reach_by_lines);
  return table;
}
#endif

}  // namespace

const std::array<uint64_t, kCells> kCellBit = build_cell_bits();
const std::array<uint8_t, kCells> kIndex = build_indices();
const std::array<Square, 64> kSquare = build_squares();
const std::array<uint64_t, 64> kNeighbours = build_neighbours();
const std::array<uint64_t, 5> kFilesKept = build_files_kept();
const std::array<Lines, 64> kLines = build_lines();
const std::array<std::array<uint8_t, 64>, 8> kRankReach = build_rank_reach();
const std::array<std::array<uint64_t, 64>, kDirCount> kRays = build_rays();
const std::array<std::array<uint64_t, 8>, 64> kWithin = build_within();
#if defined(__BMI2__)
// After kLines and kRankReach, which the portable form reads.
const std::array<SlideIndex, 64> kOrthogonalIndex =
    build_slide_index(kOrthogonalSteps, orthogonal_reach_by_lines, 0);
const std::array<SlideIndex, 64> kDiagonalIndex =
    build_slide_index(kDiagonalSteps, diagonal_reach_by_lines, entries(kOrthogonalSteps));
const std::array<uint16_t, kSlideReachEntries> kSlideReach = build_slide_reach();
#endif

}  // namespace abbott::bits64_detail
