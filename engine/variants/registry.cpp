// The registry: compiles every variant table once, checks that its start position reads, and
// answers lookups by name.
#include <array>
#include <cstdio>
#include <memory>

#include "engine/position.h"
#include "engine/variant.h"
#include "engine/variants/families.h"

namespace abbott {

namespace {

struct Registry {
  std::vector<std::unique_ptr<Variant>> variants;      // the listed ones
  std::vector<std::unique_ptr<Variant>> with_options;  // the same with one rule option on
  std::vector<std::pair<const Variant*, std::vector<RuleOption>>> options;
};

std::unique_ptr<Variant> build_one(const VariantDecl& d) {
  auto v = std::make_unique<Variant>();
  if (auto err = compile_variant(d, *v)) {
    // A broken table is a programming error that the tests catch; the engine keeps the rest.
    std::fprintf(stderr, "abbott: variant table rejected: %s\n", err->message.c_str());
    return nullptr;
  }
  Position start;
  if (auto err = start.set(*v, v->start_fen)) {
    std::fprintf(stderr, "abbott: start position of %s rejected: %s\n", v->name.c_str(),
                 err->message.c_str());
    return nullptr;
  }
  for (Color c : {Color::White, Color::Black}) v->royal_required[idx(c)] = start.king(c) != kNoSquare;
  return v;
}

Registry build() {
  std::vector<VariantDecl> decls;
  using Family = std::pair<VariantFamily, std::vector<VariantDecl> (*)()>;
  for (auto [family, declare] :
       {Family{VariantFamily::Chess, variants::orthodox},
        Family{VariantFamily::Ultima, variants::ultima_family},
        Family{VariantFamily::Aronson, variants::aronson}, Family{VariantFamily::Stupid, variants::stupid},
        Family{VariantFamily::Chameleon, variants::chameleon},
        Family{VariantFamily::FoolishKing, variants::foolish_king},
        // Rococo descends from Ultima: its positional weights are Ultima's.
        Family{VariantFamily::Ultima, variants::rococo}})
    for (auto& d : declare()) {
      d.family = family;
      decls.push_back(std::move(d));
    }
  Registry r;
  for (const VariantDecl& d : decls) {
    auto v = build_one(d);
    if (!v) continue;
    r.options.emplace_back(v.get(), d.options);
    for (const RuleOption& o : d.options) {
      VariantDecl changed = d;
      o.apply(changed);
      if (auto w = build_one(changed)) {
        w->enabled_option = o.name;
        r.with_options.push_back(std::move(w));
      }
    }
    r.variants.push_back(std::move(v));
  }
  return r;
}

const Registry& registry() {
  static const Registry r = build();
  return r;
}

const std::vector<std::unique_ptr<Variant>>& owned() {
  return registry().variants;
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

std::vector<RuleOption> rule_options(const Variant& v) {
  for (const auto& [base, options] : registry().options)
    if (base == &v || base->name == v.name) return options;
  return {};
}

const Variant* with_rule_option(const Variant& v, std::string_view option) {
  for (const auto& w : registry().with_options)
    if (w->name == v.name && w->enabled_option == option) return w.get();
  return nullptr;
}

namespace {
constexpr std::array<std::string_view, kFamilyCount> kFamilyNames{"chess",  "ultima",    "aronson",
                                                                  "stupid", "chameleon", "foolish-king"};
}  // namespace

std::string_view family_name(VariantFamily f) {
  return kFamilyNames[static_cast<size_t>(f)];
}

std::optional<VariantFamily> family_by_name(std::string_view name) {
  for (size_t i = 0; i < kFamilyNames.size(); ++i)
    if (kFamilyNames[i] == name) return static_cast<VariantFamily>(i);
  return std::nullopt;
}

const Variant* find_variant(std::string_view name) {
  for (const Variant* v : all_variants())
    if (v->name == name) return v;
  return nullptr;
}

}  // namespace abbott
