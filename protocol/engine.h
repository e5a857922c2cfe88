// The Engine facade both protocol front ends drive: the game (variant, rule options, start
// position, moves played), the search and its options. It returns errors; the front ends word them.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/game_end.h"
#include "search/search.h"

namespace abbott::protocol {

struct EngineError {
  std::string message;
};

// A rule option as the protocols list it: one switch per option name, whichever variants offer it.
struct RuleSwitch {
  std::string name;
  std::string description;
  std::vector<std::string> variants;  // the variants that offer it
};
std::vector<RuleSwitch> all_rule_switches();
// The name both protocols show: "Rule " and the option's name, so that GUIs list it as a rule.
inline std::string option_name(const RuleSwitch& s) {
  return "Rule " + s.name;
}

class Engine {
 public:
  // `offered`: the variants the protocols list (all when empty), for GUIs and adapters that
  // cannot take the whole list (uci2wb cuts long option lines).
  explicit Engine(std::vector<const Variant*> offered = {});
  [[nodiscard]] const std::vector<const Variant*>& offered_variants() const {
    return offer_all_ ? all_variants() : offered_;
  }
  // Loads a variant file (engine/variant_file.h) and offers its variants too; returns their
  // names, or the message when the file is bad (the variants offered stay as they were).
  std::variant<std::vector<std::string>, EngineError> load_variant_file(const std::string& path);

  // ---- Game ---------------------------------------------------------------------------------
  // Switches variant and resets the game to its start position. The old game stays on error.
  std::optional<EngineError> set_variant(std::string_view name);
  // Switches a rule option on or off (e.g. "en-passant"); the game so far is replayed under the
  // new rules, or kept unchanged with an error when it cannot be.
  std::optional<EngineError> set_rule_option(std::string_view name, bool on);
  [[nodiscard]] bool rule_option(std::string_view name) const {
    return enabled_options_.count(std::string(name));
  }
  // The base variant (as listed); `position().variant()` may be its rule-option version.
  [[nodiscard]] const Variant& variant() const { return *base_; }
  // Starts a game from `fen` ("startpos" for the variant's start). The old game stays on error,
  // also when the FEN reads but the position cannot be played (position_problem).
  std::optional<EngineError> set_position(std::string_view fen);
  void reset() { (void)set_position("startpos"); }
  void play(const Move& m);
  bool undo();  // takes back one ply; false when nothing was played
  [[nodiscard]] Position& position() { return pos_; }
  [[nodiscard]] const Position& position() const { return pos_; }
  [[nodiscard]] const std::vector<Move>& moves() const { return moves_; }
  [[nodiscard]] GameEnd game_end() { return abbott::game_end(pos_); }
  // A copy of the game, to put back when a command fails half-way (UCI `position ... moves`).
  struct Game {
    const Variant* base;
    std::string start_fen;
    Position pos;
    std::vector<Move> moves;
  };
  [[nodiscard]] Game game() const { return {base_, start_fen_, pos_, moves_}; }
  void restore(const Game& g);

  // ---- Search -------------------------------------------------------------------------------
  // When that much memory is not there: why, and the table keeps the size before.
  std::optional<EngineError> set_hash_mb(int mb);
  void set_threads(int threads);
  void set_move_overhead_ms(int ms);
  [[nodiscard]] int hash_mb() const { return hash_mb_; }
  [[nodiscard]] int threads() const { return threads_; }
  [[nodiscard]] int move_overhead_ms() const { return move_overhead_ms_; }
  void new_game();  // clears the hash table and the search history; the position is kept
  // Searches `root` (the current position unless given) on the search's own threads.
  void go(const SearchLimits& limits, std::function<void(const SearchReport&)> on_info,
          std::function<void(const SearchResult&)> on_done, const Position* root = nullptr);
  void stop_and_wait();  // ends a running search; on_done has returned afterwards
  void ponderhit() { search_.ponderhit(); }
  [[nodiscard]] bool searching() const { return search_.searching(); }

 private:
  const Variant* rules_for(const Variant& base) const;
  std::optional<EngineError> rebuild(const Variant& base, const Variant& rules);

  bool offer_all_;                       // every variant abbott has, loaded ones included
  std::vector<const Variant*> offered_;  // else these
  const Variant* base_;
  std::set<std::string> enabled_options_;
  std::string start_fen_ = "startpos";
  Position pos_;
  std::vector<Move> moves_;
  Search search_;
  int hash_mb_ = 16;
  int threads_ = 1;
  int move_overhead_ms_ = 100;  // XBoard loses about 0.1 s a move on the engine's clock
};

}  // namespace abbott::protocol
