// Game state for the front ends.
#include "protocol/game.h"

#include <algorithm>

#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott {

std::vector<RuleOption> offered_rule_options() {
  std::vector<RuleOption> out;
  for (const Variant* v : all_variants())
    for (const RuleOption& o : rule_options(*v))
      if (std::none_of(out.begin(), out.end(), [&](const RuleOption& x) { return x.name == o.name; }))
        out.push_back(o);
  return out;
}

Game::Game() {
  base_ = variant_ = find_variant("chess");
  start_fen_ = variant_->start_fen;
  (void)position_.set(*variant_, start_fen_);
}

const Variant* Game::rules_for(const Variant& base) const {
  for (const std::string& o : options_on_)
    if (const Variant* w = with_rule_option(base, o)) return w;
  return &base;
}

std::optional<std::string> Game::set_variant(const std::string& name) {
  const Variant* v = find_variant(name);
  if (!v) return "unknown variant '" + name + "'";
  const Variant* rules = rules_for(*v);
  if (auto err = rebuild(*rules, rules->start_fen, {})) return err;
  base_ = v;
  return std::nullopt;
}

std::optional<std::string> Game::set_rule_option(const std::string& option, bool on) {
  auto it = std::find(options_on_.begin(), options_on_.end(), option);
  if (on && it == options_on_.end()) options_on_.push_back(option);
  if (!on && it != options_on_.end()) options_on_.erase(it);
  const Variant* rules = rules_for(*base_);
  if (rules != variant_) {
    // Same position under the new rules; if it does not read, start over.
    if (rebuild(*rules, start_fen_, {})) return rebuild(*rules, rules->start_fen, {});
  }
  return std::nullopt;
}

bool Game::rule_option(const std::string& option) const {
  return std::find(options_on_.begin(), options_on_.end(), option) != options_on_.end();
}

std::optional<std::string> Game::rebuild(const Variant& v, const std::string& fen,
                                         const std::vector<Move>& moves) {
  Position pos;
  if (auto err = pos.set(v, fen)) return "bad FEN: " + err->message;
  if (auto problem = position_problem(pos); !problem.empty()) return "illegal position: " + problem;
  for (const Move& m : moves) pos.make(m);
  variant_ = &v;
  position_ = std::move(pos);
  start_fen_ = fen == "startpos" ? v.start_fen : fen;
  moves_ = moves;
  return std::nullopt;
}

std::optional<std::string> Game::set_position(const std::string& fen, const std::vector<std::string>& moves) {
  Position pos;
  if (auto err = pos.set(*variant_, fen)) return "bad FEN: " + err->message;
  if (auto problem = position_problem(pos); !problem.empty()) return "illegal position: " + problem;
  std::vector<Move> played;
  for (const std::string& text : moves) {
    auto parsed = parse_move(pos, text);
    if (auto* err = std::get_if<MoveParseError>(&parsed)) return err->message;
    pos.make(std::get<Move>(parsed));
    played.push_back(std::get<Move>(parsed));
  }
  position_ = std::move(pos);
  start_fen_ = fen == "startpos" ? variant_->start_fen : fen;
  moves_ = played;
  return std::nullopt;
}

std::optional<std::string> Game::play(const std::string& text) {
  auto parsed = parse_move(position_, text);
  if (auto* err = std::get_if<MoveParseError>(&parsed)) return err->message;
  play(std::get<Move>(parsed));
  return std::nullopt;
}

void Game::play(const Move& m) {
  position_.make(m);
  moves_.push_back(m);
}

bool Game::undo() {
  if (moves_.empty()) return false;
  position_.unmake();
  moves_.pop_back();
  return true;
}

}  // namespace abbott
