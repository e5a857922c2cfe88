// The match referee's verdict on a position: every game end of the variant's rules (checkmate,
// stalemate as the variant scores it, King capture, special losses, threefold repetition, the
// 100-ply rule; movegen/game_end.h) plus the dead positions of orthodox minor pieces, which
// chess engines claim as draws (FIDE 9.6.2).
#pragma once

#include <string>
#include <unordered_map>

#include "engine/position.h"
#include "movegen/game_end.h"

namespace abbott::match {

// The referee of one game. It counts every position of the game itself, so a threefold
// repetition is seen even where the rules engine treats a reversible move as irreversible (its
// Position::repetitions() looks back only to the last capture or pawn move).
class Referee {
 public:
  // Call for the start position and after every move.
  void record(const Position& pos);
  // The game's end in `pos` (the position last recorded), or Outcome::Ongoing.
  GameEnd adjudicate(Position& pos) const;

 private:
  std::unordered_map<std::string, int> seen_;
  int last_count_ = 0;
};

// A position's identity for repetition: its FEN without the move counters.
std::string repetition_key(const Position& pos);

// The game's end by rule in `pos`, or Outcome::Ongoing. Used after every move of a match.
GameEnd adjudicate_position(Position& pos);

// True when neither side can ever mate: only Kings remain plus a single Knight or Bishop, or
// Bishops all on squares of one colour (the pieces are known by their moves, not their names).
// Only variants whose pieces all capture by replacement, with checkmate as the only goal,
// qualify; elsewhere a lone minor can still win.
[[nodiscard]] bool insufficient_material(const Position& pos);

}  // namespace abbott::match
