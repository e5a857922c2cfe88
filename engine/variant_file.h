// Variant files (docs/variant-files.md): reading `[name]` / `[name:parent]` sections into
// variant declarations with one clear message for the first problem, writing declarations back
// as text, and loading a file into the registry.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/variant.h"

namespace abbott {

struct VariantFile {
  std::vector<VariantDecl> variants;
  std::optional<Error> error;  // "SOURCE:LINE: what is wrong"; `variants` is then empty
};

// Reads the variants of `text`; `source` names it in messages. A parent is an earlier section of
// the same text or a variant abbott already has (built-in or loaded before). Every variant read
// compiles and its start position fits it.
VariantFile read_variant_file(std::string_view text, const std::string& source);

// Reads the file at `path` and adds its variants to the registry (a variant with the name of one
// abbott has replaces it). Returns the names added, or the message when the file cannot be read
// or is malformed; then nothing is added.
Result<std::vector<std::string>> load_variant_file(const std::string& path);

// One variant as a section: all of it, or only what differs from `parent` (which must be a
// variant whose pieces begin those of `decl`, in the same order).
std::string variant_section_text(const VariantDecl& decl, const VariantDecl* parent = nullptr);

// Whether `decl` can be written as a section inheriting from `parent`.
bool can_inherit(const VariantDecl& decl, const VariantDecl& parent);

// A file of several variants (a family of variants/): each written as a section inheriting from
// the earlier one it differs least from, when that is shorter than writing it whole.
std::string variant_family_text(const std::string& family, const std::vector<VariantDecl>& decls);

}  // namespace abbott
