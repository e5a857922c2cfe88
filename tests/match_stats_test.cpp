// Elo and SPRT arithmetic of the match runner against worked examples. The expected numbers
// were computed independently with this Python snippet (logistic Elo, normal-approximation GSPRT):
//   elo = lambda s: -400*math.log10(1/s-1);  sc = lambda e: 1/(1+10**(-e/400))
//   n = sum(counts); m = sum(c*x)/n; v = sum(c*(x-m)**2)/n; h = 1.959963984540054*math.sqrt(v/n)
//   interval = (elo(m-h), elo(m+h));  llr = n*(sc(e1)-sc(e0))*(2*m-sc(e0)-sc(e1))/(2*v)
#include <gtest/gtest.h>

#include <cmath>

#include "match/stats.h"

namespace abbott::match {
namespace {

TEST(MatchStats, TrinomialEloAndInterval) {
  // 60 wins, 25 draws, 15 losses: score 0.725, per-game variance 0.136875.
  const ScoreMoments m = moments(Trinomial{60, 25, 15});
  EXPECT_EQ(m.trials, 100);
  EXPECT_DOUBLE_EQ(m.mean, 0.725);
  EXPECT_NEAR(m.variance, 0.136875, 1e-12);
  const auto e = estimate_elo(m);
  ASSERT_TRUE(e);
  EXPECT_NEAR(e->elo, 168.40212509629237, 1e-9);
  EXPECT_NEAR(e->lower, 109.44105425489859, 1e-9);
  EXPECT_NEAR(e->upper, 238.13522336139502, 1e-9);
}

TEST(MatchStats, DrawsNarrowTheInterval) {
  // Equal scores: Elo 0; 60% draws give +-43.29, 46% draws +-50.39.
  const auto many_draws = estimate_elo(moments(Trinomial{20, 60, 20}));
  const auto fewer_draws = estimate_elo(moments(Trinomial{27, 46, 27}));
  ASSERT_TRUE(many_draws && fewer_draws);
  EXPECT_NEAR(many_draws->elo, 0.0, 1e-9);
  EXPECT_NEAR(many_draws->upper, 43.29041707211846, 1e-9);
  EXPECT_NEAR(fewer_draws->upper, 50.39060763072295, 1e-9);
}

TEST(MatchStats, EloNeedsAScoreStrictlyBetweenZeroAndOne) {
  EXPECT_FALSE(estimate_elo(moments(Trinomial{})));
  EXPECT_FALSE(estimate_elo(moments(Trinomial{3, 0, 0})));
  EXPECT_FALSE(estimate_elo(moments(Trinomial{0, 0, 2})));
  // One win, one loss: the interval reaches past both ends of the score scale.
  const auto e = estimate_elo(moments(Trinomial{1, 0, 1}));
  ASSERT_TRUE(e);
  EXPECT_TRUE(std::isinf(e->lower) && std::isinf(e->upper));
}

TEST(MatchStats, EloScoreConversions) {
  EXPECT_NEAR(score_from_elo(0), 0.5, 1e-12);
  EXPECT_NEAR(score_from_elo(400), 10.0 / 11.0, 1e-12);  // 10:1 odds at 400 Elo
  EXPECT_NEAR(elo_from_score(10.0 / 11.0), 400.0, 1e-9);
  EXPECT_NEAR(elo_from_score(0.25), -190.84850188786497, 1e-9);
}

TEST(MatchStats, TrinomialLlr) {
  EXPECT_NEAR(log_likelihood_ratio(moments(Trinomial{60, 25, 15}), 0, 10), 2.289403399624861, 1e-9);
  EXPECT_NEAR(log_likelihood_ratio(moments(Trinomial{60, 25, 15}), 0, 5), 1.1638420340723976, 1e-9);
  EXPECT_NEAR(log_likelihood_ratio(moments(Trinomial{20, 60, 20}), 0, 10), -0.10349553411318202, 1e-9);
  // All draws: no variance, no information.
  EXPECT_EQ(log_likelihood_ratio(moments(Trinomial{0, 10, 0}), 0, 10), 0.0);
}

TEST(MatchStats, PentanomialEloAndLlr) {
  // 115 pairs scoring 0, 1/2, 1, 3/2, 2 points: 5, 20, 50, 30, 10 times.
  Pentanomial p;
  p.counts = {5, 20, 50, 30, 10};
  const ScoreMoments m = moments(p);
  EXPECT_EQ(m.trials, 115);
  EXPECT_NEAR(m.mean, 0.5434782608695652, 1e-12);
  EXPECT_NEAR(m.variance, 0.057892249527410206, 1e-12);
  const auto e = estimate_elo(m);
  ASSERT_TRUE(e);
  EXPECT_NEAR(e->elo, 30.288285575247322, 1e-9);
  EXPECT_NEAR(e->lower, -0.3454185656032226, 1e-9);
  EXPECT_NEAR(e->upper, 61.400320663064974, 1e-9);
  EXPECT_NEAR(log_likelihood_ratio(m, 0, 10), 1.036994328205425, 1e-9);
}

TEST(MatchStats, SprtBounds) {
  // ln(beta/(1-alpha)) and ln((1-beta)/alpha).
  const SprtBounds b = sprt_bounds(0.05, 0.05);
  EXPECT_NEAR(b.lower, -2.9444389791664403, 1e-12);
  EXPECT_NEAR(b.upper, 2.9444389791664403, 1e-12);
  const SprtBounds c = sprt_bounds(0.05, 0.1);
  EXPECT_NEAR(c.lower, -2.251291798606495, 1e-12);
  EXPECT_NEAR(c.upper, 2.8903717578961645, 1e-12);
}

}  // namespace
}  // namespace abbott::match
