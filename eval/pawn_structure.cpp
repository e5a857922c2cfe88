// The pawn structure's two forms; see pawn_structure.h.
#include "eval/pawn_structure.h"

#include <bit>

#include "engine/bits64.h"

namespace abbott {

namespace {

// A rank counted in `c`'s forward direction, so that "ahead" is "greater" for both colours.
int forward_rank(const Variant& v, Color c, int rank) {
  return c == Color::White ? rank : v.ranks - 1 - rank;
}

// The 64-bit sets put the cell of rank r and file f at bit r * 8 + f.
constexpr uint64_t kFileA = 0x0101'0101'0101'0101;
// The cells whose rank has bit k set, k = 0, 1, 2: a set's ranks summed are three bit counts.
constexpr uint64_t kRankBit0 = 0xFF00'FF00'FF00'FF00, kRankBit1 = 0xFFFF'0000'FFFF'0000,
                   kRankBit2 = 0xFFFF'FFFF'0000'0000;

// Every cell of `set` and every cell above (north fill) or below (south fill) one on its file.
uint64_t fill_north(uint64_t set) {
  set |= set << 8;
  set |= set << 16;
  return set | set << 32;
}
uint64_t fill_south(uint64_t set) {
  set |= set >> 8;
  set |= set >> 16;
  return set | set >> 32;
}

}  // namespace

PawnRows::PawnRows(const Position& pos) {
  const Variant& v = pos.variant();
  for (Color c : {Color::White, Color::Black}) {
    // A board that fits the 64-bit sets keeps no square sets: its rows are read from the former.
    if (v.cells64) {
      const uint64_t pawns = pos.pieces64_of(c, v.pawn_types).bits();
      for (int r = 0; r < v.ranks; ++r)
        rows[idx(c)][r] = static_cast<uint32_t>((pawns >> (8 * r)) & 0xFF) << kRim;
      continue;
    }
    const SquareSet pawns = pos.pieces_of(c, v.pawn_types);
    for (int r = 0; r < v.ranks; ++r) rows[idx(c)][r] = pawns.row_bits(r + kRim);
  }
}

int pawn_structure_by_rows(const Position& pos, Color us, const eval::Params& p, const PawnRows& pawns) {
  const Variant& v = pos.variant();
  const auto& own = pawns.rows[idx(us)];
  const auto& enemy = pawns.rows[idx(~us)];
  // The files with a pawn of ours, and those with two or more (bit: the mailbox's column).
  uint32_t files = 0, doubled_files = 0;
  int pawns_counted = 0, forward_sum = 0, passers = 0, passers_forward_sum = 0;
  // The files of the enemy pawns on the ranks passed, each with its neighbours: a pawn of ours
  // there has an enemy pawn ahead of it (one beside it on the same rank is not ahead).
  uint32_t blocked = 0;
  for (int k = 0; k < v.ranks; ++k) {
    const int rank = us == Color::White ? v.ranks - 1 - k : k;
    if (const uint32_t row = own[rank]) {
      const int forward = forward_rank(v, us, rank);
      const int n = std::popcount(row), passed = std::popcount(row & ~blocked);
      doubled_files |= files & row;
      files |= row;
      pawns_counted += n;
      forward_sum += n * forward;
      passers += passed;
      passers_forward_sum += passed * forward;
    }
    const uint32_t e = enemy[rank];
    blocked |= e | e << 1 | e >> 1;
  }
  // Every pawn of a file with two or more is doubled; a file with one holds one pawn, so an
  // isolated file's pawns are counted again rank by rank only where it holds two or more (rare).
  const int doubled = pawns_counted - std::popcount(files & ~doubled_files);
  const uint32_t isolated_files = files & ~(files << 1 | files >> 1);
  int isolated = std::popcount(isolated_files & ~doubled_files);
  if (const uint32_t isolated_doubled = isolated_files & doubled_files)
    for (int r = 0; r < v.ranks; ++r) isolated += std::popcount(own[r] & isolated_doubled);
  return -p.doubled_pawn * doubled - p.isolated_pawn * isolated +
         p.pawn_advance * (forward_sum - pawns_counted) + p.passed_pawn * passers +
         2 * p.pawn_advance * (passers_forward_sum - passers);
}

int pawn_structure_on_sets64(const Position& pos, Color us, const eval::Params& p) {
  const Variant& v = pos.variant();
  const uint64_t own = pos.pieces64_of(us, v.pawn_types).bits();
  if (!own) return 0;
  const uint64_t enemy = pos.pieces64_of(~us, v.pawn_types).bits();
  // The forward ranks of the cells of `set`, summed.
  const auto forward_ranks = [&](uint64_t set) {
    const int sum = count64(set & kRankBit0) + 2 * count64(set & kRankBit1) + 4 * count64(set & kRankBit2);
    return us == Color::White ? sum : count64(set) * (v.ranks - 1) - sum;
  };
  const uint64_t own_files = fill_south(own) & 0xFF;  // bit f: a pawn of ours on file f
  const uint64_t neighbour_files = (own_files << 1 | own_files >> 1) & 0xFF;
  const int isolated = count64(own & ~(neighbour_files * kFileA));
  const int doubled = count64(own & (fill_north(own << 8) | fill_south(own >> 8)));
  // The cells behind an enemy pawn, as seen from our side, on its file or a neighbouring one:
  // a pawn of ours there has that enemy pawn ahead of it.
  const uint64_t behind = us == Color::White ? fill_south(enemy >> 8) : fill_north(enemy << 8);
  const uint64_t blocked = behind | Set64(behind).shifted(1).bits() | Set64(behind).shifted(-1).bits();
  const uint64_t passed = own & ~blocked;
  const int pawns = count64(own), passers = count64(passed);
  return -p.doubled_pawn * doubled - p.isolated_pawn * isolated +
         p.pawn_advance * (forward_ranks(own) - pawns) + p.passed_pawn * passers +
         2 * p.pawn_advance * (forward_ranks(passed) - passers);
}

std::array<int, kColorCount> pawn_structure_scores(const Position& pos, const eval::Params& p) {
  const Variant& v = pos.variant();
  std::array<int, kColorCount> scores{};
  if (!v.pawn_types) return scores;
  const PawnRows rows(pos);
  for (Color c : {Color::White, Color::Black})
    if (v.promotes(c)) scores[idx(c)] = pawn_structure_by_rows(pos, c, p, rows);
  return scores;
}

std::array<int, kColorCount> pawn_structure_scores64(const Position& pos, const eval::Params& p) {
  std::array<int, kColorCount> scores{};
  for (Color c : {Color::White, Color::Black})
    if (pos.variant().promotes(c)) scores[idx(c)] = pawn_structure_on_sets64(pos, c, p);
  return scores;
}

}  // namespace abbott
