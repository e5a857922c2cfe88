// Parsing --engine arguments.
#include "match/engine_spec.h"

#include "match/process.h"

namespace abbott::match {

namespace {

bool is_key_value_form(const std::vector<std::string>& words) {
  return !words.empty() && words[0].rfind("cmd=", 0) == 0;
}

std::optional<long long> to_number(const std::string& s) {
  if (s.empty() || s.size() > 18) return std::nullopt;
  long long v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

std::string file_name(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// "engine" for "/usr/bin/engine", and "fake" for "python3 tests/fake.py": an interpreter's
// name says nothing about the engine.
std::string default_name(const std::vector<std::string>& argv) {
  const std::string program = file_name(argv[0]);
  for (const char* interpreter : {"python", "python3", "sh", "bash", "perl", "env"}) {
    if (program != interpreter || argv.size() < 2) continue;
    const std::string script = file_name(argv[1]);
    return script.substr(0, script.find('.'));
  }
  return program;
}

}  // namespace

std::optional<Protocol> parse_protocol(const std::string& text) {
  if (text == "auto") return Protocol::Auto;
  if (text == "uci") return Protocol::Uci;
  if (text == "xboard" || text == "cecp") return Protocol::Cecp;
  return std::nullopt;
}

std::string protocol_name(Protocol p) {
  switch (p) {
    case Protocol::Uci:
      return "uci";
    case Protocol::Cecp:
      return "xboard";
    case Protocol::Internal:
      return "internal";
    case Protocol::Auto:
      break;
  }
  return "auto";
}

std::optional<SpecError> apply_engine_setting(EngineSpec& spec, const std::string& key,
                                              const std::string& value) {
  if (key == "cmd") {
    const auto cmd = split_command_line(value);
    if (!cmd || cmd->empty()) return SpecError{"bad cmd= '" + value + "'"};
    spec.argv = *cmd;
  } else if (key == "arg") {
    spec.argv.push_back(value);
  } else if (key == "name") {
    spec.name = value;
  } else if (key == "dir") {
    spec.dir = value;
  } else if (key == "stderr") {
    spec.stderr_path = value;
  } else if (key == "proto") {
    const auto p = parse_protocol(value);
    if (!p) return SpecError{"proto must be uci, xboard or auto, not '" + value + "'"};
    spec.protocol = *p;
  } else if (key == "depth") {
    const auto d = to_number(value);
    if (!d || *d < 1 || *d > 1000) return SpecError{"depth must be a positive number, not '" + value + "'"};
    spec.depth = static_cast<int>(*d);
  } else if (key == "nodes") {
    const auto n = to_number(value);
    if (!n || *n < 1) return SpecError{"nodes must be a positive number, not '" + value + "'"};
    spec.nodes = *n;
  } else if (key == "variant") {
    if (value != "native") return SpecError{"variant must be 'native', not '" + value + "'"};
    spec.native_variant = true;
  } else if (key == "tc") {
    spec.tc = value;
  } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
    const std::string name = key.substr(7);
    for (auto& [n, v] : spec.options)
      if (n == name) {
        v = value;  // a later setting (e.g. cutechess's -each) replaces an earlier one
        return std::nullopt;
      }
    spec.options.emplace_back(name, value);
  } else {
    return SpecError{"unknown engine setting '" + key + "'"};
  }
  return std::nullopt;
}

void finish_engine_spec(EngineSpec& spec) {
  if (spec.name.empty()) spec.name = spec.argv[0] == kInternalEngine ? "abbott" : default_name(spec.argv);
  if (spec.argv[0] == kInternalEngine) spec.protocol = Protocol::Internal;
}

std::variant<EngineSpec, SpecError> parse_engine_spec(const std::string& text) {
  const auto words = split_command_line(text);
  if (!words) return SpecError{"unterminated quote in engine '" + text + "'"};
  if (words->empty()) return SpecError{"empty engine command"};
  EngineSpec spec;
  if (!is_key_value_form(*words)) {
    spec.argv = *words;
  } else {
    for (const std::string& w : *words) {
      const size_t eq = w.find('=');
      if (eq == std::string::npos) return SpecError{"engine setting '" + w + "' is not key=value"};
      if (auto err = apply_engine_setting(spec, w.substr(0, eq), w.substr(eq + 1))) {
        if (w.rfind("cmd=", 0) == 0) return SpecError{"bad cmd= in engine '" + text + "'"};
        return *err;
      }
    }
  }
  finish_engine_spec(spec);
  return spec;
}

}  // namespace abbott::match
