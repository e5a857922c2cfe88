// Boards of at most 8 files and 8 ranks kept a second way, as 64-bit sets (bit: rank * 8 + file),
// beside the mailbox. On such a set the squares a slider reaches along all its lines are a few
// word operations (or one table lookup, where the processor has fast PEXT), where the mailbox
// needs a run per direction; the evaluation's mobility counts them so. Cells of the 8x8 window
// beyond a smaller board (Chameleon Chess's 6x7) are never occupied: a line that runs off the
// board never comes back onto it, so a caller intersects with the board's cells
// (Variant::cells64) and gets what the mailbox walk gets.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/types.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace abbott {

constexpr bool fits_64(int files, int ranks) {
  return files <= 8 && ranks <= 8;
}

namespace bits64_detail {

struct Lines {
  uint64_t self, self_reversed;           // the cell, and its bit with the bytes reversed
  uint64_t file, diagonal, antidiagonal;  // the lines through the cell, the cell excluded
};
extern const std::array<uint64_t, kCells> kCellBit;  // 0 beyond the 8x8 window and on the rim
extern const std::array<uint8_t, kCells> kIndex;     // rank * 8 + file within the window
extern const std::array<Square, 64> kSquare;         // the mailbox square of each index
extern const std::array<uint64_t, 64> kNeighbours;   // the cells around each cell
extern const std::array<uint64_t, 5> kFilesKept;     // [df + 2]: the files that stay on a shift by df
extern const std::array<Lines, 64> kLines;
extern const std::array<std::array<uint8_t, 64>, 8> kRankReach;      // [file][occupancy of files 1..6]
extern const std::array<std::array<uint64_t, 64>, kDirCount> kRays;  // [direction][cell], the cell excluded
extern const std::array<std::array<uint64_t, 8>, 64> kWithin;        // [cell][steps]: at most that many away

// The cells reached along one line through the cell `l.self` (files, diagonals and anti-diagonals
// have one cell a rank, so reversing the bytes reverses the line): up to and including the first
// occupied cell each way.
inline uint64_t line_reach(uint64_t occupied, uint64_t line, const Lines& l) {
  const uint64_t forward = occupied & line;
  const uint64_t reverse = __builtin_bswap64(forward);
  return ((forward - l.self) ^ __builtin_bswap64(reverse - l.self_reversed)) & line;
}

// The reach along ranks and files, and along diagonals, word operations on the lines (the portable
// form, and the one the tests hold the table's against).
inline uint64_t orthogonal_reach_by_lines(int i, uint64_t occupied) {
  const int rank_shift = i & 56;
  const uint64_t along_rank = uint64_t{kRankReach[i & 7][(occupied >> (rank_shift + 1)) & 63]} << rank_shift;
  const Lines& l = kLines[i];
  return along_rank | line_reach(occupied, l.file, l);
}
inline uint64_t diagonal_reach_by_lines(int i, uint64_t occupied) {
  const Lines& l = kLines[i];
  return line_reach(occupied, l.diagonal, l) | line_reach(occupied, l.antidiagonal, l);
}

#if defined(__BMI2__)
// Where the processor extracts and deposits bits in one instruction each (BMI2's PEXT and PDEP,
// fast on Intel since Haswell and AMD since Zen 3; CMakeLists.txt enables them only there), a
// slider's reach along its lines is one table entry: indexed by the occupancy of the cells that
// can block it (its lines but their last cell each way), holding the reached cells packed into
// the bits of its lines.
struct SlideIndex {
  uint64_t blockers;  // the cells whose occupancy decides the reach
  uint64_t lines;     // the cells of the lines, the slider's own excluded
  uint32_t first;     // where the cell's entries start in kSlideReach
};
constexpr int kSlideReachEntries = 102'400 + 5'248;  // 2^blockers summed over the cells: rook, bishop lines
extern const std::array<SlideIndex, 64> kOrthogonalIndex, kDiagonalIndex;
extern const std::array<uint16_t, kSlideReachEntries> kSlideReach;

inline uint64_t table_reach(const SlideIndex& index, uint64_t occupied) {
  return _pdep_u64(kSlideReach[index.first + _pext_u64(occupied, index.blockers)], index.lines);
}
#endif

}  // namespace bits64_detail

// The bit of a mailbox square, 0 for squares beyond files and ranks 0..7.
inline uint64_t cell_bit64(Square s) {
  return bits64_detail::kCellBit[s];
}

// The set's index of a mailbox square within the 8x8 window: rank * 8 + file.
inline int index64(Square s) {
  return bits64_detail::kIndex[s];
}

