// The evaluation terms; see evaluate.h.
#include "eval/evaluate.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <type_traits>

#include "engine/board_sets.h"
#include "engine/frozen_squares.h"
#include "eval/mobility.h"
#include "eval/pawn_structure.h"

namespace abbott {

namespace {

using eval::Params;

// Danger to `us`'s King from the enemy's pieces and mechanics.
int king_safety(const Position& pos, Color us, const Params& p, const FrozenSquares& is_frozen) {
  const Square k = pos.king(us);
  if (k == kNoSquare) return 0;
  const Variant& v = pos.variant();
  const Piece* b = pos.board();
  const Piece enemy = color_flag(~us);
  int score = 0;
  // Enemy pieces within two squares: the 5x5 box around the King, bit counts on the position's
  // sets (the frozen ones left out, on the mailbox cell by cell).
  if (v.cells64) {
    const uint64_t near = within64(index64(k), 2) & pos.pieces64(~us).bits() & ~is_frozen.on_sets64().bits();
    score -= p.enemy_near_king * count64(near);
  } else if (is_frozen.none()) {
    score -= p.enemy_near_king * (box_around(k) & pos.pieces(~us)).count();
  } else {
    for (int dr = -2; dr <= 2; ++dr)
      for (int df = -2; df <= 2; ++df) {
        const Square s = static_cast<Square>(k + dr * kStride + df);
        if ((b[s] & enemy) && !is_frozen(s)) score -= p.enemy_near_king;
      }
  }
  // The enemy's line takers that end one of the King's lines two steps away or more. On the
  // mailbox the lines are walked only where one of them stands on those lines at all, whatever
  // stands between: mostly none does.
  if (v.cells64 || lines_beyond_neighbours(k).intersects(pos.pieces_of(~us, v.line_taker_types)))
    pos.for_each_first_piece_of(~us, k, [&](Square s, int d, int dist) {
      if (dist < 2) return;  // next to the King: the box above counts it
      if (v.line_taker_dirs[pos.moving_type(s)] & (1 << opposite(d))) score -= p.enemy_on_king_line;
    });
  const Square their_king = pos.king(~us);
  if (v.royal_takers.coordinate && their_king != kNoSquare &&
      (file_of(their_king) == file_of(k) || rank_of(their_king) == rank_of(k)))
    score -= p.coordinator_alignment;
  if (v.objective == Objective::Checkmate) {
    if (v.cells64)
      score += p.king_escape_square * count64(neighbours64(k).bits() & pos.empty64().bits());
    else
      score += p.king_escape_square * (neighbours(k) & pos.empty_squares()).count();
  }
  if (is_frozen(k)) score -= p.frozen_king;
  return score;
}

// The cells of the 8x8 window with a cell of `partners` beside them on a rank or file and an
// empty cell opposite: the rank neighbours' shifts drop what wraps round the window's edge.
uint64_t between_partner_and_empty64(uint64_t partners, uint64_t empty) {
  constexpr uint64_t kEdgeFiles = 0x8181'8181'8181'8181;  // files a and h
  const uint64_t along_files = ((partners >> 8) & (empty << 8)) | ((partners << 8) & (empty >> 8));
  const uint64_t along_ranks = ((partners >> 1) & (empty << 1)) | ((partners << 1) & (empty >> 1));
  return along_files | (along_ranks & ~kEdgeFiles);
}

// Our pieces exposed to the enemy's landing captures (withdrawal and pincer), found for all our
// pieces at once on the position's kind of set (engine/board_sets.h: Set64 where the board fits,
// else SquareSet) and asked piece by piece (on 64-bit sets, of the exposed pieces only).
template <class Set>
class Exposure {
 public:
  Exposure(const Position& pos, Color us, const FrozenSquares& is_frozen)
      : pos_(pos),
        is_frozen_(is_frozen),
        v_(pos.variant()),
        b_(pos.board()),
        us_(us),
        enemy_(color_flag(~us)) {
    // In most variants no piece can ever be exposed: then the empty sets are not read back.
    if (!v_.withdraw_victims && v_.pincer_groups.empty()) return;
    if (v_.withdraw_victims) find_withdraw_threats(us);
    if (!v_.pincer_groups.empty()) pincer_exposed_ = pincer_exposure(us);
    any_ = !withdraw_threat_.empty() || !pincer_exposed_.empty();
  }

