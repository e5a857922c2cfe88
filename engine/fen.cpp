// FEN reading and writing for every board size (docs/rules.md, "Positions (FEN)"): digits may
// form numbers >= 10, the en passant field names the first square a multi-stepping pawn passed,
// and the shorter forms other programs write are read (docs/notation.md lists them). Errors name
// the field.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "engine/position.h"
#include "engine/square_text.h"
#include "engine/zobrist.h"

namespace abbott {

namespace {

std::vector<std::string_view> split_fields(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    const size_t start = i;
    while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    if (i > start) out.push_back(s.substr(start, i - start));
  }
  return out;
}

std::optional<int> parse_count(std::string_view s, int max) {
  int value = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || ptr != s.data() + s.size() || value < 0 || value > max) return std::nullopt;
  return value;
}

std::optional<Square> parse_square(const Variant& v, std::string_view s) {
  if (s.size() < 2 || s[0] < 'a' || s[0] > 'z') return std::nullopt;
  auto rank = parse_count(s.substr(1), 99);
  const int file = s[0] - 'a';
  if (!rank || *rank < 1 || !v.on_board(file, *rank - 1)) return std::nullopt;
  return make_square(file, *rank - 1);
}

Error field_error(int index, const char* name, const std::string& problem) {
  return Error{"field " + std::to_string(index) + " (" + name + "): " + problem};
}

// The fields after the side to move: castling, en passant, halfmove clock, fullmove number,
// trailing ones optional. Variants with neither castling nor en passant also take the counters
// right after the side (`w 0 1`, as Hyper Chess engines write them); `-` for a counter means
// unknown.
struct FenTail {
  std::string_view castling = "-", ep = "-", half = "0", full = "1";
  int half_index = 5, full_index = 6;  // 1-based field numbers, for messages
};

Result<FenTail> split_tail(const Variant& v, const std::vector<std::string_view>& fields) {
  FenTail t;
  const std::vector<std::string_view> rest(fields.begin() + 2, fields.end());
  auto is_count = [](std::string_view f) {
    return f == "-" || (!f.empty() && f.find_first_not_of("0123456789") == std::string_view::npos);
  };
  const bool counters_only = v.castling.style == CastlingStyle::None && !v.pawns.en_passant &&
                             rest.size() <= 2 && std::all_of(rest.begin(), rest.end(), is_count);
  if (counters_only) {
    t.half_index = 3;
    t.full_index = 4;
    if (rest.size() > 0) t.half = rest[0];
    if (rest.size() > 1) t.full = rest[1];
    return t;
  }
  if (rest.size() > 4) return Error{"too many FEN fields (" + std::to_string(fields.size()) + "; at most 6)"};
  if (rest.size() > 0) t.castling = rest[0];
  if (rest.size() > 1) t.ep = rest[1];
  if (rest.size() > 2) t.half = rest[2];
  if (rest.size() > 3) t.full = rest[3];
  return t;
}

std::vector<std::string_view> split_rows(std::string_view board) {
  std::vector<std::string_view> rows;
  size_t start = 0;
  for (size_t i = 0; i <= board.size(); ++i)
    if (i == board.size() || board[i] == '/') {
      rows.push_back(board.substr(start, i - start));
      start = i + 1;
    }
  return rows;
}

}  // namespace

std::optional<Error> Position::set(const Variant& variant, std::string_view fen) {
  Position scratch;
  if (auto err = scratch.parse(variant, fen)) return err;
  *this = std::move(scratch);
  return std::nullopt;
}

