// Internal interface of the move generator: one small function per capture mechanic, each in
// its own file, in two directions: the victims a landing move takes (generation) and whether a
// piece could take a given square (the check test).
#pragma once

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "engine/board_sets.h"
#include "engine/move.h"
#include "engine/position.h"
#include "movegen/movegen.h"

namespace abbott::gen {

// The squares of own pieces of some types, in piece-list order.
struct PieceSquares {
  TypeMask types = 0;
  int count = 0;
  std::array<Square, kMaxPiecesPerSide> squares;  // only the first `count` are read
};

// What every generator function needs to know about who is moving.
struct Side {
  const Position& pos;
  const Piece* board;
  Color us;
  Piece us_flag;
  Piece them_flag;
  bool persistent;  // the variant has death corners
  bool sets64;      // the board fits in 64-bit sets (Variant::cells64)

  Side(const Position& p, Color c)
      : pos(p),
        board(p.board()),
        us(c),
        us_flag(color_flag(c)),
        them_flag(color_flag(~c)),
        persistent(!p.variant().death_corners.empty()),
        sets64(p.variant().cells64 != 0) {}
  [[nodiscard]] bool enemy_in(Square s, TypeMask m) const {
    const Piece p = board[s];
    return (p & them_flag) && (m & type_bit(type_of(p)));
  }
  [[nodiscard]] bool own(Square s) const { return (board[s] & us_flag) != 0; }

  // Our pieces of the types in `types` (not empty), as a list in piece-list order (the position's
  // pieces_of gives them as a set). Coordination asks for its partners at every landing of every
  // coordinating piece: the list is found once per generation and kept. Two are kept, since a
  // piece may coordinate with two partner types (Hyper Chess's King), asked in turn.
  [[nodiscard]] const PieceSquares& own_pieces_listed(TypeMask types) const {
    for (PieceSquares& kept : found_)
      if (kept.types == types) return kept;
    PieceSquares& f = found_[next_found_];
    next_found_ ^= 1;
    f.types = types;
    f.count = 0;
    const int n = pos.piece_count(us);
    for (int i = 0; i < n; ++i) {
      const Square p = pos.piece_square(us, i);
      if (types & type_bit(type_of(board[p]))) f.squares[f.count++] = p;
    }
    return f;
  }

 private:
  mutable std::array<PieceSquares, 2> found_;
  mutable int next_found_ = 0;
};

// Calls f(partner_square) for every own piece of a type in `partners`, except the mover. The
// order differs between boards that fit 64-bit sets and the others: callers collect victims,
// which are sorted, or lines. A King partner is read where the position keeps it.
template <typename F>
void for_each_partner(const Side& s, TypeMask partners, Square mover, F&& f) {
  const Position& pos = s.pos;
  const PieceType royal = pos.variant().royal_type;
  if (royal != kNoPieceType && partners == type_bit(royal)) {
    const Square k = pos.king(s.us);
    if (k != kNoSquare && k != mover) f(k);
    return;
  }
  if (s.sets64) {
    for (uint64_t w = pos.pieces64_of(s.us, partners).bits() & ~cell_bit64(mover); w; w &= w - 1)
      f(bits64_detail::kSquare[__builtin_ctzll(w)]);
    return;
  }
  const PieceSquares& found = s.own_pieces_listed(partners);
  for (int i = 0; i < found.count; ++i)
    if (found.squares[i] != mover) f(found.squares[i]);
}

// Where a move lands and how it got there; `dir` is -1 for a jump off the eight lines (a knight's).
struct Landing {
  Square from;
  Square to;
  int dir;
  int distance;
};

// ---- Generation: add the victims of a landing to `m` -------------------------------------------
void withdraw_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m);
void approach_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m);
void pincer_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m);
void coordinate_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m);
// Persistent coordination (hyper-mit): the mover dies on an enemy death corner, and enemy pieces
// left on the mover's side's death corners are removed. `powers` is false when the landing
// power (pincer, approach, coordinate) may not act.
void death_corner_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m, bool powers);

