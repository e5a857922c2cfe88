// The registry: compiles every variant table once, checks that its start position reads, and
// answers lookups by name. Variants read from files join it later (engine/variant_file.h).
#include <cstdio>
#include <memory>

#include "engine/position.h"
#include "engine/variant.h"
#include "engine/variants/families.h"

namespace abbott {

namespace {

struct Registry {
  std::vector<VariantDecl> decls;                      // what each listed variant was compiled from
  std::vector<std::unique_ptr<Variant>> variants;      // the listed ones
  std::vector<std::unique_ptr<Variant>> with_options;  // the same with one rule option on
  std::vector<std::pair<const Variant*, std::vector<RuleOption>>> options;
  // Variants a loaded file replaced: kept, since a game or a search may still use them.
  std::vector<std::unique_ptr<Variant>> retired;
  std::vector<const Variant*> list;
};

}  // namespace

Result<std::unique_ptr<Variant>> build_variant(const VariantDecl& d) {
  auto v = std::make_unique<Variant>();
  if (auto err = compile_variant(d, *v)) return Error{"variant table rejected: " + err->message};
  Position start;
  if (auto err = start.set(*v, v->start_fen))
    return Error{"start position of " + v->name + " rejected: " + err->message};
  for (Color c : {Color::White, Color::Black}) v->royal_required[idx(c)] = start.king(c) != kNoSquare;
  return v;
}

namespace {

// Takes a variant of the same name (and its rule-option versions) out of the lists.
void retire(Registry& r, const std::string& name) {
  for (size_t i = 0; i < r.variants.size(); ++i) {
    if (r.variants[i]->name != name) continue;
    std::erase_if(r.options, [&](const auto& o) { return o.first == r.variants[i].get(); });
    r.retired.push_back(std::move(r.variants[i]));
    r.variants.erase(r.variants.begin() + static_cast<std::ptrdiff_t>(i));
    r.decls.erase(r.decls.begin() + static_cast<std::ptrdiff_t>(i));
    r.list.erase(r.list.begin() + static_cast<std::ptrdiff_t>(i));
    break;
  }
  for (auto& w : r.with_options)
    if (w && w->name == name) r.retired.push_back(std::move(w));
  std::erase(r.with_options, nullptr);
}

// Builds the variant and its rule-option versions; adds them all, or nothing.
std::optional<Error> add(Registry& r, const VariantDecl& d) {
  auto built = build_variant(d);
  if (auto* err = std::get_if<Error>(&built)) return *err;
  auto v = std::move(std::get<std::unique_ptr<Variant>>(built));
  std::vector<std::unique_ptr<Variant>> versions;
  for (const RuleOption& o : d.options) {
    VariantDecl changed = d;
    o.apply(changed);
    auto version = build_variant(changed);
    if (auto* err = std::get_if<Error>(&version)) return *err;
    auto w = std::move(std::get<std::unique_ptr<Variant>>(version));
    w->enabled_option = o.name;
    versions.push_back(std::move(w));
  }
  retire(r, d.name);
  for (auto& w : versions) r.with_options.push_back(std::move(w));
  r.options.emplace_back(v.get(), d.options);
  r.list.push_back(v.get());
  r.variants.push_back(std::move(v));
  r.decls.push_back(d);
  return std::nullopt;
}

Registry build() {
  Registry r;
  for (const variants::Family& family : variants::families())
    for (const VariantDecl& d : family.variants)
      // A broken table is a programming error that the tests catch; the engine keeps the rest.
      if (auto err = add(r, d)) std::fprintf(stderr, "abbott: %s\n", err->message.c_str());
  return r;
}

Registry& registry() {
  static Registry r = build();
  return r;
}

}  // namespace

const std::vector<const Variant*>& all_variants() {
  return registry().list;
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

const VariantDecl* find_variant_declaration(std::string_view name) {
  for (const VariantDecl& d : registry().decls)
    if (d.name == name) return &d;
  return nullptr;
}

std::optional<Error> add_variants(const std::vector<VariantDecl>& decls) {
  // Compile all first: a file that fails half-way adds nothing.
  for (const VariantDecl& d : decls) {
    auto built = build_variant(d);
    if (auto* err = std::get_if<Error>(&built)) return *err;
  }
  for (const VariantDecl& d : decls)
    if (auto err = add(registry(), d)) return err;
  return std::nullopt;
}

}  // namespace abbott
