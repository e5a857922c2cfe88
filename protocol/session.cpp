// Protocol choice by the first command.
#include "protocol/session.h"

#include <spdlog/spdlog.h>

#include <string>

#include "protocol/output.h"
#include "protocol/text.h"

namespace abbott {

int run_session(std::istream& in, std::ostream& out) {
  Output output(out);
  std::string line;
  while (std::getline(in, line)) {
    spdlog::debug("<< {}", line);
    const auto words = split_words(line);
    if (words.empty()) continue;
    if (words[0] == "uci") {
      run_uci(in, output, line);
      return 0;
    }
    if (words[0] == "xboard") {
      run_cecp(in, output, line);
      return 0;
    }
    if (words[0] == "quit") return 0;
    // Before a protocol is chosen, say so in a form both kinds of GUI show.
    output.line("info string error: send 'uci' or 'xboard' first, not '" + printable(line) + "'");
  }
  return 0;
}

}  // namespace abbott
