// Texel's method for one variant family's weights (eval/weights.h): fit the scale K of the
// logistic curve that turns an evaluation into an expected result, then minimise the mean squared
// error between that curve and the game results with Adam, over all the family's weights at once.
//
// The gradient is analytic through a linear model of the evaluation: for each position the
// evaluation's change per unit of each weight is measured once by a central finite difference
// (most terms are exactly linear in their weight), so an epoch costs one multiply-add per
// position and weight instead of an evaluation. The model is rebuilt at the rounded weights every
// `relinearize_every` epochs, where the loss is also measured exactly.
//
// Two guards against fitting the games rather than the evaluation: an L2 pull toward the starting
// weights (`regularize`), and the exact loss of held-out positions, which the fit never sees, on
// every epoch's report, so that over-fitting shows as a held-out loss that stops falling.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/variant.h"
#include "eval/params.h"

namespace abbott::tune {

struct TuneSample {
  const Variant* variant = nullptr;
  std::string fen;
  double result = 0.5;  // White's expected score, 0 to 1
};

struct TuneSettings {
  VariantFamily family = VariantFamily::Ultima;
  std::vector<std::string> weights;  // names to tune; empty: every weight of the family
  eval::Params start;                // the weights to start from
  int epochs = 300;
  int threads = 1;
  double learning_rate = 1.0;  // centipawns per step, Adam's step size; decays linearly to a tenth
  int relinearize_every = 50;
  double k = 0;  // the curve's scale; 0 = fit it first
  // Adam minimises the loss plus regularize * sum over the tuned weights of (weight - start)^2,
  // weights in centipawns; 0 fits the data alone.
  double regularize = 0;
};

struct EpochReport {
  int epoch = 0;
  double loss = 0;
  bool exact = false;                   // measured with the evaluation itself, not the linear model
  std::optional<double> held_out_loss;  // exact, at the epoch's rounded weights, if positions are held out
  double seconds = 0;
};

struct TuneResult {
  eval::Params params;
  double k = 0;
  double start_loss = 0;                                           // exact, at settings.start
  double final_loss = 0;                                           // exact, at params
  std::optional<double> start_held_out_loss, final_held_out_loss;  // if positions are held out
};

// The expected score for White of a White-side evaluation `eval` on the curve with scale `k`.
double expected_score(double eval, double k);

// Mean squared error of the evaluation with `params` over `samples`.
double exact_loss(const std::vector<TuneSample>& samples, const eval::Params& params, double k, int threads);

// The samples of `family`'s variants among `lines` of training data; `skipped` counts the others.
// An error names the first line that does not read or whose FEN does not fit its variant.
std::variant<std::vector<TuneSample>, std::string> load_samples(const std::vector<std::string>& lines,
                                                                VariantFamily family, int& skipped);

// Moves the last `percent` percent of `samples` (the data file's last lines, so whole games but
// the one cut in two, since datagen writes a game's positions together) into the result.
std::vector<TuneSample> hold_out(std::vector<TuneSample>& samples, int percent);

// Fits the weights to `samples`; `held_out` (may be empty) is only measured, never fitted.
TuneResult tune(const std::vector<TuneSample>& samples, const std::vector<TuneSample>& held_out,
                const TuneSettings& settings, const std::function<void(const EpochReport&)>& progress);

}  // namespace abbott::tune
