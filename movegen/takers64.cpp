// Capture generation on a board that fits the 64-bit sets: which of the side's pieces may take
// anything at all, found type by type on the sets, so that the generator walks the rules of only
// those (in a chess position mostly two or three of sixteen).
#include <cstdlib>

#include "movegen/mechanics.h"

namespace abbott::gen {

namespace {

constexpr uint64_t kFileA = 0x0101'0101'0101'0101, kFileH = kFileA << 7;

// The pawns that may take diagonally forward (an enemy on a capture square; every pawn when the
// position has an en passant square) or push onto the last rank.
uint64_t pawn_takers64(const Side& s, uint64_t pawns, uint64_t enemies) {
  const Variant& v = s.pos.variant();
  if (s.pos.has_en_passant()) return pawns;
  const bool white = s.us == Color::White;
  // Forward is +8 for White, -8 for Black; a shift by 7 or 9 that would wrap onto the other edge
  // of the board is cut by the file it would come from.
  const uint64_t toward_h = white ? enemies >> 9 : enemies << 7;
  const uint64_t toward_a = white ? enemies >> 7 : enemies << 9;
  uint64_t takers = pawns & ((toward_h & ~kFileH) | (toward_a & ~kFileA));
  const int last = pawn_last_rank(v, s.us), start = pawn_start_rank(v, s.us);
  const uint64_t last_rank = uint64_t{0xFF} << (8 * last);
  uint64_t promoting = white ? last_rank >> 8 : last_rank << 8;
  if (std::abs(last - start) <= v.pawns.multi_step) promoting |= uint64_t{0xFF} << (8 * start);
  return takers | (pawns & promoting);
}

}  // namespace

uint64_t pieces_that_may_take64(const Side& s) {
  const Position& pos = s.pos;
  const Variant& v = pos.variant();
  const uint64_t enemies = pos.pieces64(~s.us).bits(), occupied = pos.occupied64();
  uint64_t takers = 0;
  for (int t = 0; t < v.type_count(); ++t) {
    const uint64_t pieces = pos.pieces64(s.us, static_cast<PieceType>(t)).bits();
    if (!pieces) continue;
    const PieceSpec& spec = v.pieces[t];
    if (spec.pawn) {
      takers |= pawn_takers64(s, pieces, enemies);
      continue;
    }
    const DirMask dirs = v.line_taker_dirs[t];
    const SlideReach& reach = spec.slide_reach;
    for (uint64_t w = pieces; w; w &= w - 1) {
      const int i = __builtin_ctzll(w);
      uint64_t cells = lines_reach64(i, occupied, dirs);
      if (reach.jumps_on_sets64) cells |= reach.jump_targets64[i];
      if (cells & enemies) takers |= w & -w;
    }
  }
  return takers;
}

}  // namespace abbott::gen
