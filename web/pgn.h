// PGN for the browser board's games: written with the Variant, SetUp and FEN tags and the moves in
// abbott's notation, and read back from such a file (or one written by `abbott match` or another
// program that uses the same move texts). Reading replays every move through the rules, so a PGN
// can never bring an illegal move into a game.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace abbott::web {

struct PgnGame {
  std::string variant;
  std::string fen;  // the start position's FEN
  std::vector<std::string> moves;
  std::string white = "?";
  std::string black = "?";
  std::string date = "????.??.??";  // YYYY.MM.DD
};

struct PgnError {
  std::string message;
};

// The game as PGN text; the result and its reason come from the rules' verdict on the last
// position. Fails when the game cannot be replayed.
std::variant<std::string, PgnError> write_pgn(const PgnGame& game);

// The first game of a PGN text, its moves checked by replaying them; or why it cannot be read.
std::variant<PgnGame, PgnError> read_pgn(std::string_view text);

}  // namespace abbott::web
