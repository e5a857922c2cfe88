// The CECP front end: XBoard's commands over the Engine facade. Errors are answered with
// `Error (...): ...`, `Illegal move: ...` or `tellusererror Illegal position`; the previous state
// stays. Moves use XBoard's notation (movegen/xboard_move.h, through protocol/xboard_notation.h).
#include "protocol/cecp.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <deque>
#include <mutex>

#include "movegen/movegen.h"
#include "protocol/engine.h"
#include "protocol/words.h"
#include "protocol/xboard_notation.h"

namespace abbott::protocol {

namespace {

constexpr std::string_view kAvoidUnsafe = "Avoid moves XBoard cannot show";
// A variant file to load (docs/variant-files.md); the same name as the UCI option.
constexpr std::string_view kVariantFile = "VariantPath";
constexpr int kSetupWaitMs = 150;

// Commands XBoard sends between `variant` and a `setboard` when it loads a position; the setup
// line may wait over them.
bool setup_may_wait_over(std::string_view cmd) {
  for (std::string_view c : {"level",  "st",       "sd",   "post",     "nopost",   "hard",    "easy",
                             "ping",   "force",    "time", "otim",     "memory",   "cores",   "option",
                             "random", "computer", "name", "accepted", "rejected", "setboard"})
    if (cmd == c) return true;
  return false;
}

// XBoard's mate scores: 100000 + N for mate in N moves.
int xboard_score(int score) {
  if (!is_mate_score(score)) return score;
  const int n = mate_in_moves(score);
  return n > 0 ? 100000 + n : -100000 + n;
}

class Cecp final : public FrontEnd {
 public:
  Cecp(Output& out, EventQueue& queue, const std::vector<const Variant*>& offered)
      : out_(out), queue_(queue), engine_(offered) {}

  void handle(std::string_view line) override;
  [[nodiscard]] bool finished() const override { return finished_; }
  [[nodiscard]] bool idle() const override {
    return thinking_ == Thinking::None && !engine_.searching() && !setup_pending_;
  }
  void input_ended() override {
    input_ended_ = true;
    if (thinking_ != Thinking::Move) cancel_search();
  }
  void shutdown() override {
    if (setup_pending_) flush_setup();
    finished_ = true;
    stop_thinking();
  }

 private:
  enum class Thinking { None, Move, Ponder, Analysis };

  void error(std::string_view type, std::string_view command) {
    out_.line("Error (" + std::string(type) + "): " + printable(command));
  }
  // handle() in groups of commands; each returns false for a command not in its group.
  bool game_command(const std::vector<std::string>& w, std::string_view line);
  bool clock_command(const std::vector<std::string>& w, std::string_view line);
  bool search_command(const std::vector<std::string>& w);
  bool engine_command(const std::vector<std::string>& w, std::string_view line);
  // The number in `w[1]` if it is the only argument and in [lo, hi]; else an error is reported.
  std::optional<int> int_arg(const std::vector<std::string>& w, std::string_view line, int lo, int hi);
  void new_game();
  void variant(const std::vector<std::string>& w, std::string_view line);
  void features();
  void flush_setup();
  void user_move(std::string_view text);
  void set_board(std::string_view fen);
  void take_back(int plies);
  void level(const std::vector<std::string>& w, std::string_view line);
  void option(std::string_view assignment, std::string_view line);
  void highlight_command(const std::vector<std::string>& w, std::string_view line);

  // Searching: a search id tells the result of a cancelled search from the current one.
  void think();
  void ponder(const Move& predicted);
  void analyze();
  void cancel_search();
  // At quit or end of input: a search for abbott's own move ends and its move is still sent (the
  // session runs the posted result); any other search is cancelled.
  void stop_thinking() {
    if (thinking_ == Thinking::Move)
      engine_.stop_and_wait();
    else
      cancel_search();
  }
  void after_position_change();
  void finish_move(int id, const SearchResult& r);
  // Called on a search thread: reads only its arguments and the atomic post flag.
  void thinking_output(const Position& root, const SearchReport& r, bool always);
  SearchLimits clock_limits(Color us) const;
  bool claim_if_over();
  void answer_pings();

  Output& out_;
  EventQueue& queue_;
  Engine engine_;

