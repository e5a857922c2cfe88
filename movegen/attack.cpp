// Check (docs/rules.md, "Check"): a side is in check when an opponent piece that is not frozen has a move
// whose effect removes its King. The fast test scans outward from the King's square once and asks
// the variant's threat table what the piece found there could do; pincers and coordination, which
// need a partner and a landing square, are asked of the few pieces that have them.
// in_check_by_generation answers the same question by generating moves: the oracle for tests,
// and the final word in hyper-mit once the fast scans have found a possible threat.
#include "movegen/mechanics.h"
#include "movegen/movegen.h"

namespace abbott {

namespace {

bool active(const Position& pos, Square s) {
  return !pos.variant().freezer_types || !pos.is_frozen(s);
}

constexpr DirMask dir_bit(int d) {
  return static_cast<DirMask>(1 << d);
}

// A long leap over the King toward direction `e`'s opposite: from the King outward the line must
// hold single pieces of the King's side, each with an empty square on its King side, up to an
// enemy long leaper that may jump them all.
bool long_leap_through(const Position& pos, const ThreatTable& tt, Square king, int e, Piece attacker_flag) {
  const Piece* b = pos.board();
  const int off = kDirOffset[e];
  TypeMask jumped = 0;
  bool previous_was_piece = true;  // the King itself
  for (Square s = static_cast<Square>(king + off);; s = static_cast<Square>(s + off)) {
    const Piece p = b[s];
    if (p == kEmpty) {
      previous_was_piece = false;
      continue;
    }
    if (p == kOffboard) return false;
    if (p & attacker_flag) {
      const PieceType t = pos.moving_type(s);
      return (tt.long_leap_dirs[t] & dir_bit(opposite(e))) && !(jumped & ~tt.long_leap_victims[t]) &&
             active(pos, s);
    }
    if (previous_was_piece) return false;
    jumped |= type_bit(type_of(p));
    previous_was_piece = true;
  }
}

// A pincer needs an enemy partner next to the King and an empty landing square opposite it;
// only then are the pieces that could slide to that square looked for, outward from it.
bool pincer_check(const Position& pos, const gen::Side& attacker, Square king) {
  const Variant& v = pos.variant();
  // Where the board fits, one intersection tells whether any enemy stands beside the King on a
  // rank or file: mostly none.
  if (v.cells64 &&
      !(neighbours64(king).bits() & (rank64(king) | file64(king)) & pos.pieces64(attacker.us).bits()))
    return false;
  const Piece* b = pos.board();
  const TypeMask royal = type_bit(v.royal_type);
  for (int d = 0; d < 4; ++d) {
    const Square partner = static_cast<Square>(king + kDirOffset[d]);
    const Square landing = static_cast<Square>(king - kDirOffset[d]);
    if (!(b[partner] & attacker.us_flag) || b[landing] != kEmpty) continue;
    if (!v.royal_takers.pincer_by_slides_only) {
      if (pos.any_piece_of(attacker.us, v.royal_takers.pincer, [&](Square s) {
            if (!active(pos, s)) return false;
            for (const MoveRule& r : pos.moving_spec(s).rules)
              if ((r.pincer & royal) && gen::pincer_threat(attacker, r, s, king)) return true;
            return false;
          }))
        return true;
      continue;
    }
    for (int e = 0; e < kDirCount; ++e) {
      const Square s = pos.first_occupied(landing, e);
      if (!(b[s] & attacker.us_flag) || !(v.royal_takers.pincer & type_bit(type_of(b[s]))) || s == partner)
        continue;
      for (const MoveRule& r : pos.moving_spec(s).rules)
        if ((r.pincer & royal) && gen::pincer_threat(attacker, r, s, king) && active(pos, s)) return true;
    }
  }
  return false;
}

// The attacker's coordination partners that stand on the King's rank or file: mostly none.
class KingLinePartners {
 public:
  KingLinePartners(const gen::Side& attacker, TypeMask types, Square king) : king_(king) {
    const auto add = [&](Square s) {
      if (file_of(s) == file_of(king) || rank_of(s) == rank_of(king)) {
        squares_[count_] = s;
        types_[count_] = type_bit(type_of(attacker.board[s]));
        any_type_ |= types_[count_++];
      }
    };
    // Where the board fits, only the pieces on those lines are visited.
    if (attacker.sets64)
      (attacker.pos.pieces64_of(attacker.us, types) & Set64(rank64(king) | file64(king))).for_each(add);
    else
      gen::for_each_partner(attacker, types, kNoSquare, add);
  }

  [[nodiscard]] bool empty() const { return count_ == 0; }

