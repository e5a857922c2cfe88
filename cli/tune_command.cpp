// `abbott tune`: Texel tuning of one variant family's evaluation weights (docs/tuning.md).
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/command.h"
#include "cli/options.h"
#include "eval/weights.h"
#include "tune/tuner.h"

namespace abbott::cli {

namespace {

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> parts;
  std::istringstream in(text);
  for (std::string part; std::getline(in, part, sep);)
    if (!part.empty()) parts.push_back(part);
  return parts;
}

// Fills `s` from the options; returns what is wrong, or "".
std::string read_settings(const po::variables_map& vm, tune::TuneSettings& s) {
  const auto family = family_by_name(vm["family"].as<std::string>());
  if (!family)
    return "unknown family '" + vm["family"].as<std::string>() +
           "' (chess, ultima, aronson, stupid, chameleon, foolish-king)";
  s.family = *family;
  s.start = eval::default_params(s.family);
  if (vm.count("init")) {
    const auto text = read_file(vm["init"].as<std::string>());
    if (!text) return "cannot read " + vm["init"].as<std::string>();
    auto read = eval::read_table(*text, s.start);
    if (auto* err = std::get_if<std::string>(&read)) return vm["init"].as<std::string>() + ": " + *err;
    s.start = std::get<eval::Params>(read);
  }
  if (vm.count("weights")) {
    const std::vector<std::string> known = eval::weight_names(s.family);
    for (const std::string& name : split(vm["weights"].as<std::string>(), ','))
      if (std::find(known.begin(), known.end(), name) == known.end())
        return "the " + std::string(family_name(s.family)) + " family has no weight '" + name + "'";
      else
        s.weights.push_back(name);
  }
  s.epochs = vm["epochs"].as<int>();
  s.threads = vm["threads"].as<int>();
  s.learning_rate = vm["lr"].as<double>();
  s.relinearize_every = vm["relinearize"].as<int>();
  s.regularize = vm["regularize"].as<double>();
  const int hold_out = vm["hold-out"].as<int>();
  if (s.epochs < 1 || s.threads < 1 || s.threads > 256 || s.learning_rate <= 0 || s.relinearize_every < 1 ||
      !(s.regularize >= 0) || hold_out < 0 || hold_out > 90)
    return "epochs >= 1, threads 1-256, lr > 0, relinearize >= 1, regularize >= 0, hold-out 0-90";
  if (hold_out > 0 && vm.count("validation")) return "--hold-out and --validation exclude each other";
  return {};
}

// The positions of `family` in the training data file `path`, or what is wrong.
std::variant<std::vector<tune::TuneSample>, std::string> load_file(const std::string& path,
                                                                   VariantFamily family, int& skipped) {
  const auto text = read_file(path);
  if (!text) return "cannot read " + path;
  auto loaded = tune::load_samples(split(*text, '\n'), family, skipped);
  if (auto* err = std::get_if<std::string>(&loaded)) return path + ": " + *err;
  return loaded;
}

void print_epoch(const tune::EpochReport& e) {
  std::string held_out;
  if (e.held_out_loss) held_out = "  held-out " + std::to_string(*e.held_out_loss);
  std::fprintf(stderr, "epoch %d  loss %.6f%s%s  %.1f s\n", e.epoch, e.loss, e.exact ? " (exact)" : "",
               held_out.c_str(), e.seconds);
}

int run_tune_command(const std::vector<std::string>& args) {
  po::options_description opts("tune options");
  opts.add_options()("data", po::value<std::string>(), "training positions from abbott datagen (required)")(
      "family", po::value<std::string>(), "variant family to tune (required)")(
      "out", po::value<std::string>(), "file to write the tuned weight table to (required)")(
      "epochs", po::value<int>()->default_value(300), "Adam steps over the whole data")(
      "threads", po::value<int>()->default_value(1), "threads")("lr", po::value<double>()->default_value(1.0),
                                                                "Adam step size in centipawns")(
      "relinearize", po::value<int>()->default_value(50), "epochs between rebuilds of the linear model")(
      "weights", po::value<std::string>(), "comma-separated weights to tune (default: all of the family)")(
      "init", po::value<std::string>(), "weight table to start from (default: the compiled-in one)")(
      "regularize", po::value<double>()->default_value(0.0),
      "L2 pull toward the starting weights: adds this times the sum of (weight - start)^2 to the loss")(
      "hold-out", po::value<int>()->default_value(0),
      "percent of the data (its last lines) measured, not fitted")(
      "validation", po::value<std::string>(), "training data file measured every epoch, not fitted");
  po::variables_map vm;
  if (auto code = parse_options("tune", opts, args, vm)) return *code;
  if (!vm.count("data") || !vm.count("family") || !vm.count("out")) {
    std::cerr << "abbott tune: needs --data, --family and --out\n";
    return 2;
  }
  tune::TuneSettings s;
  if (std::string error = read_settings(vm, s); !error.empty()) {
    std::cerr << "abbott tune: " << error << "\n";
    return 2;
  }
  const std::string data = vm["data"].as<std::string>();
  int skipped = 0, validation_skipped = 0;
  auto loaded = load_file(data, s.family, skipped);
  std::variant<std::vector<tune::TuneSample>, std::string> validation;
  if (vm.count("validation"))
    validation = load_file(vm["validation"].as<std::string>(), s.family, validation_skipped);
  for (const auto* file : {&loaded, &validation})
    if (auto* err = std::get_if<std::string>(file)) {
      std::cerr << "abbott tune: " << *err << "\n";
      return 2;
    }
  auto& samples = std::get<std::vector<tune::TuneSample>>(loaded);
  auto& held_out = std::get<std::vector<tune::TuneSample>>(validation);
  if (held_out.empty()) held_out = tune::hold_out(samples, vm["hold-out"].as<int>());
  std::fprintf(stderr, "tune: %zu positions of the %s family (%d of other families skipped)%s\n",
               samples.size(), std::string(family_name(s.family)).c_str(), skipped,
               held_out.empty() ? "" : (", " + std::to_string(held_out.size()) + " held out").c_str());
  if (samples.empty()) {
    std::cerr << "abbott tune: no position to tune on\n";
    return 2;
  }
  const tune::TuneResult r = tune::tune(samples, held_out, s, print_epoch);
  std::fprintf(stderr, "tune: K %.4f  loss %.6f -> %.6f", r.k, r.start_loss, r.final_loss);
  if (r.start_held_out_loss)
    std::fprintf(stderr, "  held-out %.6f -> %.6f", *r.start_held_out_loss, *r.final_held_out_loss);
  std::fprintf(stderr, "\n");
  std::ostringstream comment;
  comment << "Tuned by abbott tune on " << data << " (" << samples.size() << " positions, K " << r.k
          << ", loss " << r.start_loss << " -> " << r.final_loss;
  if (r.start_held_out_loss)
    comment << "; " << held_out.size() << " held out, loss " << *r.start_held_out_loss << " -> "
            << *r.final_held_out_loss;
  if (s.regularize > 0) comment << "; regularize " << s.regularize;
  comment << ").";
  std::ofstream out(vm["out"].as<std::string>());
  out << eval::write_table(s.family, r.params, comment.str());
  if (!out) {
    std::cerr << "abbott tune: cannot write " << vm["out"].as<std::string>() << "\n";
    return 1;
  }
  return 0;
}

const bool registered = register_command(
    {"tune", "fit a variant family's evaluation weights to game results (Texel)", run_tune_command});

}  // namespace

}  // namespace abbott::cli
