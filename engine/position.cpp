// Board bookkeeping for Position: placing and removing pieces, freezing, repetition and the
// from-scratch consistency check that tests run after make/unmake.
#include "engine/position.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "engine/freezing.h"
#include "engine/zobrist.h"

namespace abbott {

void Position::clear(const Variant& v) {
  variant_ = &v;
  board_.fill(kOffboard);
  lines_.fill();
  color64_ = {};
  type64_ = {};
  frozen64_known_ = 0;
  by_color_ = {};
  by_type_ = {};
  empty_ = {};
  for (int r = 0; r < v.ranks; ++r)
    for (int f = 0; f < v.files; ++f) {
      board_[make_square(f, r)] = kEmpty;
      lines_.clear(make_square(f, r));
      if (v.piece_sets) empty_.add(make_square(f, r));
    }
  list_size_ = {0, 0};
  list_index_.fill(0);
  for (auto& c : type_count_) c.fill(0);
  material_ = {0, 0};
  king_ = {kNoSquare, kNoSquare};
  side_ = Color::White;
  castling_ = 0;
  ep_first_ = ep_pawn_ = kNoSquare;
  barred_a_ = barred_b_ = kNoSquare;
  halfmove_ = 0;
  fullmove_ = 1;
  hash_ = 0;
  pawn_key_ = 0;
  history_.clear();
}

template <bool kKeys>
void Position::put(Square s, Piece p) {
  const int c = idx(color_of(p));
  board_[s] = p;
  lines_.set(s);
  if (variant_->cells64) {
    frozen64_known_ = 0;
    color64_[c] |= cell_bit64(s);
    type64_[c][type_of(p)] |= cell_bit64(s);
  }
  if (variant_->piece_sets) {
    by_color_[c].add(s);
    by_type_[c][type_of(p)].add(s);
    empty_.remove(s);
  }
  list_append(s, c);
  ++type_count_[c][type_of(p)];
  material_[c] += variant_->pieces[type_of(p)].value;
  if (type_of(p) == variant_->royal_type) king_[c] = s;
  if constexpr (kKeys) toggle_keys(p, zobrist::piece_key(p, s));
}
template void Position::put<true>(Square, Piece);
template void Position::put<false>(Square, Piece);

void Position::list_append(Square s, int c) {
  list_index_[s] = static_cast<uint8_t>(list_size_[c]);
  list_[c][list_size_[c]++] = s;
}

void Position::list_take_out(Square s, int c) {
  const int i = list_index_[s];
  const Square last = list_[c][--list_size_[c]];
  list_[c][i] = last;
  list_index_[last] = static_cast<uint8_t>(i);
}

template <bool kKeys>
void Position::remove(Square s) {
  const Piece p = board_[s];
  const int c = idx(color_of(p));
  list_take_out(s, c);
  --type_count_[c][type_of(p)];
  material_[c] -= variant_->pieces[type_of(p)].value;
  if (type_of(p) == variant_->royal_type && king_[c] == s) king_[c] = kNoSquare;
  board_[s] = kEmpty;
  lines_.clear(s);
  if (variant_->cells64) {
    frozen64_known_ = 0;
    color64_[c] &= ~cell_bit64(s);
    type64_[c][type_of(p)] &= ~cell_bit64(s);
  }
  if (variant_->piece_sets) {
    by_color_[c].remove(s);
    by_type_[c][type_of(p)].remove(s);
    empty_.add(s);
  }
  if constexpr (kKeys) toggle_keys(p, zobrist::piece_key(p, s));
}
template void Position::remove<true>(Square);
template void Position::remove<false>(Square);

template <bool kKeys>
void Position::relocate(Square from, Square to) {
  const Piece p = board_[from];
  const int c = idx(color_of(p));
  const int i = list_index_[from];
  list_[c][i] = to;
  list_index_[to] = static_cast<uint8_t>(i);
  board_[from] = kEmpty;
  board_[to] = p;
  lines_.clear(from);
  lines_.set(to);
  if (variant_->cells64) {
    frozen64_known_ = 0;
    color64_[c] ^= cell_bit64(from) | cell_bit64(to);
    type64_[c][type_of(p)] ^= cell_bit64(from) | cell_bit64(to);
  }
  if (variant_->piece_sets) {
    by_color_[c].remove(from);
    by_color_[c].add(to);
    by_type_[c][type_of(p)].remove(from);
    by_type_[c][type_of(p)].add(to);
    empty_.add(from);
    empty_.remove(to);
  }
  if (type_of(p) == variant_->royal_type) king_[c] = to;
  if constexpr (kKeys) toggle_keys(p, zobrist::piece_key(p, from) ^ zobrist::piece_key(p, to));
}
template void Position::relocate<true>(Square, Square);
template void Position::relocate<false>(Square, Square);

void Position::set_ep(Square first, Square pawn) {
  if (ep_first_ != kNoSquare) hash_ ^= zobrist::keys().en_passant[ep_first_];
  ep_first_ = first;
  ep_pawn_ = pawn;
  if (ep_first_ != kNoSquare) hash_ ^= zobrist::keys().en_passant[ep_first_];
}

void Position::set_barred(Square a, Square b) {
  const auto& k = zobrist::keys().swap_barred;
  if (barred_a_ != kNoSquare) hash_ ^= k[barred_a_] ^ k[barred_b_];
  barred_a_ = a;
  barred_b_ = b;
  if (barred_a_ != kNoSquare) hash_ ^= k[barred_a_] ^ k[barred_b_];
}

bool Position::is_frozen(Square s) const {
  if (!variant_->freezer_types) return false;
  const Piece p = board_[s];
  for (int off : kDirOffset) {
    const Piece q = board_[s + off];
    if (freezes(*variant_, q, p)) return true;
  }
  return false;
}

Set64 Position::frozen64_by(Color freezers) const {
  const int c = idx(freezers);
  if (!(frozen64_known_ >> c & 1)) {
    frozen64_[c] = frozen_by<Set64>(*this, freezers).bits();
    frozen64_known_ |= static_cast<uint8_t>(1 << c);
  }
  return Set64(frozen64_[c]);
}

int Position::repetitions() const {
  int count = 0;
  const int n = static_cast<int>(history_.size());
  const int limit = std::min(halfmove_, n);
  for (int back = 2; back <= limit; back += 2)
    if (history_[n - back].hash == hash_) ++count;
  return count;
}

uint64_t Position::compute_piece_keys(TypeMask types) const {
  uint64_t h = 0;
  for (int s = 0; s < kCells; ++s)
    if (is_piece(board_[s]) && (types & type_bit(type_of(board_[s]))))
      h ^= zobrist::piece_key(board_[s], static_cast<Square>(s));
  return h;
}

uint64_t Position::compute_hash() const {
  uint64_t h = compute_piece_keys(variant_->all_types());
  if (side_ == Color::Black) h ^= zobrist::keys().side;
  h ^= zobrist::keys().castling[castling_];
  if (ep_first_ != kNoSquare) h ^= zobrist::keys().en_passant[ep_first_];
  if (barred_a_ != kNoSquare)
    h ^= zobrist::keys().swap_barred[barred_a_] ^ zobrist::keys().swap_barred[barred_b_];
  return h;
}

uint64_t Position::compute_pawn_key() const {
  return compute_piece_keys(variant_->pawn_key_types);
}

std::string Position::consistency_error() const {
  std::ostringstream err;
  std::array<std::array<int, kMaxPieceTypes>, kColorCount> counts{};
  std::array<int, kColorCount> sizes{};
  std::array<Square, kColorCount> kings = {kNoSquare, kNoSquare};
  for (int s = 0; s < kCells; ++s) {
    const Piece p = board_[s];
    const bool playable =
        variant_->on_board(file_of(static_cast<Square>(s)), rank_of(static_cast<Square>(s))) &&
        (s & 15) >= kRim && (s >> 4) >= kRim;
    if (!playable) {
      if (p != kOffboard) err << "rim cell " << s << " is not a sentinel; ";
      continue;
    }
    if (p == kOffboard) err << "playable square " << s << " holds a sentinel; ";
    if (!is_piece(p)) continue;
    const int c = idx(color_of(p));
    ++sizes[c];
    ++counts[c][type_of(p)];
    if (type_of(p) >= variant_->pieces.size()) err << "unknown type on " << s << "; ";
    if (type_of(p) == variant_->royal_type) kings[c] = static_cast<Square>(s);
    if (list_[c][list_index_[s]] != s) err << "piece list misses square " << s << "; ";
  }
  for (int c = 0; c < kColorCount; ++c) {
    if (sizes[c] != list_size_[c]) err << "list size " << list_size_[c] << " != " << sizes[c] << "; ";
    if (counts[c] != type_count_[c]) err << "type counts differ for side " << c << "; ";
    int material = 0;
    for (size_t t = 0; t < variant_->pieces.size(); ++t) material += variant_->pieces[t].value * counts[c][t];
    if (material != material_[c]) err << "material differs for side " << c << "; ";
    if (kings[c] != king_[c]) err << "king square differs for side " << c << "; ";
  }
  if (compute_hash() != hash_) err << "hash differs; ";
  if (compute_pawn_key() != pawn_key_) err << "pawn key differs; ";
  LineOccupancy lines;
  lines.fill();
  for (int s = 0; s < kCells; ++s)
    if (board_[s] == kEmpty) lines.clear(static_cast<Square>(s));
  if (!(lines == lines_)) err << "line occupancy differs from the board; ";
  std::array<uint64_t, kColorCount> color64{};
  std::array<std::array<uint64_t, kMaxPieceTypes>, kColorCount> type64{};
  if (variant_->cells64)
    for (int s = 0; s < kCells; ++s) {
      const Piece p = board_[s];
      if (!is_piece(p)) continue;
      color64[idx(color_of(p))] |= cell_bit64(static_cast<Square>(s));
      type64[idx(color_of(p))][type_of(p)] |= cell_bit64(static_cast<Square>(s));
    }
  if (color64 != color64_ || type64 != type64_) err << "64-bit sets differ from the board; ";
  if (variant_->piece_sets) {
    std::array<SquareSet, kColorCount> by_color{};
    std::array<std::array<SquareSet, kMaxPieceTypes>, kColorCount> by_type{};
    SquareSet empty;
    for (int s = 0; s < kCells; ++s) {
      const Piece p = board_[s];
      if (p == kEmpty) empty.add(static_cast<Square>(s));
      if (!is_piece(p)) continue;
      by_color[idx(color_of(p))].add(static_cast<Square>(s));
      by_type[idx(color_of(p))][type_of(p)].add(static_cast<Square>(s));
    }
    if (by_color != by_color_ || by_type != by_type_ || !(empty == empty_))
      err << "square sets differ from the board; ";
  }
  return err.str();
}

void Position::verify_consistency(const char* after) const {
  const std::string err = consistency_error();
  if (err.empty()) return;
  std::fprintf(stderr, "abbott: inconsistent position after %s: %s(board %s)\n", after, err.c_str(),
               fen().c_str());
  std::abort();
}

}  // namespace abbott
