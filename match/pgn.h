// PGN output (the same writer appends EPD lines): one game per call, with the Variant, SetUp/FEN (every game,
// since most variants have no standard start position a PGN reader knows), Termination and TimeControl tags,
// moves in abbott notation with the engines' evaluations as comments, and the referee's reason for the result
// as the last comment. The writer is shared by the game threads.
#pragma once

#include <fstream>
#include <mutex>
#include <string>

#include "match/game.h"

namespace abbott::match {

struct PgnHeader {
  std::string event;
  std::string date;  // YYYY.MM.DD
  int round = 0;
  std::string white;
  std::string black;
  std::string variant;
  std::string time_control;  // "-" when no clock runs
  bool minimal = false;      // no comments (cutechess-cli's "-pgnout FILE min")
  // The Termination tag in cutechess-cli's words, and none for a normal end; else the PGN
  // standard's words on every game.
  bool cutechess_terminations = false;
};

std::string pgn_text(const PgnHeader& header, const GameRecord& game);

// The Termination tag cutechess-cli writes for such a game: "adjudication", "time forfeit",
// "illegal move", "abandoned", "stalled connection", or "" (no tag) for a normal end.
std::string cutechess_termination(const GameRecord& game);

class PgnWriter {
 public:
  // An empty path writes nothing.
  explicit PgnWriter(const std::string& path);
  [[nodiscard]] bool ok() const { return path_.empty() || out_.good(); }
  void write(const std::string& text);

 private:
  std::string path_;
  std::ofstream out_;
  std::mutex mutex_;
};

}  // namespace abbott::match
