// Google Benchmark micro-benchmarks: move generation, make/unmake and the check test, one set
// per variant.
#include <benchmark/benchmark.h>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/movegen.h"

namespace abbott {
namespace {

void generate(benchmark::State& state, const Variant* v) {
  Position pos;
  (void)pos.set(*v, "startpos");
  MoveList list;
  for (auto _ : state) {
    generate_pseudo_legal(pos, list);
    benchmark::DoNotOptimize(list.count);
  }
}

void make_unmake(benchmark::State& state, const Variant* v) {
  Position pos;
  (void)pos.set(*v, "startpos");
  MoveList list;
  generate_legal(pos, list);
  for (auto _ : state)
    for (const Move& m : list) {
      pos.make(m);
      pos.unmake();
    }
  state.SetItemsProcessed(state.iterations() * list.size());
}

void check_test(benchmark::State& state, const Variant* v) {
  Position pos;
  (void)pos.set(*v, "startpos");
  for (auto _ : state) benchmark::DoNotOptimize(in_check(pos, Color::White));
}

const bool registered = [] {
  for (const Variant* v : all_variants()) {
    benchmark::RegisterBenchmark(("generate/" + v->name).c_str(), generate, v);
    benchmark::RegisterBenchmark(("make_unmake/" + v->name).c_str(), make_unmake, v);
    benchmark::RegisterBenchmark(("in_check/" + v->name).c_str(), check_test, v);
  }
  return true;
}();

}  // namespace
}  // namespace abbott

BENCHMARK_MAIN();
