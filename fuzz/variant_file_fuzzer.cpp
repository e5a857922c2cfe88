// libFuzzer target: the variant-file reader. Any text either gives one message or variants that
// compile; each such variant written back as a section must read to the same declaration, and
// its start position's legal moves must make and unmake cleanly.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "engine/position.h"
#include "engine/variant_file.h"
#include "movegen/movegen.h"

using namespace abbott;

namespace {

bool same(const VariantDecl& a, const VariantDecl& b) {
  return static_cast<const VariantTraits&>(a) == static_cast<const VariantTraits&>(b) &&
         a.pieces == b.pieces && a.square_map == b.square_map && a.death_corners == b.death_corners &&
         a.options.size() == b.options.size();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const VariantFile file = read_variant_file(text, "fuzz");
  if (file.error.has_value() == !file.variants.empty()) std::abort();
  for (const VariantDecl& d : file.variants) {
    const VariantFile again = read_variant_file(variant_section_text(d), "again");
    if (again.error || again.variants.size() != 1 || !same(again.variants[0], d)) std::abort();
    Variant v;
    if (compile_variant(d, v)) std::abort();
    Position pos;
    if (pos.set(v, v.start_fen)) std::abort();
    MoveList legal;
    generate_legal(pos, legal);
    const std::string before = pos.fen();
    for (const Move& m : legal) {
      pos.make(m);
      pos.unmake();
    }
    if (pos.fen() != before) std::abort();
  }
  return 0;
}