// Adds every victim of a landing beyond replacement and leaps; `powers` false for a leap that
// "takes nothing else".
inline void landing_victims(const Side& s, const MoveRule& r, const Landing& l, Move& m, bool powers = true) {
  if (s.persistent) {
    death_corner_victims(s, r, l, m, powers);
    return;
  }
  if (!r.has_landing_effects || !powers) return;
  if (r.withdraw) withdraw_victims(s, r, l, m);
  if (r.approach) approach_victims(s, r, l, m);
  if (r.pincer) pincer_victims(s, r, l, m);
  if (r.coordination_count) coordinate_victims(s, r, l, m);
}

// ---- Could a landing remove anything? ---------------------------------------------------------
// Every empty square a landing rule reaches is asked; the answer costs a few bit operations a
// square because the work is done once per generation (pincers) or once per piece and rule (the
// rest). A superset of landing_victims, which is then run only where a capture may be.

// The empty squares next to an enemy piece that some piece can pincer, with an own piece right
// behind it: the only landings where a pincer can close.
using PincerLandings = SquareSet;
PincerLandings pincer_landings(const Side& s);
// The same on 64-bit sets, for boards that fit (Side::sets64).
Set64 pincer_landings64(const Side& s);

// The files and ranks (bit sets) on which a coordinating landing takes something: an enemy piece
// on a partner's rank falls to a landing anywhere on its file, one on a partner's file to a
// landing anywhere on its rank.
struct CoordinationLines {
  uint32_t files = 0;
  uint32_t ranks = 0;
};
CoordinationLines coordination_lines(const Side& s, const MoveRule& r, Square mover);
// coordination_lines on the square sets (kept on every board beyond 8x8), by the general rule: each
// partner's row and column of the victims, read from the words.
CoordinationLines coordination_lines_by_partners(const Side& s, const MoveRule& r, Square mover);
// coordination_lines on the square sets for the usual rule, a Coordinator's: one coordination with
// its King, taking every type. The lines are the King's row and column of the enemy's set, read at
// once (about 25 instructions; the general loop over coordinations and partners took 117). None
// for another rule.
[[gnu::always_inline]] inline std::optional<CoordinationLines> king_coordination_lines(const Side& s,
                                                                                       const MoveRule& r,
                                                                                       Square mover) {
  const Position& pos = s.pos;
  const Variant& v = pos.variant();
  if (r.coordination_count != 1 || v.royal_type == kNoPieceType ||
      r.coordination[0].partners != type_bit(v.royal_type) ||
      (r.coordination[0].victims & v.all_types()) != v.all_types())
    return std::nullopt;
  const Square king = pos.king(s.us);
  if (king == kNoSquare || king == mover) return CoordinationLines{};
  const SquareSet& enemies = pos.pieces(~s.us);
  return CoordinationLines{enemies.row_bits(king >> 4) >> kRim, enemies.column_bits(king & 15) >> kRim};
}

// The directions of rule `r` in which the piece on `from` moves straight away from an enemy it
// may withdraw from, the enemy one step behind it. Where the board fits, its neighbours are
// asked at once on the sets: usually none is such an enemy.
inline unsigned withdraw_dirs(const Side& s, const MoveRule& r, Square from) {
  unsigned dirs = 0;
  if (s.sets64) {
    (neighbours64(from) & s.pos.pieces64_of(~s.us, r.withdraw)).for_each([&](Square victim) {
      dirs |= 1u << direction_of_step(from - victim);
    });
    return dirs & r.dirs;
  }
  for (unsigned all = r.dirs; all; all &= all - 1) {
    const int d = __builtin_ctz(all);
    if (s.enemy_in(static_cast<Square>(from - kDirOffset[d]), r.withdraw)) dirs |= 1u << d;
  }
  return dirs;
}

