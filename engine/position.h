// The position: mailbox board, piece lists, game state, Zobrist hash and the undo stack.
// Reading and writing FEN live in fen.cpp, make/unmake in make_move.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/bits64.h"
#include "engine/error.h"
#include "engine/line_occupancy.h"
#include "engine/move.h"
#include "engine/square_set.h"
#include "engine/types.h"
#include "engine/variant.h"

namespace abbott {

constexpr int kMaxPiecesPerSide = 40;

enum CastlingRight : uint8_t {
  kWhiteKingside = 1,
  kWhiteQueenside = 2,
  kBlackKingside = 4,
  kBlackQueenside = 8,
};

class Position {
 public:
  Position() = default;

  // ---- Set-up -----------------------------------------------------------------------------
  // Reads a FEN for `variant` ("startpos" means its start position). On error the position is
  // left unchanged and the message names the problem.
  std::optional<Error> set(const Variant& variant, std::string_view fen);
  [[nodiscard]] std::string fen() const;

  // ---- Board --------------------------------------------------------------------------------
  [[nodiscard]] const Variant& variant() const { return *variant_; }
  [[nodiscard]] Piece at(Square s) const { return board_[s]; }
  [[nodiscard]] const Piece* board() const { return board_.data(); }
  [[nodiscard]] Color side_to_move() const { return side_; }
  [[nodiscard]] Square king(Color c) const { return king_[idx(c)]; }
  [[nodiscard]] int piece_count(Color c) const { return list_size_[idx(c)]; }
  [[nodiscard]] Square piece_square(Color c, int i) const { return list_[idx(c)][i]; }
  [[nodiscard]] const Square* piece_list(Color c) const { return list_[idx(c)].data(); }
  // The place in its side's piece list of the piece on `s` (there must be one).
  [[nodiscard]] int list_index(Square s) const { return list_index_[s]; }
  [[nodiscard]] int count_of(Color c, PieceType t) const { return type_count_[idx(c)][t]; }
  // The values of a side's pieces summed (PieceSpec::value), kept as pieces come and go: every
  // quiescence node asks for the material balance.
  [[nodiscard]] int material(Color c) const { return material_[idx(c)]; }
  // The same pieces as sets of squares: a side's, a side's of one type, and the empty squares.
  // Kept only in variants whose rules ask for them (Variant::piece_sets); empty in the others.
  [[nodiscard]] const SquareSet& pieces(Color c) const { return by_color_[idx(c)]; }
  [[nodiscard]] const SquareSet& pieces(Color c, PieceType t) const { return by_type_[idx(c)][t]; }
  [[nodiscard]] const SquareSet& empty_squares() const { return empty_; }
  // A side's pieces of the types in `types`.
  [[nodiscard]] SquareSet pieces_of(Color c, TypeMask types) const {
    const TypeMask all = variant_->all_types();
    if ((types & all) == all) return pieces(c);
    SquareSet out;
    for (; types; types &= types - 1) out |= by_type_[idx(c)][__builtin_ctz(types)];
    return out;
  }
  // The pieces as 64-bit sets (engine/bits64.h), kept only on boards that fit (Variant::cells64);
  // empty on the others.
  [[nodiscard]] uint64_t occupied64() const { return color64_[0] | color64_[1]; }
  [[nodiscard]] Set64 pieces64(Color c) const { return Set64(color64_[idx(c)]); }
  [[nodiscard]] Set64 pieces64(Color c, PieceType t) const { return Set64(type64_[idx(c)][t]); }
  // Every type (the evaluation's question) is the side's set at once. Forced inline: with that
  // test the compiler made it a call, 1% more instructions in a Hyper Chess game.
  [[gnu::always_inline]] [[nodiscard]] Set64 pieces64_of(Color c, TypeMask types) const {
    if (types == variant_->all_types()) return pieces64(c);
    uint64_t out = 0;
    for (; types; types &= types - 1) out |= type64_[idx(c)][__builtin_ctz(types)];
    return Set64(out);
  }
  [[nodiscard]] Set64 empty64() const { return Set64(variant_->cells64 & ~occupied64()); }
  // Calls `visit(square)` for each of a side's pieces whose type is in `types`: along the 64-bit
  // sets where the board fits, else along the square sets (Variant::piece_sets, kept on every
  // larger board). A bit scan finds a few pieces of many without a type test for each. The order
  // is the sets', not the piece list's: callers sum or ask, never rank. Written out rather than
  // through any_piece_of: through it the evaluation's visit was no longer inlined, 4% more
  // instructions in a Hyper Chess game.
  template <class Visit>
  void for_each_piece_of(Color c, TypeMask types, Visit&& visit) const {
    if (variant_->cells64)
      pieces64_of(c, types).for_each(visit);
    else
      pieces_of(c, types).for_each(visit);
  }
  // Calls `visit(square)` for each of a side's pieces, along the piece list: the evaluation's
  // question about every piece on the larger boards, with no set to gather.
  template <class Visit>
  void for_each_piece(Color c, Visit&& visit) const {
    const int n = piece_count(c);
    for (int i = 0; i < n; ++i) visit(piece_square(c, i));
  }
  // Whether `holds(square)` for one of a side's pieces whose type is in `types`, on the sets as
  // for_each_piece_of; asked until it does.
  template <class Holds>
  [[nodiscard]] bool any_piece_of(Color c, TypeMask types, Holds&& holds) const {
    if (variant_->cells64) {
      for (uint64_t w = pieces64_of(c, types).bits(); w; w &= w - 1)
        if (holds(bits64_detail::kSquare[__builtin_ctzll(w)])) return true;
      return false;
    }
    return pieces_of(c, types).any_of(holds);
  }
  // Occupied cells by line, for counting empty squares along a line without walking it.
  [[nodiscard]] const LineOccupancy& lines() const { return lines_; }
  // The first cell that is not empty from `s` along direction `dir`: a piece or the rim.
  [[nodiscard]] Square first_occupied(Square s, int dir) const {
    return static_cast<Square>(s + (lines_.empty_run(s, dir) + 1) * kDirOffset[dir]);
  }
  // Whether `holds(square, dir, distance)` for one of the first pieces along the eight lines
  // from `from` that are `c`'s (`dir` leads from `from` to it); asked until it does. Where the
  // board fits, those pieces are one reach on the 64-bit sets, and only `c`'s are visited.
  template <class Holds>
  [[nodiscard]] bool any_first_piece_of(Color c, Square from, Holds&& holds) const {
    if (variant_->cells64) {
      const int cell = index64(from);
      const uint64_t occupied = occupied64();
      for (uint64_t w =
               (orthogonal_reach64(cell, occupied) | diagonal_reach64(cell, occupied)) & color64_[idx(c)];
           w; w &= w - 1) {
        const Square s = bits64_detail::kSquare[__builtin_ctzll(w)];
        if (holds(s, direction_between(from, s), distance(from, s))) return true;
      }
      return false;
    }
    int runs[kDirCount];
    lines_.empty_runs(from, runs);
    const Piece flag = color_flag(c);
    for (int d = 0; d < kDirCount; ++d) {
      const int k = runs[d] + 1;
      const Square s = static_cast<Square>(from + k * kDirOffset[d]);
      if ((board_[s] & flag) && holds(s, d, k)) return true;
    }
    return false;
  }
  // Calls `visit(square, dir, distance)` for each of them.
  template <class Visit>
  void for_each_first_piece_of(Color c, Square from, Visit&& visit) const {
    (void)any_first_piece_of(c, from, [&](Square s, int dir, int dist) {
      visit(s, dir, dist);
      return false;
    });
  }
  [[nodiscard]] const PieceSpec& spec_at(Square s) const { return variant_->pieces[type_of(board_[s])]; }
  // The type whose rules the piece on `s` moves by: its own, or in square-map variants the
  // pattern of the square it stands on.
  [[nodiscard]] PieceType moving_type(Square s) const {
    const PieceType t = type_of(board_[s]);
    return variant_->pieces[t].moves_by_square_map ? variant_->square_pattern[s] : t;
  }
  [[nodiscard]] const PieceSpec& moving_spec(Square s) const { return variant_->pieces[moving_type(s)]; }

