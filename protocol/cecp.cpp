// The CECP (XBoard protocol 2) front end. The input thread owns the game; the search thread
// reports its move through `pending_`, which the input thread plays before its next command, so
// the game is never changed from two threads. A search that a command cancels is identified by
// its token and its move is dropped.
#include <spdlog/spdlog.h>

#include <cmath>
#include <memory>
#include <mutex>
#include <sstream>

#include "movegen/game_end.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"
#include "protocol/game.h"
#include "protocol/output.h"
#include "protocol/session.h"
#include "protocol/text.h"
#include "protocol/xboard_notation.h"
#include "search/search.h"

namespace abbott {

namespace {

// XBoard's thinking-output score: centipawns, mates as 100000 + N moves (negative when mated).
int xboard_score(int score) {
  if (!is_mate_score(score)) return score;
  const int n = mate_in_moves(score);
  return n > 0 ? 100000 + n : -100000 + n;
}

class Cecp {
 public:
  explicit Cecp(Output& out) : out_(out) {}

  bool handle(const std::string& line) {
    std::unique_lock<std::mutex> lock(mutex_);
    play_pending();
    const auto words = split_words(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];
    const std::string arg = words.size() > 1 ? line.substr(line.find(words[1], cmd.size())) : "";
    if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" || cmd == "computer" ||
        cmd == "name" || cmd == "rating" || cmd == "ics" || cmd == "bk" || cmd == "hint" || cmd == "draw") {
      // Nothing to do (no draw offers, hints or opening book).
    } else if (cmd == "protover") {
      features();
    } else if (cmd == "new") {
      cancel(lock);
      (void)game_.set_variant("chess");
      force_ = false;
      engine_side_ = Color::Black;
      depth_limit_ = 0;
      move_time_ms_ = 0;
      search_.new_game();
    } else if (cmd == "variant") {
      cancel(lock);
      set_variant(arg);
    } else if (cmd == "force") {
      cancel(lock);
      force_ = true;
    } else if (cmd == "go") {
      cancel(lock);
      force_ = false;
      engine_side_ = game_.position().side_to_move();
      think();
    } else if (cmd == "playother") {
      cancel(lock);
      force_ = false;
      engine_side_ = ~game_.position().side_to_move();
    } else if (cmd == "usermove") {
      user_move(lock, arg);
    } else if (cmd == "?") {
      search_.stop();
    } else if (cmd == "ping") {
      out_.line("pong " + arg);
    } else if (cmd == "setboard") {
      cancel(lock);
      if (auto err = game_.set_position(arg, {})) {
        out_.line("tellusererror Illegal position");
        out_.line("Error (illegal position): " + printable(*err));
      }
      restart_analysis();
    } else if (cmd == "undo" || cmd == "remove") {
      cancel(lock);
      const int plies = cmd == "undo" ? 1 : 2;
      for (int i = 0; i < plies; ++i)
        if (!game_.undo()) out_.line("Error (no move to undo): " + cmd);
      restart_analysis();
    } else if (cmd == "level") {
      level(words);
    } else if (cmd == "st") {
      long long n;
      if (words.size() > 1 && parse_int(words[1], 0, 1000000, n))
        move_time_ms_ = n * 1000;
      else
        out_.line("Error (bad argument): " + printable(line));
    } else if (cmd == "sd") {
      long long n;
      if (words.size() > 1 && parse_int(words[1], 1, 100, n))
        depth_limit_ = static_cast<int>(n);
      else
        out_.line("Error (bad argument): " + printable(line));
    } else if (cmd == "time" || cmd == "otim") {
      long long n;
      if (words.size() > 1 && parse_int(words[1], -100000000, 1000000000, n))
        (cmd == "time" ? engine_clock_cs_ : opponent_clock_cs_) = n;
      else
        out_.line("Error (bad argument): " + printable(line));
    } else if (cmd == "post" || cmd == "nopost") {
      post_ = cmd == "post";
    } else if (cmd == "hard" || cmd == "easy") {
      ponder_ = cmd == "hard";
      if (!ponder_ && pondering_) cancel(lock);
    } else if (cmd == "analyze") {
      cancel(lock);
      analyzing_ = true;
      force_ = true;
      analyze();
    } else if (cmd == "exit") {
      cancel(lock);
      analyzing_ = false;
    } else if (cmd == ".") {
      // Analysis status: the thinking output already says everything.
    } else if (cmd == "result") {
      cancel(lock);
      force_ = true;
    } else if (cmd == "memory") {
      long long n;
      if (words.size() > 1 && parse_int(words[1], 1, 65536, n)) {
        cancel(lock);
        search_.set_hash_mb(static_cast<size_t>(n));
      } else {
        out_.line("Error (bad argument): " + printable(line));
      }
    } else if (cmd == "cores") {
      long long n;
      if (words.size() > 1 && parse_int(words[1], 1, 256, n))
        search_.set_threads(static_cast<int>(n));
      else
        out_.line("Error (bad argument): " + printable(line));
    } else if (cmd == "option") {
      option(arg);
    } else if (cmd == "lift") {
      if (auto sq = words.size() > 1 ? parse_xboard_square(game_.variant(), words[1]) : std::nullopt)
        out_.line("highlight " + xboard_highlight(game_.position(), *sq));
    } else if (cmd == "put" || cmd == "hover") {
      // The highlight of `lift` stays until XBoard clears it.
    } else if (cmd == "quit") {
      cancel(lock);
      return false;
    } else if (cmd == "white" || cmd == "black") {
      // Protocol 1 colour commands: XBoard 4.9 does not send them to protocol 2 engines.
    } else {
      // Protocol 2 engines get bare moves only after `usermove`; anything else is unknown.
      out_.line("Error (unknown command): " + printable(cmd));
    }
    return true;
  }

