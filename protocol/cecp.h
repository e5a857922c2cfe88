// The CECP (XBoard/WinBoard protocol 2) front end (docs/xboard.md): a thin layer over the Engine
// facade, with XBoard's move notation from protocol/xboard_notation.h.
#pragma once

#include <memory>

#include "protocol/session.h"

namespace abbott::protocol {

std::unique_ptr<FrontEnd> make_cecp(Output& out, EventQueue& queue);

}  // namespace abbott::protocol
