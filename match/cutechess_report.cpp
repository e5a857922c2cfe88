// cutechess-cli's result lines. Their numbers follow cutechess-cli's documented output: the
// score is the first engine's points over the games; the Elo interval maps the 95% interval of
// the mean game score (trinomial) to Elo; LOS is 0.5 + 0.5 erf((W - L) / sqrt(2 (W + L))). The
// LLR is abbott's own (pentanomial, match/stats.h); only its wording is cutechess-cli's.
#include "match/cutechess_report.h"

#include <cmath>
#include <cstdio>

namespace abbott::match {

namespace {

constexpr double kZ95 = 1.959963984540054;

// printf-style number, but "nan", "inf" and "-inf" spelled as cutechess-cli prints them, and no
// negative zero.
std::string number(const char* format, double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  std::string s = buf;
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
  return s;
}

// "W - L - D  [score] N"
std::string wld(const Trinomial& t) {
  const int n = t.games();
  return std::to_string(t.wins) + " - " + std::to_string(t.losses) + " - " + std::to_string(t.draws) + "  [" +
         number("%.3f", n ? (2.0 * t.wins + t.draws) / (2.0 * n) : std::nan("")) + "] " + std::to_string(n);
}

}  // namespace

std::string cutechess_score_line(const std::string& first, const std::string& second,
                                 const Trinomial& score) {
  return "Score of " + first + " vs " + second + ": " + wld(score);
}

std::string cutechess_elo_line(const Trinomial& t) {
  const double n = t.games();
  const ScoreMoments m = moments(t);
  const double stdev = std::sqrt(m.variance / n);
  const double elo = elo_from_score(m.mean);
  const double margin = (elo_from_score(m.mean + kZ95 * stdev) - elo_from_score(m.mean - kZ95 * stdev)) / 2.0;
  const double los =
      100.0 * (0.5 + 0.5 * std::erf((t.wins - t.losses) / std::sqrt(2.0 * (t.wins + t.losses))));
  return "Elo difference: " + number("%.1f", elo) + " +/- " + number("%.1f", margin) +
         ", LOS: " + number("%.1f", los) + " %, DrawRatio: " + number("%.1f", 100.0 * t.draws / n) + " %";
}

std::string cutechess_sprt_line(const MatchSummary& s, const SprtSettings& sprt) {
  const SprtBounds b = sprt_bounds(sprt.alpha, sprt.beta);
  const double llr = s.llr.value_or(0.0);
  std::string line = "SPRT: llr " + number("%.3g", llr) + " (" + number("%.1f", 100.0 * llr / b.upper) +
                     "%), lbound " + number("%.3g", b.lower) + ", ubound " + number("%.3g", b.upper);
  if (s.sprt_verdict == "H0 accepted") line += " - H0 was accepted";
  if (s.sprt_verdict == "H1 accepted") line += " - H1 was accepted";
  return line;
}

std::string cutechess_ratings(const MatchSettings& settings, const MatchSummary& s) {
  const std::string& name = settings.engines[0].name;
  const Trinomial& white = s.first_by_colour[0];
  const Trinomial& black = s.first_by_colour[1];
  std::string out;
  if (white.games()) out += "...      " + name + " playing White: " + wld(white) + "\n";
  if (black.games()) out += "...      " + name + " playing Black: " + wld(black) + "\n";
  // From White's side: the first engine's wins with White and losses with Black.
  const Trinomial by_side{white.wins + black.losses, white.draws + black.draws, white.losses + black.wins};
  if (by_side.games()) out += "...      White vs Black: " + wld(by_side) + "\n";
  out += cutechess_elo_line(s.score);
  if (settings.sprt) out += "\n" + cutechess_sprt_line(s, *settings.sprt);
  return out;
}

void CutechessReport::game_started(const GameLabel& g) {
  out_ << "Started game " << g.number << " of " << g.total << " (" << g.white << " vs " << g.black << ")\n";
  out_.flush();
}

void CutechessReport::game_finished(const GameLabel& g, const GameRecord& r, const MatchSummary& s) {
  out_ << "Finished game " << g.number << " (" << g.white << " vs " << g.black << "): " << r.end.result_text()
       << " {" << r.end.reason << "}\n"
       << cutechess_score_line(s_.engines[0].name, s_.engines[1].name, s.score) << "\n";
  if (rating_interval_ > 0 && s.games % rating_interval_ == 0) out_ << cutechess_ratings(s_, s) << "\n";
  out_.flush();
}

void CutechessReport::match_finished(const MatchSummary& s) {
  if (rating_interval_ == 0 || s.games % rating_interval_ != 0) out_ << cutechess_ratings(s_, s) << "\n";
  out_ << "Finished match\n";
  out_.flush();
}

}  // namespace abbott::match