  // ---- Game state ---------------------------------------------------------------------------
  [[nodiscard]] uint8_t castling_rights() const { return castling_; }
  // En passant: a pawn that multi-stepped may be captured on any square it passed over.
  [[nodiscard]] bool has_en_passant() const { return ep_first_ != kNoSquare; }
  [[nodiscard]] Square ep_first() const { return ep_first_; }
  [[nodiscard]] Square ep_pawn() const { return ep_pawn_; }
  // Whether `s` is one of those squares: on the pawn's file, from ep_first() toward the pawn, its
  // own square left out. A range test, not a walk: the generator asks it of pawns' landings.
  [[nodiscard]] bool is_ep_square(Square s) const {
    if (ep_first_ == kNoSquare || (s & (kStride - 1)) != (ep_first_ & (kStride - 1))) return false;
    return ep_pawn_ > ep_first_ ? s >= ep_first_ && s < ep_pawn_ : s <= ep_first_ && s > ep_pawn_;
  }
  // Calls `visit(square)` for each of them, from ep_first() toward the pawn (none without an en
  // passant square).
  template <class Visit>
  void for_each_ep_square(Visit&& visit) const {
    const int step = ep_pawn_ > ep_first_ ? kStride : -kStride;
    for (Square x = ep_first_; is_ep_square(x); x = static_cast<Square>(x + step)) visit(x);
  }
  [[nodiscard]] int halfmove_clock() const { return halfmove_; }
  [[nodiscard]] int fullmove_number() const { return fullmove_; }
  [[nodiscard]] int game_ply() const { return static_cast<int>(history_.size()); }
  // The Swapper no-swap-back rule: a swap between these two squares is barred this move.
  [[nodiscard]] bool swap_barred(Square a, Square b) const {
    return (a == barred_a_ && b == barred_b_) || (a == barred_b_ && b == barred_a_);
  }
  [[nodiscard]] uint64_t hash() const { return hash_; }
  // The keys of the pawns of Variant::pawn_key_types on their squares, combined as in hash(): the
  // evaluation keeps their structure's score by it. 0 in variants without such pawns.
  [[nodiscard]] uint64_t pawn_key() const { return pawn_key_; }

