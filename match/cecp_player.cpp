// The CECP (XBoard) side of the runner: xboard/protover 2 and features, new/variant/force/
// setboard, level or sd, then per move "force", the moves it has not seen, time/otim and go.
// Result claims ("1-0 {White mates}") are collected for the referee to compare.
#include <cstdio>
#include <map>
#include <sstream>

#include "match/engine_connection.h"
#include "match/engine_player.h"

namespace abbott::match {

namespace {

// A CECP engine that sends no done=0 has two seconds to send all its features (engine-intf §9).
constexpr int64_t kFeatureWaitMs = 2000;
constexpr long long kUnlimitedSeconds = 86400;

// Seconds for CECP's st: whole when they are, else with the milliseconds ("0.25").
std::string seconds_text(int64_t ms) {
  if (ms % 1000 == 0) return std::to_string(ms / 1000);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(ms) / 1000.0);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  return s;
}

std::map<std::string, std::string> parse_features(const std::string& line) {
  std::map<std::string, std::string> out;
  size_t i = 7;  // after "feature"
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const size_t eq = line.find('=', i);
    if (eq == std::string::npos) break;
    const std::string key = line.substr(i, eq - i);
    i = eq + 1;
    std::string value;
    if (i < line.size() && line[i] == '"') {
      const size_t close = line.find('"', i + 1);
      value = line.substr(i + 1, close == std::string::npos ? std::string::npos : close - i - 1);
      i = close == std::string::npos ? line.size() : close + 1;
    } else {
      const size_t end = line.find(' ', i);
      value = line.substr(i, end == std::string::npos ? std::string::npos : end - i);
      i = end == std::string::npos ? line.size() : end;
    }
    out[key] = value;
  }
  return out;
}

bool is_result_claim(const std::string& line) {
  return line.rfind("1-0", 0) == 0 || line.rfind("0-1", 0) == 0 || line.rfind("1/2-1/2", 0) == 0;
}

// "DEPTH SCORE TIME NODES PV": thinking output after "post".
void read_thinking(const std::string& line, Thinking& t) {
  std::istringstream in(line);
  int depth = 0;
  int score = 0;
  if (!(in >> depth >> score)) return;
  long long time_cs = 0;
  long long nodes = 0;
  if (!(in >> time_cs >> nodes)) return;
  t.depth = depth;
  // XBoard's convention for mate scores: 100000 + N plies.
  if (score > 90000 || score < -90000) {
    const int plies = score > 0 ? score - 100000 : -score - 100000;
    t.mate_moves = score > 0 ? (plies + 1) / 2 : -(plies + 1) / 2;
    t.score_cp.reset();
  } else {
    t.score_cp = score;
    t.mate_moves.reset();
  }
}

std::string level_text(const TimeControl& tc) {
  const long long seconds = tc.base_ms / 1000;
  char base[32];
  std::snprintf(base, sizeof base, "%lld:%02lld", seconds / 60, seconds % 60);
  char inc[32];
  std::snprintf(inc, sizeof inc, "%g", static_cast<double>(tc.increment_ms) / 1000.0);
  return "level " + std::to_string(tc.moves) + " " + base + " " + inc;
}

class CecpPlayer final : public EnginePlayer {
 public:
  CecpPlayer(const EngineSpec& spec, const Timeouts& timeouts) : io_(spec), timeouts_(timeouts) {}
  ~CecpPlayer() override { stop(); }

  [[nodiscard]] Wire wire() const override { return Wire::Cecp; }
  [[nodiscard]] Protocol protocol() const override { return Protocol::Cecp; }

  // An engine with feature reuse=0 plays one game per process.
  [[nodiscard]] bool alive() override { return io_.alive() && !(game_over_ && feature("reuse") == "0"); }

  std::optional<EngineFault> start() override {
    if (auto fault = io_.launch()) return fault;
    if (!io_.send("xboard") || !io_.send("protover 2")) return io_.crashed("at start-up");
    auto deadline = after_ms(kFeatureWaitMs);
    for (;;) {
      const ReadResult r = io_.read(deadline);
      if (r.status == ReadStatus::Closed) return io_.crashed("at start-up");
      if (r.status == ReadStatus::Timeout) {
        if (waiting_for_done_) return io_.hung("feature done=1");
        break;  // a protocol-1 engine, or one that sent no done=0: go on with what it sent
      }
      if (r.line.rfind("feature ", 0) != 0) continue;
      bool done = false;
      for (const auto& [key, value] : parse_features(r.line)) {
        // Coordinate notation only: the referee reads no SAN.
        const bool accept = key != "san" || value == "0";
        if (!io_.send((accept ? "accepted " : "rejected ") + key)) return io_.crashed("at start-up");
        if (key == "done") {
          waiting_for_done_ = value == "0";
          done = value == "1";
          if (waiting_for_done_) deadline = after_ms(timeouts_.start_ms);
        } else {
          features_[key] = value;
        }
      }
      if (done) break;
    }
    for (const auto& [name, value] : io_.spec().options)
      if (!io_.send("option " + name + "=" + value)) return io_.crashed("while setting options");
    return ping("at start-up");
  }