std::optional<Error> Position::parse(const Variant& v, std::string_view text) {
  if (text == "startpos") text = v.start_fen;
  const auto fields = split_fields(text);
  if (fields.empty()) return Error{"empty FEN"};
  clear(v);
  if (auto err = parse_board(v, fields[0])) return err;

  if (fields.size() < 2) return Error{"missing side to move"};
  if (fields[1] == "w")
    side_ = Color::White;
  else if (fields[1] == "b")
    side_ = Color::Black;
  else
    return Error{"field 2 (side to move): must be 'w' or 'b', not '" + std::string(fields[1]) + "'"};

  auto tail = split_tail(v, fields);
  if (auto* err = std::get_if<Error>(&tail)) return *err;
  const FenTail& t = std::get<FenTail>(tail);
  if (t.castling != "-")
    if (auto err = parse_castling(v, t.castling)) return err;
  if (t.ep != "-")
    if (auto err = parse_en_passant(v, t.ep)) return err;

  auto half = t.half == "-" ? std::optional<int>(0) : parse_count(t.half, 100000);
  if (!half)
    return field_error(t.half_index, "halfmove clock",
                       "'" + std::string(t.half) + "' is not a number from 0 to 100000 or '-'");
  halfmove_ = *half;
  auto full = t.full == "-" ? std::optional<int>(1) : parse_count(t.full, 100000);
  if (!full || *full == 0)
    return field_error(t.full_index, "fullmove number",
                       "'" + std::string(t.full) + "' is not a number from 1 to 100000 or '-'");
  fullmove_ = *full;

  if (auto err = check_pieces(v)) return err;
  if (side_ == Color::Black) hash_ ^= zobrist::keys().side;
  hash_ ^= zobrist::keys().castling[castling_];
  return std::nullopt;
}

std::optional<Error> Position::parse_board(const Variant& v, std::string_view board) {
  const std::vector<std::string_view> rows = split_rows(board);
  if (static_cast<int>(rows.size()) != v.ranks)
    return Error{"board has " + std::to_string(rows.size()) + " ranks, " + v.name + " needs " +
                 std::to_string(v.ranks)};
  for (int row = 0; row < v.ranks; ++row) {
    const int rank = v.ranks - 1 - row;
    int file = 0;
    std::string_view r = rows[row];
    for (size_t i = 0; i < r.size();) {
      const char ch = r[i];
      if (std::isdigit(static_cast<unsigned char>(ch))) {
        size_t j = i;
        while (j < r.size() && std::isdigit(static_cast<unsigned char>(r[j]))) ++j;
        auto n = parse_count(r.substr(i, j - i), 99);
        if (!n || *n == 0) return Error{"bad empty-square count in rank " + std::to_string(rank + 1)};
        file += *n;
        i = j;
        continue;
      }
      const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      auto type = std::isalpha(static_cast<unsigned char>(ch)) ? v.type_of_letter(upper) : std::nullopt;
      if (!type) return Error{std::string("unknown piece letter '") + ch + "' for " + v.name};
      if (file >= v.files)
        return Error{"rank " + std::to_string(rank + 1) + " has more than " + std::to_string(v.files) +
                     " squares"};
      const Color c = std::isupper(static_cast<unsigned char>(ch)) ? Color::White : Color::Black;
      if (list_size_[idx(c)] >= kMaxPiecesPerSide) return Error{"too many pieces"};
      put(make_square(file, rank), make_piece(c, *type));
      ++file;
      ++i;
    }
    if (file != v.files)
      return Error{"rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, " +
                   v.name + " needs " + std::to_string(v.files)};
  }
  return std::nullopt;
}

std::optional<Error> Position::parse_castling(const Variant& v, std::string_view castling_field) {
  if (v.castling.style == CastlingStyle::None)
    return field_error(
        3, "castling rights",
        v.name + " has no castling, it must be '-', not '" + std::string(castling_field) + "'");
  for (char ch : castling_field) {
    int bit;
    switch (ch) {
      case 'K':
        bit = 0;
        break;
      case 'Q':
        bit = 1;
        break;
      case 'k':
        bit = 2;
        break;
      case 'q':
        bit = 3;
        break;
      default:
        return field_error(3, "castling rights", std::string("bad castling letter '") + ch + "'");
    }
    const Color c = bit < 2 ? Color::White : Color::Black;
    if (castling_ & (1 << bit))
      return field_error(3, "castling rights", std::string("castling letter '") + ch + "' repeated");
    if (!(c == Color::White ? v.castling.white : v.castling.black))
      return field_error(3, "castling rights",
                         std::string("castling right '") + ch + "' does not exist in " + v.name);
    const Piece king = board_[v.castle_king_home[idx(c)]];
    const Piece rook = board_[v.castle_rook_home[bit]];
    if (!is_piece(king) || color_of(king) != c || type_of(king) != v.royal_type || !is_piece(rook) ||
        color_of(rook) != c || type_of(rook) != v.castling_partner)
      return field_error(
          3, "castling rights",
          std::string("castling right '") + ch + "' needs King and Rook on their start squares");
    castling_ |= static_cast<uint8_t>(1 << bit);
  }
  return std::nullopt;
}

