// A protocol session on a pair of streams: the first command chooses UCI (`uci`) or XBoard
// (`xboard`); every later line goes to that front end until `quit` or the end of input.
#pragma once

#include <istream>
#include <ostream>

namespace abbott {

int run_session(std::istream& in, std::ostream& out);

// The front ends, given the session's first line.
void run_uci(std::istream& in, class Output& out, const std::string& first_line);
void run_cecp(std::istream& in, class Output& out, const std::string& first_line);

}  // namespace abbott
