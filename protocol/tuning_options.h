// Tuning mode: every evaluation weight of every family as a UCI spin option, named
// FAMILY_WEIGHT ("ultima_tempo", "foolish-king_piece_F"), so that outside tuners (SPSA) can set
// them. Off unless abbott is started with --tune-options or ABBOTT_TUNE_OPTIONS=1, so that
// players are not shown a hundred options.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace abbott::protocol {

void enable_tuning_options(bool on = true);
bool tuning_options_enabled();

// The `option name ... type spin default ... min ... max ...` lines, one per weight.
std::vector<std::string> tuning_option_lines();

// Sets the weight the option `name` stands for to `value`: nullopt when `name` is no tuning
// option, else "" or what is wrong with the value.
std::optional<std::string> set_tuning_option(std::string_view name, std::string_view value);

}  // namespace abbott::protocol
