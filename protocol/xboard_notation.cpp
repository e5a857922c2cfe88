// XBoard notation; see the header.
#include "protocol/xboard_notation.h"

#include <algorithm>
#include <cctype>

#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott {

namespace {

// XBoard 4.9's internal piece order (the King is the last of each half).
constexpr const char* kSlots = "PNBRQFEACWMOHIJGDVLSU";

bool moves_like_orthodox_pawn(const PieceSpec& s) {
  if (!s.pawn || s.rules.empty()) return false;
  for (const MoveRule& r : s.rules)
    if (r.motion != Motion::PawnPush && r.motion != Motion::PawnCapture) return false;
  return true;
}

int ten_rank_shift(const Variant& v) {
  return v.ranks == 10 ? 0 : 1;
}

}  // namespace

std::string xboard_variant_name(const Variant& v) {
  return v.name == "chess" ? "normal" : v.name;
}

const Variant* variant_from_xboard_name(const std::string& name) {
  return find_variant(name == "normal" ? "chess" : name);
}

bool xboard_builtin(const Variant& v) {
  return v.name == "chess" || v.name == "capablanca";
}

std::string xboard_setup_prefix(const Variant& v) {
  const std::string slots = kSlots;
  std::vector<char> assigned(slots.size(), '.');
  char king = '.';
  std::vector<char> rest;
  for (const PieceSpec& s : v.pieces) {
    if (s.pattern_only) continue;
    if (s.royal) {
      king = s.letter;
      continue;
    }
    // A piece in the Pawn slot that moves sideways would trigger XBoard's en passant logic.
    const size_t same = slots.find(s.letter);
    const bool pawn_slot_ok = s.letter != 'P' || moves_like_orthodox_pawn(s);
    if (same != std::string::npos && assigned[same] == '.' && pawn_slot_ok)
      assigned[same] = s.letter;
    else
      rest.push_back(s.letter);
  }
  for (char c : rest)
    for (size_t i = 5; i < slots.size(); ++i)  // never the orthodox slots for other pieces
      if (assigned[i] == '.' && slots.find(c) != i) {
        assigned[i] = c;
        break;
      }
  size_t used = 0;
  for (size_t i = 0; i < assigned.size(); ++i)
    if (assigned[i] != '.') used = i + 1;
  used = std::max<size_t>(used, 5);
  std::string white(assigned.begin(), assigned.begin() + static_cast<long>(used));
  white += king == '.' ? '.' : king;
  std::string black = white;
  for (char& c : black) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return "(" + white + black + ") " + std::to_string(v.files) + "x" + std::to_string(v.ranks) + "+0_fairy";
}

std::string xboard_square(const Variant& v, Square s) {
  return std::string(1, static_cast<char>('a' + file_of(s))) + std::to_string(rank_of(s) + ten_rank_shift(v));
}

std::optional<Square> parse_xboard_square(const Variant& v, const std::string& text) {
  if (text.size() < 2 || !std::islower(static_cast<unsigned char>(text[0]))) return std::nullopt;
  int rank = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])) || rank > 100) return std::nullopt;
    rank = rank * 10 + (text[i] - '0');
  }
  const int file = text[0] - 'a';
  const int r = rank - ten_rank_shift(v);
  if (!v.on_board(file, r)) return std::nullopt;
  return make_square(file, r);
}

std::string xboard_move_text(const Position& pos, const Move& m) {
  const Variant& v = pos.variant();
  std::string promo;
  if (m.promotion != kNoPieceType)
    promo = std::string(
        1, static_cast<char>(std::tolower(static_cast<unsigned char>(v.pieces[m.promotion].letter))));
  std::vector<Square> kills;
  for (int i = 0; i < m.victim_count; ++i)
    if (m.victims[i] != m.to && m.victims[i] != m.from) kills.push_back(m.victims[i]);
  // En passant on the square just behind the destination is XBoard's own rule.
  if (kills.size() == 1 && pos.spec_at(m.from).pawn &&
      kills[0] + (m.to > m.from ? kStride : -kStride) == m.to && file_of(kills[0]) == file_of(m.to))
    kills.clear();
  const std::string from = xboard_square(v, m.from), to = xboard_square(v, m.to);
  if (kills.empty()) return from + to + promo;
  if (kills.size() == 1) {
    const std::string k = xboard_square(v, kills[0]);
    return from + k + "," + k + to + promo;
  }
  return from + "x" + xboard_square(v, kills[0]) + "x" + xboard_square(v, kills[1]) + "-" + to + promo;
}