  void shutdown() {
    std::unique_lock<std::mutex> lock(mutex_);
    cancel(lock);
  }

 private:
  void features() {
    std::string variants;
    for (const Variant* v : all_variants())
      variants += (variants.empty() ? "" : ",") + xboard_variant_name(*v);
    out_.line("feature done=0");
    out_.line(
        "feature myname=\"abbott\" variants=\"" + variants +
        "\" setboard=1 usermove=1 ping=1 playother=1 colors=0 sigint=0 sigterm=0 analyze=1 memory=1 smp=1 "
        "highlight=1 san=0 time=1 draw=0 reuse=1 name=0");
    out_.line("feature option=\"Move Overhead -spin 30 0 5000\"");
    for (const RuleOption& o : offered_rule_options())
      out_.line("feature option=\"Rule " + o.name + " -check 0\"");
    out_.line("feature done=1");
  }

  void set_variant(const std::string& name) {
    const Variant* v = variant_from_xboard_name(name);
    if (!v) {
      out_.line("Error (unknown variant): " + printable(name));
      return;
    }
    (void)game_.set_variant(v->name);
    if (!xboard_builtin(*v)) out_.line("setup " + xboard_setup_prefix(*v) + " " + v->start_fen);
  }

  void option(const std::string& arg) {
    const size_t eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : arg.substr(eq + 1);
    long long n;
    if (name == "Move Overhead" && parse_int(value, 0, 5000, n)) {
      search_.set_move_overhead_ms(static_cast<int>(n));
    } else if (name.rfind("Rule ", 0) == 0 && (value == "0" || value == "1")) {
      if (auto err = game_.set_rule_option(name.substr(5), value == "1"))
        out_.line("Error (option): " + *err);
    } else {
      out_.line("Error (bad option): " + printable(arg));
    }
  }

  void level(const std::vector<std::string>& words) {
    long long mps;
    if (words.size() != 4 || !parse_int(words[1], 0, 10000, mps)) {
      out_.line("Error (bad argument): level");
      return;
    }
    // BASE is minutes or minutes:seconds; INC is seconds, possibly fractional.
    const std::string& base = words[2];
    const size_t colon = base.find(':');
    long long minutes = 0, seconds = 0;
    if (!parse_int(base.substr(0, colon), 0, 100000, minutes) ||
        (colon != std::string::npos && !parse_int(base.substr(colon + 1), 0, 59, seconds))) {
      out_.line("Error (bad argument): level");
      return;
    }
    double increment = 0;
    try {
      increment = std::stod(words[3]);
    } catch (...) {
      out_.line("Error (bad argument): level");
      return;
    }
    // The base time itself arrives with every `time` command.
    moves_per_session_ = static_cast<int>(mps);
    increment_ms_ = static_cast<int64_t>(std::lround(std::max(0.0, increment) * 1000));
    move_time_ms_ = 0;
  }

  void user_move(std::unique_lock<std::mutex>& lock, const std::string& text) {
    cancel(lock);
    std::string error;
    auto m = parse_xboard_move(game_.position(), text, error);
    if (!m) {
      out_.line("Illegal move (" + error + "): " + printable(text));
      return;
    }
    game_.play(*m);
    if (analyzing_) return analyze();
    if (claim_result()) return;
    if (!force_ && game_.position().side_to_move() == engine_side_) think();
  }

  // Claims the result if the game is over; returns whether it is.
  bool claim_result() {
    const GameEnd end = game_end(game_.position());
    if (!end.over()) return false;
    out_.line(end.result_text() + " {" + end.reason + "}");
    return true;
  }

