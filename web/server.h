// `abbott serve`: the browser board's HTTP server on one address.
#pragma once

#include <string>

namespace abbott::web {

// Serves the page and the JSON API on host:port (port 0 picks a free port) until the process is
// stopped; finished games are saved in `games_dir` (none when it is empty). Prints "abbott serve:
// http://HOST:PORT/" on stdout once it listens; returns the exit code (2 when the address cannot be bound).
int serve(const std::string& host, int port, const std::string& games_dir);

}  // namespace abbott::web
