// XBoard's move text (docs/notation.md): squares with XBoard's rank numbers, the kill squares a
// move clears, and the plain, comma-leg and lion forms, both ways.
#include "movegen/xboard_move.h"

#include <algorithm>
#include <cctype>

#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::xboard {

namespace {

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

Square square_at(int file, int rank) {
  return make_square(file, rank);
}

// XBoard moves the piece in the King slot by its own castling rule when the King goes two or
// more squares sideways: the Rook then stands next to the King on the inner side.
bool xboard_castles_like(const Move& m) {
  if (m.kind != MoveKind::Castle) return false;
  const int df = file_of(m.to) - file_of(m.from);
  // A King moving onto its own Rook makes XBoard castle to fixed squares instead.
  if ((df > -2 && df < 2) || m.to == m.rook_from) return false;
  const int inner = df > 0 ? -1 : 1;
  return m.rook_to == square_at(file_of(m.to) + inner, rank_of(m.to));
}

// The square a suicide names as its (empty) destination: XBoard clears the kill square (the
// piece itself) and then moves the emptiness there. Not on file a: XBoard relays the move with
// a square one file to the left of it.
Square suicide_target(const Position& pos, Square from) {
  const Variant& v = pos.variant();
  for (int d = 0; d < kDirCount; ++d) {
    const Square s = static_cast<Square>(from + kDirOffset[d]);
    if (pos.at(s) == kEmpty && file_of(s) > 0 && v.on_board(file_of(s), rank_of(s))) return s;
  }
  for (int rank = 0; rank < v.ranks; ++rank)
    for (int file = 1; file < v.files; ++file)
      if (pos.at(square_at(file, rank)) == kEmpty) return square_at(file, rank);
  return from;
}

std::vector<Square> side_victims(const Position& pos, const Move& m) {
  std::vector<Square> out;
  const int slot_is_pawn = is_true_pawn(pos.spec_at(m.from));
  for (int i = 0; i < m.victim_count; ++i) {
    const Square s = m.victims[i];
    if (s == m.to) continue;
    // XBoard removes an en passant victim by itself when it stands beside the pawn's start.
    if (slot_is_pawn && pos.at(m.to) == kEmpty && s == square_at(file_of(m.to), rank_of(m.from))) continue;
    out.push_back(s);
  }
  return out;
}

bool subset(const std::vector<Square>& part, const std::vector<Square>& whole) {
  return std::all_of(part.begin(), part.end(),
                     [&](Square s) { return std::find(whole.begin(), whole.end(), s) != whole.end(); });
}

// The move's effect in the form the parser compares: kill squares as XBoard clears them.
Encoded shape(const Position& pos, const Move& m) {
  Encoded e;
  e.from = m.from;
  e.to = m.to;
  if (m.promotion != kNoPieceType) e.promotion = lower(pos.variant().pieces[m.promotion].letter);
  switch (m.kind) {
    case MoveKind::Suicide:
      e.kills = {m.from};
      e.to = suicide_target(pos, m.from);
      break;
    case MoveKind::MutualDestruction:
      e.kills = {m.from};
      break;
    case MoveKind::Swap:
      e.exact = e.safe = false;
      break;
    case MoveKind::Castle:
      e.exact = e.safe = pos.variant().castling.style != CastlingStyle::Free || xboard_castles_like(m);
      break;
    case MoveKind::Normal:
      e.kills = side_victims(pos, m);
      break;
  }
  return e;
}

std::string base_text(const Variant& v, const Encoded& e) {
  std::string t;
  if (e.kills.empty()) {
    t = square(v, e.from) + square(v, e.to);
  } else if (e.kills.size() == 1 && e.kills[0] != e.from) {
    t = square(v, e.from) + square(v, e.kills[0]) + "," + square(v, e.kills[0]) + square(v, e.to);
  } else {
    t = square(v, e.from);
    for (Square k : e.kills) t += "x" + square(v, k);
    t += "-" + square(v, e.to);
  }
  if (e.promotion) t += e.promotion;
  return t;
}

// Candidates for a parsed (from, kills, to, promotion): legal moves whose kill squares are the
// given ones (exact), or include them (a move with more than two side victims is sent with two).
std::vector<Move> matching(const Position& pos, const MoveList& legal, Square from, Square to,
                           const std::vector<Square>& kills, char promotion, bool exact) {
  std::vector<Move> out;
  for (const Move& m : legal) {
    const Encoded e = shape(pos, m);
    if (e.from != from || e.promotion != promotion) continue;
    const bool removal = !kills.empty() && kills[0] == from;
    if (removal) {
      // The mover removes itself: mutual destruction names its partner, a suicide any square.
      if (e.kills.empty() || e.kills[0] != from) continue;
      if (m.kind == MoveKind::MutualDestruction && m.to != to) continue;
      out.push_back(m);
      continue;
    }
    if (e.to != to) continue;
    if (m.kind == MoveKind::Castle && pos.variant().castling.style == CastlingStyle::Free && exact &&
        !e.exact)
      continue;
    if (exact ? e.kills == kills || (kills.size() == e.kills.size() && subset(kills, e.kills))
              : subset(kills, e.kills))
      out.push_back(m);
  }
  return out;
}

// Why no legal move goes from `from` to `to`, in a player's words.
std::string illegal_reason(const Position& pos, const MoveList& legal, Square from, Square to) {
  const Variant& v = pos.variant();
  const std::string side = pos.side_to_move() == Color::White ? "White" : "Black";
  if (pos.at(from) == kEmpty) return "no piece on " + square(v, from);
  if (color_of(pos.at(from)) != pos.side_to_move())
    return "the piece on " + square(v, from) + " is not " + side + "'s; " + side + " is to move";
  if (from == to) return "a piece must leave its square";
  const bool moves = std::any_of(legal.begin(), legal.end(), [&](const Move& m) { return m.from == from; });
  const std::string piece = pos.spec_at(from).name + " on " + square(v, from);
  if (legal.size() == 0) return "the game is over: " + side + " has no legal move";
  if (!moves) return "the " + piece + " has no legal move here";
  return "the " + piece + " cannot go to " + square(v, to) + " in this position";
}

// Castling as CECP engines may write it ("O-O", "O-O-O", also with zeros): the side is where
// the Rook stands. nullopt when `text` is no such word.
std::optional<Result<Move>> castling_word(const MoveList& legal, std::string_view text) {
  if (text != "O-O" && text != "0-0" && text != "O-O-O" && text != "0-0-0") return std::nullopt;
  const bool king_side = text.size() == 3;
  std::vector<Move> castles;
  for (const Move& m : legal)
    if (m.kind == MoveKind::Castle && (file_of(m.rook_from) > file_of(m.from)) == king_side)
      castles.push_back(m);
  if (castles.size() == 1) return castles.front();
  return Error{castles.empty() ? "no castling to that side is legal here"
                               : "more than one castling fits; name its squares"};
}

}  // namespace

