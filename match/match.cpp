// The match runner: schedule, worker threads, scoring and reports.
#include "match/match.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <ctime>
#include <mutex>
#include <thread>

#include "match/abbott_report.h"
#include "match/engine_player.h"
#include "match/pgn.h"

namespace abbott::match {

namespace {

// An engine that fails to start this many times in a row stops the match: every further game
// would be a forfeit.
constexpr int kMaxStartFailures = 3;

struct ScheduledGame {
  int index = 0;  // 0-based, in schedule order
  int pair = 0;
  const Variant* variant = nullptr;
  const Opening* opening = nullptr;
  int white_engine = 0;  // 0 or 1
};

std::string today() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  localtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
  return buf;
}

// The first engine's points (0, 0.5, 1) in a game, from the outcome and who had White.
double first_engine_points(const GameRecord& r, int white_engine) {
  double white = r.end.outcome == Outcome::WhiteWins ? 1.0 : r.end.outcome == Outcome::Draw ? 0.5 : 0.0;
  return white_engine == 0 ? white : 1.0 - white;
}

class Runner {
 public:
  Runner(const MatchSettings& s, MatchReport& report)
      : s_(s), report_(report), pgn_(s.pgn_path), epd_(s.epd_path) {}

  std::optional<std::string> prepare() {
    if (!pgn_.ok()) return "cannot write PGN file " + s_.pgn_path;
    if (!epd_.ok()) return "cannot write EPD file " + s_.epd_path;
    for (int e = 0; e < 2; ++e) {
      const auto detected = detect_protocol(s_.engines[e], s_.timeouts);
      if (const auto* fault = std::get_if<EngineFault>(&detected))
        return "engine " + s_.engines[e].name + ": " + fault->detail;
      protocol_[e] = std::get<Protocol>(detected);
      control_[e] = engine_control(s_.engines[e], s_.limits);
      if (!control_[e].tc && !control_[e].depth && !control_[e].nodes && !control_[e].movetime_ms)
        return "engine " + s_.engines[e].name +
               " has no limit: give --tc, --depth or --nodes (or tc=, depth=, nodes=)";
      report_.engine_ready(e, protocol_[e], control_[e]);
    }
    if (auto refused = unplayable_variant()) return refused;
    const int pairs = (s_.games + 1) / 2;
    openings_.resize(s_.variants.size());
    for (size_t v = 0; v < s_.variants.size(); ++v) {
      auto made = make_openings(s_.openings, *s_.variants[v], pairs, s_.seed);
      if (auto* err = std::get_if<std::string>(&made)) return *err;
      openings_[v] = std::get<std::vector<Opening>>(made);
    }
    // Variants interleave, so an early SPRT stop has seen all of them.
    for (int p = 0; p < pairs; ++p)
      for (size_t v = 0; v < s_.variants.size(); ++v)
        for (int g = 0; g < 2; ++g) {
          const int pair = static_cast<int>(schedule_.size()) / 2;
          schedule_.push_back(
              {static_cast<int>(schedule_.size()), pair, s_.variants[v], &openings_[v][p], g});
        }
    first_of_pair_.assign(schedule_.size() / 2, -1.0);
    report_.schedule_ready(static_cast<int>(schedule_.size()), 2 * pairs);
    return std::nullopt;
  }

  // An engine that cannot play one of the variants would forfeit every game of it: the match is
  // refused before the first game. An engine that fails to start is left to the games (it
  // forfeits them and may stop the match).
  std::optional<std::string> unplayable_variant() {
    for (int e = 0; e < 2; ++e) {
      auto player = make_player(s_.engines[e], protocol_[e], s_.timeouts);
      if (player->start()) {
        player->kill();
        continue;
      }
      for (const Variant* v : s_.variants) {
        const auto fault = player->new_game(*v, "", control_[e]);
        if (fault && fault->kind == EngineFault::Kind::Unsupported) {
          player->stop();
          return "engine " + s_.engines[e].name + " cannot play " + v->name + " (" + fault->detail + ")";
        }
      }
      player->stop();
    }
    return std::nullopt;
  }

