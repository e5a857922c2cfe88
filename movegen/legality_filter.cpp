// The sensitive-square map behind LegalityFilter; see the header for why arrivals never matter.
#include "movegen/legality_filter.h"

#include <algorithm>

#include "engine/freezing.h"
#include "movegen/mechanics.h"
#include "movegen/movegen.h"

namespace abbott {

namespace {

bool is_enemy_of(const Position& pos, Square s, Color us) {
  const Piece p = pos.at(s);
  return is_piece(p) && color_of(p) != us;
}

}  // namespace

bool LegalityFilter::needs_king_safety(const Position& pos) {
  const Variant& v = pos.variant();
  if (v.objective == Objective::CaptureKing) {
    all_legal_ = true;
    return false;
  }
  careful_types_ = always_tested_types(v);
  king_ = pos.king(pos.side_to_move());
  return true;
}

void LegalityFilter::decide_tests(const Position& pos) {
  if (in_check_ || !pos.variant().death_corners.empty()) {
    always_test_ = true;
    return;
  }
  // The map waits for the first move that asks: many nodes (a quiescence stand-pat, a table or
  // null-move cut-off) ask none.
  map_pending_ = true;
}

void LegalityFilter::build_map(const Position& pos) {
  map_pending_ = false;
  sensitive_.fill(false);
  if (king_ == kNoSquare) return;  // no King to expose (Foolish King's White)
  const Variant& v = pos.variant();
  mark_rays_from_king(pos);
  if (v.royal_takers.leap) mark_leap_lines(pos);
  if (v.royal_takers.withdraw) mark_withdraw_squares(pos);
  if (v.royal_takers.pincer) mark_pincer_squares(pos);
  if (v.royal_takers.coordinate) mark_coordination_paths(pos);
  if (v.freezer_types) mark_freezers(pos);
}

// Blockers on a ray. One move empties at most one own square (its from-square) plus enemy
// squares (its victims), so to open the ray it must empty its first piece, and the first own
// piece if the ray is to open beyond it: marking those two catches every such move. Only rays
// with an enemy behind the first piece that `counts` (a possible attacker) are marked.
template <typename Counts>
void LegalityFilter::mark_ray(const Position& pos, Square from, int dir, const Counts& counts) {
  const Color us = pos.side_to_move();
  Square s = from;
  Square first = kNoSquare;
  Square first_own = kNoSquare;
  bool enemy_behind = false;
  for (int dist = 0;;) {
    const int hop = pos.lines().empty_run(s, dir) + 1;
    s = static_cast<Square>(s + hop * kDirOffset[dir]);
    dist += hop;
    const Piece p = pos.at(s);
    if (p == kOffboard) break;
    const bool own = color_of(p) == us;
    if (own && first_own != kNoSquare) break;
    if (first == kNoSquare)
      first = s;
    else if (!own && !enemy_behind)
      enemy_behind = counts(s, dist);
    if (own) first_own = s;
  }
  if (first == kNoSquare || !enemy_behind) return;
  sensitive_[first] = true;
  if (first_own != kNoSquare) sensitive_[first_own] = true;
}

// A ray along the line the enemy piece wants to land on: it gains landing squares only when its
// first blocker goes.
void LegalityFilter::mark_first_blocker(const Position& pos, Square from, int dir, int range) {
  const int dist = pos.lines().empty_run(from, dir) + 1;
  if (range && dist > range) return;
  const Square s = static_cast<Square>(from + dist * kDirOffset[dir]);
  if (pos.at(s) != kOffboard) sensitive_[s] = true;
}

// The squares an enemy piece must cross to land `length` squares away, that square included. An
// ordinary move empties one of our squares (its from-square) and removes only enemy pieces (its
// victims): to clear the path it must remove every enemy blocker, so marking one catches it;
// with no enemy blocker it must be the move of our only blocker; past two of ours, no move can.
void LegalityFilter::mark_path(const Position& pos, Square from, int dir, int length) {
  const Color us = pos.side_to_move();
  Square s = from;
  Square own_blocker = kNoSquare;
  for (int dist = 0;;) {
    const int hop = pos.lines().empty_run(s, dir) + 1;
    dist += hop;
    if (dist > length) break;
    s = static_cast<Square>(s + hop * kDirOffset[dir]);
    const Piece p = pos.at(s);
    if (p == kOffboard) return;
    if (color_of(p) != us) {
      sensitive_[s] = true;
      return;
    }
    if (own_blocker != kNoSquare) return;
    own_blocker = s;
  }
  if (own_blocker != kNoSquare) sensitive_[own_blocker] = true;
}

// An enemy further out on a ray from the King matters only if it could take the King along that
// ray once the ray is open: the threat table says what each type can do from that distance
// (where the table is not exact, every enemy counts).
void LegalityFilter::mark_rays_from_king(const Position& pos) {
  const Variant& v = pos.variant();
  const ThreatTable& tt = v.threats;
  for (int d = 0; d < kDirCount; ++d) {
    const int toward_king = opposite(d);
    mark_ray(pos, king_, d, [&](Square s, int distance) {
      if (!tt.exact) return true;
      const PieceType t = pos.moving_type(s);
      return tt.replace_reach[t][toward_king] >= distance ||
             (distance >= 2 && tt.approach_reach[t][toward_king] >= distance - 1) ||
             ((tt.springer_dirs[t] | tt.long_leap_dirs[t]) & (1 << toward_king)) != 0;
    });
  }
}

// Long leapers and Springers: on each line holding an enemy that could leap the King, every piece
// between them, and the square beyond the King where the leap would land.
void LegalityFilter::mark_leap_lines(const Position& pos) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (int d = 0; d < kDirCount; ++d) {
    const int off = kDirOffset[d];
    Square s = king_;
    Square seen[kMaxFiles + kMaxRanks];
    int count = 0;
    for (;;) {
      s = static_cast<Square>(s + off);
      const Piece p = pos.at(s);
      if (p == kEmpty) continue;
      if (p == kOffboard) break;
      if (color_of(p) != us && (v.royal_takers.leap & type_bit(type_of(p)))) {
        for (int i = 0; i < count; ++i) sensitive_[seen[i]] = true;
        const Square landing = static_cast<Square>(king_ - off);
        if (pos.at(landing) != kOffboard) sensitive_[landing] = true;
        break;
      }
      seen[count++] = s;
    }
  }
}