  SearchLimits clock_limits() const {
    SearchLimits limits;
    limits.depth = depth_limit_;
    if (move_time_ms_ > 0) {
      limits.movetime_ms = move_time_ms_;
    } else if (engine_clock_cs_ >= 0) {
      const Color us = game_.position().side_to_move();
      limits.time_left_ms[idx(us)] = std::max<int64_t>(0, engine_clock_cs_ * 10);
      limits.time_left_ms[idx(~us)] = std::max<int64_t>(0, opponent_clock_cs_ * 10);
      limits.increment_ms[idx(us)] = limits.increment_ms[idx(~us)] = increment_ms_;
      if (moves_per_session_ > 0) {
        const int played = static_cast<int>(game_.moves().size() / 2);
        limits.moves_to_go = moves_per_session_ - played % moves_per_session_;
      }
    } else if (depth_limit_ == 0) {
      limits.movetime_ms = 1000;
    }
    return limits;
  }

  std::function<void(const SearchReport&)> thinking_output(std::shared_ptr<Position> root) {
    return [this, root](const SearchReport& r) {
      if (!post_ || r.multipv != 1) return;
      std::ostringstream s;
      s << r.depth << ' ' << xboard_score(r.score) << ' ' << r.time_ms / 10 << ' ' << r.nodes;
      Position pos = *root;
      for (const Move& m : r.pv) {
        s << ' ' << xboard_move_text(pos, m);
        pos.make(m);
      }
      out_.line(s.str());
    };
  }

  void think() {
    if (claim_result()) return;
    auto root = std::make_shared<Position>(game_.position());
    const uint64_t token = ++token_;
    search_.start(*root, clock_limits(), thinking_output(root), [this, root, token](const SearchResult& r) {
      std::lock_guard<std::mutex> guard(mutex_);
      if (token != token_ || r.best.is_null()) return;
      out_.line("move " + xboard_move_text(*root, r.best));
      pending_ = r.best;
      has_pending_ = true;
      ponder_move_ = r.ponder;
    });
  }

  void analyze() {
    auto root = std::make_shared<Position>(game_.position());
    ++token_;
    SearchLimits limits;
    limits.infinite = true;
    search_.start(*root, limits, thinking_output(root), nullptr);
  }

  void restart_analysis() {
    if (analyzing_) analyze();
  }

  // Plays the move the search announced, then claims a result or starts pondering.
  void play_pending() {
    if (!has_pending_) return;
    has_pending_ = false;
    game_.play(pending_);
    if (claim_result()) return;
    if (ponder_ && !ponder_move_.is_null()) {
      // Pondering: think about the expected reply's position, filling the shared table.
      Position expected = game_.position();
      MoveList legal;
      generate_legal(expected, legal);
      bool legal_reply = false;
      for (const Move& m : legal) legal_reply = legal_reply || m.same_effect(ponder_move_);
      if (!legal_reply) return;
      expected.make(ponder_move_);
      ++token_;
      SearchLimits limits;
      limits.infinite = true;
      search_.start(expected, limits, nullptr, nullptr);
      pondering_ = true;
    }
  }

  // Stops any search; its move, if it had already announced one, is played first.
  void cancel(std::unique_lock<std::mutex>& lock) {
    ++token_;
    pondering_ = false;
    lock.unlock();
    search_.stop();
    search_.wait();
    lock.lock();
    play_pending();
    pondering_ = false;
    if (search_.searching()) {
      lock.unlock();
      search_.stop();
      search_.wait();
      lock.lock();
    }
  }

  Output& out_;
  std::mutex mutex_;
  Game game_;
  Search search_;
  uint64_t token_ = 0;
  bool has_pending_ = false;
  Move pending_;
  Move ponder_move_;
  bool force_ = false;
  bool post_ = false;
  bool ponder_ = false;
  bool pondering_ = false;
  bool analyzing_ = false;
  Color engine_side_ = Color::Black;
  int depth_limit_ = 0;
  int64_t move_time_ms_ = 0;
  int moves_per_session_ = 0;
  int64_t increment_ms_ = 0;
  int64_t engine_clock_cs_ = -1;
  int64_t opponent_clock_cs_ = -1;
};

}  // namespace

void run_cecp(std::istream& in, Output& out, const std::string& first_line) {
  Cecp cecp(out);
  if (!cecp.handle(first_line)) return;
  std::string line;
  while (std::getline(in, line)) {
    spdlog::debug("<< {}", line);
    if (!cecp.handle(line)) return;
  }
  cecp.shutdown();
}

}  // namespace abbott
