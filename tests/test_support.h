// Helpers shared by the test suites: loading positions and seeded random games.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/movegen.h"

namespace abbott::testing {

inline Position position(const std::string& variant, const std::string& fen = "startpos") {
  const Variant* v = find_variant(variant);
  EXPECT_NE(v, nullptr) << "unknown variant " << variant;
  Position pos;
  if (v) {
    auto err = pos.set(*v, fen);
    EXPECT_FALSE(err) << variant << " " << fen << ": " << (err ? err->message : "");
  }
  return pos;
}

// A parameterised test's name for the variant it runs on (gtest allows no '-' in names).
inline std::string variant_test_name(const ::testing::TestParamInfo<const Variant*>& param_info) {
  std::string n = param_info.param->name;
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
}

// A small deterministic generator (splitmix64), so that random games are the same everywhere.
struct Rng {
  uint64_t state;
  explicit Rng(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

// Plays up to `plies` random legal moves from the start position, calling `visit` on every
// position reached (the start included). Stops when the game has no moves.
inline void random_game(const Variant& v, uint64_t seed, int plies,
                        const std::function<void(Position&)>& visit) {
  Position pos;
  (void)pos.set(v, "startpos");
  Rng rng(seed);
  for (int ply = 0; ply <= plies; ++ply) {
    visit(pos);
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.empty()) return;
    pos.make(legal[rng.below(legal.size())]);
  }
}

}  // namespace abbott::testing