class LandingFilter {
 public:
  // `pincers` comes from pincer_landings, and `coordination` is coordination_lines(s, r, from),
  // for the same position and side.
  LandingFilter(const Side& s, const MoveRule& r, Square from, const PincerLandings& pincers,
                CoordinationLines coordination)
      : side_(s),
        approach_(r.approach),
        always_(s.persistent),
        coordination_(coordination),
        pincer_orthogonal_only_(r.pincer_needs_orthogonal_move) {
    if (r.withdraw) withdraw_dirs_ = withdraw_dirs(s, r, from);
    if (r.pincer) pincers_ = &pincers;
  }

  // Could landing on the empty square `to`, arriving along `dir` (-1 for a jump), capture?
  [[nodiscard]] bool may_capture(Square to, int dir) const {
    if (always_ || ((coordination_.files >> file_of(to)) | (coordination_.ranks >> rank_of(to))) & 1)
      return true;
    if (pincers_ && pincers_->contains(to) && (!pincer_orthogonal_only_ || (dir >= 0 && is_orthogonal(dir))))
      return true;
    if (dir < 0) return false;  // withdrawal and approach need a line
    if ((withdraw_dirs_ >> dir) & 1) return true;
    return approach_ && side_.enemy_in(static_cast<Square>(to + kDirOffset[dir]), approach_);
  }

 private:
  const Side& side_;
  TypeMask approach_;
  bool always_;                 // death corners: every landing may remove something
  unsigned withdraw_dirs_ = 0;  // directions that move straight away from an enemy it may withdraw from
  CoordinationLines coordination_;
  const PincerLandings* pincers_ = nullptr;
  bool pincer_orthogonal_only_;
};

struct Emitter;

// Calls visit(square, distance) for the cells of `cells`, all on the line from `from` along
// direction `d`, nearest first: the order of a walk along the line.
template <class Visit>
void for_each_along64(uint64_t cells, Square from, int d, Visit&& visit) {
  if (kDirOffset[d] > 0) {
    for (; cells; cells &= cells - 1) {
      const Square to = bits64_detail::kSquare[__builtin_ctzll(cells)];
      visit(to, distance(from, to));
    }
  } else {
    while (cells) {
      const int top = 63 - __builtin_clzll(cells);
      cells ^= uint64_t{1} << top;
      const Square to = bits64_detail::kSquare[top];
      visit(to, distance(from, to));
    }
  }
}

// Capture generation where the board fits in 64-bit sets (Side::sets64): the empty landings of
// one rule of the piece on `from` where a landing capture may take something (LandingFilter's
// question for all landings at once), so that the walk visits only those instead of every empty
// square. A superset of the landings that take (landing_victims decides); not for death corners,
// where every landing may take.
class CaptureLandings64 {
 public:
  CaptureLandings64(Emitter& e, const MoveRule& r, Square from);

  // Calls visit(square, distance) for each candidate among the first `run` cells along direction
  // `d`, all empty, nearest first: the order of the line walk.
  template <class Visit>
  void along(int d, int run, Visit&& visit) const {
    for_each_along64(candidates(d, run), from_, d, visit);
  }

  // Whether some landing among `reach`, the empty cells the rule reaches (along its lines, or by
  // its jumps), may take something: when none may, no landing needs a visit.
  [[nodiscard]] bool any_within(uint64_t reach) const {
    return withdraw_dirs_ || approach_ || ((any_direction_ | orthogonal_only_) & reach);
  }

 private:
  [[nodiscard]] uint64_t candidates(int d, int run) const;

  const Side& side_;
  Square from_;
  int index_;                     // from_'s cell
  uint64_t any_direction_ = 0;    // coordination lines, and pincer landings for rules without a direction
  uint64_t orthogonal_only_ = 0;  // pincer landings for rules that close them only on orthogonal moves
  unsigned withdraw_dirs_ = 0;    // directions that move straight away from an enemy it may withdraw from
  int withdraw_steps_;            // how far a withdrawal may go and still take (7: the whole line)
  TypeMask approach_;
};

