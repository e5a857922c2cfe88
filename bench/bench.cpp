// The bench positions: every variant's start position, and one middle-game position per variant
// family taken from the reference perft lists (tests/data/oracle.txt).
#include "bench/bench.h"

#include <chrono>
#include <new>

#include "engine/position.h"
#include "engine/variant.h"
#include "search/search.h"

namespace abbott {

const std::vector<BenchPosition>& bench_positions() {
  static const std::vector<BenchPosition> list = {
      {"chess", "5k2/r1N1p2r/5np1/p3P2p/R1PP1pb1/q7/4BB2/4R1K1 b - - 2 30"},
      {"hyper", "1nbq3n/2pk2b1/pp2p3/Pp4p1/1RP1uN2/P1P1PPp1/1BP3Ur/3QKBN1 w 2 31"},
      {"ultima", "r2qkb1n/pp1pppu1/3P3R/n7/1b1N4/p3PP1p/1P2PPpP/U1BKQBN1 b - - 2 22"},
      {"coordinator",
       "r1q2kb2r/ppp2pn1p1/c1C7/3p2p2p/1n5p2/3p2P3/3P1P1QPP/1P6P1/P1P1P1K2R/RNBB4N1 b kq - 0 21"},
      {"immobilizer", "rni2k2r1/2p1bbpp1p/pp7i/3p4IB/q3p3n1/PPP1p2Q2/10/N2P3N2/2R2PPPPP/5KB1IR w Kq - 10 19"},
      {"withdrawer",
       "r3q1b1nr/pn2b1pw2/2wp2kp2/2p7/4pp2pp/1B1W2P1P1/10/1P2PK1PBP/P1PP1PN3/RNQ4W1R w - - 3 21"},
      {"advancer", "rna1qkb1nr/pp1p1pp1pp/1b8/2p7/2P7/1P5pa1/P3p3P1/4P1NN1P/3P1PPPA1/1RABQKB1R1 w kq - 4 17"},
      {"long-leaper", "rnlbqkb1nr/1pp2p1ppp/l9/p3p1p3/3p6/P1P7/10/1PN6P/3PPPPPP1/R1LBQKBLNR w KQkq - 1 7"},
      {"pushme-pullyu",
       "rn1b1kbxnr/2p1ppp1pp/p6p2/3p6/1p8/6x3/1q3P3P/N3P2NP1/P1PB3PX1/R1XB1KQ1R1 b Qkq - 0 22"},
      {"swapper", "snrb1kbsnr/1pp3p1p1/p3p1qp1p/3p6/5p4/8P1/9P/1P7R/P1PPPPPP1N/RNSBQKB1S1 b Qk - 1 11"},
      {"mimotaur", "r2b1k1r2/p1p1pq1p2/n8n/R5m3/3p6/1p1PpMpp1p/2Q7/NP5P2/2P2PPP1P/5KBMNR w Kq - 2 27"},
      {"coordinator-10x8", "r2b1k1cnr/1ppbq1pp1p/5p2Q1/p2pnB4/4P3P1/2PpCP3P/PP3P1P2/RN3KBCNR b KQkq - 3 17"},
      {"swapper-10x8", "2sbqkb1nr/pr2ppN3/3p4p1/n5pP1p/1p8/3pSP1P2/PPPPS1K1PP/RNsB1QB2R w k - 0 21"},
      {"stupid", "cnb1kbnr/ppp2ppp/2q5/3p1P1P/4P3/8/PP1PK1P1/CNBQ1BNR w - - 1 7"},
      {"stupid-total", "c1bk1bnr/pp1pq2p/2n5/Pp4P1/1p2pp2/2N5/1PPPPP1P/C1BQKBNR w - - 0 10"},
      {"chameleon", "c1c1kc/4cc/2c3/c1cC2/C4C/1CC1C1/2CCKC b - - 3 9"},
      {"foolish-king", "r1nq4n1/pph1pp1A1n/n9/1PAk2pp1p/6NP1P/P1p7/3PPPP1P1/2RBFNBN1R b - - 3 22"},
      {"chimaera", "1nsb2bsnr/rppp1kp2p/8p1/10/p3ppq3/5PP1p1/10/3PP3P1/PPP2K1P1P/RNSBQ1B1SR b - - 2 12"},
  };
  return list;
}

BenchResult run_bench(
    int depth, int threads, size_t hash_mb,
    const std::function<void(const std::string&, const std::string&, uint64_t)>& on_position) {
  std::vector<std::pair<const Variant*, std::string>> work;
  for (const Variant* v : all_variants()) work.emplace_back(v, v->start_fen);
  for (const BenchPosition& p : bench_positions())
    if (const Variant* v = find_variant(p.variant)) work.emplace_back(v, p.fen);

  Search search;
  if (!search.set_hash_mb(hash_mb)) throw std::bad_alloc();
  search.set_threads(threads);
  BenchResult total;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& [variant, fen] : work) {
    Position pos;
    if (pos.set(*variant, fen)) continue;
    search.new_game();
    SearchLimits limits;
    limits.depth = depth;
    const SearchResult r = search.run(pos, limits);
    total.nodes += r.nodes;
    if (on_position) on_position(variant->name, fen, r.nodes);
  }
  total.time_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  return total;
}

}  // namespace abbott
