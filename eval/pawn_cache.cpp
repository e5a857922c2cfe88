// The pawn structure cache; see pawn_cache.h.
#include "eval/pawn_cache.h"

#include "eval/pawn_structure.h"

namespace abbott {

std::array<int, kColorCount> PawnCache::scores(const Position& pos, const eval::Params& p) {
  if (!pos.variant().pawn_key_types) return pawn_structure_scores(pos, p);
  const uint64_t key = pos.pawn_key();
  Entry& e = entries_[key & (kEntries - 1)];
  if (!e.filled || e.key != key) e = Entry{key, true, pawn_structure_scores(pos, p)};
  return e.scores;
}

}  // namespace abbott
