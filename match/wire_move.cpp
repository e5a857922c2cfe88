// Translation between protocol move text and legal moves.
#include "match/wire_move.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <vector>

#include "movegen/movegen.h"

namespace abbott::match {

namespace {

// XBoard numbers the ranks of a 10-rank board from 0.
int rank_base(const Variant& v, Wire wire) {
  return wire == Wire::Cecp && v.ranks == 10 ? 0 : 1;
}

// Adds `delta` to every rank number in a move text (letters followed by digits).
std::string shift_ranks(std::string_view text, int delta) {
  if (delta == 0) return std::string(text);
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const bool square_start = std::islower(static_cast<unsigned char>(text[i])) && i + 1 < text.size() &&
                              std::isdigit(static_cast<unsigned char>(text[i + 1]));
    out += text[i++];
    if (!square_start) continue;
    int rank = 0;
    int digits = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 3) {
      rank = rank * 10 + (text[i++] - '0');
      ++digits;
    }
    out += std::to_string(rank + delta);
  }
  return out;
}

std::string square_on_wire(const Variant& v, Square s, Wire wire) {
  return std::string(1, static_cast<char>('a' + file_of(s))) +
         std::to_string(rank_of(s) + rank_base(v, wire));
}

char promotion_letter(const Variant& v, const Move& m) {
  return m.promotion == kNoPieceType
             ? 0
             : static_cast<char>(std::tolower(static_cast<unsigned char>(v.pieces[m.promotion].letter)));
}

// Victims away from the destination: the squares XBoard calls kill squares.
std::vector<Square> kill_squares(const Move& m) {
  std::vector<Square> kills;
  for (int i = 0; i < m.victim_count; ++i)
    if (m.victims[i] != m.to && m.kind != MoveKind::Suicide && m.kind != MoveKind::MutualDestruction)
      kills.push_back(m.victims[i]);
  std::sort(kills.begin(), kills.end());
  return kills;
}

// What an engine's move text says, before it is matched with a legal move.
struct MoveShape {
  Square from = kNoSquare;
  Square to = kNoSquare;
  Square rook_to = kNoSquare;  // free castling: the third square
  char promotion = 0;
  std::vector<Square> kills;
  bool castle_king_side = false;
  bool castle_queen_side = false;
};

class ShapeReader {
 public:
  ShapeReader(const Variant& v, std::string_view text, Wire wire)
      : v_(v), text_(text), base_(rank_base(v, wire)) {}

  std::optional<Square> square() {
    if (i_ >= text_.size() || text_[i_] < 'a' || text_[i_] > 'z') return std::nullopt;
    const int file = text_[i_] - 'a';
    size_t j = i_ + 1;
    int rank = 0;
    int digits = 0;
    while (j < text_.size() && std::isdigit(static_cast<unsigned char>(text_[j])) && digits < 3) {
      rank = rank * 10 + (text_[j++] - '0');
      ++digits;
    }
    if (!digits || !v_.on_board(file, rank - base_)) return std::nullopt;
    i_ = j;
    return make_square(file, rank - base_);
  }
  bool eat(char c) {
    if (i_ < text_.size() && text_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  [[nodiscard]] bool done() const { return i_ == text_.size(); }
  std::optional<char> letter() {
    if (i_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[i_])))
      return static_cast<char>(std::tolower(static_cast<unsigned char>(text_[i_++])));
    return std::nullopt;
  }

 private:
  const Variant& v_;
  std::string_view text_;
  int base_;
  size_t i_ = 0;
};

std::optional<MoveShape> read_shape(const Position& pos, std::string_view text, Wire wire) {
  MoveShape shape;
  if (text == "O-O" || text == "0-0") {
    shape.castle_king_side = true;
    return shape;
  }
  if (text == "O-O-O" || text == "0-0-0") {
    shape.castle_queen_side = true;
    return shape;
  }
  ShapeReader r(pos.variant(), text, wire);
  const auto from = r.square();
  if (!from) return std::nullopt;
  shape.from = *from;
  const bool lion = r.eat('x');
  if (lion) {
    // Lion form: a1xb2xc3-d4.
    for (;;) {
      const auto kill = r.square();
      if (!kill) return std::nullopt;
      shape.kills.push_back(*kill);
      if (r.eat('-')) break;
      if (!r.eat('x')) return std::nullopt;
    }
    const auto to = r.square();
    if (!to) return std::nullopt;
    shape.to = *to;
  } else {
    // Plain or comma legs: e2e4, e7e8q, e8c8d8, d4d5,d5d2.
    auto to = r.square();
    if (!to) return std::nullopt;
    while (r.eat(',')) {
      const auto leg_from = r.square();
      const auto leg_to = leg_from ? r.square() : std::nullopt;
      if (!leg_to || *leg_from != *to) return std::nullopt;
      shape.kills.push_back(*to);
      to = leg_to;
    }
    shape.to = *to;
    if (shape.kills.empty())
      if (const auto third = r.square()) shape.rook_to = *third;
  }
  if (!r.done()) {
    const auto promo = r.letter();
    if (!promo || !r.done()) return std::nullopt;
    shape.promotion = *promo;
  }
  // Comma legs may pass through empty waypoints; the lion form names only victims.
  if (!lion) std::erase_if(shape.kills, [&](Square s) { return !is_piece(pos.at(s)); });
  std::sort(shape.kills.begin(), shape.kills.end());
  return shape;
}

