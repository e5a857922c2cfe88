// Moves as the engines write them. UCI engines use abbott's notation (movegen/notation.h: 1-based
// ranks, "x" suffix when needed). CECP engines use XBoard's forms (movegen/xboard_move.h, the
// same code abbott's own CECP front end reads and writes: 0-based ranks on boards of exactly 10
// ranks, side captures as comma legs "d4d5,d5d2" or the lion form "a1xb2xc3-d4", castling also
// as "O-O"/"O-O-O"). Either way the text is matched against the legal moves, so an accepted move
// is always legal.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "engine/position.h"
#include "movegen/notation.h"

namespace abbott::match {

enum class Wire : uint8_t { Uci, Cecp };

// The text to send for `m`, a legal move in `pos`: over CECP the text abbott's front end would
// send XBoard, which names every side capture.
std::string wire_text(Position& pos, const Move& m, Wire wire);

// The legal move an engine's text stands for, or why there is none.
Result<Move> parse_wire_move(Position& pos, std::string_view text, Wire wire);

}  // namespace abbott::match