// Move emitters: each walks one motion of one rule and pushes moves.
struct Emitter {
  const Side& side;
  MoveList& list;
  MoveKinds kinds;
  int piece_start;  // first move of the current piece, for effect de-duplication
  bool dedup;
  // The landing filter for one rule of the piece on `from`. The pincer landings are found on the
  // first rule that needs them: a generation without pincers (a piece asked alone by the check
  // test, death corners) never pays for them.
  LandingFilter landing_filter(const MoveRule& r, Square from) {
    static const PincerLandings kNone;
    const CoordinationLines coordination = coordination_lines_found(r, from);
    if (!r.pincer || side.persistent) return LandingFilter(side, r, from, kNone, coordination);
    return LandingFilter(side, r, from, pincer_landings_found(), coordination);
  }
  // coordination_lines(side, r, from). On the boards beyond 8x8 the usual rule's are read at once
  // (king_coordination_lines); another rule's, where the mover is none of its partners, do not
  // depend on where it stands, and are found once a generation for the rule and kept (the general
  // loop takes about 120 instructions).
  CoordinationLines coordination_lines_found(const MoveRule& r, Square from) {
    if (!r.coordination_count) return {};
    if (side.sets64) return coordination_lines(side, r, from);
    if (const auto with_king = king_coordination_lines(side, r, from)) return *with_king;
    TypeMask partners = 0;
    for (int i = 0; i < r.coordination_count; ++i) partners |= r.coordination[i].partners;
    if (partners & type_bit(type_of(side.board[from]))) return coordination_lines_by_partners(side, r, from);
    if (coordination_rule != &r) {
      coordination_kept = coordination_lines_by_partners(side, r, from);
      coordination_rule = &r;
    }
    return coordination_kept;
  }
  const MoveRule* coordination_rule = nullptr;  // the rule whose lines coordination_kept holds
  CoordinationLines coordination_kept{};
  // The side's pincer landings, found on first use and kept for the rest of the generation.
  const PincerLandings& pincer_landings_found() {
    if (!pincers_found) {
      pincers = pincer_landings(side);
      pincers_found = true;
    }
    return pincers;
  }
  PincerLandings pincers{};
  bool pincers_found = false;
  // The same on 64-bit sets, for capture generation where the board fits.
  Set64 pincer_landings64_found() {
    if (!pincers64_found) {
      pincers64 = pincer_landings64(side);
      pincers64_found = true;
    }
    return pincers64;
  }
  Set64 pincers64{};
  bool pincers64_found = false;

  void push(Move& m) {
    if (m.victim_count > 1) m.sort_victims();
    if (kinds == MoveKinds::Captures && m.victim_count == 0 && m.promotion == kNoPieceType) return;
    if (dedup) {
      for (int i = piece_start; i < list.count; ++i)
        if (list[i].same_effect(m)) return;
    }
    list.push(m);
  }
  // A move that only goes from -> to, removing at most the piece on `to`. Forced inline: most
  // moves come through here, and left to the compiler it stayed a call in some walks (2% of the
  // instructions of a Coordinator Chess search).
  [[gnu::always_inline]] void push_simple(Square from, Square to, bool capture, uint8_t flags = 0) {
    if (kinds == MoveKinds::Captures && !capture) return;
    if (list.count >= kMaxMoves) return;
    Move& m = list[list.count++];
    m = Move{};
    m.from = from;
    m.to = to;
    m.flags = flags;
    if (capture) m.add_victim(to);
    if (dedup) {
      for (int i = piece_start; i < list.count - 1; ++i)
        if (list[i].same_effect(m)) {
          --list.count;
          return;
        }
    }
  }
};
// A landing on an empty square with whatever its landing captures take. Inlined into the walks:
// left to the compiler, `go depth 8` in `hyper` took 0.6% more instructions.
[[gnu::always_inline]] inline void push_landing(Emitter& e, const MoveRule& r, const Landing& l) {
  Move m;
  m.from = l.from;
  m.to = l.to;
  landing_victims(e.side, r, l, m, true);
  e.push(m);
}

