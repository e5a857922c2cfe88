// How XBoard 4.9.1 sees abbott's games (docs/xboard.md): variant names, the piece slots of the
// `setup` line, squares (0-based ranks on boards of exactly ten ranks), and moves with kill squares
// for side captures. Everything is computed from the variant table, so a new table needs no code.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/variant.h"

namespace abbott::protocol::xboard {

// ---- Variants ------------------------------------------------------------------------------
// The name XBoard uses: orthodox chess is XBoard's "normal"; every other name is abbott's own
// (none contains a substring XBoard would take for one of its built-in variants).
std::string variant_name(const Variant& v);
const Variant* find_variant_by_name(std::string_view name);
// Every name for `feature variants=`.
std::string variant_list(const std::vector<const Variant*>& variants);

// The XBoard piece slot each piece type uses: index into XBoard's internal piece order
// (P N B R Q F E A C W M O H I J G D V L S U), or kKingSlot. -1 for pattern-only types.
constexpr int kKingSlot = 100;
std::vector<int> piece_slots(const Variant& v);
// PIECETOCHAR: White's slots then Black's, each half ending with the King slot.
std::string piece_to_char(const Variant& v);
// The answer to `variant NAME`, or "" when XBoard knows the variant itself. XBoard puts its
// position on the board: the variant's start, or `shown` (a position just set by `setboard`).
std::string setup_line(const Variant& v, const Position* shown = nullptr);
// A six-field FEN in XBoard's conventions (castling KQkq, en passant square in CECP squares).
std::string fen(const Position& pos);
// Reads a FEN that XBoard sent (setboard): converts its en passant square to abbott's ranks.
std::string fen_from_xboard(const Variant& v, std::string_view fen);

// ---- Squares -------------------------------------------------------------------------------
[[nodiscard]] bool zero_based_ranks(const Variant& v);
std::string square(const Variant& v, Square s);
// Parses one square at `text[i]`, advancing `i`; nullopt when there is none or it is off board.
std::optional<Square> parse_square(const Variant& v, std::string_view text, size_t& i);

// ---- Moves ---------------------------------------------------------------------------------
// A move as XBoard is told it: from, kill squares (cleared before the piece moves), to,
// promotion. `exact` is false when XBoard's board will not show the move's whole effect
// (swaps, three or more side captures, free castlings XBoard cannot draw). `safe` is false when
// XBoard's board would then have pieces on other squares than abbott's (swaps, such castlings),
// so that XBoard refuses later moves of those pieces; extra victims left standing are harmless.
struct Encoded {
  Square from = kNoSquare;
  std::vector<Square> kills;
  Square to = kNoSquare;
  char promotion = 0;  // lower-case letter or 0
  std::string text;
  bool exact = true;
  bool safe = true;
};
Encoded encode(const Position& pos, const Move& m, const MoveList& legal);
std::string move_text(Position& pos, const Move& m);

// Reads a move in plain (`e2e4`, `e7e8q`), comma (`d4d5,d5d2`, `a1b2,b2c3,c3d4`) or lion
// (`a1xb2xc3-d4`) form, or in abbott's own notation, and returns the unique legal move it names.
std::variant<Move, std::string> parse_move(Position& pos, std::string_view text);

// ---- Highlighting --------------------------------------------------------------------------
// The squares a lifted piece can go to next, after the kill squares already clicked: yellow for
// quiet destinations, red for captures, cyan for kill squares that continue the move. With
// `safe_only`, moves that are not `safe` are not offered.
struct Lifted {
  Square from = kNoSquare;
  std::vector<Square> clicked;
  bool safe_only = true;
};
std::string highlight(Position& pos, const Lifted& l);
// The same marks plus the side victims of the move to `target`, in lower-case green.
std::string highlight_victims(Position& pos, const Lifted& l, Square target);
// True when `sq` continues the move being entered as its next kill square.
[[nodiscard]] bool is_kill_step(Position& pos, const Lifted& l, Square sq);

}  // namespace abbott::protocol::xboard
