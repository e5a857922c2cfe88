// `abbott serve`: the browser board (docs/gui.md).
#include <filesystem>
#include <iostream>

#include "cli/command.h"
#include "cli/options.h"
#include "web/server.h"

namespace abbott::cli {

namespace {

int run_serve(const std::vector<std::string>& args) {
  po::options_description opts("serve options");
  opts.add_options()("port,p", po::value<int>()->default_value(8080), "TCP port (0: any free port)")(
      "host", po::value<std::string>()->default_value("127.0.0.1"),
      "address to listen on (127.0.0.1: this machine only)")(
      "games", po::value<std::string>(), "save every finished game as a PGN file in this folder");
  po::variables_map vm;
  if (auto code = parse_options("serve", opts, args, vm)) return *code;
  const int port = vm["port"].as<int>();
  if (port < 0 || port > 65535) {
    std::cerr << "abbott serve: --port must be between 0 and 65535\n";
    return 2;
  }
  std::string games;
  if (vm.count("games")) {
    games = vm["games"].as<std::string>();
    std::error_code error;
    std::filesystem::create_directories(games, error);
    if (error || !std::filesystem::is_directory(games)) {
      std::cerr << "abbott serve: cannot use '" << games << "' as the games folder\n";
      return 2;
    }
  }
  return web::serve(vm["host"].as<std::string>(), port, games);
}

const bool registered = register_command(
    {"serve", "the browser board: play every variant in a web browser (docs/gui.md)", run_serve});

}  // namespace

}  // namespace abbott::cli
