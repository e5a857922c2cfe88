// Variant names as people type them on the command line: any letter case, XBoard's `normal` for
// orthodox chess, and a suggestion when a name is not known.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "engine/variant.h"

namespace abbott::cli {

// The variant named `name`, or a message: "unknown variant 'X'; did you mean 'hyper'? (...)".
std::variant<const Variant*, std::string> lookup_variant(std::string_view name);

}  // namespace abbott::cli