// ---- Squares -------------------------------------------------------------------------------

bool zero_based_ranks(const Variant& v) {
  return v.ranks == 10;
}

std::string square(const Variant& v, Square s) {
  return std::string(1, static_cast<char>('a' + file_of(s))) +
         std::to_string(rank_of(s) + (zero_based_ranks(v) ? 0 : 1));
}

std::optional<Square> parse_square(const Variant& v, std::string_view text, size_t& i) {
  if (i + 1 >= text.size() || !std::islower(static_cast<unsigned char>(text[i])) ||
      !std::isdigit(static_cast<unsigned char>(text[i + 1])))
    return std::nullopt;
  const int file = text[i] - 'a';
  size_t j = i + 1;
  int number = 0;
  while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && number < 100)
    number = number * 10 + (text[j++] - '0');
  const int rank = zero_based_ranks(v) ? number : number - 1;
  if (!v.on_board(file, rank)) return std::nullopt;
  i = j;
  return square_at(file, rank);
}

// A piece XBoard may treat as a pawn: it only steps and captures forward, never sideways.
bool is_true_pawn(const PieceSpec& p) {
  if (!p.pawn) return false;
  for (const MoveRule& r : p.rules)
    if (r.motion != Motion::PawnPush && r.motion != Motion::PawnCapture) return false;
  return true;
}

