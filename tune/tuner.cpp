// Texel tuning; see tuner.h.
#include "tune/tuner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <thread>
#include <utility>

#include "eval/evaluate.h"
#include "eval/weights.h"
#include "tune/training_data.h"

namespace abbott::tune {

namespace {

constexpr double kLn10Over400 = 2.302585092994046 / 400;

// Runs fn(begin, end, part) over [0, n) split into `threads` parts.
template <typename Fn>
void parallel_for(size_t n, int threads, Fn fn) {
  const size_t parts = std::max<size_t>(1, std::min<size_t>(static_cast<size_t>(threads), n));
  std::vector<std::thread> pool;
  for (size_t t = 0; t < parts; ++t) pool.emplace_back([&, t] { fn(n * t / parts, n * (t + 1) / parts, t); });
  for (std::thread& th : pool) th.join();
}

int white_eval(const Position& pos, const eval::Params& p) {
  const int e = evaluate(pos, p);
  return pos.side_to_move() == Color::White ? e : -e;
}

// The evaluation near some weights w0: eval(w) ~ base + sum coef[i] * (w[i] - w0[i]).
struct LinearModel {
  std::vector<double> w0;
  std::vector<float> base;  // per sample
  std::vector<float> coef;  // per sample, per weight
};

LinearModel linearize(const std::vector<TuneSample>& samples, const eval::Params& at,
                      const std::vector<std::string>& names, int threads) {
  const size_t nw = names.size();
  LinearModel m;
  eval::Params copy = at;
  for (const std::string& name : names) m.w0.push_back(*eval::find_weight(copy, name));
  m.base.resize(samples.size());
  m.coef.resize(samples.size() * nw);
  parallel_for(samples.size(), threads, [&](size_t begin, size_t end, size_t) {
    eval::Params p = at;
    std::vector<int*> fields;
    for (const std::string& name : names) fields.push_back(eval::find_weight(p, name));
    Position pos;
    for (size_t s = begin; s < end; ++s) {
      (void)pos.set(*samples[s].variant, samples[s].fen);
      m.base[s] = static_cast<float>(white_eval(pos, p));
      for (size_t i = 0; i < nw; ++i) {
        const int w = *fields[i];
        const int lo = std::max(eval::weight_minimum(names[i]), w - 1), hi = w + 1;
        *fields[i] = lo;
        const int e_lo = white_eval(pos, p);
        *fields[i] = hi;
        const int e_hi = white_eval(pos, p);
        *fields[i] = w;
        m.coef[s * nw + i] = static_cast<float>(e_hi - e_lo) / static_cast<float>(hi - lo);
      }
    }
  });
  return m;
}

// Loss of the linear model at `w`, and its gradient into `grad`.
double model_loss(const LinearModel& m, const std::vector<TuneSample>& samples, const std::vector<double>& w,
                  double k, int threads, std::vector<double>& grad) {
  const size_t nw = w.size(), n = samples.size();
  std::vector<double> delta(nw);
  for (size_t i = 0; i < nw; ++i) delta[i] = w[i] - m.w0[i];
  const size_t parts = static_cast<size_t>(std::max(1, threads));
  std::vector<std::vector<double>> grads(parts, std::vector<double>(nw, 0.0));
  std::vector<double> losses(parts, 0.0);
  parallel_for(n, threads, [&](size_t begin, size_t end, size_t part) {
    std::vector<double>& g = grads[part];
    double loss = 0;
    for (size_t s = begin; s < end; ++s) {
      const float* c = &m.coef[s * nw];
      double e = m.base[s];
      for (size_t i = 0; i < nw; ++i) e += c[i] * delta[i];
      const double p = expected_score(e, k), err = samples[s].result - p;
      loss += err * err;
      const double d = -2 * err * p * (1 - p) * k * kLn10Over400;
      for (size_t i = 0; i < nw; ++i) g[i] += d * c[i];
    }
    losses[part] = loss;
  });
  grad.assign(nw, 0.0);
  double loss = 0;
  for (size_t t = 0; t < parts; ++t) {
    loss += losses[t];
    for (size_t i = 0; i < nw; ++i) grad[i] += grads[t][i];
  }
  for (double& g : grad) g /= static_cast<double>(n);
  return loss / static_cast<double>(n);
}

// The scale that minimises the loss of the evaluations `evals` (White's side): golden-section
// search, the loss being unimodal in k.
double fit_k(const std::vector<TuneSample>& samples, const std::vector<float>& evals) {
  const auto loss = [&](double k) {
    double sum = 0;
    for (size_t s = 0; s < samples.size(); ++s) {
      const double err = samples[s].result - expected_score(evals[s], k);
      sum += err * err;
    }
    return sum;
  };
  const double phi = (std::sqrt(5.0) - 1) / 2;
  double a = 0.01, b = 10;
  double c = b - phi * (b - a), d = a + phi * (b - a);
  double fc = loss(c), fd = loss(d);
  for (int i = 0; i < 60; ++i) {
    if (fc < fd) {
      b = d, d = c, fd = fc;
      c = b - phi * (b - a), fc = loss(c);
    } else {
      a = c, c = d, fc = fd;
      d = a + phi * (b - a), fd = loss(d);
    }
  }
  return (a + b) / 2;
}

eval::Params rounded(const eval::Params& start, const std::vector<std::string>& names,
                     const std::vector<double>& w) {
  eval::Params p = start;
  for (size_t i = 0; i < names.size(); ++i)
    *eval::find_weight(p, names[i]) = static_cast<int>(std::lround(w[i]));
  return p;
}

// Adam's state over the tuned weights, and the pull of the L2 term toward the starting ones.
class Adam {
 public:
  Adam(std::vector<double> start, double regularize)
      : start_(std::move(start)), regularize_(regularize), m_(start_.size(), 0.0), v_(start_.size(), 0.0) {}

