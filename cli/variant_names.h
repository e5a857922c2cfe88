// Variant names as people type them on the command line: any letter case, XBoard's `normal` for
// orthodox chess, and a suggestion when a name is not known; and the one-line summaries that
// `abbott variants` prints.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "engine/variant.h"

namespace abbott::cli {

// The variant named `name`, or a message: "unknown variant 'X'; did you mean 'hyper'? (...)".
std::variant<const Variant*, std::string> lookup_variant(std::string_view name);

// What the variant is, in one line (empty for a variant without a summary).
std::string_view variant_summary(const Variant& v);

}  // namespace abbott::cli
