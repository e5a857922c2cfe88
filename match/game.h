// One refereed game between two engine players: the opening is replayed, the engines are asked
// for moves in turn against the runner's clocks, every move is checked against the legal moves,
// and the game ends by rule (match/referee.h) or by an engine's fault, always with a reason.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "match/engine_player.h"
#include "movegen/game_end.h"

namespace abbott::match {

struct Opening {
  std::string fen;                 // "" = the variant's start position
  std::vector<std::string> moves;  // abbott notation, played from there
};

// Score adjudication, from the scores the engines report with their moves (cutechess-cli's
// -draw and -resign). A move without a score (an opening move, an engine that reports none)
// restarts the counts.
struct ScoreAdjudication {
  // Draw: once `draw_move_number` full moves are played and the last 2 x `draw_move_count` engine
  // moves all scored within `draw_score` centipawns of zero. A capture or pawn move (anything
  // that resets the 100-ply count) restarts the count. 0 = off.
  int draw_move_number = 0;
  int draw_move_count = 0;
  int draw_score = 0;
  // Resign: an engine whose own score was `resign_score` centipawns or more below zero on
  // `resign_move_count` of its moves in a row loses. 0 = off.
  int resign_move_count = 0;
  int resign_score = 0;
};

struct GameSettings {
  const Variant* variant = nullptr;
  Opening opening;
  std::array<SearchControl, kColorCount> control;  // by colour
  int64_t margin_ms = 100;
  Timeouts timeouts;
  int max_plies = 0;  // 0 = no limit; else a draw by adjudication once reached
  ScoreAdjudication adjudication;
};

struct PlyRecord {
  std::string text;     // abbott notation
  std::string comment;  // "book", or "+0.35/12 0.51s"
};

// PGN termination tag values (PGN standard §9.8.1).
enum class Termination : uint8_t { Normal, TimeForfeit, RulesInfraction, Abandoned, Adjudication };
std::string termination_text(Termination t);

struct GameRecord {
  std::string start_fen;  // the position before the opening moves
  std::string end_fen;    // the position the game ended in
  std::vector<PlyRecord> plies;
  GameEnd end;
  Termination termination = Termination::Normal;
  std::array<bool, kColorCount> faulted{};            // the engine must be restarted
  bool stalled = false;                               // lost by an engine that stopped answering
  std::array<std::string, kColorCount> verdicts;      // each engine's word on the final position
  std::array<std::string, kColorCount> false_claims;  // result claims the referee did not confirm
  int disagreements = 0;                              // verdicts that contradict the referee
};

// `players` by colour (White first). Both must have been started and given new_game().
GameRecord play_game(const std::array<EnginePlayer*, kColorCount>& players, const GameSettings& settings);

// The record of a game lost before it began: the engine playing `loser` could not be started
// or set up.
GameRecord forfeited_game(const GameSettings& settings, Color loser, const EngineFault& fault);

// Whether an engine's verdict on the final position agrees with the referee's `end`: a CECP
// result claim must give the same result, a UCI engine asked to move where no move exists must
// answer bestmove (none) or 0000. An empty verdict agrees (the engine said nothing).
bool verdict_agrees(const std::string& verdict, const GameEnd& end);

}  // namespace abbott::match
