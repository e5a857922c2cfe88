// The JSON the browser board reads: a position with its legal moves and every effect of each, the
// check and game-end status, and the variants' tables. The page draws only what these say, so no
// rule is ever written twice.
#pragma once

#include <nlohmann/json.hpp>

#include "engine/move.h"
#include "engine/position.h"
#include "engine/variant.h"

namespace abbott::web {

// A variant for the page's chooser and legend: name, board size, pieces, start FEN, summary and,
// where the variant has one, the square map (pattern letter per square).
nlohmann::json variant_json(const Variant& v);

// One legal move of `pos`: its text, from, to, kind, promotion, castling rook, whether the mover
// dies, every square whose piece it removes, and its effect in words.
nlohmann::json move_json(const Position& pos, const Move& m, const MoveList& legal);

// The position after the game's moves: board, side to move, FEN, check, game end and legal moves.
nlohmann::json position_json(Position& pos);

}  // namespace abbott::web
