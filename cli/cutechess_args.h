// The cutechess-cli / fastchess command line of `abbott match` (docs/match.md, "The
// cutechess-cli form"): `-engine cmd=... name=... tc=... -each ... -games N -rounds R ...`, as SPSA
// tuners and testing workers write it, translated into the runner's own settings. Options that
// make no difference to abbott are accepted and named in `notes`; options it cannot honour are
// refused with a message in cutechess-cli's words.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "match/match.h"

namespace abbott::cli {

struct CutechessRun {
  match::MatchSettings settings;
  int rating_interval = 0;  // print the ratings every N games (0: at the end only)
  std::string log_level = "warn";
  std::string log_file;            // "" = stderr
  bool show_version = false;       // -version: print the version and play nothing
  bool show_help = false;          // -help
  std::vector<std::string> notes;  // accepted settings that change nothing, told on stderr
};

// True when `args` use the single-dash form: some argument is one of its option names.
bool is_cutechess_form(const std::vector<std::string>& args);

// The run `args` ask for, or the error message (without a program prefix).
std::variant<CutechessRun, std::string> parse_cutechess_args(const std::vector<std::string>& args);

// What `-help` prints.
std::string cutechess_help();

}  // namespace abbott::cli
