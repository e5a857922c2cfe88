// Perft: the number of leaf nodes of the legal move tree, the move generator's exact test.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/position.h"

namespace abbott {

uint64_t perft(Position& pos, int depth);

// One entry per legal root move: its text and its subtree count.
std::vector<std::pair<std::string, uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace abbott
