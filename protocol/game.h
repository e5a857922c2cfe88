// The game a front end is playing: variant (with its rule options), start position, the moves
// since, and the position they lead to. Both protocols keep one; changes are all-or-nothing, so
// bad input leaves the game as it was.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/position.h"
#include "engine/variant.h"

namespace abbott {

// Every rule option some variant offers, each once (the protocols list them as engine options).
std::vector<RuleOption> offered_rule_options();

class Game {
 public:
  Game();

  // Selects a variant by name (rule options stay switched on if the variant offers them).
  std::optional<std::string> set_variant(const std::string& name);
  std::optional<std::string> set_rule_option(const std::string& option, bool on);
  [[nodiscard]] bool rule_option(const std::string& option) const;

  // Sets the start position ("startpos" or a FEN) and plays the moves (engine notation).
  std::optional<std::string> set_position(const std::string& fen, const std::vector<std::string>& moves);
  // Plays one move given as text; the caller has already translated protocol-specific forms.
  std::optional<std::string> play(const std::string& text);
  void play(const Move& m);
  bool undo();  // takes back one move; false if there is none

  [[nodiscard]] const Variant& variant() const { return *variant_; }
  [[nodiscard]] const Variant& base_variant() const { return *base_; }
  [[nodiscard]] Position& position() { return position_; }
  [[nodiscard]] const Position& position() const { return position_; }
  [[nodiscard]] const std::vector<Move>& moves() const { return moves_; }
  [[nodiscard]] const std::string& start_fen() const { return start_fen_; }

 private:
  const Variant* rules_for(const Variant& base) const;
  std::optional<std::string> rebuild(const Variant& v, const std::string& fen,
                                     const std::vector<Move>& moves);

  const Variant* base_ = nullptr;     // as named by the user
  const Variant* variant_ = nullptr;  // with the enabled rule options
  std::vector<std::string> options_on_;
  std::string start_fen_;
  std::vector<Move> moves_;
  Position position_;
};

}  // namespace abbott
