// The pawn structure's two forms; see pawn_structure.h.
#include "eval/pawn_structure.h"

#include <algorithm>

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

PawnFiles::PawnFiles(const Position& pos) {
  const Variant& v = pos.variant();
  for (Color c : {Color::White, Color::Black}) {
    const int i = idx(c);
    rearmost[i].fill(v.ranks);
    pos.for_each_piece_of(c, v.pawn_types, [&](Square s) {
      const int f = file_of(s) + 1;
      squares[i][pawns[i]++] = s;
      ++count[i][f];
      rearmost[i][f] = std::min(rearmost[i][f], forward_rank(v, c, rank_of(s)));
    });
  }
}

int pawn_structure_by_files(const Position& pos, Color us, const eval::Params& p, const PawnFiles& files) {
  const Variant& v = pos.variant();
  const auto& own = files.count[idx(us)];
  const auto& enemy_rearmost = files.rearmost[idx(~us)];
  int score = 0;
  for (int i = 0; i < files.pawns[idx(us)]; ++i) {
    const Square s = files.squares[idx(us)][i];
    const int f = file_of(s) + 1;
    if (own[f] > 1) score -= p.doubled_pawn;
    if (!own[f - 1] && !own[f + 1]) score -= p.isolated_pawn;
    const int rank = forward_rank(v, us, rank_of(s));
    const int advanced = rank - 1;
    score += p.pawn_advance * advanced;
    // Passed: of the enemy's pawns on these files, its least advanced is the furthest up the
    // board from our side; it must not be ahead of this pawn (none: `ranks`, -1 from our side).
    const int enemy_nearest = std::min({enemy_rearmost[f - 1], enemy_rearmost[f], enemy_rearmost[f + 1]});
    if (v.ranks - 1 - enemy_nearest <= rank) score += p.passed_pawn + 2 * p.pawn_advance * advanced;
  }
  return score;
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
  const PawnFiles files(pos);
  for (Color c : {Color::White, Color::Black})
    if (v.promotes(c)) scores[idx(c)] = pawn_structure_by_files(pos, c, p, files);
  return scores;
}

std::array<int, kColorCount> pawn_structure_scores64(const Position& pos, const eval::Params& p) {
  std::array<int, kColorCount> scores{};
  for (Color c : {Color::White, Color::Black})
    if (pos.variant().promotes(c)) scores[idx(c)] = pawn_structure_on_sets64(pos, c, p);
  return scores;
}

}  // namespace abbott