  std::optional<EngineFault> new_game(const Variant& variant, const std::string& fen,
                                      const SearchControl& control) override {
    known_plies_ = 0;
    game_over_ = false;
    if (!fen.empty() && feature("setboard") != "1")
      return EngineFault{EngineFault::Kind::Unsupported,
                         "engine lacks setboard, so it cannot start from a FEN"};
    if (control.nodes)
      return EngineFault{EngineFault::Kind::Unsupported,
                         "CECP has no node limit; use depth= or a time control"};
    const bool send_variant = variant.name != "chess" && !io_.spec().native_variant;
    if (send_variant && !offers_variant(variant.name))
      return EngineFault{EngineFault::Kind::Unsupported, "engine does not offer variant " + variant.name};
    std::vector<std::string> cmds = {"new", "easy", "post"};
    if (send_variant) cmds.push_back("variant " + variant.name);
    cmds.push_back("force");
    if (!fen.empty()) cmds.push_back("setboard " + fen);
    if (control.tc) cmds.push_back(level_text(*control.tc));
    if (control.movetime_ms)
      cmds.push_back("st " + seconds_text(*control.movetime_ms));
    else if (!control.tc)
      cmds.push_back("st " + std::to_string(kUnlimitedSeconds));
    if (control.depth) cmds.push_back("sd " + std::to_string(*control.depth));
    for (const auto& c : cmds)
      if (!io_.send(c)) return io_.crashed("at new game");
    return ping("at new game");
  }

  MoveReply go(const MoveRequest& req) override {
    MoveReply reply;
    const auto started = Clock::now();
    bool ok = send_moves(*req.moves);
    if (ok && req.clock && req.clock->running(req.side)) {
      const Color other = req.clock->running(~req.side) ? ~req.side : req.side;
      ok = io_.send("time " + std::to_string(centiseconds(req.clock->remaining_ms(req.side)))) &&
           io_.send("otim " + std::to_string(centiseconds(req.clock->remaining_ms(other))));
    }
    if (!ok || !io_.send("go")) {
      reply.fault = io_.crashed("while asked to move");
      return reply;
    }
    for (;;) {
      const auto next = io_.read_move_line(req.deadline, started, reply);
      if (!next) return reply;
      const std::string& line = *next;
      if (line.rfind("move ", 0) == 0) {
        reply.kind = MoveReply::Kind::Move;
        reply.text = line.substr(5);
        while (!reply.text.empty() && reply.text.back() == ' ') reply.text.pop_back();
        known_plies_ = req.moves->size() + 1;
        return reply;
      }
      if (line == "resign") {
        reply.kind = MoveReply::Kind::Resign;
        return reply;
      }
      if (line.rfind("Illegal move", 0) == 0) {
        reply.fault = EngineFault{EngineFault::Kind::Protocol, "engine rejected a legal move: " + line};
        return reply;
      }
      if (is_result_claim(line)) {
        reply.claims.push_back(line);
      } else {
        read_thinking(line, reply.thinking);
      }
    }
  }

  std::string final_verdict(const FinalPosition& final) override {
    if (!io_.running()) return "";
    std::string claim;
    if (final.by_rule && send_moves(*final.moves) && ping_feature()) {
      const int n = ++ping_number_;
      io_.send("ping " + std::to_string(n));
      const auto deadline = after_ms(timeouts_.verdict_ms);
      for (;;) {
        const ReadResult r = io_.read(deadline);
        if (r.status != ReadStatus::Line || r.line == "pong " + std::to_string(n)) break;
        if (is_result_claim(r.line) && claim.empty()) claim = r.line;
      }
    }
    io_.send("result " + final.result + " {" + final.reason + "}");
    game_over_ = true;
    return claim;
  }

  void stop() override { io_.close("quit"); }
  void kill() override { io_.kill(); }

 private:
  [[nodiscard]] std::string feature(const std::string& key) const {
    const auto it = features_.find(key);
    return it == features_.end() ? "" : it->second;
  }
  [[nodiscard]] bool ping_feature() const { return feature("ping") == "1"; }

  [[nodiscard]] bool offers_variant(const std::string& name) const {
    std::istringstream in(feature("variants"));
    std::string v;
    while (std::getline(in, v, ','))
      if (v == name) return true;
    return false;
  }

  static long long centiseconds(int64_t ms) { return ms > 0 ? (ms + 9) / 10 : 1; }

  // Brings the engine's game up to `moves` in force mode; the engine is then ready for "go".
  bool send_moves(const std::vector<std::string>& moves) {
    if (!io_.send("force")) return false;
    const std::string prefix = feature("usermove") == "1" ? "usermove " : "";
    for (size_t i = known_plies_; i < moves.size(); ++i)
      if (!io_.send(prefix + moves[i])) return false;
    known_plies_ = moves.size();
    return true;
  }

  std::optional<EngineFault> ping(const std::string& when) {
    if (!ping_feature()) return std::nullopt;
    const int n = ++ping_number_;
    if (!io_.send("ping " + std::to_string(n))) return io_.crashed(when);
    const auto deadline = after_ms(timeouts_.start_ms);
    for (;;) {
      const ReadResult r = io_.read(deadline);
      if (r.status == ReadStatus::Closed) return io_.crashed(when);
      if (r.status == ReadStatus::Timeout) return io_.hung("pong after ping " + when);
      if (r.line == "pong " + std::to_string(n)) return std::nullopt;
    }
  }

  EngineConnection io_;
  Timeouts timeouts_;
  std::map<std::string, std::string> features_;
  bool waiting_for_done_ = false;
  size_t known_plies_ = 0;
  bool game_over_ = false;
  int ping_number_ = 0;
};

}  // namespace

std::unique_ptr<EnginePlayer> make_cecp_player(const EngineSpec& spec, const Timeouts& timeouts) {
  return std::make_unique<CecpPlayer>(spec, timeouts);
}

}  // namespace abbott::match
