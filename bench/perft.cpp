// Perft with bulk counting: the last ply counts legal moves without making them where the
// variant allows (count_legal).
#include "bench/perft.h"

#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott {

uint64_t perft(Position& pos, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return static_cast<uint64_t>(count_legal(pos));
  MoveList list;
  generate_legal(pos, list);
  uint64_t nodes = 0;
  for (const Move& m : list) {
    pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake();
  }
  return nodes;
}

std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth) {
  std::vector<std::pair<std::string, uint64_t>> out;
  MoveList list;
  generate_legal(pos, list);
  for (const Move& m : list) {
    std::string text = move_text(pos, m, list);
    pos.make(m);
    out.emplace_back(std::move(text), perft(pos, depth - 1));
    pos.unmake();
  }
  return out;
}

}  // namespace abbott
