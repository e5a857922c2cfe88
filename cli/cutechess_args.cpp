// Translating cutechess-cli's command line into the match runner's settings. The words of the
// messages are cutechess-cli's, so that a user of its command line recognises them.
#include "cli/cutechess_args.h"

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>

#include "cli/variant_names.h"

namespace abbott::cli {

namespace {

using match::MatchSettings;

struct OptionRule {
  const char* name;
  int min_args;
  int max_args;  // -1: any number
  bool repeatable;
};

// The options accepted, with the number of values each takes.
constexpr OptionRule kRules[] = {
    {"-engine", 1, -1, true},         {"-each", 1, -1, false},      {"-variant", 1, 1, false},
    {"-concurrency", 1, 1, false},    {"-draw", 1, -1, false},      {"-resign", 1, -1, false},
    {"-maxmoves", 1, 1, false},       {"-tournament", 1, 1, false}, {"-event", 1, 1, false},
    {"-games", 1, 1, false},          {"-rounds", 1, 1, false},     {"-sprt", 1, -1, false},
    {"-ratinginterval", 1, 1, false}, {"-debug", 0, 1, false},      {"-log", 0, -1, false},
    {"-openings", 1, -1, false},      {"-pgnout", 1, 3, false},     {"-epdout", 1, 1, false},
    {"-repeat", 0, 1, false},         {"-recover", 0, 0, false},    {"-srand", 1, 1, false},
    {"-wait", 1, 1, false},           {"-output", 1, -1, false},    {"-version", 0, 0, false},
    {"-help", 0, 0, false},
};

// cutechess-cli options abbott refuses, and why.
const std::map<std::string, std::string>& unsupported() {
  static const std::map<std::string, std::string> m = {
      {"-tb", "no tablebases exist for these variants"},
      {"-tbpieces", "no tablebases exist for these variants"},
      {"-tbignore50", "no tablebases exist for these variants"},
      {"-bookmode", "Polyglot books are not used; give -openings"},
      {"-noswap", "every opening is played twice with colours reversed"},
      {"-reverse", "every opening is played twice with colours reversed"},
      {"-seeds", "a match has two engines"},
      {"-outcomeinterval", "the PGN's Termination tags give the outcomes"},
      {"-resultformat", "the result lines have one format"},
      {"-site", "the PGN's Site is \"abbott match\""},
      {"-engines", "there is no engine configuration file"},
  };
  return m;
}

const OptionRule* rule_for(const std::string& name) {
  for (const OptionRule& r : kRules)
    if (name == r.name) return &r;
  return nullptr;
}

struct Option {
  std::string name;
  std::vector<std::string> values;
};

std::string quoted(const std::string& s) {
  return "\"" + s + "\"";
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

std::string invalid_value(const Option& o) {
  return "Invalid value for option " + quoted(o.name) + ": " + quoted(joined(o.values));
}

// A value word: anything but a word that starts with '-' and is not a number ("-3" is a value).
bool is_value(const std::string& word) {
  if (word.size() < 2 || word[0] != '-') return true;
  std::istringstream in(word);
  double d = 0;
  return (in >> d) && in.eof();
}

// Splits the words into options and their values, checking names and value counts.
std::variant<std::vector<Option>, std::string> split_options(const std::vector<std::string>& args) {
  std::vector<Option> out;
  for (size_t i = 0; i < args.size();) {
    const std::string& name = args[i++];
    if (auto u = unsupported().find(name); u != unsupported().end())
      return "Option " + quoted(name) + " is not supported by abbott match: " + u->second;
    const OptionRule* rule = rule_for(name);
    if (!rule) return "Unknown option: " + quoted(name);
    Option o{name, {}};
    while (i < args.size() && is_value(args[i])) o.values.push_back(args[i++]);
    const bool seen = std::any_of(out.begin(), out.end(), [&](const Option& p) { return p.name == name; });
    if (seen && !rule->repeatable) return "Multiple instances of option " + quoted(name);
    if (static_cast<int>(o.values.size()) < rule->min_args)
      return "Option " + quoted(name) + (rule->max_args == rule->min_args ? " needs " : " needs at least ") +
             std::to_string(rule->min_args) + " argument(s)";
    if (rule->max_args >= 0 && static_cast<int>(o.values.size()) > rule->max_args)
      return "Too many arguments for option " + quoted(name);
    out.push_back(std::move(o));
  }
  return out;
}

// key=value values against `spec` ("file|format=pgn|order=sequential": keys, defaults after '=';
// a key without a default must be given).
std::variant<std::map<std::string, std::string>, std::string> key_values(const Option& o,
                                                                         const std::string& spec,
                                                                         bool allow_other_keys = false) {
  std::map<std::string, std::string> defaults;
  std::vector<std::string> required;
  std::istringstream in(spec);
  std::string item;
  while (std::getline(in, item, '|')) {
    const size_t eq = item.find('=');
    if (eq == std::string::npos)
      required.push_back(item);
    else
      defaults[item.substr(0, eq)] = item.substr(eq + 1);
  }
  std::map<std::string, std::string> out;
  for (const std::string& v : o.values) {
    const size_t eq = v.find('=');
    const std::string key = v.substr(0, eq);
    const bool known = defaults.count(key) || std::count(required.begin(), required.end(), key);
    if (eq == std::string::npos || out.count(key) || (!known && !allow_other_keys))
      return "Invalid argument for option " + quoted(o.name) + ": " + quoted(v);
    out[key] = v.substr(eq + 1);
  }
  std::string missing;
  for (const std::string& k : required)
    if (!out.count(k)) missing += (missing.empty() ? "" : ", ") + k;
  if (!missing.empty()) return "Option " + quoted(o.name) + " needs argument(s): " + missing;
  for (const auto& [k, v] : defaults)
    if (!out.count(k)) out[k] = v;
  return out;
}

std::optional<long long> whole_number(const std::string& s) {
  if (s.empty() || s.size() > 18) return std::nullopt;
  const bool negative = s[0] == '-';
  if (s.size() == (negative ? 1u : 0u) ||
      s.find_first_not_of("0123456789", negative ? 1 : 0) != std::string::npos)
    return std::nullopt;
  return std::stoll(s);
}

std::optional<double> real_number(const std::string& s) {
  std::istringstream in(s);
  double d = 0;
  if (!(in >> d) || !in.eof()) return std::nullopt;
  return d;
}

// A whole-number option value of at least `min`.
std::variant<long long, std::string> count_value(const Option& o, long long min) {
  const auto n = o.values.empty() ? std::nullopt : whole_number(o.values[0]);
  if (!n || *n < min) return invalid_value(o);
  return *n;
}

// Engine settings abbott accepts but that change nothing here.
const std::map<std::string, std::string>& ignored_engine_settings() {
  static const std::map<std::string, std::string> m = {
      {"restart", "engines are restarted only after a fault"},
      {"trust", "the referee decides every result"},
      {"ponder", "engines never ponder"},
      {"tscale", "the time-outs are --start-timeout and --move-timeout's"},
      {"debug", "-debug shows all engine input and output"},
  };
  return m;
}

// Engine settings abbott cannot honour.
const std::map<std::string, std::string>& refused_engine_settings() {
  static const std::map<std::string, std::string> m = {
      {"conf", "there is no engine configuration file; give cmd="},
      {"book", "Polyglot books are not used; give -openings"},
      {"bookdepth", "Polyglot books are not used; give -openings"},
      {"initstr", "no start-up text is sent"},
      {"whitepov", "scores are read from the mover's view"},
  };
  return m;
}

std::optional<std::string> apply_engine_word(match::EngineSpec& spec, const std::string& word,
                                             CutechessRun& run) {
  const size_t eq = word.find('=');
  const std::string key = word.substr(0, eq);
  const std::string value = eq == std::string::npos ? "" : word.substr(eq + 1);
  if (key.empty()) return std::nullopt;  // cutechess-cli skips such words
  if (auto r = refused_engine_settings().find(key); r != refused_engine_settings().end())
    return "Engine option " + quoted(key) + " is not supported by abbott match: " + r->second;
  if (auto i = ignored_engine_settings().find(key); i != ignored_engine_settings().end()) {
    run.notes.push_back("engine option " + key + " is ignored: " + i->second);
    return std::nullopt;
  }
  if (key == "timemargin") {
    const auto ms = whole_number(value);
    if (!ms || *ms < 0) return "Invalid time margin: " + quoted(value);
    run.settings.margin_ms = std::max<int64_t>(run.settings.margin_ms, *ms);
    return std::nullopt;
  }
  if (key == "st") {
    const auto seconds = real_number(value);
    if (!seconds || *seconds <= 0 || *seconds > 86400) return "Invalid search time: " + quoted(value);
    spec.movetime_ms = static_cast<int64_t>(*seconds * 1000.0 + 0.5);
    return std::nullopt;
  }
  if (key == "tc") {
    if (value == "inf") {
      spec.tc.reset();
      return std::nullopt;
    }
    if (!match::TimeControl::parse(value)) return "Invalid time control: " + quoted(value);
  }
  const bool known = key == "cmd" || key == "name" || key == "dir" || key == "arg" || key == "proto" ||
                     key == "tc" || key == "depth" || key == "nodes" || key == "stderr" ||
                     (key.rfind("option.", 0) == 0 && key.size() > 7);
  if (!known || eq == std::string::npos) return "Invalid engine option: " + quoted(key);
  if (auto err = match::apply_engine_setting(spec, key, value)) {
    if (key == "depth") return "Invalid depth limit: " + quoted(value);
    if (key == "nodes") return "Invalid node limit: " + quoted(value);
    return err->message;
  }
  return std::nullopt;
}

// The two engines: each -engine's words, then -each's.
std::optional<std::string> read_engines(const std::vector<Option>& options, CutechessRun& run) {
  std::vector<std::vector<std::string>> engines;
  std::vector<std::string> each;
  for (const Option& o : options) {
    if (o.name == "-engine") engines.push_back(o.values);
    if (o.name == "-each") each = o.values;
  }
  if (engines.size() != 2)
    return std::string(engines.size() < 2
                           ? "At least two engines are needed"
                           : "abbott match plays two engines, not " + std::to_string(engines.size()));
  for (int e = 0; e < 2; ++e) {
    match::EngineSpec spec;
    for (const auto* words : {&engines[e], &each})
      for (const std::string& w : *words)
        if (auto err = apply_engine_word(spec, w, run)) return err;
    if (spec.argv.empty()) return std::string("missing chess engine command");
    match::finish_engine_spec(spec);
    if (!spec.tc && !spec.depth && !spec.nodes && !spec.movetime_ms)
      return std::string("Invalid or missing time control");
    if (spec.tc && spec.movetime_ms) return std::string("st= can't be used in combination with tc=");
    run.settings.engines[e] = spec;
  }
  if (run.settings.engines[0].name == run.settings.engines[1].name) {
    run.settings.engines[0].name += "-1";
    run.settings.engines[1].name += "-2";
  }
  return std::nullopt;
}

std::optional<std::string> read_openings(const Option& o, CutechessRun& run) {
  auto parsed = key_values(o, "file|format=pgn|order=sequential|plies=0|start=1|policy=default");
  if (auto* err = std::get_if<std::string>(&parsed)) return *err;
  auto& kv = std::get<0>(parsed);
  match::OpeningSource& src = run.settings.openings;
  src.kind = match::OpeningSource::Kind::File;
  src.path = kv["file"];
  if (kv["format"] == "epd")
    src.format = match::OpeningSource::Format::Epd;
  else if (kv["format"] == "pgn")
    src.format = match::OpeningSource::Format::Pgn;
  else
    return "Invalid opening suite format: " + quoted(kv["format"]);
  if (kv["order"] != "random" && kv["order"] != "sequential")
    return "Invalid opening selection order: " + quoted(kv["order"]);
  src.random_order = kv["order"] == "random";
  if (kv["policy"] != "default" && kv["policy"] != "encounter" && kv["policy"] != "round")
    return "Invalid opening shift policy: " + quoted(kv["policy"]);
  const auto plies = whole_number(kv["plies"]);
  const auto start = whole_number(kv["start"]);
  if (!plies || *plies < 0 || !start || *start < 1) return invalid_value(o);
  src.max_plies = static_cast<int>(*plies);
  src.start = static_cast<int>(*start);
  return std::nullopt;
}

std::optional<std::string> read_sprt(const Option& o, CutechessRun& run) {
  auto parsed = key_values(o, "elo0|elo1|alpha|beta|model=logistic");
  if (auto* err = std::get_if<std::string>(&parsed)) return *err;
  auto& kv = std::get<0>(parsed);
  match::SprtSettings sprt;
  double* fields[] = {&sprt.elo0, &sprt.elo1, &sprt.alpha, &sprt.beta};
  const char* keys[] = {"elo0", "elo1", "alpha", "beta"};
  for (int i = 0; i < 4; ++i) {
    const auto v = real_number(kv[keys[i]]);
    if (!v) return invalid_value(o);
    *fields[i] = *v;
  }
  if (sprt.elo1 <= sprt.elo0 || sprt.alpha <= 0 || sprt.alpha >= 0.5 || sprt.beta <= 0 || sprt.beta >= 0.5)
    return invalid_value(o) + " (elo1 must be above elo0, alpha and beta between 0 and 0.5)";
  if (kv["model"] != "logistic")
    run.notes.push_back("-sprt model=" + kv["model"] + " is ignored: the LLR is on logistic Elo");
  run.settings.sprt = sprt;
  return std::nullopt;
}

std::optional<std::string> read_adjudication(const Option& o, CutechessRun& run) {
  const bool draw = o.name == "-draw";
  auto parsed =
      draw ? key_values(o, "movenumber|movecount|score") : key_values(o, "movecount|score|twosided=false");
  if (auto* err = std::get_if<std::string>(&parsed)) return *err;
  auto& kv = std::get<0>(parsed);
  const auto count = whole_number(kv["movecount"]);
  const auto score = whole_number(kv["score"]);
  if (!count || *count < 0 || !score || *score < 0) return invalid_value(o);
  match::ScoreAdjudication& a = run.settings.adjudication;
  if (draw) {
    const auto number = whole_number(kv["movenumber"]);
    if (!number || *number < 0) return invalid_value(o);
    a.draw_move_number = static_cast<int>(*number);
    a.draw_move_count = static_cast<int>(*count);
    a.draw_score = static_cast<int>(*score);
  } else {
    if (kv["twosided"] != "false")
      return "Option \"-resign\": twosided=" + kv["twosided"] + " is not supported by abbott match";
    a.resign_move_count = static_cast<int>(*count);
    a.resign_score = static_cast<int>(*score);
  }
  return std::nullopt;
}

// -pgnout FILE [min] [fi], or fastchess's -pgnout file=FILE [key=value ...].
std::optional<std::string> read_pgnout(const Option& o, CutechessRun& run) {
  if (o.values[0].rfind("file=", 0) == 0) {
    auto parsed = key_values(o, "file|min=false", true);
    if (auto* err = std::get_if<std::string>(&parsed)) return *err;
    auto& kv = std::get<0>(parsed);
    run.settings.pgn_path = kv["file"];
    run.settings.pgn_minimal = kv["min"] == "true";
    for (const auto& [k, v] : kv)
      if (k != "file" && k != "min") run.notes.push_back("-pgnout " + k + "=" + v + " is ignored");
    return std::nullopt;
  }
  run.settings.pgn_path = o.values[0];
  for (size_t i = 1; i < o.values.size(); ++i) {
    if (o.values[i] == "min")
      run.settings.pgn_minimal = true;
    else if (o.values[i] != "fi")  // every game is finished before it is written
      return invalid_value(o);
  }
  return std::nullopt;
}

// -log file=F level=L (fastchess), or no values: debug to stderr.
std::optional<std::string> read_log(const Option& o, CutechessRun& run) {
  auto parsed = key_values(o, "file=|level=info|engine=false|compress=false|realtime=true|append=true");
  if (auto* err = std::get_if<std::string>(&parsed)) return *err;
  auto& kv = std::get<0>(parsed);
  run.log_file = kv["file"];
  run.log_level = kv["level"] == "warning" ? "warn" : kv["level"] == "fatal" ? "critical" : kv["level"];
  if (kv["engine"] == "true") run.log_level = "debug";
  return std::nullopt;
}

// Without -games and -rounds, one pair of games (cutechess-cli plays one game).
std::optional<std::string> read_games(const std::vector<Option>& options, CutechessRun& run) {
  long long games = 1;
  long long rounds = 1;
  bool given = false;
  for (const Option& o : options) {
    if (o.name != "-games" && o.name != "-rounds" && o.name != "-repeat") continue;
    if (o.name == "-repeat") {
      if (!o.values.empty() && o.values[0] != "2")
        return invalid_value(o) + " (abbott match plays every opening twice, colours reversed)";
      continue;
    }
    auto n = count_value(o, 1);
    if (auto* err = std::get_if<std::string>(&n)) return *err;
    (o.name == "-games" ? games : rounds) = std::get<long long>(n);
    given = true;
  }
  if (!given) games = 2;
  const long long total = games * rounds;
  if (total % 2 || total > 100000000)
    return "-games x -rounds must be an even number of games, not " + std::to_string(total) +
           " (abbott match plays every opening twice, colours reversed)";
  run.settings.games = static_cast<int>(total);
  return std::nullopt;
}

// Options with one plain value.
std::optional<std::string> read_simple(const Option& o, CutechessRun& run) {
  MatchSettings& s = run.settings;
  const std::string v = o.values.empty() ? "" : o.values[0];
  if (o.name == "-variant") {
    const auto found = lookup_variant(v == "standard" ? "chess" : v);
    if (std::holds_alternative<std::string>(found))
      return invalid_value(o) + ": " + std::get<std::string>(found);
    s.variants = {std::get<const Variant*>(found)};
  } else if (o.name == "-tournament") {
    if (v != "round-robin" && v != "gauntlet") return "Invalid tournament type: " + v;
  } else if (o.name == "-event") {
    s.event = v;
  } else if (o.name == "-epdout") {
    s.epd_path = v.rfind("file=", 0) == 0 ? v.substr(5) : v;
  } else if (o.name == "-debug") {
    if (!v.empty() && v != "all") return invalid_value(o);
    run.log_level = "debug";
  } else if (o.name == "-output") {
    if (o.values != std::vector<std::string>{"format=cutechess"})
      return invalid_value(o) + " (only format=cutechess)";
  } else if (o.name == "-version") {
    run.show_version = true;
  } else if (o.name == "-help") {
    run.show_help = true;
  } else {
    // -concurrency, -maxmoves, -ratinginterval, -srand, -wait: whole numbers.
    const long long min = o.name == "-concurrency" ? 1 : 0;
    auto n = count_value(o, min);
    if (auto* err = std::get_if<std::string>(&n)) return *err;
    const long long x = std::get<long long>(n);
    if (o.name == "-concurrency") s.concurrency = static_cast<int>(std::min(x, 1024LL));
    if (o.name == "-maxmoves") s.max_plies = static_cast<int>(std::min(x, 1000000LL)) * 2;
    if (o.name == "-ratinginterval") run.rating_interval = static_cast<int>(std::min(x, 1000000000LL));
    if (o.name == "-srand") s.seed = static_cast<uint64_t>(x);
    if (o.name == "-wait") s.wait_ms = static_cast<int>(std::min(x, 3600000LL));
  }
  return std::nullopt;
}

std::optional<std::string> read_option(const Option& o, CutechessRun& run) {
  if (o.name == "-engine" || o.name == "-each" || o.name == "-games" || o.name == "-rounds" ||
      o.name == "-repeat")
    return std::nullopt;                          // read with the others of their kind
  if (o.name == "-recover") return std::nullopt;  // crashed engines are always restarted
  if (o.name == "-openings") return read_openings(o, run);
  if (o.name == "-sprt") return read_sprt(o, run);
  if (o.name == "-draw" || o.name == "-resign") return read_adjudication(o, run);
  if (o.name == "-pgnout") return read_pgnout(o, run);
  if (o.name == "-log") return read_log(o, run);
  return read_simple(o, run);
}

}  // namespace

bool is_cutechess_form(const std::vector<std::string>& args) {
  return std::any_of(args.begin(), args.end(),
                     [](const std::string& a) { return rule_for(a) || unsupported().count(a); });
}

std::variant<CutechessRun, std::string> parse_cutechess_args(const std::vector<std::string>& args) {
  auto split = split_options(args);
  if (auto* err = std::get_if<std::string>(&split)) return *err;
  const auto& options = std::get<std::vector<Option>>(split);
  CutechessRun run;
  run.settings.variants = {find_variant("chess")};
  run.settings.event = "?";
  run.settings.cutechess_terminations = true;
  run.settings.openings.max_imbalance_cp = 0;
  for (const Option& o : options)
    if (auto err = read_option(o, run)) return *err;
  if (run.show_version || run.show_help) return run;
  if (auto err = read_engines(options, run)) return *err;
  if (auto err = read_games(options, run)) return *err;
  return run;
}

std::string cutechess_help() {
  return "abbott match, cutechess-cli form (docs/match.md):\n"
         "  abbott match -engine cmd=CMD [name=N] [proto=uci|xboard] [tc=TC|st=S] [depth=D] [nodes=N]\n"
         "               [dir=DIR] [arg=ARG] [stderr=FILE] [timemargin=MS] [option.NAME=VALUE]...\n"
         "               -engine ... [-each ENGINE-OPTIONS] [-variant V] [-games N] [-rounds R]\n"
         "               [-repeat [2]] [-concurrency C] [-openings file=F format=epd|pgn\n"
         "               order=random|sequential plies=N start=N] [-pgnout FILE [min] [fi]]\n"
         "               [-epdout FILE] [-srand S] [-recover] [-maxmoves N] [-wait MS]\n"
         "               [-draw movenumber=N movecount=N score=CP] [-resign movecount=N score=CP]\n"
         "               [-sprt elo0=E0 elo1=E1 alpha=A beta=B] [-ratinginterval N]\n"
         "               [-tournament round-robin|gauntlet] [-event NAME] [-debug] [-log ...]\n"
         "               [-version] [-help]\n";
}

}  // namespace abbott::cli
