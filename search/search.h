// The search's public face, used by the protocol front ends, `abbott bench` and the match
// runner's own player. One Search object owns the transposition table and the worker threads.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "engine/move.h"
#include "engine/position.h"

namespace abbott {

// Scores are centipawns from the side to move's view. Mate in N plies is kMateScore - N (and
// its negation when being mated); anything beyond kMateBound in absolute value is a mate score.
constexpr int kMateScore = 32000;
constexpr int kMateBound = kMateScore - 1000;
constexpr int kInfiniteScore = 32500;

struct SearchLimits {
  int depth = 0;                                // plies; 0 = no limit
  uint64_t nodes = 0;                           // 0 = no limit
  int64_t movetime_ms = 0;                      // exact time for this move; 0 = not set
  std::array<int64_t, 2> time_left_ms{-1, -1};  // clock per colour (White, Black); -1 = none
  std::array<int64_t, 2> increment_ms{0, 0};
  int moves_to_go = 0;             // moves until the next time control; 0 = sudden death
  bool infinite = false;           // search until stop()
  bool ponder = false;             // pondering: no time limit until ponderhit()
  int mate = 0;                    // look for a mate in this many moves; 0 = not set
  std::vector<Move> search_moves;  // restrict the root to these moves; empty = all
  int multipv = 1;
};

// One progress report, sent after each completed iteration (and each MultiPV line).
struct SearchReport {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;
  int score = 0;            // centipawns, or a mate score (see kMateScore)
  bool lowerbound = false;  // fail-high inside an aspiration window
  bool upperbound = false;
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int hashfull = 0;  // permille
  int64_t time_ms = 0;
  std::vector<Move> pv;
};

struct SearchResult {
  Move best;    // null when the root has no legal move
  Move ponder;  // null when unknown
  int score = 0;
  int depth = 0;
  uint64_t nodes = 0;
  int64_t time_ms = 0;
};

// Mate distance in moves for UCI `score mate N` (positive: the side to move mates).
constexpr int mate_in_moves(int score) {
  return score > 0 ? (kMateScore - score + 1) / 2 : -(kMateScore + score) / 2;
}
constexpr bool is_mate_score(int score) {
  return score > kMateBound || score < -kMateBound;
}

class Search {
 public:
  Search();
  ~Search();
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  // False, and the table of the size before, when that much memory is not there.
  [[nodiscard]] bool set_hash_mb(size_t mb);
  void set_threads(int threads);
  void set_move_overhead_ms(int ms);
  void new_game();  // clears the hash table and history

  // Searches a copy of `pos` (its history counts for repetitions) on background threads.
  // `on_info` is called from a search thread for each report; `on_done` exactly once at the end.
  void start(const Position& pos, const SearchLimits& limits,
             std::function<void(const SearchReport&)> on_info,
             std::function<void(const SearchResult&)> on_done);
  void stop();                           // returns at once; on_done follows from the search thread
  void ponderhit();                      // pondering turns into a normal timed search
  void wait();                           // blocks until on_done has returned (never call it from on_done)
  [[nodiscard]] bool searching() const;  // false from the moment on_done is called

  // Synchronous search for tools and tests, on the calling thread (stop() still ends it, from
  // on_info or from another thread).
  SearchResult run(const Position& pos, const SearchLimits& limits,
                   std::function<void(const SearchReport&)> on_info = nullptr);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace abbott
