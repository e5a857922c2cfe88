// What each variant is, in one line: `abbott variants` prints it and the browser board shows it.
#pragma once

#include <string_view>

#include "engine/variant.h"

namespace abbott {

// What the variant is, in one line (empty for a variant without a summary).
std::string_view variant_summary(const Variant& v);

}  // namespace abbott