  bool force_ = false;
  Color engine_color_ = Color::Black;
  std::atomic<bool> post_ = false;
  bool ponder_enabled_ = false;
  bool analyzing_ = false;
  bool finished_ = false;
  bool input_ended_ = false;

  // Time control: `level MPS BASE INC`, `st`, `sd`, and the clocks from `time`/`otim`.
  int moves_per_session_ = 0;
  int64_t increment_ms_ = 0;
  int64_t own_clock_ms_ = -1;
  int64_t opponent_clock_ms_ = -1;
  int64_t seconds_per_move_ = 0;
  int depth_limit_ = 0;

  Thinking thinking_ = Thinking::None;
  int search_id_ = 0;
  Position ponder_root_;
  Move ponder_move_;
  std::mutex report_mutex_;
  SearchReport last_report_;  // for `.`, written by the search thread
  std::deque<std::string> pending_pongs_;

  // The setup line answering `variant` waits kSetupWaitMs, over the commands XBoard sends with it
  // when it loads a position (sometimes two setboards, the first one stale): XBoard puts the
  // setup's position on its board when the line arrives, so it must be the last position set
  // (docs/xboard.md). Pongs wait for it too.
  const Variant* setup_pending_ = nullptr;
  bool setup_after_setboard_ = false;  // the setup carries the position set since `variant`
  int setup_id_ = 0;

  // Highlighting: the lifted piece and the kill squares clicked so far.
  xboard::Lifted lifted_;

