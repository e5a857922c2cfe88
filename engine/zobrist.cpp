// Zobrist keys from a fixed-seed splitmix64 generator.
#include "engine/zobrist.h"

namespace abbott::zobrist {

namespace {

uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

Keys make_keys() {
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

}  // namespace

const Keys& keys() {
  static const Keys k = make_keys();
  return k;
}

}  // namespace abbott::zobrist
