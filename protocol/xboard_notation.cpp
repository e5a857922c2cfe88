// XBoard's view of abbott's games: names, piece slots, squares, kill-square moves, highlights.
#include "protocol/xboard_notation.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::protocol::xboard {

namespace {

// XBoard 4.9.1's piece order before the King (its -pieceToCharTable documentation).
constexpr std::string_view kSlotLetters = "PNBRQFEACWMOHIJGDVLSU";
constexpr int kPawnSlot = 0;
// Slots for pieces whose own letter has no safe slot. The Pawn and Lance slots are never used
// for them: XBoard takes their sideways moves for en passant captures and deletes a piece.
constexpr std::string_view kFallbackSlots = "MWFEOHIJGDVSUACQRBN";

// Variants XBoard plays by itself: it needs no setup line for them.
constexpr std::array<std::string_view, 2> kKnownToXboard = {"normal", "capablanca"};

int slot_of_letter(char c) {
  const size_t i = kSlotLetters.find(c);
  return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

char lower(char c) {
  return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

Square square_at(int file, int rank) {
  return make_square(file, rank);
}

}  // namespace

// ---- Variants ------------------------------------------------------------------------------

std::string variant_name(const Variant& v) {
  return v.name == "chess" ? "normal" : v.name;
}

const Variant* find_variant_by_name(std::string_view name) {
  if (name == "normal") return find_variant("chess");
  return find_variant(name);
}

std::string variant_list(const std::vector<const Variant*>& variants) {
  std::string out;
  for (const Variant* v : variants) out += (out.empty() ? "" : ",") + variant_name(*v);
  return out;
}

std::vector<int> piece_slots(const Variant& v) {
  std::vector<int> slots(v.pieces.size(), -1);
  std::vector<bool> used(kSlotLetters.size(), false);
  auto take = [&](size_t t, int slot) {
    slots[t] = slot;
    if (slot != kKingSlot) used[static_cast<size_t>(slot)] = true;
  };
  // First the pieces whose letter names their slot, then the others in the fallback order.
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    const PieceSpec& p = v.pieces[t];
    if (p.pattern_only) continue;
    if (p.royal) {
      take(t, kKingSlot);
    } else if (p.letter == 'P') {
      if (is_true_pawn(p)) take(t, kPawnSlot);
    } else if (const int s = slot_of_letter(p.letter);
               s >= 0 && p.letter != 'L' && !used[static_cast<size_t>(s)]) {
      take(t, s);
    }
  }
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    if (v.pieces[t].pattern_only || slots[t] != -1) continue;
    for (char c : kFallbackSlots)
      if (const int s = slot_of_letter(c); !used[static_cast<size_t>(s)]) {
        take(t, s);
        break;
      }
  }
  return slots;
}

std::string piece_to_char(const Variant& v) {
  const std::vector<int> slots = piece_slots(v);
  int highest = 4;  // XBoard wants at least six characters per side
  for (int s : slots)
    if (s != kKingSlot) highest = std::max(highest, s);
  std::string white(static_cast<size_t>(highest + 2), '.');
  for (size_t t = 0; t < slots.size(); ++t) {
    if (slots[t] == -1) continue;
    const size_t at = slots[t] == kKingSlot ? white.size() - 1 : static_cast<size_t>(slots[t]);
    white[at] = v.pieces[t].letter;
  }
  std::string black = white;
  for (char& c : black) c = lower(c);
  return white + black;
}

std::string setup_line(const Variant& v, const Position* shown) {
  const std::string name = variant_name(v);
  if (std::find(kKnownToXboard.begin(), kKnownToXboard.end(), name) != kKnownToXboard.end()) return "";
  Position start;
  if (!shown && start.set(v, "startpos")) return "";
  return "setup (" + piece_to_char(v) + ") " + std::to_string(v.files) + "x" + std::to_string(v.ranks) +
         "+0_fairy " + fen(shown ? *shown : start);
}

std::string fen(const Position& pos) {
  const std::string own = pos.fen();
  std::string out = own.substr(0, own.find(' '));
  out += pos.side_to_move() == Color::White ? " w " : " b ";
  const uint8_t c = pos.castling_rights();
  if (!c) out += '-';
  if (c & kWhiteKingside) out += 'K';
  if (c & kWhiteQueenside) out += 'Q';
  if (c & kBlackKingside) out += 'k';
  if (c & kBlackQueenside) out += 'q';
  out += ' ';
  out += pos.has_en_passant() ? square(pos.variant(), pos.ep_first()) : "-";
  out += ' ' + std::to_string(pos.halfmove_clock()) + ' ' + std::to_string(pos.fullmove_number());
  return out;
}

std::string fen_from_xboard(const Variant& v, std::string_view text) {
  if (!zero_based_ranks(v)) return std::string(text);
  // Fields: board side castling ep ...; only the en passant square carries a rank.
  std::vector<std::string> fields;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const size_t j = std::min(text.find(' ', i), text.size());
    if (j > i) fields.emplace_back(text.substr(i, j - i));
    i = j;
  }
  if (fields.size() >= 4 && fields[3] != "-") {
    size_t k = 0;
    if (auto s = parse_square(v, fields[3], k); s && k == fields[3].size()) fields[3] = square_text(*s);
  }
  std::string out;
  for (const std::string& f : fields) out += (out.empty() ? "" : " ") + f;
  return out;
}

// ---- Highlighting --------------------------------------------------------------------------

namespace {

// Marks per square, written as a FEN-like board of colour letters.
std::string color_fen(const Variant& v, const std::array<char, kCells>& marks) {
  std::string out;
  for (int rank = v.ranks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < v.files; ++file) {
      const char c = marks[square_at(file, rank)];
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (rank) out += '/';
  }
  return out;
}

std::array<char, kCells> continuation_marks(Position& pos, const Lifted& l) {
  const std::vector<Square>& clicked = l.clicked;
  std::array<char, kCells> marks{};
  MoveList legal;
  generate_legal(pos, legal);
  for (const Move& m : legal) {
    if (m.from != l.from) continue;
    const Encoded e = encode(pos, m, legal);
    if (l.safe_only && !e.safe) continue;
    if (!e.kills.empty() && e.kills[0] == l.from) continue;  // no click enters a self-removal
    if (e.kills.size() < clicked.size() || !std::equal(clicked.begin(), clicked.end(), e.kills.begin()))
      continue;
    if (e.kills.size() == clicked.size()) {
      marks[e.to] = pos.at(e.to) == kEmpty ? 'Y' : 'R';
    } else {
      const Square next = e.kills[clicked.size()];
      if (!marks[next]) marks[next] = 'C';
    }
  }
  return marks;
}

}  // namespace

std::string highlight(Position& pos, const Lifted& l) {
  return color_fen(pos.variant(), continuation_marks(pos, l));
}

std::string highlight_victims(Position& pos, const Lifted& l, Square target) {
  std::array<char, kCells> marks = continuation_marks(pos, l);
  MoveList legal;
  generate_legal(pos, legal);
  for (const Move& m : legal) {
    if (m.from != l.from || m.to != target) continue;
    for (int i = 0; i < m.victim_count; ++i)
      if (!marks[m.victims[i]]) marks[m.victims[i]] = 'g';
  }
  return color_fen(pos.variant(), marks);
}

bool is_kill_step(Position& pos, const Lifted& l, Square sq) {
  return continuation_marks(pos, l)[sq] == 'C';
}

}  // namespace abbott::protocol::xboard
