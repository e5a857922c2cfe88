// XBoard's view of the game (XBOARD.md): its variant names, the `setup` line with the piece
// slots, square names (0-based ranks on boards of exactly ten ranks) and moves with kill squares
// for pieces removed away from the destination.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/variant.h"

namespace abbott {

// The name XBoard uses for the variant ("normal" for chess).
std::string xboard_variant_name(const Variant& v);
const Variant* variant_from_xboard_name(const std::string& name);
// Whether XBoard knows the variant itself (no `setup` line needed).
bool xboard_builtin(const Variant& v);
// `(PIECETOCHAR) WxH+0_fairy` for engine-defined variants.
std::string xboard_setup_prefix(const Variant& v);

std::string xboard_square(const Variant& v, Square s);
// The move as XBoard expects it: plain, `a1b2,b2c3` for one side capture, `a1xb2xc3-d4` for
// two (more than two cannot be shown: the first two are sent).
std::string xboard_move_text(const Position& pos, const Move& m);
// Finds the legal move meant by XBoard text in plain, comma-leg or lion form.
std::optional<Move> parse_xboard_move(Position& pos, const std::string& text, std::string& error);

// The `highlight` board for a lifted piece: its destinations (yellow, red where it captures) and
// the squares it would capture away from the destination (cyan).
std::string xboard_highlight(Position& pos, Square from);
std::optional<Square> parse_xboard_square(const Variant& v, const std::string& text);

}  // namespace abbott
