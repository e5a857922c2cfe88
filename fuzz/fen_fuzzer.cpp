// libFuzzer target: FEN parsing for every variant. The first byte picks the variant; the rest is
// the FEN. A FEN that reads must write back to a FEN that reads to the same position, and its
// legal moves must make and unmake cleanly.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/movegen.h"

using namespace abbott;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const auto& variants = all_variants();
  const Variant& v = *variants[data[0] % variants.size()];
  const std::string fen(reinterpret_cast<const char*>(data + 1), size - 1);
  Position pos;
  if (pos.set(v, fen)) return 0;
  const std::string written = pos.fen();
  Position again;
  if (again.set(v, written) || again.fen() != written) std::abort();
  if (position_problem(pos)) return 0;
  MoveList legal;
  generate_legal(pos, legal);
  for (const Move& m : legal) {
    pos.make(m);
    pos.unmake();
  }
  if (pos.fen() != written || !pos.consistency_error().empty()) std::abort();
  return 0;
}
