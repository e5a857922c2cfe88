// Elo and SPRT arithmetic.
#include "match/stats.h"

#include <cmath>

namespace abbott::match {

namespace {
// Two-sided 95% quantile of the normal distribution.
constexpr double kZ95 = 1.959963984540054;

template <size_t N>
ScoreMoments moments_of(const std::array<int, N>& counts, const std::array<double, N>& scores) {
  ScoreMoments m;
  for (int c : counts) m.trials += c;
  if (!m.trials) return m;
  for (size_t i = 0; i < N; ++i) m.mean += counts[i] * scores[i];
  m.mean /= m.trials;
  for (size_t i = 0; i < N; ++i) m.variance += counts[i] * (scores[i] - m.mean) * (scores[i] - m.mean);
  m.variance /= m.trials;
  return m;
}
}  // namespace

ScoreMoments moments(const Trinomial& t) {
  return moments_of<3>({t.losses, t.draws, t.wins}, {0.0, 0.5, 1.0});
}

ScoreMoments moments(const Pentanomial& p) {
  return moments_of<5>(p.counts, {0.0, 0.25, 0.5, 0.75, 1.0});
}

double elo_from_score(double score) {
  return -400.0 * std::log10(1.0 / score - 1.0);
}

double score_from_elo(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

std::optional<EloEstimate> estimate_elo(const ScoreMoments& m) {
  if (m.trials == 0 || m.mean <= 0.0 || m.mean >= 1.0) return std::nullopt;
  const double half = kZ95 * std::sqrt(m.variance / m.trials);
  EloEstimate e;
  e.elo = elo_from_score(m.mean);
  // The interval is taken on the score and mapped to Elo; near 0 or 1 it opens to infinity.
  e.lower = m.mean - half > 0.0 ? elo_from_score(m.mean - half) : -INFINITY;
  e.upper = m.mean + half < 1.0 ? elo_from_score(m.mean + half) : INFINITY;
  return e;
}

double log_likelihood_ratio(const ScoreMoments& m, double elo0, double elo1) {
  if (m.trials == 0 || m.variance <= 0.0) return 0.0;
  const double s0 = score_from_elo(elo0);
  const double s1 = score_from_elo(elo1);
  return m.trials * (s1 - s0) * (2.0 * m.mean - s0 - s1) / (2.0 * m.variance);
}

SprtBounds sprt_bounds(double alpha, double beta) {
  return {std::log(beta / (1.0 - alpha)), std::log((1.0 - beta) / alpha)};
}

}  // namespace abbott::match
