// One piece rule as text, both ways: `slide all, withdraw Q, long-leap N` (docs/variant-files.md,
// "Rules"). The first term is the motion, the others the capture mechanics and flags.
#pragma once

#include <string>

#include "engine/error.h"
#include "engine/piece_spec.h"

namespace abbott {

// The rule a text describes, or what is wrong with it.
Result<RuleDecl> parse_rule(const std::string& text);

// The text parse_rule reads back to the same rule.
std::string rule_text(const RuleDecl& rule);

// Whether a text is a set of piece letters: upper-case letters, "*" or "-".
bool is_letter_set(const std::string& text);
// A set of piece letters as text: "*" every type, "-" none, else the letters.
std::string letters_text(const std::string& letters);
// The letters of a text: "-" becomes "", anything else is kept (checked against the pieces later).
std::string letters_of(const std::string& text);

}  // namespace abbott
