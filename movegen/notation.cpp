// Move text: print and parse. See notation.h for the grammar.
#include "movegen/notation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

#include "movegen/movegen.h"

namespace abbott {

namespace {

std::string base_text(const Position& pos, const Move& m) {
  std::string t = square_text(m.from) + square_text(m.to);
  if (m.promotion != kNoPieceType)
    t +=
        static_cast<char>(std::tolower(static_cast<unsigned char>(pos.variant().pieces[m.promotion].letter)));
  if (m.kind == MoveKind::Castle && pos.variant().castling.style == CastlingStyle::Free)
    t += square_text(m.rook_to);
  return t;
}

std::string victims_suffix(const Move& m) {
  std::string t;
  for (int i = 0; i < m.victim_count; ++i)
    if (m.victims[i] != m.to || m.kind == MoveKind::Suicide) t += square_text(m.victims[i]);
  return t.empty() ? t : "x" + t;
}

}  // namespace

std::string move_text(const Position& pos, const Move& m, const MoveList& legal) {
  const std::string base = base_text(pos, m);
  int sharing = 0;
  for (const Move& o : legal)
    if (o.from == m.from && o.to == m.to && base_text(pos, o) == base) ++sharing;
  return sharing > 1 ? base + victims_suffix(m) : base;
}

namespace {

// The legal moves from `from` to `to`: all that text disambiguation ever compares. Only these
// are tested for legality, which matters where the test is expensive.
void legal_between(Position& pos, Square from, Square to, MoveList& out) {
  out.clear();
  if (game_end_by_rule(pos).over) return;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  for (const Move& m : pseudo)
    if (m.from == from && m.to == to && is_legal(pos, m)) out.push(m);
}

}  // namespace

std::string move_text(Position& pos, const Move& m) {
  MoveList sharing;
  legal_between(pos, m.from, m.to, sharing);
  return move_text(pos, m, sharing);
}

std::string effect_text(const Position& pos, const Move& m) {
  std::vector<std::string> words;
  switch (m.kind) {
    case MoveKind::Swap:
      words.push_back("swap");
      break;
    case MoveKind::MutualDestruction:
      words.push_back("mutual-destruction");
      break;
    case MoveKind::Suicide:
      words.push_back("suicide");
      break;
    case MoveKind::Castle:
      words.push_back("castle " + square_text(m.rook_from) + "-" + square_text(m.rook_to));
      break;
    case MoveKind::Normal:
      break;
  }
  // A mover that dies on a death corner is one of the removed pieces, on its landing square.
  std::vector<Square> removed(m.victims.begin(), m.victims.begin() + m.victim_count);
  if (m.flags & kFlagMoverDies) {
    words.push_back("mover-dies");
    removed.push_back(m.to);
    std::sort(removed.begin(), removed.end());
  }
  if (m.promotion != kNoPieceType)
    words.push_back(std::string("promotes-to ") + pos.variant().pieces[m.promotion].letter);
  if (!removed.empty()) {
    std::string list;
    for (size_t i = 0; i < removed.size(); ++i) list += (i ? "," : "") + square_text(removed[i]);
    words.push_back("removes " + list);
  }
  std::string t;
  for (const std::string& w : words) t += (t.empty() ? "" : " ") + w;
  return t;
}

Result<Move> parse_move(Position& pos, std::string_view text) {
  // Shape check first, so that garbage gets a message about its form, not about legality.
  const Variant& v = pos.variant();
  size_t i = 0;
  int squares = 0;
  std::array<Square, 3> parsed{};
  while (i < text.size() && squares < 3) {
    if (!std::islower(static_cast<unsigned char>(text[i])) || i + 1 >= text.size() ||
        !std::isdigit(static_cast<unsigned char>(text[i + 1])))
      break;
    const int file = text[i] - 'a';
    size_t j = i + 1;
    int rank = 0;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && rank < 100)
      rank = rank * 10 + (text[j++] - '0');
    if (!v.on_board(file, rank - 1))
      return Error{"square " + std::string(text.substr(i, j - i)) + " is not on the board"};
    parsed[squares++] = make_square(file, rank - 1);
    i = j;
  }
  if (squares < 2) return Error{"not a move: '" + std::string(text) + "'"};

  MoveList legal;
  legal_between(pos, parsed[0], parsed[1], legal);
  std::string lowered(text);
  // Promotion letters are accepted in either case.
  if (i < lowered.size())
    lowered[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(lowered[i])));
  for (const Move& m : legal) {
    const std::string shown = move_text(pos, m, legal);
    if (shown == lowered || base_text(pos, m) + victims_suffix(m) == lowered) return m;
  }
  return Error{"illegal move: '" + std::string(text) + "'"};
}

}  // namespace abbott