bool castles_to_side(const Move& m, bool king_side) {
  return m.kind == MoveKind::Castle && (file_of(m.rook_from) > file_of(m.from)) == king_side;
}

std::variant<Move, MoveParseError> match_shape(Position& pos, const MoveShape& shape, std::string_view text) {
  MoveList legal;
  generate_legal(pos, legal);
  const Variant& v = pos.variant();
  std::vector<Move> candidates;
  for (const Move& m : legal) {
    if (shape.castle_king_side || shape.castle_queen_side) {
      if (castles_to_side(m, shape.castle_king_side)) candidates.push_back(m);
      continue;
    }
    if (m.from != shape.from || m.to != shape.to || promotion_letter(v, m) != shape.promotion) continue;
    if (shape.rook_to != kNoSquare && (m.kind != MoveKind::Castle || m.rook_to != shape.rook_to)) continue;
    candidates.push_back(m);
  }
  if (!shape.kills.empty()) {
    std::vector<Move> exact;
    std::vector<Move> covering;
    for (const Move& m : candidates) {
      const auto kills = kill_squares(m);
      if (kills == shape.kills) exact.push_back(m);
      if (std::includes(kills.begin(), kills.end(), shape.kills.begin(), shape.kills.end()))
        covering.push_back(m);
    }
    candidates = exact.empty() ? covering : exact;
  }
  if (candidates.size() == 1) return candidates.front();
  const std::string quoted = "'" + std::string(text) + "'";
  if (candidates.empty()) return MoveParseError{"illegal move: " + quoted};
  return MoveParseError{"ambiguous move: " + quoted + " fits " + std::to_string(candidates.size()) +
                        " legal moves"};
}

}  // namespace

std::string wire_text(Position& pos, const Move& m, Wire wire) {
  if (wire == Wire::Uci) return move_text(pos, m);
  const Variant& v = pos.variant();
  auto sends = [&](const std::string& text) {
    const auto parsed = parse_wire_move(pos, text, wire);
    const Move* back = std::get_if<Move>(&parsed);
    return back && back->same_effect(m);
  };
  std::string plain = square_on_wire(v, m.from, wire) + square_on_wire(v, m.to, wire);
  if (m.kind == MoveKind::Castle && v.castling.style == CastlingStyle::Free)
    plain += square_on_wire(v, m.rook_to, wire);
  if (const char p = promotion_letter(v, m)) plain += p;
  if (sends(plain)) return plain;
  // Comma legs through every kill square, the form XBoard relays to engines.
  std::string legs;
  Square at = m.from;
  for (Square k : kill_squares(m)) {
    legs += square_on_wire(v, at, wire) + square_on_wire(v, k, wire) + ",";
    at = k;
  }
  legs += square_on_wire(v, at, wire) + square_on_wire(v, m.to, wire);
  if (const char p = promotion_letter(v, m)) legs += p;
  if (sends(legs)) return legs;
  // XBoard has no form for the rest (a swap versus a mutual destruction on the same squares):
  // abbott's own notation, ranks as XBoard counts them.
  return shift_ranks(move_text(pos, m), rank_base(v, wire) - 1);
}

std::variant<Move, MoveParseError> parse_wire_move(Position& pos, std::string_view text, Wire wire) {
  // abbott's notation first (it is also XBoard's plain form), then the kill-square forms.
  auto parsed = parse_move(pos, shift_ranks(text, 1 - rank_base(pos.variant(), wire)));
  if (std::holds_alternative<Move>(parsed)) return parsed;
  const auto shape = read_shape(pos, text, wire);
  if (!shape) return MoveParseError{"not a move: '" + std::string(text) + "'"};
  return match_shape(pos, *shape, text);
}

}  // namespace abbott::match