// Walks each line of the rule from `from`: `on_run(direction, empties)` with the number of empty
// squares the rule may pass along it, then `on_piece(square, piece, direction, distance)` for the
// first piece or the board's edge when the rule reaches it.
template <typename OnRun, typename OnPiece>
[[gnu::always_inline]] inline void walk_runs(const Position& pos, const MoveRule& r, Square from,
                                             OnRun on_run, OnPiece on_piece) {
  const int max_distance = r.farthest_distance();
  // The line occupancy says where each line ends, so the walk needs no test per square.
  int runs[kDirCount];
  pos.lines().empty_runs(from, runs);
  for (unsigned dirs = r.dirs; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    const int run = runs[d];
    on_run(d, std::min(run, max_distance));
    if (run < max_distance) {
      const Square sq = static_cast<Square>(from + (run + 1) * kDirOffset[d]);
      on_piece(sq, pos.at(sq), d, run + 1);
    }
  }
}

// The moves to the first `empties` squares along `d` from `from`, all empty, where the rule may
// stop: a plain move where `filter` says nothing can be taken, else with the landing's captures.
[[gnu::always_inline]] inline void push_line_landings(Emitter& e, const MoveRule& r, Square from, int d,
                                                      int empties, const LandingFilter& filter) {
  const int off = kDirOffset[d];
  for (int dist = 1; dist <= empties; ++dist) {
    if (!r.may_stop_at(dist)) continue;
    const Square to = static_cast<Square>(from + dist * off);
    if (filter.may_capture(to, d))
      push_landing(e, r, {from, to, d, dist});
    else
      e.push_simple(from, to, false);
  }
}

// Capture generation on a board that fits, for a rule with landing captures: whether some empty
// cell its lines reach may take something (CaptureLandings64::any_within), mostly not; then no
// line needs its landings walked. `landings` is made for the walk that follows, unless no empty
// cell is in reach.
// `lines_reach` is the rule's lines' reach from `from` (lines_reach64), where the caller has it.
inline bool line_landings_may_take64(Emitter& e, const MoveRule& r, Square from, uint64_t lines_reach,
                                     std::optional<CaptureLandings64>& landings) {
  const uint64_t reach = lines_reach & e.side.pos.empty64().bits();
  if (!reach) return false;
  landings.emplace(e, r, from);
  return landings->any_within(reach);
}
inline bool line_landings_may_take64(Emitter& e, const MoveRule& r, Square from,
                                     std::optional<CaptureLandings64>& landings) {
  return line_landings_may_take64(e, r, from, lines_reach64(index64(from), e.side.pos.occupied64(), r.dirs),
                                  landings);
}

// Capture generation on a board that fits: the moves to the candidate landings among the first
// `empties` cells along `d` (CaptureLandings64), nearest first. `landings` is made at the first
// line with an empty square, so a piece hemmed in pays nothing for it.
[[gnu::always_inline]] inline void push_capture_landings64(Emitter& e, const MoveRule& r, Square from, int d,
                                                           int empties,
                                                           std::optional<CaptureLandings64>& landings) {
  if (empties == 0 || !r.to_empty) return;
  if (!landings) landings.emplace(e, r, from);
  landings->along(d, empties, [&](Square to, int dist) {
    if (r.may_stop_at(dist)) push_landing(e, r, {from, to, d, dist});
  });
}

