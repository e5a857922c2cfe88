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
  void fill() { lines_.fill(kFull); }
  void set(Square s) { toggle(s, true); }
  bool operator==(const LineOccupancy&) const = default;
  void clear(Square s) { toggle(s, false); }

  // Empty squares from `s` (excluded) in direction `dir` before the first occupied cell. The rim
  // is occupied, so a line always ends. Without a branch on `dir`: a switch on it was an
  // indirect jump mispredicted almost every time.
  [[nodiscard]] int empty_run(Square s, int dir) const {
    const int r = s >> 4, f = s & 15;
    const DirectionLine& l = kDirectionLines[dir];
    const uint32_t line = lines_[l.first + l.per_file * f + l.per_rank * r];
    const int at = l.along_file ? r : f;
    const int ahead_run = ahead(line, at), behind_run = behind(line, at);
    return l.ahead ? ahead_run : behind_run;
  }

  // The occupied cells of the mailbox row and column through `s`, rim included: bit i is the
  // cell in column i (row i for the column).
  [[nodiscard]] uint32_t row_through(Square s) const { return lines_[kRanks + (s >> 4)]; }
  [[nodiscard]] uint32_t column_through(Square s) const { return lines_[kFiles + (s & 15)]; }

  // empty_run for all eight directions at once, in direction order.
  [[gnu::always_inline]] void empty_runs(Square s, int (&runs)[kDirCount]) const {
    orthogonal_runs(s, runs);
    diagonal_runs(s, runs);
  }
  // The same for the four orthogonal directions only (runs[0..3]), or the four diagonal ones
  // (runs[4..7]): a Rook or a Bishop needs half of them.
  [[gnu::always_inline]] void orthogonal_runs(Square s, int (&runs)[kDirCount]) const {
    const int r = s >> 4, f = s & 15;
    const uint32_t file = lines_[kFiles + f], rank = lines_[kRanks + r];
    runs[0] = ahead(file, r);
    runs[1] = ahead(rank, f);
    runs[2] = behind(file, r);
    runs[3] = behind(rank, f);
  }
  [[gnu::always_inline]] void diagonal_runs(Square s, int (&runs)[kDirCount]) const {
    const int r = s >> 4, f = s & 15;
    const uint32_t diagonal = lines_[kDiagonals + f - r + 15], antidiagonal = lines_[kAntidiagonals + f + r];
    runs[4] = ahead(diagonal, f);
    runs[5] = ahead(antidiagonal, f);
    runs[6] = behind(diagonal, f);
    runs[7] = behind(antidiagonal, f);
  }

 private:
  static constexpr uint32_t kFull = 0xFFFF;
  // Where each kind of line starts in lines_, indexed by the cell's row and column in the 16x16
  // mailbox (rim included): files by column (bit: row), ranks by row (bit: column), diagonals
  // by column - row + 15 and anti-diagonals by column + row (bit: column).
  static constexpr int kFiles = 0, kRanks = 16, kDiagonals = 32, kAntidiagonals = 63, kLineCount = 94;

  // The line a direction runs along: its place in lines_ (first + per_file * column + per_rank *
  // row), whether the cell's bit on it is its row (files) or its column, and whether the
  // direction runs toward higher bits.
  struct DirectionLine {
    int first, per_file, per_rank;
    bool along_file, ahead;
  };
  static constexpr std::array<DirectionLine, kDirCount> kDirectionLines = {{
      {kFiles, 1, 0, true, true},              // 0: +rank
      {kRanks, 0, 1, false, true},             // 1: +file
      {kFiles, 1, 0, true, false},             // 2: -rank
      {kRanks, 0, 1, false, false},            // 3: -file
      {kDiagonals + 15, 1, -1, false, true},   // 4: +rank +file
      {kAntidiagonals, 1, 1, false, true},     // 5: -rank +file
      {kDiagonals + 15, 1, -1, false, false},  // 6: -rank -file
      {kAntidiagonals, 1, 1, false, false},    // 7: +rank -file
  }};

  static int ahead(uint32_t line, int at) { return __builtin_ctz(line >> (at + 1)); }
  // The cells below `at` shifted to the top: the rim keeps it non-zero (`at` is at least kRim).
  static int behind(uint32_t line, int at) { return __builtin_clz(line << (32 - at)); }

  void toggle(Square s, bool occupied) {
    const int r = s >> 4, f = s & 15;
    const auto write = [occupied](uint32_t& line, int at) {
      line = occupied ? line | (1u << at) : line & ~(1u << at);
    };
    write(lines_[kRanks + r], f);
    write(lines_[kFiles + f], r);
    write(lines_[kDiagonals + f - r + 15], f);
    write(lines_[kAntidiagonals + f + r], f);
  }

  std::array<uint32_t, kLineCount> lines_{};
};

}  // namespace abbott
