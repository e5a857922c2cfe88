// The command-less protocol loop: `abbott [--log FILE] [--log-level LEVEL]`, then `uci` or
// `xboard` as the first command. stdout carries only protocol; logging goes to stderr or FILE.
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli/command.h"
#include "cli/options.h"
#include "cli/variant_names.h"
#include "engine/variant.h"
#include "protocol/session.h"
#include "protocol/tuning_options.h"

namespace abbott::cli {

namespace {

int run_protocol(const std::vector<std::string>& args) {
  po::options_description opts("protocol loop options (abbott with no command)");
  opts.add_options()("log", po::value<std::string>(), "write the log to FILE instead of stderr")(
      "log-level", po::value<std::string>()->default_value(""),
      "trace, debug, info, warn, error or off (default: debug with --log, warn without)")(
      "variants", po::value<std::string>(),
      "offer only these variants (comma-separated), for adapters that cut long lines (uci2wb)")(
      "tune-options",
      "offer every evaluation weight as a UCI option, for outside tuners (also ABBOTT_TUNE_OPTIONS=1)");
  po::variables_map vm;
  if (auto code = parse_options("", opts, args, vm)) return *code;
  if (const std::string level = vm["log-level"].as<std::string>(); !level.empty() && !log_level(level)) {
    std::cerr << "abbott: unknown --log-level '" << level << "' (trace, debug, info, warn, error or off)\n";
    return 2;
  }
  if (vm.count("log")) {
    // spdlog would create missing directories; a mistyped path is an error instead.
    const std::filesystem::path dir = std::filesystem::path(vm["log"].as<std::string>()).parent_path();
    if (!dir.empty() && !std::filesystem::is_directory(dir)) {
      std::cerr << "abbott: cannot open the log " << vm["log"].as<std::string>() << ": no directory "
                << dir.string() << "\n";
      return 2;
    }
  }
  try {
    auto logger = vm.count("log") ? spdlog::basic_logger_mt("abbott", vm["log"].as<std::string>())
                                  : spdlog::stderr_color_mt("abbott");
    spdlog::set_default_logger(logger);
  } catch (const spdlog::spdlog_ex& e) {
    std::cerr << "abbott: cannot open the log: " << e.what() << "\n";
    return 2;
  }
  const std::string level = vm["log-level"].as<std::string>();
  spdlog::set_level(level.empty() ? (vm.count("log") ? spdlog::level::debug : spdlog::level::warn)
                                  : *log_level(level));
  spdlog::flush_on(spdlog::level::debug);
  std::vector<const Variant*> offered;
  if (vm.count("variants")) {
    std::string list = vm["variants"].as<std::string>() + ",";
    for (size_t at = 0, comma; (comma = list.find(',', at)) != std::string::npos; at = comma + 1) {
      const std::string name = list.substr(at, comma - at);
      if (name.empty()) continue;
      const auto found = lookup_variant(name);
      if (auto* err = std::get_if<std::string>(&found)) {
        std::cerr << "abbott: --variants: " << *err << "\n";
        return 2;
      }
      offered.push_back(std::get<const Variant*>(found));
    }
  }
  const char* tune_env = std::getenv("ABBOTT_TUNE_OPTIONS");
  if (vm.count("tune-options") || (tune_env && std::string(tune_env) == "1"))
    protocol::enable_tuning_options();
  std::ios::sync_with_stdio(false);
  // std::cin flushes std::cout before each read by default; the reader thread would then write to
  // std::cout while the session thread does, and lines came out twice.
  std::cin.tie(nullptr);
  protocol::Session session(std::cout, false, offered);
  return session.run(std::cin);
}

const bool registered = register_command(
    {"", "the protocol loop: the first command (uci or xboard) chooses the protocol", run_protocol});

}  // namespace

}  // namespace abbott::cli