// A sliding rule that takes only by pincer, in capture generation (slide.cpp).
void pincer_only_captures(Emitter& e, const MoveRule& r, Square from);
// Capture generation on a board that fits, the side's pieces not persistent: a slide that takes
// only what it lands on (slide.cpp), a slide with landing captures that lands on empty squares
// (slide.cpp), a leaping rule (long_leap.cpp).
void plain_slide_captures64(Emitter& e, const MoveRule& r, Square from);
void landing_slide_captures64(Emitter& e, const MoveRule& r, Square from);
void long_leap_captures64(Emitter& e, const MoveRule& r, Square from);
// Capture generation on a board beyond 8x8, for a slide that takes by coordination where it
// lands (MoveRule::coordination_only): only the landings on the coordination lines are visited.
void coordination_slide_captures(Emitter& e, const MoveRule& r, Square from);
// slide_moves' work past its first answers: the walks of the rule's lines (slide.cpp).
void walked_slide_moves(Emitter& e, const MoveRule& r, Square from);
// A sliding rule's moves. Inline: it is asked for every sliding rule of every piece, and in
// capture generation many answer here at once; out of line, its entry and exit were 3% of the
// instructions of a Hyper Chess search. Capture generation on a board that fits goes straight to
// its own walk: through walked_slide_moves, two more entries and exits a rule cost 2% of them.
[[gnu::always_inline]] inline void slide_moves(Emitter& e, const MoveRule& r, Square from) {
  if (e.kinds == MoveKinds::Captures && !e.side.persistent) {
    if (r.quiet_slide_only) return;  // it takes nothing (the Immobilizer)
    if (r.pincer_only) {
      pincer_only_captures(e, r, from);
      return;
    }
    if (e.side.sets64) {
      if (r.leap_victims) {
        long_leap_captures64(e, r, from);
        return;
      }
      if (!r.has_landing_effects && !r.even_stops_only) {
        plain_slide_captures64(e, r, from);
        return;
      }
      if (r.to_empty) {
        landing_slide_captures64(e, r, from);
        return;
      }
    } else if (r.coordination_only) {
      coordination_slide_captures(e, r, from);
      return;
    }
  }
  walked_slide_moves(e, r, from);
}
void long_leap_moves(Emitter& e, const MoveRule& r, Square from);  // slide_moves' leaping rules
void jump_moves(Emitter& e, const MoveRule& r, Square from);
// A pawn's push or diagonal capture rule `r` for the piece on `from`, whose own spec is `spec`;
// the caller asks pawn_push_wanted before a push.
void pawn_moves(Emitter& e, const PieceSpec& spec, const MoveRule& r, Square from);
// The rank from which `us`'s pawns may push several squares, and the rank where they promote.
inline int pawn_start_rank(const Variant& v, Color us) {
  return us == Color::White ? 1 : v.ranks - 2;
}
inline int pawn_last_rank(const Variant& v, Color us) {
  return us == Color::White ? v.ranks - 1 : 0;
}
// How many squares a push of `us` from `from` may go.
inline int pawn_push_steps(const Variant& v, Color us, Square from) {
  return rank_of(from) == pawn_start_rank(v, us) ? v.pawns.multi_step : 1;
}
// Whether that push may give a move the generation wants: capture generation wants a push that
// removes nothing only where it may promote, which most pushes cannot.
inline bool pawn_push_wanted(const Emitter& e, const PieceSpec& mover, const MoveRule& r, Square from) {
  if (e.kinds != MoveKinds::Captures || r.has_landing_effects || e.side.persistent) return true;
  if (!mover.pawn) return false;
  const Variant& v = e.side.pos.variant();
  return std::abs(pawn_last_rank(v, e.side.us) - rank_of(from)) <= pawn_push_steps(v, e.side.us, from);
}
// Whether a pawn's diagonal capture from `from` may take anything: an enemy or an en passant
// square on one of its two landing squares. Asked before pawn_moves, whose entry costs more than
// this test, for the many pawns with nothing to take (also while an en passant square stands
// elsewhere: in the games of three-square steps, after most pawn moves of the opening).
inline bool pawn_capture_may_take(const Side& s, Square from) {
  const Square ahead = static_cast<Square>(from + pawn_forward(s.us));
  return ((s.board[ahead - 1] | s.board[ahead + 1]) & s.them_flag) ||
         s.pos.is_ep_square(static_cast<Square>(ahead - 1)) ||
         s.pos.is_ep_square(static_cast<Square>(ahead + 1));
}
// Capture generation where Variant::takes_at_reach64: the side's pieces that may take or promote
// at all, found on the sets (takers.cpp). A superset: their rules then decide.
uint64_t pieces_that_may_take64(const Side& s);
// Capture generation where Variant::pincer_only_types64: the side's pieces less those of the
// pincer-only types that reach none of the side's pincer landings (takers.cpp). A superset.
uint64_t pieces_less_idle_pincers64(Emitter& e);
// Capture generation where Variant::square_set_takers: the side's pieces less the pawns and
// jumping pieces of those types with nothing to take (takers.cpp). A superset.
SquareSet pieces_that_may_take(const Side& s);
void swap_moves(Emitter& e, const MoveRule& r, Square from);
void mutual_destruction_moves(Emitter& e, const MoveRule& r, Square from);
void cannon_hop_moves(Emitter& e, const MoveRule& r, Square from);
void castling_moves(Emitter& e, Position& pos);
void suicide_move(Emitter& e, Square from);
// Passes over the moves of the current piece (from e.piece_start) once they are all generated:
// zone_promotions adds the promoting forms of a pawn's moves into the promotion zone,
// edge_ring_filter drops the moves the edge ring forbids.
void zone_promotions(Emitter& e);
void edge_ring_filter(Emitter& e);