// Withdrawers and Retractors next to the King retreat onto the square beyond them.
void LegalityFilter::mark_withdraw_squares(const Position& pos) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  for (int off : kDirOffset) {
    const Square next = static_cast<Square>(king_ + off);
    if (is_enemy_of(pos, next, us) && (v.royal_takers.withdraw & type_bit(type_of(pos.at(next)))))
      sensitive_[static_cast<Square>(next + off)] = true;
  }
}

// A pincer lands next to the King opposite an enemy partner: that landing square, and the
// blockers on the lines leading to it.
void LegalityFilter::mark_pincer_squares(const Position& pos) {
  const Color us = pos.side_to_move();
  for (int d = 0; d < 4; ++d) {
    const Square partner = static_cast<Square>(king_ + kDirOffset[d]);
    if (!is_enemy_of(pos, partner, us)) continue;
    const Square landing = static_cast<Square>(king_ - kDirOffset[d]);
    const Piece p = pos.at(landing);
    if (p == kOffboard) continue;
    if (p != kEmpty) {
      sensitive_[landing] = true;
      continue;
    }
    for (int e = 0; e < kDirCount; ++e) mark_ray(pos, landing, e, [](Square, int) { return true; });
  }
}

// A coordinating piece whose partner shares a line with the King could reach the King's other
// line once a blocker goes: the first piece on each of its lines, and enemy pieces a stepping
// coordinator (a Hyper Chess King) could then step to.
void LegalityFilter::mark_coordination_paths(const Position& pos) {
  const Variant& v = pos.variant();
  const Color them = ~pos.side_to_move();
  const TypeMask royal = type_bit(v.royal_type);
  pos.for_each_piece_of(them, v.royal_takers.coordinate, [&](Square c) {
    const PieceSpec& spec = pos.moving_spec(c);
    for (const MoveRule& r : spec.rules)
      for (int k = 0; k < r.coordination_count; ++k) {
        if (!(r.coordination[k].victims & royal)) continue;
        // The King's line the mover would have to land on, for each aligned partner: read from
        // the sets, the King's rank and file, without a visit of the partners.
        bool to_file = false, to_rank = false;
        if (v.cells64) {
          const uint64_t partners = pos.pieces64_of(them, r.coordination[k].partners).bits() & ~cell_bit64(c);
          to_file = partners & rank64(king_);
          to_rank = partners & file64(king_);
        } else {
          SquareSet partners = pos.pieces_of(them, r.coordination[k].partners);
          partners.remove(c);
          to_file = partners.row_bits(king_ >> 4) != 0;
          to_rank = partners.column_bits(king_ & 15) != 0;
        }
        if (!to_file && !to_rank) continue;
        if (r.motion == Motion::Slide) {
          // Per line, the directions along it and those that cross it, found once.
          for (bool is_file : {true, false}) {
            if (!(is_file ? to_file : to_rank)) continue;
            const gen::DirsToLine to_line =
                gen::dirs_to_line(c, is_file ? file_of(king_) : rank_of(king_), is_file);
            for (unsigned dirs = r.dirs & to_line.along; dirs; dirs &= dirs - 1)
              mark_first_blocker(pos, c, __builtin_ctz(dirs), r.range);
            if (r.range == 0 || to_line.steps <= r.range)
              for (unsigned dirs = r.dirs & to_line.crossing; dirs; dirs &= dirs - 1)
                mark_path(pos, c, __builtin_ctz(dirs), to_line.steps);
          }
        } else if (r.motion == Motion::Jump) {
          for (int l = 0; l < r.jump_count; ++l) {
            const Square to = static_cast<Square>(c + r.jump_offsets[l]);
            if (is_piece(pos.at(to)) && color_of(pos.at(to)) == them) sensitive_[to] = true;
          }
        }
      }
  });
}

// Our pieces that now freeze an enemy piece: moving them away may unfreeze a checker.
void LegalityFilter::mark_freezers(const Position& pos) {
  const Variant& v = pos.variant();
  const Color us = pos.side_to_move();
  const int n = pos.piece_count(us);
  for (int i = 0; i < n; ++i) {
    const Square s = pos.piece_square(us, i);
    for_each_frozen_neighbour(v, pos.board(), s, [&](Square) { sensitive_[s] = true; });
  }
}

bool LegalityFilter::proved_by_map(const Position& pos, const Move& m) {
  if (all_legal_) return true;
  if (map_pending_) build_map(pos);
  if (always_test_ || m.kind != MoveKind::Normal || sensitive_[m.from] ||
      (careful_types_ & type_bit(type_of(pos.at(m.from)))) ||
      (m.promotion != kNoPieceType && (careful_types_ & type_bit(m.promotion))))
    return false;
  for (int i = 0; i < m.victim_count; ++i)
    if (sensitive_[m.victims[i]]) return false;
  return true;
}

}  // namespace abbott
