// The pawn structure; see pawn_structure.h.
#include "eval/pawn_structure.h"

#include <algorithm>

namespace abbott {

namespace {

// A rank counted in `c`'s forward direction, so that "ahead" is "greater" for both colours.
int forward_rank(const Variant& v, Color c, int rank) {
  return c == Color::White ? rank : v.ranks - 1 - rank;
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

}  // namespace abbott
