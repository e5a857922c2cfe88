// `abbott datagen`: training positions from self-play for `abbott tune` (docs/tuning.md).
#include <cstdio>
#include <fstream>
#include <iostream>

#include "cli/command.h"
#include "cli/options.h"
#include "cli/variant_names.h"
#include "tune/datagen.h"

namespace abbott::cli {

namespace {

void print_progress(const tune::DatagenProgress& p, int games) {
  const double rate = p.seconds > 0 ? static_cast<double>(p.positions) / p.seconds : 0;
  const double left = p.games_done > 0 ? p.seconds * (games - p.games_done) / p.games_done : 0;
  std::fprintf(stderr, "datagen: games %d/%d  positions %llu  %.0f positions/s  %.0f s left\n", p.games_done,
               games, static_cast<unsigned long long>(p.positions), rate, left);
}

int run_datagen_command(const std::vector<std::string>& args) {
  const tune::DatagenSettings defaults;
  po::options_description opts("datagen options");
  opts.add_options()("variant", po::value<std::string>(), "variant to play (required)")(
      "games", po::value<int>(), "number of games (required)")(
      "depth", po::value<int>(), "search depth per move")("nodes", po::value<uint64_t>(),
                                                          "search nodes per move")(
      "out", po::value<std::string>(), "file to write, one position a line (required)")(
      "threads", po::value<int>()->default_value(1), "games played at once")(
      "seed", po::value<uint64_t>()->default_value(1), "seed of the random openings")(
      "opening-plies", po::value<int>()->default_value(defaults.opening_plies),
      "random plies of each opening")("hash", po::value<int>()->default_value(defaults.hash_mb),
                                      "transposition table of each game in progress, MiB");
  po::variables_map vm;
  if (auto code = parse_options("datagen", opts, args, vm)) return *code;
  if (!vm.count("variant") || !vm.count("games") || !vm.count("out") ||
      vm.count("depth") + vm.count("nodes") != 1) {
    std::cerr << "abbott datagen: needs --variant, --games, --out and one of --depth or --nodes\n";
    return 2;
  }
  const auto found = lookup_variant(vm["variant"].as<std::string>());
  if (auto* err = std::get_if<std::string>(&found)) {
    std::cerr << "abbott datagen: " << *err << "\n";
    return 2;
  }
  tune::DatagenSettings s;
  s.variant = std::get<const Variant*>(found);
  s.games = vm["games"].as<int>();
  s.depth = vm.count("depth") ? vm["depth"].as<int>() : 0;
  s.nodes = vm.count("nodes") ? vm["nodes"].as<uint64_t>() : 0;
  s.threads = vm["threads"].as<int>();
  s.seed = vm["seed"].as<uint64_t>();
  s.opening_plies = vm["opening-plies"].as<int>();
  s.hash_mb = vm["hash"].as<int>();
  if (s.games < 1 || s.threads < 1 || s.threads > 256 ||
      (vm.count("depth") && (s.depth < 1 || s.depth > 30)) || (vm.count("nodes") && s.nodes < 1) ||
      s.opening_plies < 0 || s.opening_plies > 100 || s.hash_mb < 1 || s.hash_mb > 65536) {
    std::cerr << "abbott datagen: games >= 1, threads 1-256, depth 1-30, nodes >= 1, opening-plies 0-100, "
                 "hash 1-65536\n";
    return 2;
  }
  const std::string path = vm["out"].as<std::string>();
  std::ofstream out(path);
  if (!out) {
    std::cerr << "abbott datagen: cannot write " << path << "\n";
    return 2;
  }
  const std::string error =
      tune::run_datagen(s, out, [&](const tune::DatagenProgress& p) { print_progress(p, s.games); });
  if (!error.empty()) {
    std::cerr << "abbott datagen: " << error << "\n";
    return 1;
  }
  if (!out) {
    std::cerr << "abbott datagen: writing " << path << " failed\n";
    return 1;
  }
  return 0;
}

const bool registered = register_command(
    {"datagen", "play abbott against itself and write quiet positions for the tuner", run_datagen_command});

}  // namespace

}  // namespace abbott::cli