// ---- Moves ---------------------------------------------------------------------------------

Encoded encode(const Position& pos, const Move& m, const MoveList& legal) {
  Encoded e = shape(pos, m);
  const Variant& v = pos.variant();
  if (e.kills.size() > 2) {
    // XBoard clears at most two kill squares. Send a pair that still names this move alone, so
    // that the other engine plays the same move; XBoard's board keeps the other victims.
    e.exact = false;
    std::vector<Square> pair = {e.kills[0], e.kills[1]};
    for (size_t a = 0; a < e.kills.size(); ++a)
      for (size_t b = a + 1; b < e.kills.size(); ++b) {
        const std::vector<Square> trial = {e.kills[a], e.kills[b]};
        if (matching(pos, legal, e.from, e.to, trial, e.promotion, false).size() == 1) {
          pair = trial;
          a = b = e.kills.size();
        }
      }
    e.kills = pair;
  }
  if (m.kind == MoveKind::Castle && !e.exact) {
    // A free castling XBoard cannot draw: abbott's own form (King's move, Rook's square).
    e.text = square(v, m.from) + square(v, m.to) + square(v, m.rook_to);
    return e;
  }
  e.text = base_text(v, e);
  return e;
}

std::string move_text(Position& pos, const Move& m) {
  MoveList legal;
  generate_legal(pos, legal);
  return encode(pos, m, legal).text;
}

namespace {

// XBoard relays a move that removes its own mover ("axa-b") as "ab,a" followed by a square
// one file left of b, which is off the board when b is on file a.
std::optional<Move> self_removal_relay(const Position& pos, const MoveList& legal, std::string_view text) {
  const size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const Variant& v = pos.variant();
  size_t i = 0, j = comma + 1;
  auto first = parse_square(v, text, i);
  auto to = first ? parse_square(v, text, i) : std::nullopt;
  auto again = parse_square(v, text, j);
  if (!first || !to || i != comma || again != first) return std::nullopt;
  auto found = matching(pos, legal, *first, *to, {*first}, 0, true);
  if (found.size() != 1) return std::nullopt;
  return found.front();
}

// A text read as squares and separators; a trailing letter is the promotion.
struct SquareText {
  std::vector<Square> squares;
  std::vector<char> separators;  // the character before each square after the first
  char promotion = 0;
  bool shaped = false;  // the whole text is two or more squares and perhaps a promotion

  [[nodiscard]] bool has(char separator) const {
    return std::find(separators.begin(), separators.end(), separator) != separators.end();
  }
};

SquareText read_squares(const Variant& v, std::string_view text) {
  SquareText t;
  size_t i = 0;
  while (i < text.size()) {
    if (!t.squares.empty()) {
      if (text[i] == ',' || text[i] == 'x' || text[i] == '-') {
        t.separators.push_back(text[i++]);
      } else {
        t.separators.push_back(0);
      }
    }
    auto s = parse_square(v, text, i);
    if (!s) {
      if (!t.separators.empty() && t.separators.back() == 0) t.separators.pop_back();
      break;
    }
    t.squares.push_back(*s);
  }
  if (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])) && i + 1 == text.size())
    t.promotion = lower(text[i++]);
  t.shaped = i == text.size() && t.squares.size() >= 2;
  return t;
}

// Legs "ab,bc,cd": the kill squares are where legs meet; nullopt when the legs do not meet.
std::optional<std::vector<Square>> leg_kills(const SquareText& t) {
  if (t.squares.size() % 2 != 0) return std::nullopt;
  std::vector<Square> kills;
  for (size_t k = 1; k + 1 < t.squares.size(); k += 2) {
    if (t.separators[k] != ',' || t.squares[k] != t.squares[k + 1]) return std::nullopt;
    kills.push_back(t.squares[k]);
  }
  return kills;
}

