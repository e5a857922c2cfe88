// `abbott bench`: search the bench positions and print the node count and speed.
#include <iostream>
#include <new>

#include "bench/bench.h"
#include "cli/command.h"
#include "cli/options.h"

namespace abbott::cli {

namespace {

int run_bench_command(const std::vector<std::string>& args) {
  po::options_description opts("bench options");
  opts.add_options()("depth,d", po::value<int>()->default_value(7), "search depth in plies")(
      "threads,t", po::value<int>()->default_value(1), "search threads")(
      "hash", po::value<int>()->default_value(16), "transposition table size in MiB")(
      "verbose", "print the node count of every position");
  po::variables_map vm;
  if (auto code = parse_options("bench", opts, args, vm)) return *code;
  const int depth = vm["depth"].as<int>();
  const int threads = vm["threads"].as<int>();
  const int hash = vm["hash"].as<int>();
  if (depth < 1 || depth > 30 || threads < 1 || threads > 256 || hash < 1 || hash > 65536) {
    std::cerr << "abbott bench: depth 1-30, threads 1-256, hash 1-65536 MiB\n";
    return 2;
  }
  const bool verbose = vm.count("verbose") > 0;
  BenchResult r;
  try {
    r = run_bench(depth, threads, static_cast<size_t>(hash),
                  [&](const std::string& variant, const std::string& fen, uint64_t nodes) {
                    if (verbose) std::cout << variant << " | " << fen << " | " << nodes << '\n';
                  });
  } catch (const std::bad_alloc&) {
    std::cerr << "abbott bench: no memory for a hash table of " << hash << " MiB\n";
    return 1;
  }
  const uint64_t nps = r.time_ms > 0 ? r.nodes * 1000 / static_cast<uint64_t>(r.time_ms) : r.nodes * 1000;
  std::cout << "bench nodes " << r.nodes << " time_ms " << r.time_ms << " nps " << nps << std::endl;
  return 0;
}

const bool registered =
    register_command({"bench", "search a fixed list of positions; prints nodes and nps", run_bench_command});

}  // namespace

}  // namespace abbott::cli
