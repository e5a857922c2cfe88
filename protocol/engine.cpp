// The Engine facade: game state and search behind one object.
#include "protocol/engine.h"

#include <algorithm>
#include <new>

#include "engine/variant_file.h"
#include "movegen/movegen.h"

namespace abbott::protocol {

std::vector<RuleSwitch> all_rule_switches() {
  std::vector<RuleSwitch> out;
  for (const Variant* v : all_variants())
    for (const RuleOption& o : rule_options(*v)) {
      auto it = std::find_if(out.begin(), out.end(), [&](const RuleSwitch& s) { return s.name == o.name; });
      if (it == out.end()) it = out.insert(out.end(), RuleSwitch{o.name, o.description, {}});
      it->variants.push_back(v->name);
    }
  return out;
}

Engine::Engine(std::vector<const Variant*> offered)
    : offer_all_(offered.empty()), offered_(std::move(offered)), base_(offered_variants().front()) {
  if (const Variant* chess = find_variant("chess");
      std::find(offered_variants().begin(), offered_variants().end(), chess) != offered_variants().end())
    base_ = chess;
  (void)pos_.set(*base_, "startpos");
  if (!search_.set_hash_mb(static_cast<size_t>(hash_mb_))) throw std::bad_alloc();
  search_.set_move_overhead_ms(move_overhead_ms_);
}

const Variant* Engine::rules_for(const Variant& base) const {
  // The registry builds each variant with one option switched on; that covers every option
  // list offered so far (one option per variant).
  for (const RuleOption& o : rule_options(base))
    if (enabled_options_.count(o.name))
      if (const Variant* w = with_rule_option(base, o.name)) return w;
  return &base;
}

std::optional<EngineError> Engine::rebuild(const Variant& base, const Variant& rules) {
  Position p;
  if (auto err = p.set(rules, start_fen_)) return EngineError{err->message};
  std::vector<Move> replayed;
  for (const Move& m : moves_) {
    MoveList legal;
    generate_legal(p, legal);
    // The new table's own move: its flags (e.g. opening en passant) follow the new rules.
    auto it = std::find_if(legal.begin(), legal.end(), [&](const Move& l) { return l.same_effect(m); });
    if (it == legal.end())
      return EngineError{"the moves played so far are not legal under the changed rules"};
    p.make(*it);
    replayed.push_back(*it);
  }
  base_ = &base;
  pos_ = p;
  moves_ = replayed;
  return std::nullopt;
}

std::variant<std::vector<std::string>, EngineError> Engine::load_variant_file(const std::string& path) {
  auto loaded = abbott::load_variant_file(path);
  if (auto* err = std::get_if<Error>(&loaded)) return EngineError{err->message};
  const auto& names = std::get<std::vector<std::string>>(loaded);
  if (!offer_all_) {
    // A loaded variant replaces an offered one of its name, or joins the list.
    for (const std::string& name : names) {
      const Variant* v = find_variant(name);
      auto same =
          std::find_if(offered_.begin(), offered_.end(), [&](const Variant* o) { return o->name == name; });
      if (same != offered_.end())
        *same = v;
      else
        offered_.push_back(v);
    }
  }
  return names;
}

std::optional<EngineError> Engine::set_variant(std::string_view name) {
  const Variant* v = find_variant(name);
  if (!v || std::find(offered_variants().begin(), offered_variants().end(), v) == offered_variants().end())
    return EngineError{"unknown variant '" + std::string(name) + "'"};
  const std::string old_fen = start_fen_;
  const std::vector<Move> old_moves = moves_;
  start_fen_ = "startpos";
  moves_.clear();
  if (auto err = rebuild(*v, *rules_for(*v))) {
    start_fen_ = old_fen;
    moves_ = old_moves;
    return err;
  }
  return std::nullopt;
}

std::optional<EngineError> Engine::set_rule_option(std::string_view name, bool on) {
  const std::string key(name);
  const bool was = enabled_options_.count(key) != 0;
  if (on)
    enabled_options_.insert(key);
  else
    enabled_options_.erase(key);
  if (auto err = rebuild(*base_, *rules_for(*base_))) {
    if (was)
      enabled_options_.insert(key);
    else
      enabled_options_.erase(key);
    return err;
  }
  return std::nullopt;
}

std::optional<EngineError> Engine::set_position(std::string_view fen) {
  Position p;
  if (auto err = p.set(pos_.variant(), fen)) return EngineError{err->message};
  if (auto problem = position_problem(p)) return EngineError{problem->message};
  pos_ = p;
  start_fen_ = std::string(fen);
  moves_.clear();
  return std::nullopt;
}

void Engine::restore(const Game& g) {
  base_ = g.base;
  start_fen_ = g.start_fen;
  pos_ = g.pos;
  moves_ = g.moves;
}

void Engine::play(const Move& m) {
  pos_.make(m);
  moves_.push_back(m);
}

bool Engine::undo() {
  if (moves_.empty()) return false;
  pos_.unmake();
  moves_.pop_back();
  return true;
}

std::optional<EngineError> Engine::set_hash_mb(int mb) {
  stop_and_wait();
  mb = std::clamp(mb, 1, 65536);
  if (!search_.set_hash_mb(static_cast<size_t>(mb)))
    return EngineError{"no memory for " + std::to_string(mb) + " MiB; the table keeps " +
                       std::to_string(hash_mb_) + " MiB"};
  hash_mb_ = mb;
  return std::nullopt;
}

void Engine::set_threads(int threads) {
  threads_ = std::clamp(threads, 1, 256);
  search_.set_threads(threads_);
}

void Engine::set_move_overhead_ms(int ms) {
  move_overhead_ms_ = std::clamp(ms, 0, 5000);
  search_.set_move_overhead_ms(move_overhead_ms_);
}

void Engine::new_game() {
  stop_and_wait();
  search_.new_game();
}

void Engine::go(const SearchLimits& limits, std::function<void(const SearchReport&)> on_info,
                std::function<void(const SearchResult&)> on_done, const Position* root) {
  stop_and_wait();
  search_.start(root ? *root : pos_, limits, std::move(on_info), std::move(on_done));
}

void Engine::stop_and_wait() {
  search_.stop();
  search_.wait();
}

}  // namespace abbott::protocol