  // Whether some piece of the side is exposed at all: in most variants none ever is.
  [[nodiscard]] bool any() const { return any_; }
  // Those of `pieces` that are exposed: mostly none.
  [[nodiscard]] Set exposed_among(const Set& pieces) const {
    return pieces & (withdraw_threat_ | pincer_exposed_);
  }

  // What the non-royal piece of type `t` on `s` loses to the threats (threats to the King are
  // checks: the search sees them).
  [[nodiscard]] int loss(Square s, PieceType t, const Params& p) const {
    if (!any_) return 0;
    const int value = v_.pieces[t].value;
    int loss = 0;
    if (withdraw_threat_.contains(s)) loss += withdraw_loss(value, p);
    if (!pincer_exposed_.contains(s)) return loss;
    loss += pincer_exposure_loss(value, p);
    if (p.pincer_threat_percent && pincer_threatened(s, t)) loss += pincer_threat_loss(value, p);
    return loss;
  }

 private:
  static int withdraw_loss(int value, const Params& p) { return value * p.withdraw_threat_percent / 100; }
  static int pincer_exposure_loss(int value, const Params& p) {
    return value * p.pincer_exposure_percent / 100;
  }
  static int pincer_threat_loss(int value, const Params& p) { return value * p.pincer_threat_percent / 100; }

  // Withdrawal threats, found from the few enemy pieces that can withdraw: a piece of ours next
  // to one that can step directly away from it.
  void find_withdraw_threats(Color us) {
    const Piece own = color_flag(us);
    pos_.for_each_piece_of(~us, v_.withdraw_movers, [&](Square w) {
      // On the sets, first whether any piece of ours stands beside it at all: mostly none does.
      if constexpr (std::is_same_v<Set, Set64>)
        if (!(neighbours64(w).bits() & pos_.pieces64(us).bits())) return;
      const TypeMask victims = v_.withdraw_capable[pos_.moving_type(w)];
      if (!victims || is_frozen_(w)) return;
      if constexpr (std::is_same_v<Set, Set64>) {
        // Its victims beside it, found on the sets: usually none.
        (neighbours64(w) & pos_.pieces64_of(us, victims)).for_each([&](Square s) {
          if (b_[w + (w - s)] == kEmpty) withdraw_threat_.add(s);
        });
      } else {
        for (int d = 0; d < kDirCount; ++d) {
          const Piece q = b_[w - kDirOffset[d]];
          if ((q & own) && (victims & type_bit(type_of(q))) && b_[w + kDirOffset[d]] == kEmpty)
            withdraw_threat_.add(static_cast<Square>(w - kDirOffset[d]));
        }
      }
    });
  }

  // Pincer exposure: an enemy partner beside the piece and the square opposite it empty.
  Set pincer_exposure(Color us) const {
    using Sets = BoardSets<Set>;
    Set exposed;
    const auto& empty = Sets::empty(pos_);
    for (const Variant::PincerGroup& g : v_.pincer_groups) {
      Set victims;
      // On the sets a group of all types but one or two is the side's pieces less those.
      if constexpr (std::is_same_v<Set, Set64>)
        victims = g.victims_left_out
                      ? Set64(pos_.pieces64(us).bits() & ~pos_.pieces64_of(us, g.victims_left_out).bits())
                      : pos_.pieces64_of(us, g.victims);
      else
        victims = Sets::pieces_of(pos_, us, g.victims);
      if (victims.empty()) continue;
      const Set partners = Sets::pieces_of(pos_, ~us, g.partners);
      if constexpr (std::is_same_v<Set, Set64>) {
        exposed |= victims & Set64(between_partner_and_empty64(partners.bits(), empty.bits()));
      } else {
        for (int d = 0; d < 4; ++d)
          exposed |= victims & partners.shifted(-kDirOffset[d]) & empty.shifted(kDirOffset[d]);
      }
    }
    return exposed;
  }

