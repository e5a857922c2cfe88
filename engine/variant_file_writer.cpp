// Writes variant declarations as variant-file sections: `abbott variants --as-file` and the
// files in variants/ come from here, and reading the text back gives the same declaration.
#include "engine/variant_file.h"
#include "engine/variant_keys.h"

namespace abbott {

bool can_inherit(const VariantDecl& decl, const VariantDecl& parent) {
  if (parent.pieces.size() > decl.pieces.size()) return false;
  for (size_t i = 0; i < parent.pieces.size(); ++i)
    if (parent.pieces[i].letter != decl.pieces[i].letter) return false;
  for (const RuleOption& o : parent.options) {
    bool kept = false;
    for (const RuleOption& mine : decl.options) kept = kept || mine.name == o.name;
    if (!kept) return false;
  }
  return true;
}

std::string variant_section_text(const VariantDecl& decl, const VariantDecl* parent) {
  std::string out = "[" + decl.name + (parent ? ":" + parent->name : "") + "]\n";
  const std::vector<KeyLine> lines =
      parent ? changed_lines(variant_key_lines(*parent, true), variant_key_lines(decl, true))
             : variant_key_lines(decl, false);
  std::string last_group;
  for (const KeyLine& l : lines) {
    // A blank line before each piece and each option, so that a section reads in blocks.
    const bool piece = l.key.rfind("piece.", 0) == 0;
    const bool option = l.key.rfind("option.", 0) == 0;
    const std::string group = piece ? l.key.substr(0, 7) : option ? l.key.substr(0, l.key.find('.', 7)) : "";
    if (group != last_group && !group.empty()) out += "\n";
    last_group = group;
    out += l.key + " = " + l.value + "\n";
  }
  return out;
}

std::string variant_family_text(const std::string& family, const std::vector<VariantDecl>& decls) {
  std::string out =
      "# The " + family +
      " variants of abbott, as its built-in tables declare them.\n"
      "# `abbott --variants FILE` loads a file like this one; docs/variant-files.md lists the keys.\n";
  for (size_t i = 0; i < decls.size(); ++i) {
    const VariantDecl* parent = nullptr;
    size_t shortest = variant_key_lines(decls[i], false).size() / 2;
    for (size_t j = 0; j < i; ++j) {
      if (!can_inherit(decls[i], decls[j])) continue;
      const size_t n =
          changed_lines(variant_key_lines(decls[j], true), variant_key_lines(decls[i], true)).size();
      if (n < shortest) shortest = n, parent = &decls[j];
    }
    out += "\n" + variant_section_text(decls[i], parent);
  }
  return out;
}

}  // namespace abbott
