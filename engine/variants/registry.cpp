// The registry: compiles every variant table once, checks that its start position reads, and
// answers lookups by name.
#include <cstdio>
#include <memory>

#include "engine/position.h"
#include "engine/variant.h"
#include "engine/variants/families.h"

namespace abbott {

namespace {

std::vector<std::unique_ptr<Variant>> build() {
  std::vector<VariantDecl> decls;
  for (auto family : {variants::orthodox, variants::ultima_family, variants::aronson, variants::stupid,
                      variants::chameleon, variants::foolish_king})
    for (auto& d : family()) decls.push_back(std::move(d));
  std::vector<std::unique_ptr<Variant>> out;
  for (const VariantDecl& d : decls) {
    auto v = std::make_unique<Variant>();
    if (auto err = compile_variant(d, *v)) {
      // A broken table is a programming error that the tests catch; the engine keeps the rest.
      std::fprintf(stderr, "abbott: variant table rejected: %s\n", err->message.c_str());
      continue;
    }
    Position start;
    if (auto err = start.set(*v, v->start_fen)) {
      std::fprintf(stderr, "abbott: start position of %s rejected: %s\n", v->name.c_str(),
                   err->message.c_str());
      continue;
    }
    for (Color c : {Color::White, Color::Black}) v->royal_required[idx(c)] = start.king(c) != kNoSquare;
    out.push_back(std::move(v));
  }
  return out;
}

const std::vector<std::unique_ptr<Variant>>& owned() {
  static const auto variants = build();
  return variants;
}

}  // namespace

const std::vector<const Variant*>& all_variants() {
  static const std::vector<const Variant*> list = [] {
    std::vector<const Variant*> l;
    for (const auto& v : owned()) l.push_back(v.get());
    return l;
  }();
  return list;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant* v : all_variants())
    if (v->name == name) return v;
  return nullptr;
}

}  // namespace abbott
