// PGN's text layout, shared by every writer of games (the match runner and the browser board):
// tag pairs, and movetext with move numbers, wrapped at 80 columns.
#pragma once

#include <string>
#include <vector>

namespace abbott::pgn {

// `[Name "value"]` and a newline, with quotes and backslashes in the value escaped.
std::string tag(const std::string& name, const std::string& value);

// One half-move: its text and an optional comment, already in braces.
struct Ply {
  std::string text;
  std::string comment;
};

// The movetext: "N." before each White move ("N..." before a first move by Black), each move's
// comment after it, then `closing` (a final comment, the result), wrapped at 80 columns; ends
// with a newline.
std::string movetext(int number, bool black_first, const std::vector<Ply>& plies,
                     const std::vector<std::string>& closing);

}  // namespace abbott::pgn
