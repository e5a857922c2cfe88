// The UCI front end: options, positions, searches and their reports, in abbott's own move
// notation (docs/notation.md). Errors are answered with `info string error: ...`; the previous state
// stays.
#include "protocol/uci.h"

#include <spdlog/spdlog.h>

#include "movegen/notation.h"
#include "protocol/engine.h"
#include "protocol/tuning_options.h"
#include "protocol/words.h"
#include "protocol/xboard_notation.h"

namespace abbott::protocol {

namespace {

constexpr int kMaxMultiPv = 256;

class Uci final : public FrontEnd {
 public:
  Uci(Output& out, EventQueue& queue, const std::vector<const Variant*>& offered)
      : out_(out), queue_(queue), engine_(offered) {}

  void handle(std::string_view line) override;
  [[nodiscard]] bool finished() const override { return finished_; }
  [[nodiscard]] bool idle() const override { return !pending_ && !engine_.searching(); }
  void shutdown() override { engine_.stop_and_wait(); }
  void input_ended() override {
    if (endless_) engine_.stop_and_wait();
  }

 private:
  void error(const std::string& message) { out_.line("info string error: " + printable(message)); }
  void identify();
  void set_option(std::string_view args);
  void position(const std::vector<std::string>& w);
  void go(const std::vector<std::string>& w);
  void report(const Position& root, const SearchReport& r);
  void finish(const SearchResult& r, const Position& root);
  void announce_variant();
  void load_variant_file(const std::string& path);
  // Commands that change the game end a running search first (its bestmove is still sent).
  void stop_search() { engine_.stop_and_wait(); }

