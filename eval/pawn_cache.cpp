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

std::array<int, kColorCount> PawnCache::scores64(const Position& pos, const eval::Params& p) {
  const Variant& v = pos.variant();
  if (variant64_ != &v || params64_ != &p) {
    // No entry holds both sides' pawns on one cell (an empty set's pair is scored 0 either way).
    entries64_.assign(size_t{1} << kEntries64Bits, Entry64{});
    variant64_ = &v;
    params64_ = &p;
  }
  const std::array<uint64_t, kColorCount> pawns = {pos.pieces64_of(Color::White, v.pawn_types).bits(),
                                                   pos.pieces64_of(Color::Black, v.pawn_types).bits()};
  const uint64_t mixed = pawns[0] * 0x9E37'79B9'7F4A'7C15 ^ pawns[1] * 0xC2B2'AE3D'27D4'EB4F;
  Entry64& e = entries64_[mixed >> (64 - kEntries64Bits)];
  if (e.pawns != pawns) e = Entry64{pawns, pawn_structure_scores64(pos, p)};
  return e.scores;
}

}  // namespace abbott