  // ---- Freezing ----------------------------------------------------------------------------
  // A piece is frozen when an enemy piece whose aura covers its type stands next to it.
  [[nodiscard]] bool is_frozen(Square s) const;
  // The pieces that `freezers`' pieces freeze, on a board that fits 64-bit sets: found when first
  // asked after a change of the board, then kept (the evaluation and the generator of one position
  // both ask).
  [[nodiscard]] Set64 frozen64_by(Color freezers) const;

  // ---- Moves --------------------------------------------------------------------------------
  void make(const Move& m);
  void unmake();
  // The piece lists as making and unmaking `m`, a move of kind Normal without promotion, leave
  // them, without the move: its victims leave their places in turn (the last piece of a list
  // takes a victim's place) and come back at the lists' ends. Generation follows the lists and the
  // search breaks ties in move order by generation order; a move it knows illegal and skips
  // unmade leaves the order that making and testing it would have left, and so the same trees.
  void reorder_as_made_and_unmade(const Move& m);
  void make_null();
  void unmake_null();
  [[nodiscard]] const Move& last_move() const { return history_.back().move; }
  [[nodiscard]] bool has_history() const { return !history_.empty(); }

  // ---- Draw rules ---------------------------------------------------------------------------
  // Repetitions of the current position since the last irreversible move (not counting itself).
  [[nodiscard]] int repetitions() const;

  // ---- Consistency check, for tests and debug builds -----------------------------------------
  // Recomputes lists, counts, kings and hash from the board; returns a description of the first
  // difference or an empty string.
  [[nodiscard]] std::string consistency_error() const;
  [[nodiscard]] uint64_t compute_hash() const;
  [[nodiscard]] uint64_t compute_pawn_key() const;
  // Aborts with the difference when consistency_error() finds one. Builds with
  // ABBOTT_CONSISTENCY_CHECKS (Debug builds, or the CMake option) call it after every make/unmake.
  void verify_consistency(const char* after) const;