  // Which of the King's lines the mover on `mover` must land on to coordinate with a partner of
  // `types` against the King: its file when such a partner (not the mover) stands on its rank,
  // its rank when one stands on its file.
  void lines_to_reach(TypeMask types, Square mover, bool& file, bool& rank) const {
    file = rank = false;
    if (!(types & any_type_)) return;
    for (int i = 0; i < count_; ++i)
      if (squares_[i] != mover && (types_[i] & types)) {
        file |= rank_of(squares_[i]) == rank_of(king_);
        rank |= file_of(squares_[i]) == file_of(king_);
      }
  }

 private:
  Square king_;
  int count_ = 0;
  TypeMask any_type_ = 0;  // the types of all of them
  std::array<Square, kMaxPiecesPerSide> squares_;
  std::array<TypeMask, kMaxPiecesPerSide> types_;
};

// coordination_check on the 64-bit sets (ThreatTable::coordinations_on_sets64): per rule, its
// partners on the King's lines say which of them a mover must land on, the King's file for a
// partner on its rank and its rank for one on its file; then one slider reach per sliding mover
// (a jumping one, a King's step, is asked its few squares).
bool coordination_check64(const Position& pos, const gen::Side& attacker, Square king) {
  const Variant& v = pos.variant();
  const ThreatTable& tt = v.threats;
  const uint64_t rank = rank64(king), file = file64(king);
  const uint64_t on_lines = gen::lines_through64(king, true, true);
  const uint64_t lined = pos.pieces64_of(attacker.us, v.royal_takers.coordinate_partners).bits() & on_lines;
  if (!lined) return false;
  // The types of those partners (mostly one or two pieces): a coordination with none of them is
  // passed over without gathering its partners.
  TypeMask lined_types = 0;
  for (uint64_t w = lined; w; w &= w - 1)
    lined_types |= type_bit(type_of(attacker.board[bits64_detail::kSquare[__builtin_ctzll(w)]]));
  // The coordinations in one list, not type by type: most are passed over by their partners, and
  // the walk over the types' ranges cost more than those tests.
  for (const ThreatTable::Coordination& c : tt.coordinations) {
    if (!(c.partners & lined_types)) continue;
    const uint64_t movers = pos.pieces64(attacker.us, c.mover).bits();
    if (!movers) continue;
    const uint64_t partners = pos.pieces64_of(attacker.us, c.partners).bits() & on_lines;
    const MoveRule& r = v.pieces[c.mover].rules[c.rule];
    for (uint64_t rest = movers; rest; rest &= rest - 1) {
      const uint64_t others = partners & ~(rest & (0 - rest));  // the mover is not its own partner
      const bool to_file = others & rank, to_rank = others & file;
      const int i64 = __builtin_ctzll(rest);
      if (r.motion == Motion::Slide
              ? (gen::slide_stops64(attacker, r, i64) & gen::lines_through64(king, to_file, to_rank))
              : (to_file || to_rank) && gen::reaches_lines_of(attacker, r, bits64_detail::kSquare[i64], king,
                                                              to_file, to_rank, !r.leap_alone))
        if (active(pos, bits64_detail::kSquare[i64])) return true;  // asked last: mostly none gets here
    }
  }
  return false;
}

// coordination_check on the mailbox where every coordination is a slide that lands on empty
// squares only (ThreatTable::coordinations_by_runs): each mover's landings on the King's lines are
// read from its line runs, without its rules' general walk.
bool coordination_check_by_runs(const Position& pos, const gen::Side& attacker, Square king,
                                const KingLinePartners& partners) {
  const Variant& v = pos.variant();
  const LineOccupancy& lines = pos.lines();
  for (const ThreatTable::Coordination& c : v.threats.coordinations) {
    const MoveRule& r = v.pieces[c.mover].rules[c.rule];
    // The lines to land on are the same for every mover of a type that is no partner of its own
    // rule (a Coordinator, whose partner is its King): found once, not mover by mover.
    const bool own_partner = c.partners & type_bit(c.mover);
    bool file = false, rank = false;
    if (!own_partner) {
      partners.lines_to_reach(c.partners, kNoSquare, file, rank);
      if (!file && !rank) continue;
    }
    // The board is beyond the 64-bit sets': the position keeps the movers' square set.
    if (pos.pieces(attacker.us, c.mover).any_of([&](Square s) {
          if (own_partner) partners.lines_to_reach(c.partners, s, file, rank);
          // Its first steps first: mostly its own pieces hem it in, and no run is read.
          const auto lands = [&](int line, bool is_file) {
            return gen::first_steps_may_reach_line(attacker, r, s, line, is_file, false) &&
                   gen::slide_lands_on_line(lines, r, s, line, is_file);
          };
          return ((file && lands(file_of(king), true)) || (rank && lands(rank_of(king), false))) &&
                 active(pos, s);
        }))
      return true;
  }
  return false;
}

// Coordination needs a partner on the King's rank or file; the movers are asked only then, only
// by their rules that coordinate against the King (ThreatTable::coordinations), and once for all
// the partners of each rule.
bool coordination_check(const Position& pos, const gen::Side& attacker, Square king) {
  const Variant& v = pos.variant();
  if (v.threats.coordinations_on_sets64) return coordination_check64(pos, attacker, king);
  const KingLinePartners partners(attacker, v.royal_takers.coordinate_partners, king);
  if (partners.empty()) return false;
  if (v.threats.coordinations_by_runs) return coordination_check_by_runs(pos, attacker, king, partners);
  const ThreatTable& tt = v.threats;
  return pos.any_piece_of(attacker.us, v.royal_takers.coordinate, [&](Square s) {
    const PieceType t = pos.moving_type(s);
    const std::vector<MoveRule>& rules = v.pieces[t].rules;
    for (int i = tt.coordinations_of[t]; i < tt.coordinations_of[t + 1]; ++i) {
      const ThreatTable::Coordination& c = tt.coordinations[i];
      bool file, rank;
      partners.lines_to_reach(c.partners, s, file, rank);
      const MoveRule& r = rules[c.rule];
      const bool leap_landings = !r.leap_alone;
      file = file && gen::first_steps_may_reach_line(attacker, r, s, file_of(king), true, leap_landings);
      rank = rank && gen::first_steps_may_reach_line(attacker, r, s, rank_of(king), false, leap_landings);
      if ((file || rank) && gen::reaches_lines_of(attacker, r, s, king, file, rank, leap_landings) &&
          active(pos, s))
        return true;
    }
    return false;
  });
}

// Persistent coordination (hyper-mit): the King stands on a death corner after the attacker's
// move when it already stands on one, or when one piece of a corner-forming pair can move onto a
// line through the King while its partner stands on the other line.
bool death_corner_threat(const Position& pos, const gen::Side& attacker, Square king) {
  const Variant& v = pos.variant();
  const Piece* b = pos.board();
  TypeMask involved = 0;
  for (const DeathCorner& dc : v.death_corners)
    if (dc.victims & type_bit(v.royal_type)) involved |= dc.pieces | dc.partners;
  std::array<Square, kMaxPiecesPerSide> squares;
  int count = 0;
  pos.for_each_piece_of(attacker.us, involved, [&](Square s) { squares[count++] = s; });
  for (const DeathCorner& dc : v.death_corners) {
    if (!(dc.victims & type_bit(v.royal_type))) continue;
    for (int i = 0; i < count; ++i)
      for (int j = 0; j < count; ++j) {
        const Square mover = squares[i], partner = squares[j];
        const TypeMask mt = type_bit(type_of(b[mover])), pt = type_bit(type_of(b[partner]));
        if (i == j || !(((dc.pieces & mt) && (dc.partners & pt)) || ((dc.pieces & pt) && (dc.partners & mt))))
          continue;
        if (file_of(mover) != file_of(partner) && rank_of(mover) != rank_of(partner) &&
            (make_square(file_of(mover), rank_of(partner)) == king ||
             make_square(file_of(partner), rank_of(mover)) == king))
          return true;
        for (const MoveRule& r : pos.moving_spec(mover).rules)
          if (gen::coordinates_onto(attacker, r, mover, partner, king, true)) return true;
      }
  }
  return false;
}

// Whether the enemy piece on `s`, the first piece `k` squares from the King along direction `e`,
// can take the King along that line (replacement, approach, a leap over it, withdrawal, mutual
// destruction), as the threat table says.
bool line_attacker_takes(const Position& pos, const ThreatTable& tt, Square king, int e, int k, Square s) {
  const Piece* b = pos.board();
  const int off = kDirOffset[e];
  const int toward_king = opposite(e);
  const PieceType t = pos.moving_type(s);
  const bool replaces =
      tt.replace_reach[t][toward_king] >= k && (!(tt.even_stops[t] & dir_bit(toward_king)) || k % 2 == 0);
  const bool approaches = k >= 2 && tt.approach_reach[t][toward_king] >= k - 1;
  const bool leaps =
      b[king - off] == kEmpty && ((tt.springer_dirs[t] | tt.long_leap_dirs[t]) & dir_bit(toward_king));
  const bool withdraws = k == 1 && (tt.withdraw_dirs[t] & dir_bit(e)) && b[s + off] == kEmpty;
  const bool destroys = k == 1 && (tt.mutual_destruction & type_bit(t));
  return (replaces || approaches || leaps || withdraws || destroys) && active(pos, s);
}

// The threat table on the 64-bit sets (ThreatTable::on_sets64): the enemy pieces that end the
// King's lines within their reach, and those on the cells from which they jump onto it.
bool threat_on_sets64(const Position& pos, Color side, Square king) {
  const ThreatTable& tt = pos.variant().threats;
  const Color them = ~side;
  const int k = index64(king);
  const uint64_t occupied = pos.occupied64(), enemies = pos.pieces64(them).bits();
  // The enemies that end the King's lines: mostly none, and then no line threat is asked.
  const uint64_t orthogonal = orthogonal_reach64(k, occupied) & enemies;
  const uint64_t diagonal = diagonal_reach64(k, occupied) & enemies;
  if (orthogonal | diagonal)
    for (const ThreatTable::LineThreat64& line : tt.lines64)
      if ((line.orthogonal ? orthogonal : diagonal) & within_range64(k, line.range) &
          pos.pieces64_of(them, line.types).bits())
        return true;
  for (const ThreatTable::JumpThreat64& jump : tt.jumps64[idx(them)])
    if (jump.from[k] & pos.pieces64_of(them, jump.types).bits()) return true;
  return false;
}

// The outward scan over the threat table, plus pincers and coordination.
bool threat_scan(const Position& pos, Color side, Square king) {
  const Variant& v = pos.variant();
  const ThreatTable& tt = v.threats;
  const Piece* b = pos.board();
  const Piece attacker_flag = color_flag(~side);

  if (!tt.any_long_leap) {
    if (pos.any_first_piece_of(
            ~side, king, [&](Square s, int e, int k) { return line_attacker_takes(pos, tt, king, e, k, s); }))
      return true;
  } else {
    // A long leap needs the friendly pieces on the line too: the walk.
    int runs[kDirCount];
    pos.lines().empty_runs(king, runs);
    for (int e = 0; e < kDirCount; ++e) {
      const int k = runs[e] + 1;
      const Square s = static_cast<Square>(king + k * kDirOffset[e]);
      const Piece p = b[s];
      if (p & attacker_flag) {
        if (line_attacker_takes(pos, tt, king, e, k, s)) return true;
      } else if (p != kOffboard && k >= 2 && b[king - kDirOffset[e]] == kEmpty &&
                 long_leap_through(pos, tt, king, e, attacker_flag)) {
        return true;
      }
    }
  }

  if (!tt.jump_sets.empty()) {
    for (const ThreatTable::JumpSets& jump : tt.jump_sets)
      if ((pos.pieces_of(~side, jump.types) & jump.from[king]).any_of([&](Square s) {
            return active(pos, s);
          }))
        return true;
  } else {
    for (const auto& jump : tt.jumps) {
      const Square s = static_cast<Square>(king - jump.offset);
      if ((b[s] & attacker_flag) && (jump.types & type_bit(pos.moving_type(s))) && active(pos, s))
        return true;
    }
  }
  for (const auto& jump : tt.pawn_captures[idx(~side)]) {
    const Square s = static_cast<Square>(king - jump.offset);
    if ((b[s] & attacker_flag) && (jump.types & type_bit(pos.moving_type(s))) && active(pos, s)) return true;
  }

  const gen::Side attacker(pos, ~side);
  if (v.royal_takers.pincer && pincer_check(pos, attacker, king)) return true;
  if (v.royal_takers.coordinate && coordination_check(pos, attacker, king)) return true;
  return false;
}

}  // namespace

bool in_check(const Position& pos, Color side) {
  const Square king = pos.king(side);
  if (king == kNoSquare) return false;
  const Variant& v = pos.variant();
  if (v.threats.on_sets64) return threat_on_sets64(pos, side, king);
  if (!v.threats.exact) return in_check_by_generation(pos, side);
  if (v.death_corners.empty()) return threat_scan(pos, side, king);
  // Death corners only take attackers away (a mover landing on one dies) or add the threats
  // death_corner_threat looks for: when neither scan finds a threat there is none, and
  // otherwise generation decides.
  return (threat_scan(pos, side, king) || death_corner_threat(pos, gen::Side(pos, ~side), king)) &&
         in_check_by_generation(pos, side);
}

bool in_check_by_generation(const Position& pos, Color side) {
  return king_capture(pos, side).has_value();
}

std::optional<Move> king_capture(const Position& pos, Color side) {
  const Square king = pos.king(side);
  if (king == kNoSquare) return std::nullopt;
  // Piece by piece, so that the first capture of the King ends the search; only moves that
  // remove something can remove the King.
  MoveList list;
  const int n = pos.piece_count(~side);
  for (int p = 0; p < n; ++p) {
    list.clear();
    generate_for_piece(pos, ~side, pos.piece_square(~side, p), list, MoveKinds::Captures, true);
    for (const Move& m : list)
      for (int i = 0; i < m.victim_count; ++i)
        if (m.victims[i] == king) return m;
  }
  return std::nullopt;
}

}  // namespace abbott