  // Whether, on some side where the exposed piece of type `t` on `s` has a partner and an empty
  // square opposite, an enemy piece can slide onto that square and close the pincer. The side is
  // found again square by square (Variant::pincer_partners): four sets kept per direction cost
  // more than these few tests.
  [[nodiscard]] bool pincer_threatened(Square s, PieceType t) const {
    for (int d = 0; d < 4; ++d) {
      const Square partner = static_cast<Square>(s + kDirOffset[d]);
      const Square landing = static_cast<Square>(s - kDirOffset[d]);
      if (!(b_[partner] & enemy_) || b_[landing] != kEmpty ||
          !(v_.pincer_partners[t] & type_bit(type_of(b_[partner]))))
        continue;
      if (pincer_lands(landing, d, type_bit(t))) return true;
    }
    return false;
  }

  // Whether an unfrozen enemy piece that pincers `victim` types slides onto `landing` along a
  // rank or file (pincers close on orthogonal moves), from any side but the victim's, `toward_victim`.
  [[nodiscard]] bool pincer_lands(Square landing, int toward_victim, TypeMask victim) const {
    if constexpr (std::is_same_v<Set, Set64>) {
      // On the sets, where they answer exactly: an unfrozen closer in the landing's orthogonal
      // reach (toward the victim that reach ends on the victim, no enemy).
      if (v_.pincer_closers_exact) {
        const uint64_t closers = pos_.pieces64_of(~us_, v_.pincer_closers[__builtin_ctz(victim)]).bits() &
                                 ~is_frozen_.on_sets64().bits();
        return orthogonal_reach64(index64(landing), pos_.occupied64()) & closers;
      }
    }
    for (int e = 0; e < 4; ++e) {
      if (e == toward_victim) continue;
      const int run = pos_.lines().empty_run(landing, e);
      const Square mover = static_cast<Square>(landing + (run + 1) * kDirOffset[e]);
      if (!(b_[mover] & enemy_) || is_frozen_(mover)) continue;
      const int toward_landing = opposite(e);
      for (const MoveRule& r : pos_.moving_spec(mover).rules)
        if (r.motion == Motion::Slide && !r.threat_only && (r.pincer & victim) &&
            (r.dirs & (1 << toward_landing)) && r.may_stop_at(run + 1))
          return true;
    }
    return false;
  }

