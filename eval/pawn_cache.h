// Pawn structure scores kept by the key of the pawns they score (Position::pawn_key): most moves
// leave every pawn where it was, and on boards larger than 8x8 the structure, then found pawn by
// pawn, was 4% of a search's instructions. A cache belongs to one search thread and serves one variant
// with one set of weights, as the search's other caches do.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/position.h"
#include "eval/params.h"

namespace abbott {

class PawnCache {
 public:
  // pawn_structure_scores(pos, p), from the entry of the position's pawns when it holds them
  // (found afresh in variants whose pawns have no key: Variant::pawn_key_types).
  std::array<int, kColorCount> scores(const Position& pos, const eval::Params& p);
  // pawn_structure_scores64(pos, p), on a board that fits the 64-bit sets: kept in a table small
  // enough to stay in the processor's nearest cache, by the pawns' sets themselves (the table
  // above, larger and keyed by the pawns' hash, cost `chess` more than the structure's few bit
  // counts).
  std::array<int, kColorCount> scores64(const Position& pos, const eval::Params& p);

 private:
  struct Entry64 {
    std::array<uint64_t, kColorCount> pawns{};
    std::array<int, kColorCount> scores{};
  };
  static constexpr int kEntries64Bits = 9;
  std::vector<Entry64> entries64_;  // made at the first use, and again for another variant or weights
  const Variant* variant64_ = nullptr;
  const eval::Params* params64_ = nullptr;
  struct Entry {
    uint64_t key = 0;
    bool filled = false;
    std::array<int, kColorCount> scores{};
  };
  // A power of two. In `coordinator` searches from the start (depth 9) seven evaluations in ten
  // found their pawns here; sixteen times as many entries found three in four.
  static constexpr size_t kEntries = size_t{1} << 12;
  std::vector<Entry> entries_ = std::vector<Entry>(kEntries);
};

}  // namespace abbott