// ---- Threats: could the piece on `from` (of side s.us) remove the piece on `target`? ---------
// (Everything else the check test reads from the variant's threat table; see attack.cpp.)
// The slide/jump reach test: can a rule's motion bring the mover from `from` to `to`, landing on
// an empty square (or, if `onto_enemy`, on an enemy of a type the rule replaces)?
bool reaches(const Side& s, const MoveRule& r, Square from, Square to, int* dir_out);
bool pincer_threat(const Side& s, const MoveRule& r, Square from, Square target);
// The directions from `from` that run along the file (or rank) `line`, and those that cross it,
// each `steps` squares away (the line's distance from `from`).
struct DirsToLine {
  DirMask along = 0;
  DirMask crossing = 0;
  int steps = 0;
};
inline DirsToLine dirs_to_line(Square from, int line, bool is_file) {
  // Directions as in kDirOffset: 0 N, 1 E, 2 S, 3 W, 4 NE, 5 SE, 6 SW, 7 NW.
  constexpr DirMask kNorthSouth = 0x05, kEastWest = 0x0A;
  constexpr DirMask kEastward = 0x32, kWestward = 0xC8, kNorthward = 0x91, kSouthward = 0x64;
  const int delta = line - (is_file ? file_of(from) : rank_of(from));
  if (delta == 0) return {is_file ? kNorthSouth : kEastWest, 0, 0};
  if (is_file) return {0, delta > 0 ? kEastward : kWestward, std::abs(delta)};
  return {0, delta > 0 ? kNorthward : kSouthward, std::abs(delta)};
}
// Whether rule `r` may bring the mover on `from` onto the file (or rank) `line`, as far as its
// first steps tell (reaches_lines_of's arguments; true where they tell nothing): a slide that
// lands after no leap reaches a line two or more squares away only across it, through an empty
// square next to the mover. reaches_lines_of answers in full; the check test asks this first,
// inline, of every Coordinator whenever the Kings share a line, where mostly the mover's own
// pieces stand in the way (a Coordinator Chess search asked the full answer 1.2 M times to depth
// 10, 3% of its instructions; a third of those calls are left).
[[gnu::always_inline]] inline bool first_steps_may_reach_line(const Side& s, const MoveRule& r, Square from,
                                                              int line, bool is_file, bool leap_landings) {
  if (r.motion != Motion::Slide || (r.leap_victims && leap_landings)) return true;
  const DirsToLine to_line = dirs_to_line(from, line, is_file);
  if (to_line.steps <= 1) return true;  // along the line, or next to it
  for (unsigned dirs = r.dirs & to_line.crossing; dirs; dirs &= dirs - 1)
    if (s.board[from + kDirOffset[__builtin_ctz(dirs)]] == kEmpty) return true;
  return false;
}
// first_steps_may_reach_line for any of the files (or ranks) of `lines` (bit k: line k), of a
// move with no leap landings: the mover's own line and those next to it answer at once, and the
// lines two or more squares away on one side are asked together, since their crossing directions
// and first squares are the same.
[[gnu::always_inline]] inline bool first_steps_may_reach_lines(const Side& s, const MoveRule& r, Square from,
                                                               uint32_t lines, bool is_file) {
  const int own = is_file ? file_of(from) : rank_of(from);
  if (lines & ((7u << own) >> 1)) return true;
  if ((lines >> (own + 2)) && first_steps_may_reach_line(s, r, from, own + 2, is_file, false)) return true;
  const uint32_t below = own >= 2 ? lines & ((1u << (own - 1)) - 1) : 0;
  return below && first_steps_may_reach_line(s, r, from, own - 2, is_file, false);
}
// Could the mover land so that `target` is a corner of its rectangle with `partner` (which must
// share a rank or file with the target)? `leap_landings`: whether squares reached by jumping enemy
// pieces count (they do for persistent death corners, which form whatever the move did; for a
// coordinating move only when its rule lets a leap capture more).
bool coordinates_onto(const Side& s, const MoveRule& r, Square from, Square partner, Square target,
                      bool leap_landings);