// The cells of the rank, and of the file, of a square within the window.
inline uint64_t rank64(Square s) {
  return uint64_t{0xFF} << (index64(s) & 56);
}
inline uint64_t file64(Square s) {
  return uint64_t{0x0101'0101'0101'0101} << (index64(s) & 7);
}

// The cells a slider on the cell of index `i` reaches along ranks and files, or along diagonals:
// the empty cells up to the first occupied one each way, and that one.
inline uint64_t orthogonal_reach64(int i, uint64_t occupied) {
#if defined(__BMI2__)
  return bits64_detail::table_reach(bits64_detail::kOrthogonalIndex[i], occupied);
#else
  return bits64_detail::orthogonal_reach_by_lines(i, occupied);
#endif
}
inline uint64_t diagonal_reach64(int i, uint64_t occupied) {
#if defined(__BMI2__)
  return bits64_detail::table_reach(bits64_detail::kDiagonalIndex[i], occupied);
#else
  return bits64_detail::diagonal_reach_by_lines(i, occupied);
#endif
}

// The same along the lines of the directions in `dirs`: ranks and files when it has an
// orthogonal direction, diagonals when it has a diagonal one (both ways of each line: a superset
// of the cells for a one-way mask).
inline uint64_t lines_reach64(int i, uint64_t occupied, DirMask dirs) {
  uint64_t reach = 0;
  if (dirs & kOrthogonalDirs) reach |= orthogonal_reach64(i, occupied);
  if (dirs & kDiagonalDirs) reach |= diagonal_reach64(i, occupied);
  return reach;
}

// The cells of the window from the cell of index `i` along direction `d` (engine/types.h), at
// most `steps` (0..7) steps away, the cell itself excluded.
inline uint64_t ray64(int i, int d, int steps) {
  return bits64_detail::kRays[d][i] & bits64_detail::kWithin[i][steps];
}

// The cells of the window at most `steps` (0..7) steps from the cell of index `i`, itself included.
inline uint64_t within64(int i, int steps) {
  return bits64_detail::kWithin[i][steps];
}

// The cells at most `range` steps from the cell of index `i`, a slide's farthest stop: every cell
// where it has none (0) or one beyond the window's 7 steps.
inline uint64_t within_range64(int i, int range) {
  return range ? within64(i, range < 7 ? range : 7) : ~uint64_t{0};
}

inline int count64(uint64_t set) {
  return std::popcount(set);
}

// A set of cells of a board that fits, with SquareSet's interface (engine/square_set.h): code
// written for one works on the other (engine/board_sets.h), on one word instead of four.
class Set64 {
 public:
  constexpr Set64() = default;
  constexpr explicit Set64(uint64_t bits) : bits_(bits) {}

  void add(Square s) { bits_ |= cell_bit64(s); }
  [[nodiscard]] bool contains(Square s) const { return bits_ & cell_bit64(s); }
  [[nodiscard]] bool empty() const { return !bits_; }
  [[nodiscard]] uint64_t bits() const { return bits_; }

  Set64& operator|=(Set64 o) {
    bits_ |= o.bits_;
    return *this;
  }
  Set64& operator&=(Set64 o) {
    bits_ &= o.bits_;
    return *this;
  }
  friend Set64 operator|(Set64 a, Set64 b) { return a |= b; }
  friend Set64 operator&(Set64 a, Set64 b) { return a &= b; }

  // Every cell moved by the mailbox offset `offset`, a step of at most two files and two ranks.
  // Cells moved off the 8x8 window drop out (SquareSet keeps those it moves onto the rim, where
  // no piece stands: a test against pieces or empty squares drops them either way).
  [[nodiscard]] Set64 shifted(int offset) const {
    const int ranks = (offset + 2 * kStride + 2) / kStride - 2;
    const int files = offset - ranks * kStride;
    const int by = ranks * 8 + files;
    const uint64_t kept = bits_ & bits64_detail::kFilesKept[files + 2];
    return Set64(by >= 0 ? kept << by : kept >> -by);
  }

  // Calls `visit(square)` for each cell in the set, in increasing order.
  template <class Visit>
  void for_each(Visit&& visit) const {
    for (uint64_t w = bits_; w; w &= w - 1) visit(bits64_detail::kSquare[__builtin_ctzll(w)]);
  }

 private:
  uint64_t bits_ = 0;
};

// The cells around `s`: its eight neighbours within the window.
inline Set64 neighbours64(Square s) {
  return Set64(bits64_detail::kNeighbours[index64(s)]);
}

}  // namespace abbott
