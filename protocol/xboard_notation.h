// How XBoard 4.9.1 sees abbott's games (docs/xboard.md): variant names, the piece slots of the
// `setup` line, FEN, and highlighting. Everything is computed from the variant table, so a new
// table needs no code. Squares and moves are XBoard's move text, shared with the match runner
// (movegen/xboard_move.h); the front end sees them in this namespace too.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/xboard_move.h"

namespace abbott::protocol::xboard {

using abbott::xboard::encode;
using abbott::xboard::Encoded;
using abbott::xboard::is_true_pawn;
using abbott::xboard::move_text;
using abbott::xboard::parse_move;
using abbott::xboard::parse_square;
using abbott::xboard::square;
using abbott::xboard::zero_based_ranks;

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
