// `abbott match`: engine-vs-engine matches refereed by abbott's rules (docs/match.md).
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <iostream>
#include <sstream>

#include "cli/command.h"
#include "cli/cutechess_args.h"
#include "cli/options.h"
#include "cli/variant_names.h"
#include "match/cutechess_report.h"
#include "match/match.h"

namespace abbott::cli {

namespace {

using match::MatchSettings;

std::optional<std::string> parse_sprt(const std::string& text, match::SprtSettings& out) {
  std::istringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    const size_t eq = item.find('=');
    if (eq == std::string::npos) return "--sprt wants key=value items, not '" + item + "'";
    const std::string key = item.substr(0, eq);
    double value = 0;
    try {
      value = std::stod(item.substr(eq + 1));
    } catch (const std::exception&) {
      return "--sprt: '" + item + "' has no number";
    }
    if (key == "elo0")
      out.elo0 = value;
    else if (key == "elo1")
      out.elo1 = value;
    else if (key == "alpha")
      out.alpha = value;
    else if (key == "beta")
      out.beta = value;
    else
      return "--sprt: unknown key '" + key + "'";
  }
  if (out.elo1 <= out.elo0) return "--sprt: elo1 must be above elo0";
  if (out.alpha <= 0 || out.alpha >= 0.5 || out.beta <= 0 || out.beta >= 0.5)
    return "--sprt: alpha and beta must lie between 0 and 0.5";
  return std::nullopt;
}

std::optional<std::string> parse_variants(const std::string& text, std::vector<const Variant*>& out) {
  if (text == "all") {
    out = all_variants();
    return std::nullopt;
  }
  std::istringstream in(text);
  std::string name;
  while (std::getline(in, name, ',')) {
    const auto found = lookup_variant(name);
    if (auto* err = std::get_if<std::string>(&found)) return *err;
    out.push_back(std::get<const Variant*>(found));
  }
  if (out.empty()) return std::string("--variant names no variant");
  return std::nullopt;
}

void set_up_logging(spdlog::level::level_enum level, const std::string& file = "") {
  auto logger = file.empty() ? spdlog::stderr_color_mt("match") : spdlog::basic_logger_mt("match", file);
  spdlog::set_default_logger(logger);
  spdlog::set_level(level);
}

std::optional<std::string> read_settings(const po::variables_map& vm, MatchSettings& s) {
  const auto engines = vm["engine"].as<std::vector<std::string>>();
  if (engines.size() != 2) return std::string("give exactly two --engine options");
  const auto default_protocol = match::parse_protocol(vm["protocol"].as<std::string>());
  if (!default_protocol) return std::string("--protocol must be uci, xboard or auto");
  for (int e = 0; e < 2; ++e) {
    auto parsed = match::parse_engine_spec(engines[e]);
    if (auto* err = std::get_if<match::SpecError>(&parsed)) return err->message;
    s.engines[e] = std::get<match::EngineSpec>(parsed);
    if (s.engines[e].protocol == match::Protocol::Auto) s.engines[e].protocol = *default_protocol;
    if (s.engines[e].tc && !match::TimeControl::parse(*s.engines[e].tc))
      return "bad tc= '" + *s.engines[e].tc + "' (e.g. 10+0.1 or 40/60)";
  }
  if (s.engines[0].name == s.engines[1].name) {
    s.engines[0].name += "-1";
    s.engines[1].name += "-2";
  }
  if (auto err = parse_variants(vm["variant"].as<std::string>(), s.variants)) return err;
  s.games = vm["games"].as<int>();
  if (s.games < 1) return std::string("--games must be at least 1");
  if (vm.count("tc")) {
    s.limits.tc = match::TimeControl::parse(vm["tc"].as<std::string>());
    if (!s.limits.tc) return "bad --tc '" + vm["tc"].as<std::string>() + "' (e.g. 10+0.1 or 40/60)";
  }
  if (vm.count("depth")) s.limits.depth = vm["depth"].as<int>();
  if (vm.count("nodes")) s.limits.nodes = vm["nodes"].as<long long>();
  s.concurrency = vm["concurrency"].as<int>();
  if (s.concurrency < 1) return std::string("--concurrency must be at least 1");
  auto openings = match::parse_opening_source(vm["openings"].as<std::string>());
  if (auto* err = std::get_if<std::string>(&openings)) return *err;
  s.openings = std::get<match::OpeningSource>(openings);
  s.openings.max_imbalance_cp = vm["opening-balance"].as<int>();
  if (s.openings.max_imbalance_cp < 0) return std::string("--opening-balance must be 0 or more");
  s.seed = vm["seed"].as<uint64_t>();
  if (vm.count("pgn")) s.pgn_path = vm["pgn"].as<std::string>();
  if (vm.count("sprt")) {
    match::SprtSettings sprt;
    if (auto err = parse_sprt(vm["sprt"].as<std::string>(), sprt)) return err;
    s.sprt = sprt;
  }
  s.margin_ms = vm["timemargin"].as<int>();
  s.timeouts.move_ms = static_cast<int64_t>(vm["move-timeout"].as<double>() * 1000);
  s.timeouts.start_ms = static_cast<int64_t>(vm["start-timeout"].as<double>() * 1000);
  s.max_plies = vm["maxplies"].as<int>();
  s.event = vm["event"].as<std::string>();
  return std::nullopt;
}

// The cutechess-cli form: its options, and its result lines on stdout.
int run_cutechess_match(const std::vector<std::string>& args) {
  auto parsed = parse_cutechess_args(args);
  if (auto* err = std::get_if<std::string>(&parsed)) {
    std::cerr << "abbott match: " << *err << "\n";
    return 2;
  }
  const CutechessRun& run = std::get<CutechessRun>(parsed);
  if (run.show_version) {
    std::cout << "abbott " << ABBOTT_VERSION << " (abbott match, cutechess-cli compatible command line)\n";
    return 0;
  }
  if (run.show_help) {
    std::cout << cutechess_help();
    return 0;
  }
  const auto level = log_level(run.log_level);
  if (!level) {
    std::cerr << "abbott match: Invalid log level: \"" << run.log_level << "\"\n";
    return 2;
  }
  try {
    set_up_logging(*level, run.log_file);
  } catch (const spdlog::spdlog_ex& e) {
    std::cerr << "abbott match: cannot open log file " << run.log_file << ": " << e.what() << "\n";
    return 2;
  }
  for (const std::string& note : run.notes) std::cerr << "abbott match: note: " << note << "\n";
  match::CutechessReport report(run.settings, run.rating_interval, std::cout);
  auto result = match::run_match(run.settings, report);
  if (auto* err = std::get_if<std::string>(&result)) {
    std::cerr << "abbott match: " << *err << "\n";
    return 1;
  }
  return 0;
}

int run_match_command(const std::vector<std::string>& args) {
  if (is_cutechess_form(args)) return run_cutechess_match(args);
  po::options_description opts("match options");
  opts.add_options()(
      "engine,e", po::value<std::vector<std::string>>()->composing(),
      "an engine, twice: \"CMD [ARGS]\" or \"cmd=CMD name=N proto=uci|xboard depth=D nodes=N tc=TC "
      "option.NAME=VALUE dir=DIR stderr=FILE\"")(
      "variant,v", po::value<std::string>()->default_value("chess"), "variant(s), comma-separated, or all")(
      "games,n", po::value<int>()->default_value(2), "games per variant (rounded up to pairs)")(
      "tc", po::value<std::string>(), "time control: SECONDS[+INC] or MOVES/SECONDS[+INC], e.g. 10+0.1")(
      "depth", po::value<int>(), "search depth per move")("nodes", po::value<long long>(),
                                                          "node limit per move (UCI only)")(
      "concurrency,c", po::value<int>()->default_value(1), "games played at once")(
      "openings", po::value<std::string>()->default_value("startpos"),
      "random:PLIES, a FILE (one opening a line: moves or a FEN), or startpos")(
      "seed", po::value<uint64_t>()->default_value(1), "seed for random openings")(
      "opening-balance", po::value<int>()->default_value(150),
      "keep only random openings that abbott's depth-4 search scores within +-CP centipawns (0: keep all)")(
      "pgn", po::value<std::string>(), "append the games to this PGN file")(
      "sprt", po::value<std::string>(), "stop early by SPRT: elo0=0,elo1=10,alpha=0.05,beta=0.05")(
      "protocol", po::value<std::string>()->default_value("auto"),
      "uci, xboard or auto (per engine: proto=)")("timemargin", po::value<int>()->default_value(100),
                                                  "ms an engine may overstep its clock")(
      "move-timeout", po::value<double>()->default_value(60),
      "seconds for a move without a clock before the "
      "engine counts as hung")("start-timeout", po::value<double>()->default_value(10),
                               "seconds for start-up and readiness answers")(
      "maxplies", po::value<int>()->default_value(0), "adjudicate a draw after this many plies (0 = never)")(
      "event", po::value<std::string>()->default_value("abbott match"), "PGN Event tag")(
      "log-level", po::value<std::string>()->default_value("warn"), "stderr log: debug shows all engine I/O");
  po::variables_map vm;
  if (auto code = parse_options("match", opts, args, vm)) return *code;
  if (!vm.count("engine")) {
    std::cerr << "abbott match: give two --engine options (abbott match --help)\n";
    return 2;
  }
  const auto level = log_level(vm["log-level"].as<std::string>());
  if (!level) {
    std::cerr << "abbott match: unknown --log-level '" << vm["log-level"].as<std::string>()
              << "' (trace, debug, info, warn, error or off)\n";
    return 2;
  }
  set_up_logging(*level);
  MatchSettings settings;
  if (auto err = read_settings(vm, settings)) {
    std::cerr << "abbott match: " << *err << "\n";
    return 2;
  }
  auto result = match::run_match(settings, std::cout);
  if (auto* err = std::get_if<std::string>(&result)) {
    std::cerr << "abbott match: " << *err << "\n";
    return 1;
  }
  return 0;
}

const bool registered =
    register_command({"match", "play engine-vs-engine matches with abbott as referee", run_match_command});

}  // namespace

}  // namespace abbott::cli