std::optional<Error> Position::parse_en_passant(const Variant& v, std::string_view ep_field) {
  if (!v.pawns.en_passant)
    return field_error(4, "en passant",
                       v.name + " has no en passant, it must be '-', not '" + std::string(ep_field) + "'");
  auto sq = parse_square(v, ep_field);
  if (!sq) return field_error(4, "en passant", "bad en passant square '" + std::string(ep_field) + "'");
  // The side that just moved is the opponent; its pawn passed `sq` from its start rank.
  const Color mover = ~side_;
  const int expected_rank = mover == Color::White ? 2 : v.ranks - 3;
  if (rank_of(*sq) != expected_rank)
    return field_error(4, "en passant",
                       "en passant square " + std::string(ep_field) + " is not on the passed rank");
  const int step = pawn_forward(mover);
  Square pawn = kNoSquare;
  Square x = *sq;
  for (int d = 0; d < v.pawns.multi_step; ++d) {
    const Piece p = board_[x];
    if (p == kEmpty) {
      x = static_cast<Square>(x + step);
      continue;
    }
    if (d > 0 && is_piece(p) && color_of(p) == mover && v.pieces[type_of(p)].pawn) pawn = x;
    break;
  }
  if (pawn == kNoSquare)
    return field_error(4, "en passant",
                       "en passant square " + std::string(ep_field) + " has no pawn that just passed it");
  set_ep(*sq, pawn);
  return std::nullopt;
}

// At most one King a side, and no pawn on the first or last rank where pawns must promote there
// (where promotion is optional, as in Rococo, a pawn may stand anywhere).
std::optional<Error> Position::check_pieces(const Variant& v) const {
  for (int c = 0; c < kColorCount; ++c) {
    if (v.royal_type != kNoPieceType && type_count_[c][v.royal_type] > 1)
      return Error{std::string(c == 0 ? "White" : "Black") + " has more than one King"};
  }
  if (v.pawns.promotion_zone) return std::nullopt;
  for (int s = 0; s < kCells; ++s) {
    const Piece p = board_[s];
    if (!is_piece(p) || !v.pieces[type_of(p)].pawn) continue;
    const Color c = color_of(p);
    const int last_rank = c == Color::White ? v.ranks - 1 : 0;
    if (v.promotes(c) && (rank_of(static_cast<Square>(s)) == last_rank ||
                          rank_of(static_cast<Square>(s)) == v.ranks - 1 - last_rank))
      return Error{"pawn on " + square_text(static_cast<Square>(s)) +
                   " cannot stand on the first or last rank"};
  }
  return std::nullopt;
}

std::string Position::fen() const {
  const Variant& v = *variant_;
  std::ostringstream out;
  for (int rank = v.ranks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < v.files; ++file) {
      const Piece p = board_[make_square(file, rank)];
      if (!is_piece(p)) {
        ++empty;
        continue;
      }
      if (empty) out << empty;
      empty = 0;
      const char letter = v.pieces[type_of(p)].letter;
      out << (color_of(p) == Color::White ? letter : static_cast<char>(std::tolower(letter)));
    }
    if (empty) out << empty;
    if (rank) out << '/';
  }
  out << ' ' << (side_ == Color::White ? 'w' : 'b');
  if (v.fen_style == FenStyle::NoCastlingEp) {
    out << ' ' << halfmove_ << ' ' << fullmove_;
    return out.str();
  }
  out << ' ';
  if (!castling_) out << '-';
  if (castling_ & kWhiteKingside) out << 'K';
  if (castling_ & kWhiteQueenside) out << 'Q';
  if (castling_ & kBlackKingside) out << 'k';
  if (castling_ & kBlackQueenside) out << 'q';
  out << ' ' << (ep_first_ == kNoSquare ? std::string("-") : square_text(ep_first_));
  out << ' ' << halfmove_ << ' ' << fullmove_;
  return out.str();
}

}  // namespace abbott