 private:
  struct Undo {
    Move move;
    Piece mover;
    std::array<Piece, kMaxVictims> captured;
    Piece rook_or_swapped;
    uint8_t castling;
    Square ep_first, ep_pawn;
    Square barred_a, barred_b;
    int halfmove;
    uint64_t hash;
    uint64_t pawn_key;
  };

  Undo snapshot(const Move& m) const;
  void restore(const Undo& u);
  void clear(const Variant& v);
  // A piece put on `s`, or removed from it: the board, its sets, lists and counts follow, and with
  // `kKeys` the keys (unmake restores the keys whole from the undo record instead).
  template <bool kKeys = true>
  void put(Square s, Piece p);
  template <bool kKeys = true>
  void remove(Square s);
  // The piece lists' part of put and remove: `s` appended to its side's list, or taken out of it
  // with the list's last piece moved to its place.
  void list_append(Square s, int c);
  void list_take_out(Square s, int c);
  template <bool kKeys = true>
  void relocate(Square from, Square to);
  // Adds or takes away (the same) the piece keys `keys` of a piece `p` in hash_, and in pawn_key_
  // when its type is one the pawn key hashes.
  void toggle_keys(Piece p, uint64_t keys) {
    hash_ ^= keys;
    if (variant_->pawn_key_types & type_bit(type_of(p))) pawn_key_ ^= keys;
  }
  // The piece keys of the pieces of `types` on their squares, combined, found from the board.
  [[nodiscard]] uint64_t compute_piece_keys(TypeMask types) const;
  void set_ep(Square first, Square pawn);
  void set_barred(Square a, Square b);
  std::optional<Error> parse(const Variant& v, std::string_view fen);
  // The steps of parse, one FEN field each (fen.cpp).
  std::optional<Error> parse_board(const Variant& v, std::string_view board);
  std::optional<Error> parse_castling(const Variant& v, std::string_view field);
  std::optional<Error> parse_en_passant(const Variant& v, std::string_view field);
  [[nodiscard]] std::optional<Error> check_pieces(const Variant& v) const;

  const Variant* variant_ = nullptr;
  std::array<Piece, kCells> board_{};
  LineOccupancy lines_;
  std::array<SquareSet, kColorCount> by_color_{};
  std::array<std::array<SquareSet, kMaxPieceTypes>, kColorCount> by_type_{};
  SquareSet empty_;
  std::array<std::array<Square, kMaxPiecesPerSide>, kColorCount> list_{};
  std::array<int, kColorCount> list_size_{};
  std::array<uint8_t, kCells> list_index_{};
  std::array<std::array<int, kMaxPieceTypes>, kColorCount> type_count_{};
  std::array<int, kColorCount> material_{};
  std::array<Square, kColorCount> king_{};
  Color side_ = Color::White;
  uint8_t castling_ = 0;
  Square ep_first_ = kNoSquare;
  Square ep_pawn_ = kNoSquare;
  Square barred_a_ = kNoSquare;
  Square barred_b_ = kNoSquare;
  int halfmove_ = 0;
  int fullmove_ = 1;
  uint64_t hash_ = 0;
  std::vector<Undo> history_;
  std::array<uint64_t, kColorCount> color64_{};
  std::array<std::array<uint64_t, kMaxPieceTypes>, kColorCount> type64_{};
  // frozen64_by's answers for this board: bit c of frozen64_known_ says frozen64_[c] holds.
  // Written by const queries: a position is not shared between threads (each search thread and
  // each request has its own copy).
  mutable std::array<uint64_t, kColorCount> frozen64_{};
  mutable uint8_t frozen64_known_ = 0;
  // Last, so that the fields the search reads most keep the places they were measured in.
  uint64_t pawn_key_ = 0;
};

// Direction a pawn of colour c moves.
constexpr int pawn_forward(Color c) {
  return c == Color::White ? kStride : -kStride;
}

}  // namespace abbott
