// The pawn structure's two forms; see pawn_structure.h.
#include "eval/pawn_structure.h"

#include <bit>

#include "engine/bits64.h"

namespace abbott {

namespace {

// A word of four rows of a square set (SquareSet::row_word) joined into one row: bit c, a cell of
// column c in some of them.
uint32_t rows_joined(uint64_t w) {
  w |= w >> 32;
  return static_cast<uint32_t>((w | w >> 16) & 0xFFFF);
}
// A row times this: the row in each of a word's four.
constexpr uint64_t kEveryRow = 0x0001'0001'0001'0001;
// The ranks of the cells of word `i` summed: row k of word i is the board's rank 4i + k, and the
// rows with bit 0 (bit 1) of k set are rows 1 and 3 (2 and 3).
int ranks_summed(uint64_t w, int i) {
  constexpr uint64_t kRowBit0 = 0xFFFF'0000'FFFF'0000, kRowBit1 = 0xFFFF'FFFF'0000'0000;
  return 4 * i * count64(w) + count64(w & kRowBit0) + 2 * count64(w & kRowBit1);
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

SquareSet pawns_as_square_set(const Position& pos, Color c) {
  const Variant& v = pos.variant();
  if (v.piece_sets) return pos.pieces_of(c, v.pawn_types);
  SquareSet pawns;
  pos.pieces64_of(c, v.pawn_types).for_each([&](Square s) { pawns.add(s); });
  return pawns;
}

int pawn_structure_on_square_sets(const SquareSet& own_set, const SquareSet& enemy_set, Color us, int ranks,
                                  const eval::Params& p) {
  constexpr int kWords = SquareSet::kRowWords;
  std::array<uint64_t, kWords> own{}, enemy{};
  int pawns = 0;
  for (int i = 0; i < kWords; ++i) {
    own[i] = own_set.row_word(i);
    enemy[i] = enemy_set.row_word(i);
    pawns += count64(own[i]);
  }
  if (!pawns) return 0;
  // The files with a pawn of ours, and those with two or more: two rows of one word share it, or
  // two words.
  uint32_t files = 0, doubled_files = 0;
  for (const uint64_t w : own) {
    const uint32_t word_files = rows_joined(w);
    doubled_files |= rows_joined((w & w >> 16) | (w & w >> 32) | (w & w >> 48)) | (files & word_files);
    files |= word_files;
  }
  // Every pawn of a file with two or more is doubled, a file with one holds one pawn.
  const int doubled = pawns - std::popcount(files & ~doubled_files);
  const uint64_t isolated_cells = uint64_t{files & ~(files << 1 | files >> 1)} * kEveryRow;
  // The words from the enemy's side toward ours, so that the enemy pawns ahead of a word's rows
  // are those of its later rows (toward the enemy) and of the words passed. The rim columns hold
  // no pawn, so a file's neighbours shifted in never cross into the next row.
  int isolated = 0, rank_sum = 0, passers = 0, passers_rank_sum = 0;
  uint32_t files_ahead = 0;  // the enemy pawns' files in the words passed
  for (int k = 0; k < kWords; ++k) {
    const int i = us == Color::White ? kWords - 1 - k : k;
    const uint64_t e = enemy[i];
    const uint64_t in_word =
        us == Color::White ? (e >> 16 | e >> 32 | e >> 48) : (e << 16 | e << 32 | e << 48);
    const uint64_t ahead = in_word | uint64_t{files_ahead} * kEveryRow;
    const uint64_t passed = own[i] & ~(ahead | ahead << 1 | ahead >> 1);
    files_ahead |= rows_joined(e);
    isolated += count64(own[i] & isolated_cells);
    rank_sum += ranks_summed(own[i], i);
    passers += count64(passed);
    passers_rank_sum += ranks_summed(passed, i);
  }
  const auto forward_sum = [&](int sum, int n) { return us == Color::White ? sum : n * (ranks - 1) - sum; };
  return -p.doubled_pawn * doubled - p.isolated_pawn * isolated +
         p.pawn_advance * (forward_sum(rank_sum, pawns) - pawns) + p.passed_pawn * passers +
         2 * p.pawn_advance * (forward_sum(passers_rank_sum, passers) - passers);
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
  const std::array<SquareSet, kColorCount> pawns = {pawns_as_square_set(pos, Color::White),
                                                    pawns_as_square_set(pos, Color::Black)};
  for (Color c : {Color::White, Color::Black})
    if (v.promotes(c))
      scores[idx(c)] = pawn_structure_on_square_sets(pawns[idx(c)], pawns[idx(~c)], c, v.ranks, p);
  return scores;
}

std::array<int, kColorCount> pawn_structure_scores64(const Position& pos, const eval::Params& p) {
  std::array<int, kColorCount> scores{};
  for (Color c : {Color::White, Color::Black})
    if (pos.variant().promotes(c)) scores[idx(c)] = pawn_structure_on_sets64(pos, c, p);
  return scores;
}

}  // namespace abbott
