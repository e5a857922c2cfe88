// Move text (docs/notation.md): from-square, to-square, promotion letter, the Rook's square for free
// castling, and, only when several legal moves share all that, "x" and the squares of the pieces
// removed away from the destination. Parsing matches text against the legal moves, so it can
// never accept an illegal move.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "engine/error.h"
#include "engine/move.h"
#include "engine/position.h"
#include "engine/square_text.h"

namespace abbott {

// The move's text in the position it is played from (needs the legal moves to disambiguate).
std::string move_text(Position& pos, const Move& m);
std::string move_text(const Position& pos, const Move& m, const MoveList& legal);

// The move's full effect in words, in a fixed order that tests compare against:
// `[swap|mutual-destruction|suicide|castle ROOKFROM-ROOKTO] [mover-dies] [promotes-to LETTER]
// [removes SQ,SQ,...]`, the removed squares in board order (a mover that dies or destroys itself
// included), or "" for a move that does nothing but go from one square to another.
std::string effect_text(const Position& pos, const Move& m);

Result<Move> parse_move(Position& pos, std::string_view text);

}  // namespace abbott
