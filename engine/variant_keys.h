// The keys of a variant file and what each sets in a VariantDecl, both ways: KeySetter applies
// `key = value` lines, variant_key_lines writes a declaration as such lines
// (docs/variant-files.md lists every key).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/variant.h"

namespace abbott {

struct KeyLine {
  std::string key;
  std::string value;
  bool operator==(const KeyLine&) const = default;
};

// Letters a line names, checked against the finished piece list (pieces may come later).
struct LetterUse {
  std::string letters;
  int line = 0;
};

// Applies the lines of one section, or of one rule option, to a declaration. List keys
// (`piece.X.rule`, `loss`, `death-corner`) add an entry per line; the first such line of a key in
// a section replaces what the parent had, and the value `none` leaves the list empty.
class KeySetter {
 public:
  // Returns what is wrong with the line, without the file and line number.
  std::optional<Error> apply(VariantDecl& decl, const KeyLine& line, int line_number);
  const std::vector<LetterUse>& letter_uses() const { return letter_uses_; }

 private:
  std::optional<Error> apply_piece_key(VariantDecl& decl, const KeyLine& line, int line_number);
  std::optional<Error> apply_list_key(VariantDecl& decl, const KeyLine& line, int line_number);
  std::optional<Error> apply_option_key(VariantDecl& decl, const KeyLine& line, int line_number);
  std::set<std::string> started_lists_;
  std::map<std::string, std::shared_ptr<std::vector<KeyLine>>> option_lines_;  // per option of this section
  std::set<char> named_pieces_;
  std::vector<LetterUse> letter_uses_;
};

// Every key of `decl` as lines in file order (board and rules, then pieces, then options).
// Without `with_defaults`, keys that hold their default value are left out.
std::vector<KeyLine> variant_key_lines(const VariantDecl& decl, bool with_defaults);

// The lines of `changed` that a section inheriting from `base` must hold to give it (both
// written with defaults): changed scalar keys, and every line of a list key whose list changed.
std::vector<KeyLine> changed_lines(const std::vector<KeyLine>& base, const std::vector<KeyLine>& changed);

// Whether a key is one of the list keys.
bool is_list_key(const std::string& key);

}  // namespace abbott
