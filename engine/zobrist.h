// Zobrist keys: one random number per (piece, square), side to move, castling rights, en passant
// square and the Swapper no-swap-back squares. Fixed seed, so hashes are the same in every run.
#pragma once

#include <array>
#include <cstdint>

#include "engine/types.h"

namespace abbott::zobrist {

struct Keys {
  std::array<std::array<uint64_t, kCells>, 2 * kMaxPieceTypes> piece;
  std::array<uint64_t, kCells> en_passant;
  std::array<uint64_t, kCells> swap_barred;
  std::array<uint64_t, 16> castling;
  uint64_t side;
};

const Keys& keys();

inline uint64_t piece_key(Piece p, Square s) {
  return keys().piece[(color_of(p) == Color::Black ? kMaxPieceTypes : 0) + type_of(p)][s];
}

}  // namespace abbott::zobrist