std::optional<Move> parse_xboard_move(Position& pos, const std::string& text, std::string& error) {
  const Variant& v = pos.variant();
  // Split into squares and separators: plain `a1b2[q]`, legs `a1b2,b2c3[,c3d4]`, lion `a1xb2xc3-d4`.
  std::vector<Square> squares;
  std::string promo;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == ',' || c == 'x' || c == '-') {
      ++i;
      continue;
    }
    if (std::islower(static_cast<unsigned char>(c)) && i + 1 < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
      size_t j = i + 1;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      auto sq = parse_xboard_square(v, text.substr(i, j - i));
      if (!sq) {
        error = "square " + text.substr(i, j - i) + " is not on the board";
        return std::nullopt;
      }
      squares.push_back(*sq);
      i = j;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(c)) && i + 1 == text.size()) {
      promo = std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
      ++i;
      continue;
    }
    error = "not a move";
    return std::nullopt;
  }
  if (squares.size() < 2) {
    error = "not a move";
    return std::nullopt;
  }
  // Legs repeat their joining square: a1b2,b2c3 -> a1 b2 c3.
  std::vector<Square> path;
  for (Square s : squares)
    if (path.empty() || path.back() != s || path.size() == 1) path.push_back(s);
  const Square from = path.front(), to = path.back();
  std::vector<Square> kills(path.begin() + 1, path.end() - 1);

  MoveList legal;
  generate_legal(pos, legal);
  std::vector<Move> candidates;
  for (const Move& m : legal) {
    if (m.from != from || m.to != to) continue;
    if (!promo.empty() && (m.promotion == kNoPieceType || std::tolower(static_cast<unsigned char>(
                                                              v.pieces[m.promotion].letter)) != promo[0]))
      continue;
    if (promo.empty() && m.promotion != kNoPieceType) continue;
    bool has_all = true;
    for (Square k : kills)
      has_all = has_all && std::find(m.victims.begin(), m.victims.begin() + m.victim_count, k) !=
                               m.victims.begin() + m.victim_count;
    if (has_all) candidates.push_back(m);
  }
  if (candidates.empty()) {
    error = "illegal move";
    return std::nullopt;
  }
  if (candidates.size() == 1) return candidates.front();
  // Several moves share from and to: the one XBoard would write this way.
  for (const Move& m : candidates)
    if (xboard_move_text(pos, m) == text) return m;
  // Otherwise the move that removes exactly the named kill squares away from the destination.
  for (const Move& m : candidates) {
    size_t side = 0;
    for (int k = 0; k < m.victim_count; ++k) side += m.victims[k] != m.to && m.victims[k] != m.from;
    if (side == kills.size()) return m;
  }
  return candidates.front();
}

std::string xboard_highlight(Position& pos, Square from) {
  const Variant& v = pos.variant();
  std::vector<char> mark(kCells, 0);
  MoveList legal;
  generate_legal(pos, legal);
  for (const Move& m : legal) {
    if (m.from != from) continue;
    const bool captures_on_target = is_piece(pos.at(m.to)) && color_of(pos.at(m.to)) != pos.side_to_move();
    mark[m.to] = captures_on_target ? 'R' : 'Y';
    for (int i = 0; i < m.victim_count; ++i)
      if (m.victims[i] != m.to && !mark[m.victims[i]]) mark[m.victims[i]] = 'C';
  }
  std::string out;
  for (int r = v.ranks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < v.files; ++f) {
      const char c = mark[make_square(f, r)];
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  return out;
}

}  // namespace abbott
