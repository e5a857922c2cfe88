// Transposition table storage and replacement.
#include "search/tt.h"

#include <algorithm>
#include <new>

namespace abbott {

uint32_t move_key(const Move& m) {
  uint32_t sum = static_cast<uint32_t>(m.kind) * 31u + m.rook_to;
  for (int i = 0; i < m.victim_count; ++i) sum = sum * 131u + m.victims[i];
  return move_key_squares(m) | static_cast<uint32_t>(m.promotion) << 16 | (sum & 0xFFu) << 24;
}

TranspositionTable::TranspositionTable(size_t mb) {
  (void)resize(mb);  // with no table before, resize throws rather than answer false
}

bool TranspositionTable::resize(size_t mb) {
  const size_t before = buckets_.size();
  age_ = 0;  // a fresh table, as after clear()
  if (buckets_.try_resize(std::max<size_t>(1, mb * 1024 * 1024 / sizeof(Bucket)))) return true;
  // The old table is gone already (both at once might not fit): it is mapped again. A search
  // cannot run without a table, so no table at all is an error.
  if (before == 0 || !buckets_.try_resize(before)) throw std::bad_alloc();
  return false;
}

void TranspositionTable::clear() {
  buckets_.fill(Bucket{});
  // Replacement compares ages: a cleared table must start from the same age every time, or a new
  // game's moves would depend on how many searches came before it.
  age_ = 0;
}

const TTEntry* TranspositionTable::probe(uint64_t key) const {
  const Bucket& b = bucket(key);
  for (const TTEntry& e : b.entries)
    if (e.key == key && e.bound() != Bound::None) return &e;
  return nullptr;
}

void TranspositionTable::store(uint64_t key, uint32_t move, int score, int depth, Bound bound) {
  Bucket& b = bucket(key);
  TTEntry* target = &b.entries[0];
  for (TTEntry& e : b.entries) {
    if (e.key == key) {
      target = &e;
      break;
    }
    // Prefer replacing entries of older searches, then shallower ones.
    const bool e_old = (e.bound_age & 0xFC) != age_;
    const bool t_old = (target->bound_age & 0xFC) != age_;
    if ((e_old && !t_old) || (e_old == t_old && e.depth < target->depth)) target = &e;
  }
  if (target->key == key && bound != Bound::Exact && depth < target->depth - 2) return;
  if (move == 0 && target->key == key) move = target->move;
  target->key = key;
  target->move = move;
  target->score = static_cast<int16_t>(score);
  target->depth = static_cast<int8_t>(std::clamp(depth, -100, 127));
  target->bound_age = static_cast<uint8_t>(age_ | static_cast<uint8_t>(bound));
}

int TranspositionTable::hashfull() const {
  int used = 0;
  const size_t n = std::min<size_t>(1000 / kBucketSize, buckets_.size());
  for (size_t i = 0; i < n; ++i)
    for (const TTEntry& e : buckets_[i].entries)
      if (e.bound() != Bound::None && (e.bound_age & 0xFC) == age_) ++used;
  return static_cast<int>(used * 1000 / (n * kBucketSize));
}

}  // namespace abbott