// A plain from-to that abbott would play as a side capture: XBoard, told only from and to,
// would leave the victims on its board. The user is told how to enter it.
std::optional<std::string> unnamed_victims(const Position& pos, const MoveList& legal, Square from, Square to,
                                           char promotion) {
  for (const Move& m : legal) {
    const Encoded e = encode(pos, m, legal);
    if (e.from != from || e.to != to || e.promotion != promotion || e.kills.empty() || e.kills[0] == from)
      continue;
    std::string victims;
    for (Square k : e.kills) victims += (victims.empty() ? "" : " and ") + square(pos.variant(), k);
    return "it also removes " + victims + ": click " + victims + " before the destination, or type " + e.text;
  }
  return std::nullopt;
}

// The legal move a text of squares names, or why it names none; nullopt when the form is not
// understood or fits no move, to try abbott's own notation next.
std::optional<Result<Move>> match_squares(const Position& pos, const MoveList& legal, const SquareText& t,
                                          PlainSideCapture plain) {
  const Square from = t.squares.front(), to = t.squares.back();
  std::vector<Square> kills;
  if (t.has(',')) {
    auto legs = leg_kills(t);
    if (!legs) return std::nullopt;
    kills = *legs;
  } else if (t.has('x') || t.has('-')) {
    kills.assign(t.squares.begin() + 1, t.squares.end() - 1);
  } else if (t.squares.size() == 3) {
    // abbott's own free castling: King's from, to and the Rook's square.
    for (const Move& m : legal)
      if (m.kind == MoveKind::Castle && m.from == t.squares[0] && m.to == t.squares[1] &&
          m.rook_to == t.squares[2])
        return m;
    return std::nullopt;
  } else if (t.squares.size() != 2) {
    return std::nullopt;
  }
  auto found = matching(pos, legal, from, to, kills, t.promotion, true);
  if (found.empty() && !kills.empty()) found = matching(pos, legal, from, to, kills, t.promotion, false);
  if (found.empty() && kills.empty() && plain == PlainSideCapture::Refuse)
    if (auto why = unnamed_victims(pos, legal, from, to, t.promotion)) return Error{*why};
  if (found.size() == 1) return found.front();
  if (found.size() > 1) return Error{"more than one move fits; name the kill squares"};
  return std::nullopt;
}

// The text with every square's rank renumbered from XBoard's count to abbott's.
std::string with_abbott_ranks(const Variant& v, std::string_view text) {
  if (!zero_based_ranks(v)) return std::string(text);
  std::string own;
  for (size_t k = 0; k < text.size();) {
    size_t j = k;
    if (auto s = parse_square(v, text, j); s && std::islower(static_cast<unsigned char>(text[k]))) {
      own += square_text(*s);
      k = j;
    } else {
      own += text[k++];
    }
  }
  return own;
}

}  // namespace

Result<Move> parse_move(Position& pos, std::string_view text, PlainSideCapture plain) {
  MoveList legal;
  generate_legal(pos, legal);
  if (auto castle = castling_word(legal, text)) return *castle;
  if (auto relayed = self_removal_relay(pos, legal, text)) return *relayed;
  const SquareText t = read_squares(pos.variant(), text);
  if (t.shaped)
    if (auto found = match_squares(pos, legal, t, plain)) return *found;
  // abbott's own notation (free castling, the `x` suffix), with XBoard's rank numbers.
  auto parsed = abbott::parse_move(pos, with_abbott_ranks(pos.variant(), text));
  if (auto* m = std::get_if<Move>(&parsed)) return *m;
  if (!t.shaped) return Error{"not a move in XBoard's notation"};
  return Error{illegal_reason(pos, legal, t.squares.front(), t.squares.back())};
}

}  // namespace abbott::xboard
