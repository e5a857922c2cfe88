// Zobrist keys: one random number per (piece, square), side to move, castling rights, en passant
// square and the Swapper no-swap-back squares, from a fixed-seed splitmix64 generator, so hashes
// are the same in every run.
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

namespace detail {

constexpr uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

constexpr Keys make_keys() {
  Keys k{};
  uint64_t state = 0xAB0BB0A7C0FFEEULL;
  for (auto& row : k.piece)
    for (auto& key : row) key = splitmix(state);
  for (auto& key : k.en_passant) key = splitmix(state);
  for (auto& key : k.swap_barred) key = splitmix(state);
  for (auto& key : k.castling) key = splitmix(state);
  k.side = splitmix(state);
  return k;
}

}  // namespace detail

// Computed at compile time: no start-up cost and no initialisation guard on every use.
inline constexpr Keys kKeys = detail::make_keys();

inline const Keys& keys() {
  return kKeys;
}

inline uint64_t piece_key(Piece p, Square s) {
  return kKeys.piece[(color_of(p) == Color::Black ? kMaxPieceTypes : 0) + type_of(p)][s];
}

}  // namespace abbott::zobrist
