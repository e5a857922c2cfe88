// Basic engine types: colours, mailbox squares, directions and the piece code stored on the board.
#pragma once

#include <array>
#include <cstdint>

namespace abbott {

enum class Color : uint8_t { White, Black };
constexpr int kColorCount = 2;

// A bit flip, not a comparison: asked at nearly every step of the search.
constexpr Color operator~(Color c) {
  return static_cast<Color>(static_cast<uint8_t>(c) ^ 1);
}
constexpr int idx(Color c) {
  return static_cast<int>(c);
}

// The mailbox: 16 cells per row and a 2-cell sentinel rim on every side, so boards up to 12x12
// fit in 256 cells, a square is one byte, and knight jumps and slides stop on sentinels without
// bounds checks.
using Square = uint8_t;
constexpr int kStride = 16;
constexpr int kRim = 2;
constexpr int kMaxFiles = 12;
constexpr int kMaxRanks = 12;
constexpr int kCells = 256;
constexpr Square kNoSquare = 0;  // a rim cell, never a playable square

constexpr Square make_square(int file, int rank) {
  return static_cast<Square>((rank + kRim) * kStride + file + kRim);
}
constexpr int file_of(Square s) {
  return (s & 15) - kRim;
}
constexpr int rank_of(Square s) {
  return (s >> 4) - kRim;
}

// Direction offsets on the mailbox. The eight queen lines are numbered so that
// opposite(d) == d ^ 2 and the first four are orthogonal.
constexpr int kDirCount = 8;
constexpr std::array<int, kDirCount> kDirOffset = {
    kStride, 1, -kStride, -1, kStride + 1, -kStride + 1, -kStride - 1, kStride - 1};
constexpr int opposite(int dir) {
  return dir ^ 2;
}
constexpr bool is_orthogonal(int dir) {
  return dir < 4;
}
using DirMask = uint8_t;
constexpr DirMask kOrthogonalDirs = 0x0F;
constexpr DirMask kDiagonalDirs = 0xF0;
constexpr DirMask kAllDirs = 0xFF;

constexpr std::array<int, 8> kKnightOffsets = {2 * kStride + 1,  2 * kStride - 1, -2 * kStride + 1,
                                               -2 * kStride - 1, kStride + 2,     kStride - 2,
                                               -kStride + 2,     -kStride - 2};

namespace types_detail {
// The direction of each step of at most one file and one rank, indexed by its mailbox offset plus
// kStride + 1; -1 for no step. At namespace scope: a constexpr table local to the function was
// copied onto the stack at every call.
inline constexpr auto kDirectionOfStep = [] {
  std::array<int8_t, 2 * kStride + 3> t{};
  for (auto& d : t) d = -1;
  for (int d = 0; d < kDirCount; ++d) t[kDirOffset[d] + kStride + 1] = static_cast<int8_t>(d);
  return t;
}();

// The direction from one square toward another by their file and rank differences (indexed by
// (rank difference + kMaxDelta) * kDeltas + file difference + kMaxDelta), when they share a
// queen line; else -1.
constexpr int kMaxDelta = kStride - 1;
constexpr int kDeltas = 2 * kMaxDelta + 1;
inline constexpr auto kDirectionByDelta = [] {
  std::array<int8_t, kDeltas * kDeltas> t{};
  for (int dr = -kMaxDelta; dr <= kMaxDelta; ++dr)
    for (int df = -kMaxDelta; df <= kMaxDelta; ++df) {
      int8_t d = -1;
      if ((df != 0 || dr != 0) && (df == 0 || dr == 0 || df == dr || df == -dr)) {
        const int step = ((dr > 0) - (dr < 0)) * kStride + (df > 0) - (df < 0);
        d = kDirectionOfStep[step + kStride + 1];
      }
      t[(dr + kMaxDelta) * kDeltas + df + kMaxDelta] = d;
    }
  return t;
}();
}  // namespace types_detail

// The direction of a step of at most one file and one rank (a mailbox offset), else -1: a
// table, since a search through kDirOffset mispredicts its branches.
constexpr int direction_of_step(int offset) {
  const int i = offset + kStride + 1;
  return i >= 0 && i < static_cast<int>(types_detail::kDirectionOfStep.size())
             ? types_detail::kDirectionOfStep[i]
             : -1;
}

// Returns the direction index from `from` toward `to` when they share a queen line, else -1.
constexpr int direction_between(Square from, Square to) {
  using namespace types_detail;
  const int df = file_of(to) - file_of(from);
  const int dr = rank_of(to) - rank_of(from);
  return kDirectionByDelta[(dr + kMaxDelta) * kDeltas + df + kMaxDelta];
}

constexpr int distance(Square a, Square b) {
  const int df = file_of(a) > file_of(b) ? file_of(a) - file_of(b) : file_of(b) - file_of(a);
  const int dr = rank_of(a) > rank_of(b) ? rank_of(a) - rank_of(b) : rank_of(b) - rank_of(a);
  return df > dr ? df : dr;
}

// A board cell holds a piece code: 0 for empty, kOffboard for the rim, otherwise a colour flag
// plus the piece's type index in its variant's table.
//   bit 7: rim   bit 6: black   bit 5: white   bits 0-4: type index
using Piece = uint8_t;
using PieceType = uint8_t;
constexpr Piece kEmpty = 0;
constexpr Piece kOffboard = 0x80;
constexpr Piece kWhiteFlag = 0x20;
constexpr Piece kBlackFlag = 0x40;
constexpr int kMaxPieceTypes = 16;
constexpr PieceType kNoPieceType = 0xFF;

static_assert(kBlackFlag == kWhiteFlag << 1, "color_flag shifts White's flag by the colour");
constexpr Piece color_flag(Color c) {
  return static_cast<Piece>(kWhiteFlag << static_cast<int>(c));  // kBlackFlag for Black
}
constexpr Piece make_piece(Color c, PieceType t) {
  return static_cast<Piece>(color_flag(c) | t);
}
constexpr PieceType type_of(Piece p) {
  return p & 0x1F;
}
constexpr Color color_of(Piece p) {
  return (p & kBlackFlag) ? Color::Black : Color::White;
}
constexpr bool is_piece(Piece p) {
  return (p & (kWhiteFlag | kBlackFlag)) != 0;
}

// A set of piece types of one variant.
using TypeMask = uint16_t;
constexpr TypeMask type_bit(PieceType t) {
  return static_cast<TypeMask>(1u << t);
}

}  // namespace abbott
