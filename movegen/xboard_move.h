// XBoard's move text (docs/notation.md, docs/xboard.md): squares (0-based ranks on boards of
// exactly ten ranks) and moves with kill squares for side captures. abbott's CECP front end and
// the match runner's CECP wire both use it, so a mechanic's XBoard form is written once.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/notation.h"

namespace abbott::xboard {

// ---- Squares -------------------------------------------------------------------------------
[[nodiscard]] bool zero_based_ranks(const Variant& v);
std::string square(const Variant& v, Square s);
// Parses one square at `text[i]`, advancing `i`; nullopt when there is none or it is off board.
std::optional<Square> parse_square(const Variant& v, std::string_view text, size_t& i);

// A piece XBoard may treat as a pawn (it puts it in the Pawn slot and removes en passant victims
// by itself): it only steps and captures forward, never sideways.
[[nodiscard]] bool is_true_pawn(const PieceSpec& p);

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
// (`a1xb2xc3-d4`) form, as `O-O`/`O-O-O`, or in abbott's own notation, and returns the unique
// legal move it names. A plain from-to for a move that also removes pieces away from its
// destination is refused for a GUI user (XBoard's board would keep those pieces; the message says
// how to name them) and accepted from an engine when it names one legal move alone.
enum class PlainSideCapture : uint8_t { Refuse, Accept };
Result<Move> parse_move(Position& pos, std::string_view text,
                        PlainSideCapture plain = PlainSideCapture::Refuse);

}  // namespace abbott::xboard