  // One step of size `lr` along the data's gradient `grad` plus the L2 term's, kept above each
  // weight's least value.
  void step(int epoch, double lr, const std::vector<std::string>& names, const std::vector<double>& grad,
            std::vector<double>& w) {
    constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
    for (size_t i = 0; i < w.size(); ++i) {
      const double g = grad[i] + 2 * regularize_ * (w[i] - start_[i]);
      m_[i] = kBeta1 * m_[i] + (1 - kBeta1) * g;
      v_[i] = kBeta2 * v_[i] + (1 - kBeta2) * g * g;
      const double m_hat = m_[i] / (1 - std::pow(kBeta1, epoch)),
                   v_hat = v_[i] / (1 - std::pow(kBeta2, epoch));
      w[i] =
          std::max<double>(eval::weight_minimum(names[i]), w[i] - lr * m_hat / (std::sqrt(v_hat) + kEpsilon));
    }
  }

 private:
  std::vector<double> start_;
  double regularize_;
  std::vector<double> m_, v_;
};

}  // namespace

double expected_score(double eval, double k) {
  return 1 / (1 + std::exp(-k * eval * kLn10Over400));
}

double exact_loss(const std::vector<TuneSample>& samples, const eval::Params& params, double k, int threads) {
  const size_t parts = static_cast<size_t>(std::max(1, threads));
  std::vector<double> sums(parts, 0.0);
  parallel_for(samples.size(), threads, [&](size_t begin, size_t end, size_t part) {
    Position pos;
    for (size_t s = begin; s < end; ++s) {
      (void)pos.set(*samples[s].variant, samples[s].fen);
      const double err = samples[s].result - expected_score(white_eval(pos, params), k);
      sums[part] += err * err;
    }
  });
  double sum = 0;
  for (double x : sums) sum += x;
  return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

std::variant<std::vector<TuneSample>, std::string> load_samples(const std::vector<std::string>& lines,
                                                                VariantFamily family, int& skipped) {
  std::vector<TuneSample> out;
  skipped = 0;
  Position pos;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].empty()) continue;
    const std::string where = "line " + std::to_string(i + 1) + ": ";
    auto parsed = parse_training_line(lines[i]);
    if (auto* err = std::get_if<std::string>(&parsed)) return where + *err;
    const TrainingPosition& t = std::get<TrainingPosition>(parsed);
    const Variant* v = find_variant(t.variant);
    if (!v) return where + "unknown variant '" + t.variant + "'";
    if (v->family != family) {
      ++skipped;
      continue;
    }
    if (auto err = pos.set(*v, t.fen)) return where + "FEN does not fit " + v->name + ": " + err->message;
    out.push_back({v, t.fen, t.result});
  }
  return out;
}

std::vector<TuneSample> hold_out(std::vector<TuneSample>& samples, int percent) {
  const size_t held = samples.size() * static_cast<size_t>(std::clamp(percent, 0, 100)) / 100;
  std::vector<TuneSample> out(samples.end() - static_cast<std::ptrdiff_t>(held), samples.end());
  samples.resize(samples.size() - held);
  return out;
}

TuneResult tune(const std::vector<TuneSample>& samples, const std::vector<TuneSample>& held_out,
                const TuneSettings& settings, const std::function<void(const EpochReport&)>& progress) {
  const auto started = std::chrono::steady_clock::now();
  const auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  };
  const std::vector<std::string> names =
      settings.weights.empty() ? eval::weight_names(settings.family) : settings.weights;
  const int threads = settings.threads;
  TuneResult result;
  LinearModel model = linearize(samples, settings.start, names, threads);
  result.k = settings.k > 0 ? settings.k : fit_k(samples, model.base);
  const auto held_out_loss = [&](const eval::Params& p) -> std::optional<double> {
    if (held_out.empty()) return std::nullopt;
    return exact_loss(held_out, p, result.k, threads);
  };
  result.start_loss = exact_loss(samples, settings.start, result.k, threads);
  result.start_held_out_loss = held_out_loss(settings.start);
  if (progress) progress({0, result.start_loss, true, result.start_held_out_loss, seconds()});
  std::vector<double> w = model.w0, grad;
  Adam adam(model.w0, settings.regularize);
  for (int epoch = 1; epoch <= settings.epochs; ++epoch) {
    const double loss = model_loss(model, samples, w, result.k, threads, grad);
    const double lr = settings.learning_rate * (1 - 0.9 * (epoch - 1) / std::max(1, settings.epochs));
    adam.step(epoch, lr, names, grad, w);
    const bool rebuild = epoch % std::max(1, settings.relinearize_every) == 0 && epoch < settings.epochs;
    if (rebuild) {
      const eval::Params at = rounded(settings.start, names, w);
      model = linearize(samples, at, names, threads);
      // The model restarts from the rounded weights; Adam's moments carry on.
      w = model.w0;
    }
    if (progress) progress({epoch, loss, false, held_out_loss(rounded(settings.start, names, w)), seconds()});
  }
  result.params = rounded(settings.start, names, w);
  result.final_loss = exact_loss(samples, result.params, result.k, threads);
  result.final_held_out_loss = held_out_loss(result.params);
  if (progress) progress({settings.epochs, result.final_loss, true, result.final_held_out_loss, seconds()});
  return result;
}

}  // namespace abbott::tune