  const Position& pos_;
  const FrozenSquares& is_frozen_;
  const Variant& v_;
  const Piece* b_;
  Color us_;
  Piece enemy_;
  Set withdraw_threat_;
  Set pincer_exposed_;
  bool any_ = false;  // some piece is exposed
};

struct SideScore {
  int score = 0;
  int material = 0;           // piece values, the King's excluded
  bool mating_force = false;  // a non-royal piece that can take a King, or a pawn to promote
};

// What a frozen piece loses: it is out of play.
int frozen_loss(const PieceSpec& spec, const Params& p) {
  return spec.value * p.frozen_share_percent / 100;
}

// Its nearness to the centre, for an unfrozen piece that is no pawn, `distance` from it
// (Variant::centre_distance).
int centre_bonus(int distance, const Params& p, int centre_max) {
  return p.centre_per_step * (centre_max - distance) / 2;
}

// centre_bonus summed over pieces from their squares' Variant::centre_tally summed: the weight
// times their steps, less what cutting each piece's half toward zero drops, one for each odd
// product (the weight odd and the steps odd), toward the weight's sign. Exact, and two
// instructions a piece instead of a product and a halving.
int centre_bonus_sum(uint32_t tally, const Params& p) {
  return (p.centre_per_step * tallied_steps(tally) - p.centre_per_step % 2 * tallied_odd_steps(tally)) / 2;
}

// Written into `out` rather than returned: GCC assembled the returned struct in memory and read
// it back whole, a stall on every evaluation. `Set` is the position's kind of set: on 64-bit
// sets the pieces' mobility is counted type by type, on the sets, and the few frozen or exposed
// pieces are visited one by one; on larger boards, piece by piece (the pawns passed over on the
// square sets where nothing is exposed or frozen).
template <class Set>
void side_score(const Position& pos, Color us, const Params& p, const FrozenSquares& is_frozen,
                SideScore& out) {
  const Variant& v = pos.variant();
  // Summed in locals, kept in registers, and written to `out` once at the end: through `out`
  // every term was a store.
  int score = 0;
  int material = pos.material(us);
  TypeMask others_present = 0;  // the non-royal types the side has
  const bool promotes = v.promotes(us);
  const int centre_max = std::max(v.files, v.ranks);
  const Exposure<Set> exposure(pos, us, is_frozen);
  const Square king = pos.king(us);  // its place is king_safety's
  // The cap read in the loop, held in a register: read through `p` it was loaded again after
  // every call the loop makes.
  const int mobility_cap = p.mobility_cap;
  int mobility = 0;  // the pieces' counts, each capped: weighted once at the end
  const bool centred = p.centre_per_step != 0;
  // The pieces' table values, which the position keeps summed (material, the King's excluded,
  // less the royal types' below); by type, what the weights add to them from the counts the
  // position keeps, and on 64-bit sets the types' mobility.
  score += pos.material(us);
  // On 64-bit sets: the side's pieces other than the King, the frozen ones among them, and the
  // sets their mobility reads.
  [[maybe_unused]] uint64_t others64 = 0, frozen64 = 0, unfrozen64 = 0;
  [[maybe_unused]] MobilitySets64 sets;
  if constexpr (std::is_same_v<Set, Set64>) {
    others64 = pos.pieces64(us).bits() & ~(king != kNoSquare ? cell_bit64(king) : uint64_t{0});
    frozen64 = others64 & is_frozen.on_sets64().bits();
    unfrozen64 = others64 & ~frozen64;
    sets = MobilitySets64(pos, ~us);
  }
  for (int i = 0; i < v.type_count(); ++i) {
    const auto t = static_cast<PieceType>(i);
    const int count = pos.count_of(us, t);
    if (!count) continue;
    const PieceSpec& spec = v.pieces[t];
    if (spec.royal) {
      material -= spec.value * count;
    } else {
      score += p.piece_adjust[spec.letter - 'A'] * count;
      others_present |= type_bit(t);
    }
    if constexpr (std::is_same_v<Set, Set64>) {
      if (spec.pawn) continue;
      const Set64 movers(pos.pieces64(us, t).bits() & unfrozen64);
      if (!movers.empty()) mobility += mobility_sum64(pos, sets, movers, t, ~us, mobility_cap);
    }
  }
  if constexpr (std::is_same_v<Set, Set64>) {
    // The exposed and the frozen pieces piece by piece: mostly there are none, and a test type by
    // type cost 3% of the instructions of a `hyper` search.
    const Piece* b = pos.board();
    if (exposure.any())
      exposure.exposed_among(Set64(others64)).for_each([&](Square s) {
        score -= exposure.loss(s, type_of(b[s]), p);
      });
    Set64(frozen64).for_each([&](Square s) { score -= frozen_loss(v.pieces[type_of(b[s])], p); });
    // The unfrozen pieces that are no pawn, ring by ring, all types at once. Skipped at weight 0
    // (the Ultima family's): 1% of the instructions of a `hyper` search.
    if (centred) {
      const uint64_t centred_movers = unfrozen64 & ~pos.pieces64_of(us, v.pawn_types).bits();
      for (int k = 0; k < v.centre_ring_count; ++k) {
        const Variant::CentreRing& ring = v.centre_rings64[k];
        score += count64(centred_movers & ring.cells) * centre_bonus(ring.distance, p, centre_max);
      }
    }
  }
  if constexpr (!std::is_same_v<Set, Set64>) {
    // The visits are forced inline: left to the compiler the visit became a call per piece, 4%
    // more instructions in a Hyper Chess self-play game.
    const Piece* b = pos.board();
    const bool exposed = exposure.any(), frozen = !is_frozen.none();
    uint32_t centre_tally = 0;  // the pieces' nearness to the centre, scored after the visits
    // What an unfrozen piece that is no pawn adds: its mobility and its nearness to the centre.
    const auto add_movement = [&](Square s, PieceType t) __attribute__((always_inline)) {
      mobility += mobility_by_runs(pos, s, t, ~us, mobility_cap);
      centre_tally += v.centre_tally[s];
    };
    // Where nothing is exposed or frozen (the chess-like games of these boards) a pawn adds
    // nothing here: then the pieces less the pawns and the King are visited from the square sets
    // (the second branch), and none of the piece list's per-piece tests is asked (exposure.loss
    // stayed a call, asked for every piece, 2% of the instructions of a Coordinator Chess search).
    if (exposed || frozen || !v.pawn_types) {
      pos.for_each_piece(
          us, [&](Square s) __attribute__((always_inline)) {
            if (s == king) return;
            const PieceType t = type_of(b[s]);
            const PieceSpec& spec = v.pieces[t];
            if (exposed) score -= exposure.loss(s, t, p);
            if (frozen && is_frozen(s)) {
              score -= frozen_loss(spec, p);
              return;
            }
            if (!spec.pawn) add_movement(s, t);
          });
    } else {
      SquareSet movers = pos.pieces(us).without(pos.pieces_of(us, v.pawn_types));
      if (king != kNoSquare) movers.remove(king);
      movers.for_each([&](Square s) __attribute__((always_inline)) { add_movement(s, type_of(b[s])); });
    }
    if (centred) score += centre_bonus_sum(centre_tally, p);
  }
  score += p.mobility_per_square * mobility + king_safety(pos, us, p, is_frozen);
  out.score += score;
  out.material += material;
  out.mating_force |= (others_present & (v.royal_attackers | (promotes ? v.pawn_types : 0))) != 0;
}

// The winning side's bonus for the enemy King's distance from the centre and the Kings' nearness.
int mop_up(const Position& pos, Color winner, const Params& p) {
  const Square own = pos.king(winner), theirs = pos.king(~winner);
  if (own == kNoSquare || theirs == kNoSquare) return 0;
  const Variant& v = pos.variant();
  return p.mop_up_edge * v.centre_distance[theirs] / 2 +
         p.mop_up_king_proximity * (std::max(v.files, v.ranks) - distance(own, theirs));
}

}  // namespace

int evaluate(const Position& pos, const eval::Params& params, PawnCache* pawns) {
  const Color us = pos.side_to_move();
  const FrozenSquares is_frozen(pos);
  const Variant& v = pos.variant();
  SideScore mine, theirs;
  if (v.cells64) {
    side_score<Set64>(pos, us, params, is_frozen, mine);
    side_score<Set64>(pos, ~us, params, is_frozen, theirs);
  } else {
    side_score<SquareSet>(pos, us, params, is_frozen, mine);
    side_score<SquareSet>(pos, ~us, params, is_frozen, theirs);
  }
  int score = mine.score - theirs.score + params.tempo;
  // On the 64-bit sets the pawn structure is a few bit counts, kept in `pawns`' small table keyed
  // by the pawn sets (PawnCache::scores64). On the mailbox it is found on the square sets, four
  // ranks a word, kept in `pawns` by the pawns' key (Variant::pawn_key_types: the promoting pawns of
  // those boards).
  if (v.cells64 && v.pawn_types && v.any_side_promotes()) {
    const std::array<int, kColorCount> structure =
        pawns ? pawns->scores64(pos, params) : pawn_structure_scores64(pos, params);
    score += structure[idx(us)] - structure[idx(~us)];
  } else if (v.pawn_key_types) {
    const std::array<int, kColorCount> structure =
        pawns ? pawns->scores(pos, params) : pawn_structure_scores(pos, params);
    score += structure[idx(us)] - structure[idx(~us)];
  }
  const auto converts = [&](const SideScore& winner, const SideScore& loser) {
    return winner.material - loser.material >= params.mop_up_lead &&
           loser.material <= params.mop_up_loser_material;
  };
  if (converts(mine, theirs)) score += mop_up(pos, us, params);
  if (converts(theirs, mine)) score -= mop_up(pos, ~us, params);
  if (v.objective == Objective::Checkmate && v.stalemate == NoMoveResult::Draw &&
      !(score > 0 ? mine : theirs).mating_force)
    score /= params.no_mating_force_divisor;
  return score;
}

}  // namespace abbott
