// abbott's own match report.
#include "match/abbott_report.h"

#include <cmath>
#include <sstream>

namespace abbott::match {

namespace {

std::string fixed(double v, int decimals) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (std::abs(v) < 0.5 * std::pow(10.0, -decimals)) v = 0.0;  // no "-0.0"
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(decimals);
  s << v;
  return s.str();
}

std::string tc_text(const SearchControl& c) {
  std::string t = c.tc ? c.tc->pgn_text() : "-";
  if (c.depth) t += " depth " + std::to_string(*c.depth);
  if (c.nodes) t += " nodes " + std::to_string(*c.nodes);
  if (c.movetime_ms) t += " movetime " + std::to_string(*c.movetime_ms) + " ms";
  return t;
}

}  // namespace

void AbbottReport::engine_ready(int e, Protocol protocol, const SearchControl& control) {
  out_ << "Engine " << e + 1 << ": " << s_.engines[e].name << " (" << protocol_name(protocol) << ", "
       << tc_text(control) << ")\n";
}

void AbbottReport::schedule_ready(int games, int per_variant) {
  out_ << "Games: " << games << " (" << s_.variants.size() << " variant(s) x " << per_variant
       << "), concurrency " << s_.concurrency << ", seed " << s_.seed << "\n";
  out_.flush();
}

void AbbottReport::game_finished(const GameLabel& g, const GameRecord& r, const MatchSummary& s) {
  out_ << "Game " << g.number << "/" << g.total << " [" << g.variant->name << "] " << g.white << " vs "
       << g.black << ": " << r.end.result_text() << " {" << r.end.reason << "}\n"
       << score_line(s, s_.sprt) << "\n";
  out_.flush();
}

void AbbottReport::match_finished(const MatchSummary& s) {
  std::ostringstream o;
  o << "\n=== Match summary: " << s_.engines[0].name << " vs " << s_.engines[1].name << " ===\n";
  o << score_line(s, s_.sprt) << "\n";
  const ScoreMoments pm = moments(s.pairs);
  o << "Pairs (0, 1/2, 1, 3/2, 2 points): " << s.pairs.counts[0] << ", " << s.pairs.counts[1] << ", "
    << s.pairs.counts[2] << ", " << s.pairs.counts[3] << ", " << s.pairs.counts[4];
  if (const auto e = estimate_elo(pm))
    o << "; pentanomial Elo " << fixed(e->elo, 1) << " [" << fixed(e->lower, 1) << ", " << fixed(e->upper, 1)
      << "]";
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
  out_ << o.str();
  out_.flush();
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

}  // namespace abbott::match
