// Which cells are not empty, kept per rank, file and diagonal as bit sets, so that the number of
// empty squares from a square along a queen line is a bit scan instead of a walk. The evaluation
// counts mobility with it; a walk ends in a branch the processor cannot predict, a bit scan does not.
#pragma once

#include <array>
#include <cstdint>

#include "engine/types.h"

namespace abbott {

class LineOccupancy {
 public:
  // Every cell occupied: the rim and the cells beyond the board stay so, and block every line.
  void fill() {
    ranks_.fill(kFull);
    files_.fill(kFull);
    diagonals_.fill(kFull);
    antidiagonals_.fill(kFull);
  }
  void set(Square s) { toggle(s, true); }
  bool operator==(const LineOccupancy&) const = default;
  void clear(Square s) { toggle(s, false); }

  // Empty squares from `s` (excluded) in direction `dir` before the first occupied cell. The rim
  // is occupied, so a line always ends.
  [[nodiscard]] int empty_run(Square s, int dir) const {
    const int r = s >> 4, f = s & 15;
    switch (dir) {
      case 0:  // +rank
        return ahead(files_[f], r);
      case 1:  // +file
        return ahead(ranks_[r], f);
      case 2:  // -rank
        return behind(files_[f], r);
      case 3:  // -file
        return behind(ranks_[r], f);
      case 4:  // +rank +file
        return ahead(diagonals_[f - r + 15], f);
      case 5:  // -rank +file
        return ahead(antidiagonals_[f + r], f);
      case 6:  // -rank -file
        return behind(diagonals_[f - r + 15], f);
      default:  // +rank -file
        return behind(antidiagonals_[f + r], f);
    }
  }

  // The occupied cells of the mailbox row and column through `s`, rim included: bit i is the
  // cell in column i (row i for the column).
  [[nodiscard]] uint32_t row_through(Square s) const { return ranks_[s >> 4]; }
  [[nodiscard]] uint32_t column_through(Square s) const { return files_[s & 15]; }

  // empty_run for all eight directions at once, in direction order.
  [[gnu::always_inline]] void empty_runs(Square s, int (&runs)[kDirCount]) const {
    const int r = s >> 4, f = s & 15;
    const uint32_t file = files_[f], rank = ranks_[r], diagonal = diagonals_[f - r + 15],
                   antidiagonal = antidiagonals_[f + r];
    runs[0] = ahead(file, r);
    runs[1] = ahead(rank, f);
    runs[2] = behind(file, r);
    runs[3] = behind(rank, f);
    runs[4] = ahead(diagonal, f);
    runs[5] = ahead(antidiagonal, f);
    runs[6] = behind(diagonal, f);
    runs[7] = behind(antidiagonal, f);
  }

 private:
  static constexpr uint32_t kFull = 0xFFFF;

  static int ahead(uint32_t line, int at) { return __builtin_ctz(line >> (at + 1)); }
  // The cells below `at` shifted to the top: the rim keeps it non-zero (`at` is at least kRim).
  static int behind(uint32_t line, int at) { return __builtin_clz(line << (32 - at)); }

  void toggle(Square s, bool occupied) {
    const int r = s >> 4, f = s & 15;
    const auto write = [occupied](uint32_t& line, int at) {
      line = occupied ? line | (1u << at) : line & ~(1u << at);
    };
    write(ranks_[r], f);
    write(files_[f], r);
    write(diagonals_[f - r + 15], f);
    write(antidiagonals_[f + r], f);
  }

  // Indexed by the cell's row and column in the 16x16 mailbox (rim included).
  std::array<uint32_t, 16> ranks_{};          // bit: column
  std::array<uint32_t, 16> files_{};          // bit: row
  std::array<uint32_t, 31> diagonals_{};      // column - row + 15; bit: column
  std::array<uint32_t, 31> antidiagonals_{};  // column + row; bit: column
};

}  // namespace abbott
