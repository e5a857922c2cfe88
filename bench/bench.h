// The search benchmark: a fixed list of positions covering every variant, searched to a fixed
// depth with one table size. With one thread the total node count is deterministic and serves
// as the search's signature (bench/signature.txt).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace abbott {

struct BenchPosition {
  const char* variant;
  const char* fen;
};

const std::vector<BenchPosition>& bench_positions();

struct BenchResult {
  uint64_t nodes = 0;
  int64_t time_ms = 0;
};

// Searches every bench position (the start position of each variant, then the listed ones).
// Throws std::bad_alloc when there is no memory for a table of `hash_mb`.
BenchResult run_bench(int depth, int threads, size_t hash_mb,
                      const std::function<void(const std::string& variant, const std::string& fen,
                                               uint64_t nodes)>& on_position = nullptr);

}  // namespace abbott
