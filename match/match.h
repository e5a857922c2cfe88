// The match runner: two engines, a list of variants, games in pairs with colours reversed on
// the same opening, C games at a time (one thread and one pair of engine processes each), a
// live line per finished game, PGN, SPRT early stop and a final summary.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

#include "match/engine_spec.h"
#include "match/game.h"
#include "match/openings.h"
#include "match/stats.h"

namespace abbott::match {

struct SprtSettings {
  double elo0 = 0;
  double elo1 = 10;
  double alpha = 0.05;
  double beta = 0.05;
};

struct MatchSettings {
  std::array<EngineSpec, 2> engines;
  std::vector<const Variant*> variants;
  int games = 2;         // per variant, rounded up to whole pairs
  SearchControl limits;  // defaults for engines that set none of their own
  int concurrency = 1;
  OpeningSource openings;
  uint64_t seed = 1;
  std::string pgn_path;
  std::optional<SprtSettings> sprt;
  int64_t margin_ms = 100;
  Timeouts timeouts;
  int max_plies = 0;
  ScoreAdjudication adjudication;
  std::string event = "abbott match";
  // cutechess-cli's extras: PGN without comments, Termination tags in its words (none for a
  // normal end), the end positions as FEN lines, and a pause between games.
  bool pgn_minimal = false;
  bool cutechess_terminations = false;
  std::string epd_path;
  int wait_ms = 0;
};

struct VariantScore {
  Trinomial score;  // the first engine's
  int games = 0;
};

struct MatchSummary {
  int games = 0;
  Trinomial score;                           // the first engine's wins, draws, losses
  Pentanomial pairs;                         // completed pairs
  std::array<Trinomial, 2> first_by_colour;  // the first engine's score as White [0] and as Black [1]
  std::map<std::string, VariantScore> by_variant;
  std::map<std::string, int> terminations;  // Termination tag -> games
  std::vector<std::string> fault_reasons;   // one per game that ended by an engine fault
  int disagreements = 0;                    // engine verdicts contradicting the referee
  std::optional<double> llr;
  std::string sprt_verdict;  // "H1 accepted", "H0 accepted", or ""
};

// SearchControl for engine `e`: its own settings over the match defaults.
SearchControl engine_control(const EngineSpec& spec, const SearchControl& defaults);

class MatchReport;

// Runs the match, telling `report` what happens. Returns an error message when the match
// cannot start (bad engine, no openings) or had to stop (an engine that never starts).
std::variant<MatchSummary, std::string> run_match(const MatchSettings& settings, MatchReport& report);
// The same with abbott's own progress lines and summary on `out` (match/abbott_report.h).
std::variant<MatchSummary, std::string> run_match(const MatchSettings& settings, std::ostream& out);

// The line printed after each game and the closing summary, exposed for tests.
std::string score_line(const MatchSummary& s, const std::optional<SprtSettings>& sprt);

}  // namespace abbott::match
