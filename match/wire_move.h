// Moves as the engines write them. UCI engines use abbott's notation (movegen/notation.h: 1-based
// ranks, "x" suffix when needed). CECP engines use XBoard's forms (docs/notation.md): 0-based
// ranks on boards of exactly 10 ranks, side captures as comma legs "d4d5,d5d2" or the lion form
// "a1xb2xc3-d4", castling also as "O-O"/"O-O-O". Either way the text is matched against the
// legal moves by from, to, promotion and kill squares, so an accepted move is always legal.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "engine/position.h"
#include "movegen/notation.h"

namespace abbott::match {

enum class Wire : uint8_t { Uci, Cecp };

// The text to send for `m`, a legal move in `pos`. For CECP a move whose from and to squares
// (and promotion) do not identify it alone is sent as comma legs through its kill squares, as
// XBoard relays such moves.
std::string wire_text(Position& pos, const Move& m, Wire wire);

// The legal move an engine's text stands for, or why there is none.
std::variant<Move, MoveParseError> parse_wire_move(Position& pos, std::string_view text, Wire wire);

}  // namespace abbott::match