  // Moves XBoard cannot show without losing track of pieces (swaps, some free castlings) are left
  // out of abbott's choices and of the highlights while this is on (docs/xboard.md).
  bool avoid_unsafe_ = true;
};

void Cecp::handle(std::string_view line) {
  const std::vector<std::string> w = split_words(line);
  if (w.empty()) return;
  const std::string& cmd = w[0];
  if (setup_pending_ && !setup_may_wait_over(cmd)) flush_setup();
  if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" || cmd == "computer" ||
      cmd == "name" || cmd == "rating" || cmd == "ics" || cmd == "draw" || cmd == "hint" || cmd == "bk" ||
      cmd == "nps") {
    // Nothing to do: abbott needs no notice of these, declines draw offers by playing on, and has
    // no book or hints.
    return;
  }
  if (game_command(w, line) || clock_command(w, line) || search_command(w) || engine_command(w, line)) return;
  if (cmd == "white" || cmd == "black" || cmd == "edit") {
    // Protocol 1 commands that the features (colors=0, setboard=1) switch off.
    error("unsupported command", line);
    return;
  }
  // Without the usermove prefix a move is still recognised; anything else is unknown.
  Position probe = engine_.position();
  if (w.size() == 1 && std::holds_alternative<Move>(xboard::parse_move(probe, cmd)))
    user_move(cmd);
  else
    error("unknown command", line);
}

std::optional<int> Cecp::int_arg(const std::vector<std::string>& w, std::string_view line, int lo, int hi) {
  auto n = w.size() == 2 ? to_int<int>(w[1]) : std::nullopt;
  if (!n || *n < lo || *n > hi) {
    error("bad argument", line);
    return std::nullopt;
  }
  return n;
}

// The game: variants, positions, moves, sides and the result.
bool Cecp::game_command(const std::vector<std::string>& w, std::string_view line) {
  const std::string& cmd = w[0];
  if (cmd == "protover") {
    features();
  } else if (cmd == "new") {
    new_game();
  } else if (cmd == "variant") {
    variant(w, line);
  } else if (cmd == "force") {
    cancel_search();
    force_ = true;
  } else if (cmd == "go") {
    cancel_search();
    force_ = false;
    analyzing_ = false;
    engine_color_ = engine_.position().side_to_move();
    think();
  } else if (cmd == "playother") {
    cancel_search();
    force_ = false;
    engine_color_ = ~engine_.position().side_to_move();
  } else if (cmd == "usermove") {
    if (w.size() != 2)
      error("bad argument", line);
    else
      user_move(w[1]);
  } else if (cmd == "undo") {
    take_back(1);
  } else if (cmd == "remove") {
    take_back(2);
  } else if (cmd == "setboard") {
    set_board(after_first_word(line));
  } else if (cmd == "result") {
    cancel_search();
    force_ = true;
    analyzing_ = false;
    spdlog::info("game over: {}; final position {}", after_first_word(line), xboard::fen(engine_.position()));
  } else {
    return false;
  }
  return true;
}

void Cecp::new_game() {
  cancel_search();
  // Orthodox chess when offered, else the first variant offered.
  (void)engine_.set_variant(engine_.offered_variants().front()->name);
  if (const Variant* chess = find_variant("chess")) (void)engine_.set_variant(chess->name);
  engine_.new_game();
  force_ = false;
  engine_color_ = Color::Black;
  depth_limit_ = 0;
  after_position_change();
}

void Cecp::variant(const std::vector<std::string>& w, std::string_view line) {
  if (w.size() != 2) return error("bad argument", line);
  const Variant* v = xboard::find_variant_by_name(w[1]);
  if (!v) return error("unsupported variant", line);
  cancel_search();
  if (auto err = engine_.set_variant(v->name)) return error(err->message, line);
  if (!xboard::setup_line(*v).empty()) {
    setup_pending_ = v;
    setup_after_setboard_ = false;
    queue_.post_after(kSetupWaitMs, [this, id = ++setup_id_] {
      if (id == setup_id_ && setup_pending_) flush_setup();
    });
  }
  after_position_change();
}

// Clocks and limits: `time`, `otim`, `level`, `st`, `sd`.
bool Cecp::clock_command(const std::vector<std::string>& w, std::string_view line) {
  const std::string& cmd = w[0];
  if (cmd == "time" || cmd == "otim") {
    if (auto n = int_arg(w, line, -100000000, 100000000))
      (cmd == "time" ? own_clock_ms_ : opponent_clock_ms_) = *n * 10LL;
  } else if (cmd == "level") {
    level(w, line);
  } else if (cmd == "st") {
    if (auto n = int_arg(w, line, 0, 100000)) seconds_per_move_ = *n;
  } else if (cmd == "sd") {
    if (auto n = int_arg(w, line, 0, 100)) depth_limit_ = *n;
  } else {
    return false;
  }
  return true;
}

// Thinking: output, pondering, analysis, and moving now.
bool Cecp::search_command(const std::vector<std::string>& w) {
  const std::string& cmd = w[0];
  if (cmd == "post") {
    post_ = true;
  } else if (cmd == "nopost") {
    post_ = false;
  } else if (cmd == "hard") {
    ponder_enabled_ = true;
  } else if (cmd == "easy") {
    ponder_enabled_ = false;
    if (thinking_ == Thinking::Ponder) cancel_search();
  } else if (cmd == "analyze") {
    cancel_search();
    analyzing_ = true;
    analyze();
  } else if (cmd == "exit") {
    if (analyzing_) {
      cancel_search();
      analyzing_ = false;
    }
  } else if (cmd == ".") {
    if (thinking_ == Thinking::Analysis) {
      MoveList legal;
      generate_legal(engine_.position(), legal);
      std::lock_guard lock(report_mutex_);
      out_.line("stat01: " + std::to_string(last_report_.time_ms / 10) + " " +
                std::to_string(last_report_.nodes) + " " + std::to_string(last_report_.depth) + " 0 " +
                std::to_string(legal.size()));
    }
  } else if (cmd == "?") {
    // Move now: the search ends and its best move is played as usual.
    if (thinking_ == Thinking::Move) engine_.stop_and_wait();
  } else {
    return false;
  }
  return true;
}

// The engine itself: pings, memory, cores, options, highlighting, quitting.
bool Cecp::engine_command(const std::vector<std::string>& w, std::string_view line) {
  const std::string& cmd = w[0];
  if (cmd == "ping") {
    if (w.size() != 2) {
      error("bad argument", line);
    } else if (thinking_ == Thinking::Move || setup_pending_) {
      // While thinking about its own move the engine answers after the move (protocol 2).
      pending_pongs_.push_back(w[1]);
    } else {
      out_.line("pong " + w[1]);
    }
  } else if (cmd == "memory") {
    if (auto n = int_arg(w, line, 1, 65536)) {
      cancel_search();
      if (auto err = engine_.set_hash_mb(*n)) error(err->message, line);
    }
  } else if (cmd == "cores") {
    if (auto n = int_arg(w, line, 1, 256)) engine_.set_threads(*n);
  } else if (cmd == "option") {
    option(after_first_word(line), line);
  } else if (cmd == "lift" || cmd == "put" || cmd == "hover") {
    highlight_command(w, line);
  } else if (cmd == "quit") {
    finished_ = true;
    stop_thinking();
  } else {
    return false;
  }
  return true;
}

void Cecp::features() {
  out_.line("feature done=0");
  out_.line(
      "feature ping=1 setboard=1 usermove=1 playother=1 colors=0 sigint=0 sigterm=0 analyze=1 memory=1 "
      "smp=1 highlight=1 debug=1 myname=\"abbott\"");
  out_.line("feature variants=\"" + xboard::variant_list(engine_.offered_variants()) + "\"");
  out_.line("feature option=\"Move Overhead -spin " + std::to_string(engine_.move_overhead_ms()) +
            " 0 5000\"");
  out_.line("feature option=\"" + std::string(kAvoidUnsafe) + " -check 1\"");
  out_.line("feature option=\"" + std::string(kVariantFile) + " -file \"");
  for (const RuleSwitch& s : all_rule_switches())
    out_.line("feature option=\"" + option_name(s) + " -check 0\"");
  out_.line("feature done=1");
}

void Cecp::flush_setup() {
  const Variant* v = setup_pending_;
  setup_pending_ = nullptr;
  ++setup_id_;
  out_.line(xboard::setup_line(*v, setup_after_setboard_ ? &engine_.position() : nullptr));
  answer_pings();
}

void Cecp::user_move(std::string_view text) {
  Position& pos = engine_.position();
  auto parsed = xboard::parse_move(pos, text);
  if (auto* e = std::get_if<Error>(&parsed)) {
    spdlog::info("rejected move {}: {}", text, e->message);
    return out_.line("Illegal move: " + printable(text) + " (" + e->message + ")");
  }
  const Move m = std::get<Move>(parsed);
  lifted_.from = kNoSquare;
  if (thinking_ == Thinking::Ponder && ponder_move_.same_effect(m)) {
    // The predicted move: the ponder search becomes the search for the reply.
    engine_.play(m);
    thinking_ = Thinking::Move;
    engine_.ponderhit();
    return;
  }
  cancel_search();
  engine_.play(m);
  after_position_change();
}

// After the board changed by a command: claim a finished game, restart analysis, or move.
void Cecp::after_position_change() {
  if (analyzing_) return analyze();
  if (force_ || engine_.position().side_to_move() != engine_color_) return;
  think();
}

void Cecp::set_board(std::string_view fen) {
  cancel_search();
  const std::string own = xboard::fen_from_xboard(engine_.position().variant(), fen);
  if (auto err = engine_.set_position(own)) {
    spdlog::info("setboard refused: {}", err->message);
    return out_.line("tellusererror Illegal position: " + err->message);
  }
  setup_after_setboard_ = true;
  if (analyzing_) analyze();
}

void Cecp::take_back(int plies) {
  cancel_search();
  for (int i = 0; i < plies; ++i)
    if (!engine_.undo()) {
      error("no move to take back", plies == 1 ? "undo" : "remove");
      break;
    }
  if (analyzing_) analyze();
}

void Cecp::level(const std::vector<std::string>& w, std::string_view line) {
  // level MPS BASE INC; BASE is minutes or minutes:seconds, INC seconds (maybe fractional).
  if (w.size() != 4) return error("bad argument", line);
  auto mps = to_int<int>(w[1]);
  const size_t colon = w[2].find(':');
  auto minutes = to_int<int>(std::string_view(w[2]).substr(0, colon));
  auto seconds = colon == std::string::npos ? std::optional<int>(0)
                                            : to_int<int>(std::string_view(w[2]).substr(colon + 1));
  const size_t dot = w[3].find('.');
  auto whole = to_int<int>(std::string_view(w[3]).substr(0, dot));
  std::string fraction = dot == std::string::npos ? "" : w[3].substr(dot + 1);
  fraction = (fraction + "000").substr(0, 3);
  auto millis = to_int<int>(fraction);
  if (!mps || *mps < 0 || !minutes || *minutes < 0 || !seconds || *seconds < 0 || !whole || *whole < 0 ||
      !millis)
    return error("bad argument", line);
  moves_per_session_ = *mps;
  increment_ms_ = *whole * 1000LL + *millis;
  own_clock_ms_ = opponent_clock_ms_ = (*minutes * 60LL + *seconds) * 1000;
  seconds_per_move_ = 0;
}

void Cecp::option(std::string_view assignment, std::string_view line) {
  const size_t eq = assignment.find('=');
  const std::string name(assignment.substr(0, eq));
  const std::string value(eq == std::string_view::npos ? "" : assignment.substr(eq + 1));
  if (name == kAvoidUnsafe) {
    if (value != "0" && value != "1") return error("bad argument", line);
    avoid_unsafe_ = value == "1";
    return;
  }
  if (name == "Move Overhead") {
    auto n = to_int<int>(value);
    if (!n || *n < 0 || *n > 5000) return error("bad argument", line);
    return engine_.set_move_overhead_ms(*n);
  }
  if (name == kVariantFile) {
    // XBoard takes a re-sent `variants` feature at any time and offers the new names.
    auto loaded = engine_.load_variant_file(value);
    if (auto* err = std::get_if<EngineError>(&loaded)) return error(err->message, line);
    out_.line("feature variants=\"" + xboard::variant_list(engine_.offered_variants()) + "\"");
    return;
  }
  for (const RuleSwitch& s : all_rule_switches())
    if (option_name(s) == name) {
      if (value != "0" && value != "1") return error("bad argument", line);
      cancel_search();
      if (auto err = engine_.set_rule_option(s.name, value == "1")) error(err->message, line);
      return;
    }
  error("unknown option", line);
}

void Cecp::highlight_command(const std::vector<std::string>& w, std::string_view line) {
  if (w.size() != 2) return error("bad argument", line);
  Position& pos = engine_.position();
  size_t i = 0;
  auto sq = xboard::parse_square(pos.variant(), w[1], i);
  if (!sq || i != w[1].size()) return error("bad argument", line);
  lifted_.safe_only = avoid_unsafe_;
  const bool continues = lifted_.from != kNoSquare && xboard::is_kill_step(pos, lifted_, *sq);
  if (w[0] == "lift") {
    // XBoard 4.9.1 reports a click on a cyan kill square as `put SQ` and then `lift SQ`; the lift
    // continues the move being entered, and its answer is the one XBoard keeps.
    if (continues) {
      lifted_.clicked.push_back(*sq);
    } else if (!lifted_.clicked.empty() && lifted_.clicked.back() == *sq) {
      // The lift of the pair: the kill square is already recorded.
    } else {
      lifted_.from = *sq;
      lifted_.clicked.clear();
    }
    out_.line("highlight " + xboard::highlight(pos, lifted_));
  } else if (w[0] == "put") {
    if (continues) {
      lifted_.clicked.push_back(*sq);
      out_.line("highlight " + xboard::highlight(pos, lifted_));
    } else {
      lifted_.from = kNoSquare;
      lifted_.clicked.clear();
    }
  } else if (lifted_.from != kNoSquare) {
    out_.line("highlight " + xboard::highlight_victims(pos, lifted_, *sq));
  }
}

// ---- Searching --------------------------------------------------------------------------------

SearchLimits Cecp::clock_limits(Color us) const {
  SearchLimits limits;
  limits.depth = depth_limit_;
  if (seconds_per_move_ > 0) {
    limits.movetime_ms = seconds_per_move_ * 1000;
    return limits;
  }
  limits.time_left_ms[idx(us)] = own_clock_ms_;
  limits.time_left_ms[idx(~us)] = opponent_clock_ms_;
  limits.increment_ms = {increment_ms_, increment_ms_};
  if (moves_per_session_ > 0) {
    const int own_moves = static_cast<int>(engine_.moves().size() + (us == Color::White ? 0 : 1)) / 2;
    limits.moves_to_go = moves_per_session_ - own_moves % moves_per_session_;
  }
  return limits;
}

bool Cecp::claim_if_over() {
  const GameEnd end = engine_.game_end();
  if (!end.over()) return false;
  out_.line(end.result_text() + " {" + end.reason + "}");
  spdlog::info("claimed {} {{{}}}; final position {}", end.result_text(), end.reason,
               xboard::fen(engine_.position()));
  return true;
}

void Cecp::think() {
  if (claim_if_over()) return;
  Position& pos = engine_.position();
  SearchLimits limits = clock_limits(pos.side_to_move());
  // Moves that would leave XBoard's pieces on other squares than abbott's are left out while
  // there is another move, so that XBoard's board stays usable.
  if (avoid_unsafe_) {
    MoveList legal;
    generate_legal(pos, legal);
    for (const Move& m : legal)
      if (xboard::encode(pos, m, legal).safe) limits.search_moves.push_back(m);
    if (limits.search_moves.size() == static_cast<size_t>(legal.size())) limits.search_moves.clear();
  }
  thinking_ = Thinking::Move;
  const int id = ++search_id_;
  const Position root = pos;
  engine_.go(
      limits, [this, root](const SearchReport& r) { thinking_output(root, r, false); },
      [this, id](const SearchResult& r) { queue_.post([this, id, r] { finish_move(id, r); }); });
}

void Cecp::ponder(const Move& predicted) {
  ponder_root_ = engine_.position();
  ponder_root_.make(predicted);
  if (game_end(ponder_root_).over()) return;
  SearchLimits limits = clock_limits(ponder_root_.side_to_move());
  limits.ponder = true;
  thinking_ = Thinking::Ponder;
  ponder_move_ = predicted;
  const int id = ++search_id_;
  const Position root = ponder_root_;
  engine_.go(
      limits, [this, root](const SearchReport& r) { thinking_output(root, r, false); },
      [this, id](const SearchResult& r) { queue_.post([this, id, r] { finish_move(id, r); }); },
      &ponder_root_);
}

void Cecp::analyze() {
  cancel_search();
  if (engine_.game_end().over()) return;
  SearchLimits limits;
  limits.infinite = true;
  thinking_ = Thinking::Analysis;
  const int id = ++search_id_;
  const Position root = engine_.position();
  engine_.go(
      limits, [this, root](const SearchReport& r) { thinking_output(root, r, true); },
      [this, id](const SearchResult&) {
        queue_.post([this, id] {
          if (id == search_id_) thinking_ = Thinking::None;
        });
      });
}

void Cecp::cancel_search() {
  ++search_id_;  // whatever the stopped search reports is now stale
  engine_.stop_and_wait();
  thinking_ = Thinking::None;
  answer_pings();
}

void Cecp::answer_pings() {
  if (setup_pending_) return;  // flush_setup answers them
  while (!pending_pongs_.empty()) {
    out_.line("pong " + pending_pongs_.front());
    pending_pongs_.pop_front();
  }
}

void Cecp::finish_move(int id, const SearchResult& r) {
  if (id != search_id_ || thinking_ != Thinking::Move) return;
  thinking_ = Thinking::None;
  Position& pos = engine_.position();
  if (r.best.is_null()) {
    if (!claim_if_over()) spdlog::warn("search returned no move in a position that is not over");
    return answer_pings();
  }
  MoveList legal;
  generate_legal(pos, legal);
  const xboard::Encoded encoded = xboard::encode(pos, r.best, legal);
  const std::string& text = encoded.text;
  if (!encoded.exact) spdlog::info("move {}: XBoard's board cannot show its whole effect", text);
  engine_.play(r.best);
  out_.line("move " + text);
  spdlog::debug("position {}", xboard::fen(engine_.position()));
  answer_pings();
  if (claim_if_over()) return;
  if (ponder_enabled_ && !r.ponder.is_null() && !force_ && !finished_ && !input_ended_) ponder(r.ponder);
}

void Cecp::thinking_output(const Position& root, const SearchReport& r, bool always) {
  if (r.multipv != 1) return;
  {
    std::lock_guard lock(report_mutex_);
    last_report_ = r;
  }
  if (!post_ && !always) return;
  Position p = root;
  std::string pv;
  for (const Move& m : r.pv) {
    pv += " " + xboard::move_text(p, m);
    p.make(m);
  }
  out_.line(std::to_string(r.depth) + " " + std::to_string(xboard_score(r.score)) + " " +
            std::to_string(r.time_ms / 10) + " " + std::to_string(r.nodes) + pv);
}

}  // namespace

std::unique_ptr<FrontEnd> make_cecp(Output& out, EventQueue& queue,
                                    const std::vector<const Variant*>& offered) {
  return std::make_unique<Cecp>(out, queue, offered);
}

}  // namespace abbott::protocol
