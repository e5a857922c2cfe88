// The match runner: schedule, worker threads, scoring and reports.
#include "match/match.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <cmath>
#include <ctime>
#include <mutex>
#include <sstream>
#include <thread>

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

std::string fixed(double v, int decimals) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (std::abs(v) < 0.5 * std::pow(10.0, -decimals)) v = 0.0;  // no "-0.0"
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(decimals);
  s << v;
  return s.str();
}

// The first engine's points (0, 0.5, 1) in a game, from the outcome and who had White.
double first_engine_points(const GameRecord& r, int white_engine) {
  double white = r.end.outcome == Outcome::WhiteWins ? 1.0 : r.end.outcome == Outcome::Draw ? 0.5 : 0.0;
  return white_engine == 0 ? white : 1.0 - white;
}

std::string tc_text(const SearchControl& c) {
  std::string t = c.tc ? c.tc->pgn_text() : "-";
  if (c.depth) t += " depth " + std::to_string(*c.depth);
  if (c.nodes) t += " nodes " + std::to_string(*c.nodes);
  return t;
}

class Runner {
 public:
  Runner(const MatchSettings& s, std::ostream& out) : s_(s), out_(out), pgn_(s.pgn_path) {}

  std::optional<std::string> prepare() {
    if (!pgn_.ok()) return "cannot write PGN file " + s_.pgn_path;
    for (int e = 0; e < 2; ++e) {
      const auto detected = detect_protocol(s_.engines[e], s_.timeouts);
      if (const auto* fault = std::get_if<EngineFault>(&detected))
        return "engine " + s_.engines[e].name + ": " + fault->detail;
      protocol_[e] = std::get<Protocol>(detected);
      control_[e] = engine_control(s_.engines[e], s_.limits);
      if (!control_[e].tc && !control_[e].depth && !control_[e].nodes)
        return "engine " + s_.engines[e].name +
               " has no limit: give --tc, --depth or --nodes (or tc=, depth=, nodes=)";
      out_ << "Engine " << e + 1 << ": " << s_.engines[e].name << " (" << protocol_name(protocol_[e]) << ", "
           << tc_text(control_[e]) << ")\n";
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
    out_ << "Games: " << schedule_.size() << " (" << s_.variants.size() << " variant(s) x " << 2 * pairs
         << "), concurrency " << s_.concurrency << ", seed " << s_.seed << "\n";
    out_.flush();
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
    out_ << summary_text();
    out_.flush();
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

  void finish(const ScheduledGame& g, const GameRecord& r) {
    const std::string& white = s_.engines[g.white_engine].name;
    const std::string& black = s_.engines[1 - g.white_engine].name;
    // "-": no clock; "?": each engine had its own.
    PgnHeader h{s_.event, date_, g.index + 1, white, black, g.variant->name, "-"};
    if (control_[0].tc || control_[1].tc) h.time_control = "?";
    if (control_[0].tc && control_[1].tc && control_[0].tc->pgn_text() == control_[1].tc->pgn_text())
      h.time_control = control_[0].tc->pgn_text();
    pgn_.write(pgn_text(h, r));

    std::lock_guard lock(mutex_);
    const double points = first_engine_points(r, g.white_engine);
    MatchSummary& s = summary_;
    ++s.games;
    Trinomial& t = s.score;
    Trinomial& vt = s.by_variant[g.variant->name].score;
    for (Trinomial* x : {&t, &vt}) {
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
    out_ << "Game " << g.index + 1 << "/" << schedule_.size() << " [" << g.variant->name << "] " << white
         << " vs " << black << ": " << r.end.result_text() << " {" << r.end.reason << "}\n"
         << score_line(s, s_.sprt) << "\n";
    out_.flush();
  }

  std::string summary_text() const {
    const MatchSummary& s = summary_;
    std::ostringstream o;
    o << "\n=== Match summary: " << s_.engines[0].name << " vs " << s_.engines[1].name << " ===\n";
    o << score_line(s, s_.sprt) << "\n";
    const ScoreMoments pm = moments(s.pairs);
    o << "Pairs (0, 1/2, 1, 3/2, 2 points): " << s.pairs.counts[0] << ", " << s.pairs.counts[1] << ", "
      << s.pairs.counts[2] << ", " << s.pairs.counts[3] << ", " << s.pairs.counts[4];
    if (const auto e = estimate_elo(pm))
      o << "; pentanomial Elo " << fixed(e->elo, 1) << " [" << fixed(e->lower, 1) << ", "
        << fixed(e->upper, 1) << "]";
    o << "\n";
    if (s_.sprt)
      o << "SPRT elo0=" << s_.sprt->elo0 << " elo1=" << s_.sprt->elo1 << " alpha=" << s_.sprt->alpha
        << " beta=" << s_.sprt->beta << ": " << (s.sprt_verdict.empty() ? "no decision" : s.sprt_verdict)
        << "\n";
    o << "By variant (" << s_.engines[0].name << " W-D-L):";
    for (const auto& [name, vs] : s.by_variant)
      o << " " << name << " " << vs.score.wins << "-" << vs.score.draws << "-" << vs.score.losses;
    o << "\nTerminations:";
    for (const auto& [name, n] : s.terminations) o << " " << name << " " << n << ";";
    o << "\nEngine faults: " << s.fault_reasons.size() << "\n";
    for (const auto& f : s.fault_reasons) o << "  " << f << "\n";
    o << "Engine verdicts contradicting the referee: " << s.disagreements << "\n";
    return o.str();
  }

  const MatchSettings& s_;
  std::ostream& out_;
  PgnWriter pgn_;
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
  return c;
}

std::string score_line(const MatchSummary& s, const std::optional<SprtSettings>& sprt) {
  std::ostringstream o;
  const ScoreMoments m = moments(s.score);
  o << "Score " << s.score.wins << "-" << s.score.draws << "-" << s.score.losses << " (W-D-L) "
    << fixed(100 * m.mean, 1) << "% of " << s.games;
  if (const auto e = estimate_elo(m))
    o << ", Elo " << fixed(e->elo, 1) << " +/- " << fixed(e->margin(), 1) << " (95%, trinomial)";
  else
    o << ", Elo n/a";
  if (sprt) {
    const SprtBounds b = sprt_bounds(sprt->alpha, sprt->beta);
    o << ", LLR " << fixed(s.llr.value_or(0.0), 2) << " [" << fixed(b.lower, 2) << ", " << fixed(b.upper, 2)
      << "] (pentanomial, " << s.pairs.pairs() << " pairs)";
  }
  return o.str();
}

std::variant<MatchSummary, std::string> run_match(const MatchSettings& settings, std::ostream& out) {
  Runner runner(settings, out);
  if (auto err = runner.prepare()) return *err;
  return runner.run();
}

}  // namespace abbott::match