// The landings on the file (or rank) `line` of a slide that lands on empty squares only
// (MoveRule::lands_on_empty_squares_only) from `from`, found from its line runs alone (`run(d)`:
// the empty squares along direction d): along the line, every empty square of a run; across it,
// the one square where a crossing direction meets it, when the run reaches that far. Calls
// found(d, distances) for each direction with some (bit k - 1: the landing k squares away), and
// stops at the first call that answers true, which it then answers.
template <class Run, class Found>
[[gnu::always_inline]] inline bool find_line_landings(const MoveRule& r, Square from, int line, bool is_file,
                                                      Run&& run, Found&& found) {
  const int max_distance = r.farthest_distance();
  const DirsToLine to_line = dirs_to_line(from, line, is_file);
  for (unsigned dirs = r.dirs & to_line.along; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    const int reach = std::min(run(d), max_distance);
    if (reach > 0 && found(d, (1u << reach) - 1)) return true;
  }
  if (to_line.steps > max_distance) return false;
  for (unsigned dirs = r.dirs & to_line.crossing; dirs; dirs &= dirs - 1) {
    const int d = __builtin_ctz(dirs);
    if (run(d) >= to_line.steps && found(d, 1u << (to_line.steps - 1))) return true;
  }
  return false;
}
// Whether such a slide can bring the mover on `from` onto that line at all.
inline bool slide_lands_on_line(const LineOccupancy& lines, const MoveRule& r, Square from, int line,
                                bool is_file) {
  return find_line_landings(
      r, from, line, is_file, [&](int d) { return lines.empty_run(from, d); },
      [](int, uint32_t) { return true; });
}
// The cells of `target`'s file (when `file`) and of its rank (when `rank`), its own cell left
// out: where a coordinating mover must land to take it with a partner on its rank (file) or on
// its file (rank).
inline uint64_t lines_through64(Square target, bool file, bool rank) {
  return ((file ? file64(target) : 0) | (rank ? rank64(target) : 0)) & ~cell_bit64(target);
}
// Where a slide of `r` from the cell of index `i` may stop, on a board that fits the 64-bit sets,
// for a rule that slides along whole lines (MoveRule::slides_whole_lines): its reach along its
// lines within its range, on the empty cells where it may land there and the enemy pieces it
// takes by replacement.
uint64_t slide_stops64(const Side& s, const MoveRule& r, int i);
// Could the mover land on `target`'s file (when `file`) or on its rank (when `rank`), on another
// square than the target? coordinates_onto with every partner on those lines at once.
bool reaches_lines_of(const Side& s, const MoveRule& r, Square from, Square target, bool file, bool rank,
                      bool leap_landings);

}  // namespace abbott::gen
