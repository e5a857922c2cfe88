// The UCI front end (docs/uci.md): a thin layer over the Engine facade.
#pragma once

#include <memory>
#include <vector>

#include "engine/variant.h"
#include "protocol/session.h"

namespace abbott::protocol {

std::unique_ptr<FrontEnd> make_uci(Output& out, EventQueue& queue,
                                   const std::vector<const Variant*>& offered);

}  // namespace abbott::protocol
