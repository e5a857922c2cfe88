// How the runner starts and limits one engine, read from an --engine argument. Two forms:
//   "CMD [ARGS]"                          a plain command line
//   "cmd=CMD name=N proto=uci depth=4 option.Hash=16 ..."   key=value words (values may be quoted)
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace abbott::match {

enum class Protocol : uint8_t {
  Auto,
  Uci,
  Cecp,
  Internal,  // abbott's own search in the runner's process: the command "@abbott"
};

// The command that names abbott's in-process player.
constexpr const char* kInternalEngine = "@abbott";

struct EngineSpec {
  std::vector<std::string> argv;  // program and its arguments
  std::string name;               // for PGN and the progress line; defaults to the program's file name
  std::string dir;                // working directory ("" = the runner's)
  Protocol protocol = Protocol::Auto;
  std::optional<int> depth;                                  // per-move search depth, overriding --depth
  std::optional<long long> nodes;                            // per-move node limit, overriding --nodes
  std::optional<std::string> tc;                             // time control, overriding --tc
  std::optional<int64_t> movetime_ms;                        // fixed time per move (cutechess-cli's st=)
  std::vector<std::pair<std::string, std::string>> options;  // UCI setoption / CECP option=
  std::string stderr_path;  // where the engine's stderr goes ("" = discarded)
  // The engine plays the match's variant as its own game (e.g. an engine written for one
  // variant only): no UCI_Variant option or CECP `variant` command is sent. `variant=native`.
  bool native_variant = false;
};

struct SpecError {
  std::string message;
};

std::variant<EngineSpec, SpecError> parse_engine_spec(const std::string& text);

// One key=value setting of the key=value form (cmd, arg, name, dir, stderr, proto, depth, nodes,
// variant, tc, option.NAME) applied to `spec`; a repeated option.NAME replaces the earlier value.
std::optional<SpecError> apply_engine_setting(EngineSpec& spec, const std::string& key,
                                              const std::string& value);
// Fills in what the settings left open: the default name, and the protocol of "@abbott".
// `spec.argv` must not be empty.
void finish_engine_spec(EngineSpec& spec);
std::optional<Protocol> parse_protocol(const std::string& text);
std::string protocol_name(Protocol p);

}  // namespace abbott::match
