// The command-less mode: the protocol loop on stdin/stdout. Logging goes to stderr (warnings
// only) or, with --log FILE, everything including the protocol traffic goes to FILE.
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <iostream>

#include "cli/command.h"
#include "cli/options.h"
#include "protocol/session.h"

namespace abbott::cli {

namespace {

int run_protocol(const std::vector<std::string>& args) {
  po::options_description opts("protocol options (abbott with no command)");
  opts.add_options()("log", po::value<std::string>(),
                     "write a debug log, protocol traffic included, to FILE");
  po::variables_map vm;
  if (auto code = parse_options("", opts, args, vm)) return *code;
  try {
    if (vm.count("log")) {
      auto logger = spdlog::basic_logger_mt("abbott", vm["log"].as<std::string>(), true);
      logger->set_level(spdlog::level::debug);
      logger->flush_on(spdlog::level::debug);
      spdlog::set_default_logger(logger);
    } else {
      auto logger = spdlog::stderr_color_mt("abbott");
      logger->set_level(spdlog::level::warn);
      spdlog::set_default_logger(logger);
    }
  } catch (const spdlog::spdlog_ex& e) {
    std::cerr << "abbott: cannot open the log: " << e.what() << "\n";
    return 2;
  }
  std::ios::sync_with_stdio(false);
  // cin is tied to cout and would flush it before every read, from the input thread, while the
  // search thread writes: untie it, so that only Output (under its mutex) touches cout.
  std::cin.tie(nullptr);
  return run_session(std::cin, std::cout);
}

const bool registered =
    register_command({"", "(no command) UCI or XBoard protocol on stdin/stdout", run_protocol});

}  // namespace

}  // namespace abbott::cli
