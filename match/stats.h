// Match statistics: Elo from the score with a 95% confidence interval and the SPRT log-likelihood
// ratio, from game results (trinomial: win/draw/loss) or from game pairs with reversed colours
// (pentanomial: pair scores 0, 1/2, 1, 3/2, 2). Elo is the logistic scale: a score s means
// -400 log10(1/s - 1). The LLR is the generalised SPRT in its normal approximation (as fishtest
// and fastchess use it): LLR = N (s1 - s0) (2 m - s0 - s1) / (2 v), where m and v are the mean
// and variance of one game's (or one pair's) score, N the number of games (pairs), and s0, s1
// the expected scores at elo0 and elo1.
#pragma once

#include <array>
#include <optional>

namespace abbott::match {

struct Trinomial {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  [[nodiscard]] int games() const { return wins + draws + losses; }
};

// Counts of pair scores 0, 1/2, 1, 3/2 and 2 (the first engine's points over the two games).
struct Pentanomial {
  std::array<int, 5> counts{};
  [[nodiscard]] int pairs() const { return counts[0] + counts[1] + counts[2] + counts[3] + counts[4]; }
};

struct EloEstimate {
  double elo = 0;
  double lower = 0;  // 95% interval
  double upper = 0;
  [[nodiscard]] double margin() const { return (upper - lower) / 2; }
};

// Mean and variance of one trial's score in [0, 1].
struct ScoreMoments {
  double mean = 0;
  double variance = 0;
  int trials = 0;
};

ScoreMoments moments(const Trinomial& t);
ScoreMoments moments(const Pentanomial& p);

double elo_from_score(double score);
double score_from_elo(double elo);

// Nullopt until the score is strictly between 0 and 1.
std::optional<EloEstimate> estimate_elo(const ScoreMoments& m);

// 0 when the variance is 0 (no information yet).
double log_likelihood_ratio(const ScoreMoments& m, double elo0, double elo1);

struct SprtBounds {
  double lower;  // accept H0 (elo0) at or below
  double upper;  // accept H1 (elo1) at or above
};
SprtBounds sprt_bounds(double alpha, double beta);

}  // namespace abbott::match
