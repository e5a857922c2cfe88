// The CECP (XBoard/WinBoard protocol 2) front end (docs/xboard.md): a thin layer over the Engine
// facade, with XBoard's move notation from movegen/xboard_move.h (via protocol/xboard_notation.h).
#pragma once

#include <memory>
#include <vector>

#include "engine/variant.h"
#include "protocol/session.h"

namespace abbott::protocol {

std::unique_ptr<FrontEnd> make_cecp(Output& out, EventQueue& queue,
                                    const std::vector<const Variant*>& offered);

}  // namespace abbott::protocol
