// The UCI front end (docs/uci.md): a thin layer over the Engine facade.
#pragma once

#include <memory>

#include "protocol/session.h"

namespace abbott::protocol {

std::unique_ptr<FrontEnd> make_uci(Output& out, EventQueue& queue);

}  // namespace abbott::protocol