  std::variant<MatchSummary, std::string> run() {
    std::vector<std::thread> workers;
    const int threads = std::max(1, std::min<int>(s_.concurrency, static_cast<int>(schedule_.size())));
    for (int t = 0; t < threads; ++t) workers.emplace_back([this] { work(); });
    for (auto& w : workers) w.join();
    if (!abort_reason_.empty()) return abort_reason_;
    report_.match_finished(summary_);
    return summary_;
  }

 private:
  std::optional<ScheduledGame> take() {
    std::lock_guard lock(mutex_);
    if (stop_ || next_ >= schedule_.size()) return std::nullopt;
    return schedule_[next_++];
  }

  GameSettings game_settings(const ScheduledGame& g) const {
    GameSettings gs;
    gs.variant = g.variant;
    gs.opening = *g.opening;
    gs.control = {control_[g.white_engine], control_[1 - g.white_engine]};
    gs.margin_ms = s_.margin_ms;
    gs.timeouts = s_.timeouts;
    gs.max_plies = s_.max_plies;
    gs.adjudication = s_.adjudication;
    return gs;
  }

  // Starts engine `e` if needed and sets it up for the game. An engine found dead at that point
  // (it may have quit after the last result) gets one restart before it forfeits.
  std::optional<EngineFault> ready(std::unique_ptr<EnginePlayer>& player, int e, const ScheduledGame& g,
                                   const GameSettings& gs) {
    const Color colour = e == g.white_engine ? Color::White : Color::Black;
    std::optional<EngineFault> fault;
    for (int attempt = 0; attempt < 2; ++attempt) {
      if (!player) {
        player = make_player(s_.engines[e], protocol_[e], s_.timeouts);
        fault = player->start();
        if (fault) {
          player.reset();
          if (++start_failures_[e] >= kMaxStartFailures)
            abort("engine " + s_.engines[e].name + ": " + fault->detail);
          return fault;
        }
        start_failures_[e] = 0;
      }
      fault = player->new_game(*gs.variant, gs.opening.fen, gs.control[idx(colour)]);
      if (!fault) return std::nullopt;
      player->kill();
      player.reset();
      if (fault->kind != EngineFault::Kind::Crashed) break;
    }
    return fault;
  }

  void work() {
    std::array<std::unique_ptr<EnginePlayer>, 2> players;
    while (const auto g = take()) {
      if (s_.wait_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(s_.wait_ms));
      {
        std::lock_guard lock(mutex_);
        report_.game_started(label(*g));
      }
      const GameSettings gs = game_settings(*g);
      std::optional<GameRecord> record;
      for (int e : {g->white_engine, 1 - g->white_engine}) {
        if (auto fault = ready(players[e], e, *g, gs)) {
          record = forfeited_game(gs, e == g->white_engine ? Color::White : Color::Black, *fault);
          break;
        }
      }
      if (!record) {
        EnginePlayer* white = players[g->white_engine].get();
        EnginePlayer* black = players[1 - g->white_engine].get();
        record = play_game({white, black}, gs);
        for (Color c : {Color::White, Color::Black}) {
          const int e = c == Color::White ? g->white_engine : 1 - g->white_engine;
          if (!record->faulted[idx(c)] && players[e]->alive()) continue;
          players[e]->kill();
          players[e].reset();  // restarted before the next game
        }
      }
      finish(*g, *record);
    }
    for (auto& p : players)
      if (p) p->stop();
  }

  void abort(const std::string& reason) {
    std::lock_guard lock(mutex_);
    stop_ = true;
    if (abort_reason_.empty()) abort_reason_ = reason;
  }

  GameLabel label(const ScheduledGame& g) const {
    return {g.index + 1, static_cast<int>(schedule_.size()), g.variant, s_.engines[g.white_engine].name,
            s_.engines[1 - g.white_engine].name};
  }

