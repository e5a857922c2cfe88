// The transposition table, shared by all search threads. Entries are written without locks:
// a torn entry can only give a wrong move hint or bound, and a move hint is used only if it
// matches a generated move. Buckets of four 16-byte entries fill one cache line; replacement
// prefers the entry of an older search, then the shallowest.
#pragma once

#include <cstdint>

#include "engine/move.h"
#include "search/large_page_table.h"

namespace abbott {

enum class Bound : uint8_t { None, Upper, Lower, Exact };

// A move's identity in 32 bits: from, to, promotion and a checksum of its victims and kind.
uint32_t move_key(const Move& m);
// The key's low 16 bits: the move's squares alone, a cheap first test of whether a move matches.
constexpr uint32_t kMoveKeySquares = 0xFFFF;
inline uint32_t move_key_squares(const Move& m) {
  return static_cast<uint32_t>(m.from) | static_cast<uint32_t>(m.to) << 8;
}
inline Square move_key_from(uint32_t key) {
  return static_cast<Square>(key & 0xFF);
}
inline Square move_key_to(uint32_t key) {
  return static_cast<Square>(key >> 8 & 0xFF);
}

struct TTEntry {
  uint64_t key = 0;
  uint32_t move = 0;
  int16_t score = 0;
  int8_t depth = 0;
  uint8_t bound_age = 0;  // bound in the low 2 bits, search age above

  [[nodiscard]] Bound bound() const { return static_cast<Bound>(bound_age & 3); }
};

class TranspositionTable {
 public:
  // Throws std::bad_alloc when the memory is not there.
  explicit TranspositionTable(size_t mb = 16);
  // A cleared table of `mb` MiB; when that much memory is not there, false and a cleared table of
  // the size before (std::bad_alloc when not even that is).
  [[nodiscard]] bool resize(size_t mb);
  void clear();
  void new_search() { age_ = static_cast<uint8_t>((age_ + 4) & 0xFC); }

  // Returns the entry for `key`, or nullptr.
  [[nodiscard]] const TTEntry* probe(uint64_t key) const;
  // Starts loading `key`'s bucket into the processor's cache, for a probe soon after.
  void prefetch(uint64_t key) const { __builtin_prefetch(&bucket(key)); }
  void store(uint64_t key, uint32_t move, int score, int depth, Bound bound);
  [[nodiscard]] int hashfull() const;  // permille of recent entries in the first 1000 buckets
  [[nodiscard]] size_t bytes() const { return buckets_.size() * sizeof(Bucket); }

 private:
  static constexpr int kBucketSize = 4;
  struct alignas(64) Bucket {
    TTEntry entries[kBucketSize];
  };
  const Bucket& bucket(uint64_t key) const { return buckets_[key % buckets_.size()]; }
  Bucket& bucket(uint64_t key) { return buckets_[key % buckets_.size()]; }
  LargePageTable<Bucket> buckets_;
  uint8_t age_ = 0;
};

}  // namespace abbott
