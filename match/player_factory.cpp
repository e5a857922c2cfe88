// Choosing the protocol player for an engine, and detecting the protocol by trying UCI.
#include "match/engine_connection.h"
#include "match/engine_player.h"

namespace abbott::match {

std::unique_ptr<EnginePlayer> make_uci_player(const EngineSpec& spec, const Timeouts& timeouts);
std::unique_ptr<EnginePlayer> make_cecp_player(const EngineSpec& spec, const Timeouts& timeouts);
std::unique_ptr<EnginePlayer> make_internal_player(const EngineSpec& spec);

namespace {

// How long an engine may stay silent after "uci" before it is taken for a CECP engine.
constexpr int64_t kDetectMs = 3000;

bool looks_like_cecp(const std::string& line) {
  for (const char* start : {"feature", "Error", "Illegal move", "tellics", "telluser"})
    if (line.rfind(start, 0) == 0) return true;
  return false;
}

}  // namespace

std::unique_ptr<EnginePlayer> make_player(const EngineSpec& spec, Protocol protocol,
                                          const Timeouts& timeouts) {
  switch (protocol) {
    case Protocol::Cecp:
      return make_cecp_player(spec, timeouts);
    case Protocol::Internal:
      return make_internal_player(spec);
    case Protocol::Uci:
    case Protocol::Auto:
      break;
  }
  return make_uci_player(spec, timeouts);
}

std::variant<Protocol, EngineFault> detect_protocol(const EngineSpec& spec, const Timeouts& timeouts) {
  if (spec.protocol != Protocol::Auto) return spec.protocol;
  EngineConnection io(spec);
  if (auto fault = io.launch()) return *fault;
  if (!io.send("uci")) return io.crashed("at start-up");
  const auto deadline = after_ms(std::min(kDetectMs, timeouts.start_ms));
  Protocol found = Protocol::Cecp;
  for (;;) {
    const ReadResult r = io.read(deadline);
    if (r.status == ReadStatus::Timeout) break;
    if (r.status == ReadStatus::Closed) {
      // A CECP engine may quit on the unknown command "uci"; one that dies without a word is
      // broken either way, and the real start will say so.
      break;
    }
    if (r.line == "uciok") {
      found = Protocol::Uci;
      break;
    }
    if (looks_like_cecp(r.line)) break;
  }
  io.close("quit");
  return found;
}

}  // namespace abbott::match