  void write_files(const ScheduledGame& g, const GameRecord& r) {
    // "-": no clock; "?": each engine had its own.
    PgnHeader h{s_.event,
                date_,
                g.index + 1,
                s_.engines[g.white_engine].name,
                s_.engines[1 - g.white_engine].name,
                g.variant->name,
                "-"};
    if (control_[0].tc || control_[1].tc) h.time_control = "?";
    if (control_[0].tc && control_[1].tc && control_[0].tc->pgn_text() == control_[1].tc->pgn_text())
      h.time_control = control_[0].tc->pgn_text();
    h.minimal = s_.pgn_minimal;
    h.cutechess_terminations = s_.cutechess_terminations;
    pgn_.write(pgn_text(h, r));
    epd_.write(r.end_fen + "\n");
  }

  void finish(const ScheduledGame& g, const GameRecord& r) {
    write_files(g, r);
    std::lock_guard lock(mutex_);
    const double points = first_engine_points(r, g.white_engine);
    MatchSummary& s = summary_;
    ++s.games;
    for (Trinomial* x :
         {&s.score, &s.by_variant[g.variant->name].score, &s.first_by_colour[g.white_engine]}) {
      if (points == 1.0)
        ++x->wins;
      else if (points == 0.5)
        ++x->draws;
      else
        ++x->losses;
    }
    ++s.by_variant[g.variant->name].games;
    ++s.terminations[termination_text(r.termination)];
    if (r.termination != Termination::Normal && r.termination != Termination::Adjudication)
      s.fault_reasons.push_back("game " + std::to_string(g.index + 1) + ": " + r.end.reason);
    s.disagreements += r.disagreements;
    double& first = first_of_pair_[g.pair];
    if (first < 0) {
      first = points;
    } else {
      ++s.pairs.counts[static_cast<int>(std::lround((first + points) * 2))];
    }
    if (s_.sprt) {
      const double llr = log_likelihood_ratio(moments(s.pairs), s_.sprt->elo0, s_.sprt->elo1);
      s.llr = llr;
      const SprtBounds b = sprt_bounds(s_.sprt->alpha, s_.sprt->beta);
      if (s.sprt_verdict.empty() && (llr >= b.upper || llr <= b.lower)) {
        s.sprt_verdict = llr >= b.upper ? "H1 accepted" : "H0 accepted";
        stop_ = true;
      }
    }
    report_.game_finished(label(g), r, s);
  }

  const MatchSettings& s_;
  MatchReport& report_;
  PgnWriter pgn_;
  PgnWriter epd_;  // the end positions, one FEN a line
  std::string date_ = today();
  std::array<Protocol, 2> protocol_{};
  std::array<SearchControl, 2> control_{};
  std::vector<std::vector<Opening>> openings_;
  std::vector<ScheduledGame> schedule_;
  std::vector<double> first_of_pair_;
  std::array<std::atomic<int>, 2> start_failures_{};

  std::mutex mutex_;  // guards everything below
  size_t next_ = 0;
  bool stop_ = false;
  std::string abort_reason_;
  MatchSummary summary_;
};

}  // namespace

SearchControl engine_control(const EngineSpec& spec, const SearchControl& defaults) {
  SearchControl c = defaults;
  if (spec.depth) c.depth = spec.depth;
  if (spec.nodes) c.nodes = spec.nodes;
  if (spec.tc) c.tc = TimeControl::parse(*spec.tc);
  if (spec.movetime_ms) c.movetime_ms = spec.movetime_ms;
  return c;
}

std::variant<MatchSummary, std::string> run_match(const MatchSettings& settings, MatchReport& report) {
  Runner runner(settings, report);
  if (auto err = runner.prepare()) return *err;
  return runner.run();
}

std::variant<MatchSummary, std::string> run_match(const MatchSettings& settings, std::ostream& out) {
  AbbottReport report(settings, out);
  return run_match(settings, report);
}

}  // namespace abbott::match
