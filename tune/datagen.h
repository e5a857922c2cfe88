// Training positions from self-play (`abbott datagen`): abbott plays itself from random balanced
// openings, several games at once, and keeps the quiet positions of each game with its result.
#pragma once

#include <cstdint>
#include <functional>
#include <ostream>

#include "engine/variant.h"

namespace abbott::tune {

struct DatagenSettings {
  const Variant* variant = nullptr;
  int games = 0;
  int depth = 0;       // per move; 0 = none (then `nodes` limits)
  uint64_t nodes = 0;  // per move; 0 = none
  int threads = 1;     // games played at once
  uint64_t seed = 1;
  int opening_plies = 8;            // random plies before the game proper
  int max_opening_imbalance = 100;  // centipawns, as the match runner's balanced openings
  int skip_plies = 8;               // plies after the opening whose positions are not kept
  int max_plies = 400;              // a game this long is a draw
  int resign_score = 1000;          // both sides' searches agree on this lead for ...
  int resign_plies = 6;             // ... this many plies in a row: the leader wins
  int hash_mb = 2;                  // per game in progress
};

struct DatagenProgress {
  int games_done = 0;
  uint64_t positions = 0;
  double seconds = 0;
};

// Plays settings.games games and writes their kept positions to `out`, a game's lines together.
// `progress` is called after each game (never twice at once). Returns what went wrong, or "".
std::string run_datagen(const DatagenSettings& settings, std::ostream& out,
                        const std::function<void(const DatagenProgress&)>& progress);

}  // namespace abbott::tune