  Output& out_;
  EventQueue& queue_;
  Engine engine_;
  int multipv_ = 1;
  bool pending_ = false;  // from go until bestmove is printed
  bool endless_ = false;  // the search runs until stop (infinite or ponder)
  bool finished_ = false;
};

void Uci::handle(std::string_view line) {
  const std::vector<std::string> w = split_words(line);
  if (w.empty()) return;
  const std::string& cmd = w[0];
  if (cmd == "uci") {
    identify();
  } else if (cmd == "isready") {
    out_.line("readyok");
  } else if (cmd == "ucinewgame") {
    stop_search();
    engine_.new_game();
    engine_.reset();
  } else if (cmd == "setoption") {
    stop_search();
    set_option(after_first_word(line));
  } else if (cmd == "position") {
    stop_search();
    position(w);
  } else if (cmd == "go") {
    go(w);
  } else if (cmd == "stop") {
    engine_.stop_and_wait();
  } else if (cmd == "ponderhit") {
    engine_.ponderhit();
  } else if (cmd == "quit") {
    engine_.stop_and_wait();
    finished_ = true;
  } else if (cmd == "d") {
    // Not UCI: shows the current position, for people typing at the engine.
    out_.line("info string fen " + engine_.position().fen());
  } else if (cmd == "debug" || cmd == "register") {
    // Accepted and ignored: abbott has no debug mode and needs no registration.
  } else {
    error("unknown command '" + std::string(line) + "'");
  }
}

void Uci::identify() {
  out_.line("id name abbott");
  out_.line("id author the abbott developers");
  out_.line("option name Hash type spin default " + std::to_string(engine_.hash_mb()) + " min 1 max 65536");
  out_.line("option name Threads type spin default 1 min 1 max 256");
  std::string combo = "option name UCI_Variant type combo default " + engine_.variant().name;
  for (const Variant* v : engine_.offered_variants()) combo += " var " + v->name;
  out_.line(combo);
  out_.line("option name MultiPV type spin default 1 min 1 max " + std::to_string(kMaxMultiPv));
  out_.line("option name Ponder type check default false");
  out_.line("option name VariantPath type string default <empty>");
  out_.line("option name Move Overhead type spin default " + std::to_string(engine_.move_overhead_ms()) +
            " min 0 max 5000");
  for (const RuleSwitch& s : all_rule_switches())
    out_.line("option name " + option_name(s) + " type check default false");
  if (tuning_options_enabled())
    for (const std::string& line : tuning_option_lines()) out_.line(line);
  out_.line("uciok");
}

// VariantPath: the names loaded go to the GUI as an info line, since UCI cannot resend the
// UCI_Variant list; a GUI that shows it asks again with `uci`.
void Uci::load_variant_file(const std::string& path) {
  if (path.empty() || path == "<empty>") return;
  auto loaded = engine_.load_variant_file(path);
  if (auto* err = std::get_if<EngineError>(&loaded)) return error(err->message);
  std::string names;
  for (const std::string& n : std::get<std::vector<std::string>>(loaded)) names += " " + n;
  out_.line("info string variants loaded from " + printable(path) + ":" + names);
}

void Uci::announce_variant() {
  const Variant& v = engine_.variant();
  Position start;
  (void)start.set(engine_.position().variant(), "startpos");
  // uci2wb turns this line into XBoard's setup command.
  out_.line("info string variant " + v.name + " files " + std::to_string(v.files) + " ranks " +
            std::to_string(v.ranks) + " startpos " + xboard::fen(start));
}

void Uci::set_option(std::string_view args) {
  // setoption name NAME [value VALUE]; names may contain spaces ("Move Overhead").
  const std::vector<std::string> w = split_words(args);
  if (w.size() < 2 || w[0] != "name") return error("setoption: expected 'name NAME [value VALUE]'");
  std::string name, value;
  bool in_value = false;
  for (size_t i = 1; i < w.size(); ++i) {
    if (!in_value && w[i] == "value") {
      in_value = true;
      continue;
    }
    std::string& target = in_value ? value : name;
    target += (target.empty() ? "" : " ") + w[i];
  }
  auto number = [&](int lo, int hi) -> std::optional<int> {
    auto n = to_int<int>(value);
    if (!n || *n < lo || *n > hi) {
      error("option " + name + ": value must be a number from " + std::to_string(lo) + " to " +
            std::to_string(hi));
      return std::nullopt;
    }
    return n;
  };
  auto check = [&]() -> std::optional<bool> {
    if (value == "true") return true;
    if (value == "false") return false;
    error("option " + name + ": value must be true or false");
    return std::nullopt;
  };
  if (name == "Hash") {
    if (auto n = number(1, 65536))
      if (auto err = engine_.set_hash_mb(*n)) error("option Hash: " + err->message);
  } else if (name == "Threads") {
    if (auto n = number(1, 256)) engine_.set_threads(*n);
  } else if (name == "MultiPV") {
    if (auto n = number(1, kMaxMultiPv)) multipv_ = *n;
  } else if (name == "Move Overhead") {
    if (auto n = number(0, 5000)) engine_.set_move_overhead_ms(*n);
  } else if (name == "Ponder") {
    // Only tells abbott that the GUI may send `go ponder`; nothing to change.
    (void)check();
  } else if (name == "UCI_Variant") {
    if (auto err = engine_.set_variant(value)) return error(err->message);
    announce_variant();
  } else if (name == "VariantPath") {
    load_variant_file(value);
  } else {
    for (const RuleSwitch& s : all_rule_switches())
      if (option_name(s) == name) {
        if (auto b = check())
          if (auto err = engine_.set_rule_option(s.name, *b)) error(err->message);
        return;
      }
    if (auto result = set_tuning_option(name, value)) {
      if (!result->empty()) error(*result);
      return;
    }
    error("unknown option '" + name + "'");
  }
}

void Uci::position(const std::vector<std::string>& w) {
  size_t i = 1;
  std::string fen;
  if (i < w.size() && w[i] == "startpos") {
    fen = "startpos";
    ++i;
  } else if (i < w.size() && w[i] == "fen") {
    for (++i; i < w.size() && w[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + w[i];
  } else {
    return error("position: expected 'startpos' or 'fen FEN'");
  }
  if (i < w.size() && w[i] != "moves") return error("position: unexpected '" + w[i] + "'");
  const Engine::Game before = engine_.game();
  if (auto err = engine_.set_position(fen)) return error("position: " + err->message);
  for (++i; i < w.size(); ++i) {
    auto parsed = parse_move(engine_.position(), w[i]);
    if (auto* e = std::get_if<Error>(&parsed)) {
      engine_.restore(before);
      return error("position: " + e->message + " (the previous position stays)");
    }
    engine_.play(std::get<Move>(parsed));
  }
}

void Uci::go(const std::vector<std::string>& w) {
  if (pending_) return error("go: already searching (send stop first)");
  SearchLimits limits;
  limits.multipv = multipv_;
  Position root = engine_.position();
  auto value = [&](size_t& i) -> std::optional<int64_t> {
    if (i + 1 >= w.size()) return std::nullopt;
    return to_int<int64_t>(w[++i]);
  };
  static const std::vector<std::string> kKeywords = {"wtime",     "btime",    "winc",   "binc",
                                                     "movestogo", "depth",    "nodes",  "mate",
                                                     "movetime",  "infinite", "ponder", "searchmoves"};
  for (size_t i = 1; i < w.size(); ++i) {
    const std::string& k = w[i];
    if (k == "infinite") {
      limits.infinite = true;
    } else if (k == "ponder") {
      limits.ponder = true;
    } else if (k == "searchmoves") {
      while (i + 1 < w.size() && std::find(kKeywords.begin(), kKeywords.end(), w[i + 1]) == kKeywords.end()) {
        auto parsed = parse_move(root, w[++i]);
        if (auto* m = std::get_if<Move>(&parsed))
          limits.search_moves.push_back(*m);
        else
          error("go searchmoves: " + std::get<Error>(parsed).message);
      }
    } else if (k == "wtime" || k == "btime" || k == "winc" || k == "binc" || k == "movestogo" ||
               k == "depth" || k == "nodes" || k == "mate" || k == "movetime") {
      auto n = value(i);
      if (!n || *n < 0) return error("go: '" + k + "' needs a non-negative number");
      // Zero would read as "no limit" and search until stop: refused instead.
      if (*n == 0 && (k == "depth" || k == "nodes" || k == "mate" || k == "movetime" || k == "movestogo"))
        return error("go: '" + k + "' needs a positive number");
      if (k == "wtime") limits.time_left_ms[0] = *n;
      if (k == "btime") limits.time_left_ms[1] = *n;
      if (k == "winc") limits.increment_ms[0] = *n;
      if (k == "binc") limits.increment_ms[1] = *n;
      if (k == "movestogo") limits.moves_to_go = static_cast<int>(*n);
      if (k == "depth") limits.depth = static_cast<int>(std::min<int64_t>(*n, 100));
      if (k == "nodes") limits.nodes = static_cast<uint64_t>(*n);
      if (k == "mate") limits.mate = static_cast<int>(std::min<int64_t>(*n, 100));
      if (k == "movetime") limits.movetime_ms = *n;
    } else {
      return error("go: unknown parameter '" + k + "'");
    }
  }
  if (const GameEnd end = engine_.game_end(); end.over())
    out_.line("info string game over: " + end.result_text() + " {" + end.reason + "}");
  pending_ = true;
  endless_ = limits.infinite || limits.ponder;
  engine_.go(
      limits, [this, root](const SearchReport& r) { report(root, r); },
      [this, root](const SearchResult& r) { queue_.post([this, r, root] { finish(r, root); }); });
}

std::string pv_text(const Position& root, const std::vector<Move>& pv) {
  Position p = root;
  std::string out;
  for (const Move& m : pv) {
    out += (out.empty() ? "" : " ") + move_text(p, m);
    p.make(m);
  }
  return out;
}

void Uci::report(const Position& root, const SearchReport& r) {
  std::string line = "info depth " + std::to_string(r.depth) + " seldepth " + std::to_string(r.seldepth) +
                     " multipv " + std::to_string(r.multipv) + " score ";
  line += is_mate_score(r.score) ? "mate " + std::to_string(mate_in_moves(r.score))
                                 : "cp " + std::to_string(r.score);
  if (r.lowerbound) line += " lowerbound";
  if (r.upperbound) line += " upperbound";
  line += " nodes " + std::to_string(r.nodes) + " nps " + std::to_string(r.nps) + " hashfull " +
          std::to_string(r.hashfull) + " time " + std::to_string(r.time_ms) + " pv " + pv_text(root, r.pv);
  out_.line(line);
}

void Uci::finish(const SearchResult& r, const Position& root) {
  pending_ = false;
  if (r.best.is_null()) {
    out_.line("bestmove (none)");
    return;
  }
  Position p = root;
  std::string line = "bestmove " + move_text(p, r.best);
  if (!r.ponder.is_null()) {
    p.make(r.best);
    line += " ponder " + move_text(p, r.ponder);
  }
  out_.line(line);
}

}  // namespace

std::unique_ptr<FrontEnd> make_uci(Output& out, EventQueue& queue,
                                   const std::vector<const Variant*>& offered) {
  return std::make_unique<Uci>(out, queue, offered);
}

}  // namespace abbott::protocol
