// libFuzzer target: move-text parsing. The first byte picks the variant, the second one of a few
// positions (start or after some moves); the rest is the move text. A parsed move must be legal
// and print back to a text that parses to the same move.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <variant>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

using namespace abbott;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  const auto& variants = all_variants();
  const Variant& v = *variants[data[0] % variants.size()];
  Position pos;
  (void)pos.set(v, "startpos");
  // Walk a few plies with a fixed choice so that positions with captures and promotions appear.
  for (int ply = 0; ply < data[1] % 24; ++ply) {
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.empty()) break;
    pos.make(legal[(ply * 7 + data[1]) % legal.size()]);
  }
  const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
  auto parsed = parse_move(pos, text);
  if (const Move* m = std::get_if<Move>(&parsed)) {
    if (!is_legal(pos, *m)) std::abort();
    auto again = parse_move(pos, move_text(pos, *m));
    if (!std::holds_alternative<Move>(again) || !std::get<Move>(again).same_effect(*m)) std::abort();
  }
  return 0;
}
