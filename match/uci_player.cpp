// The UCI side of the runner: uci/uciok, setoption (UCI_Variant for variants other than chess),
// isready/readyok, "position startpos|fen ... moves ..." and go with the runner's clocks.
#include <set>
#include <sstream>

#include "engine/words.h"
#include "match/engine_connection.h"
#include "match/engine_player.h"

namespace abbott::match {

namespace {

constexpr const char* kVariantOption = "UCI_Variant";

std::optional<int> to_int(const std::string& s) {
  try {
    size_t used = 0;
    const int v = std::stoi(s, &used);
    if (used == s.size()) return v;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

void read_info(const std::vector<std::string>& w, Thinking& t) {
  for (size_t i = 1; i + 1 < w.size(); ++i) {
    if (w[i] == "depth") {
      if (auto d = to_int(w[i + 1])) t.depth = *d;
    } else if (w[i] == "score" && i + 2 < w.size()) {
      const auto v = to_int(w[i + 2]);
      if (!v) continue;
      if (w[i + 1] == "cp") {
        t.score_cp = *v;
        t.mate_moves.reset();
      } else if (w[i + 1] == "mate") {
        t.mate_moves = *v;
        t.score_cp.reset();
      }
    }
  }
}

class UciPlayer final : public EnginePlayer {
 public:
  UciPlayer(const EngineSpec& spec, const Timeouts& timeouts) : io_(spec), timeouts_(timeouts) {}
  ~UciPlayer() override { stop(); }

  [[nodiscard]] Wire wire() const override { return Wire::Uci; }
  [[nodiscard]] Protocol protocol() const override { return Protocol::Uci; }

  [[nodiscard]] bool alive() override { return io_.alive(); }

  std::optional<EngineFault> start() override {
    if (auto fault = io_.launch()) return fault;
    if (!io_.send("uci")) return io_.crashed("at start-up");
    const auto deadline = after_ms(timeouts_.start_ms);
    for (;;) {
      const ReadResult r = io_.read(deadline);
      if (r.status == ReadStatus::Closed) return io_.crashed("at start-up");
      if (r.status == ReadStatus::Timeout) return io_.hung("uciok after uci");
      const auto w = split_words(r.line);
      if (w.empty()) continue;
      if (w[0] == "uciok") break;
      if (w[0] == "option" && w.size() > 2 && w[1] == "name") {
        // Option names may contain blanks: everything up to " type ".
        const size_t from = r.line.find("name ") + 5;
        const size_t to = r.line.find(" type ", from);
        const std::string name = r.line.substr(from, to == std::string::npos ? std::string::npos : to - from);
        options_.insert(name);
        if (name == kVariantOption)
          for (size_t i = 0; i + 1 < w.size(); ++i)
            if (w[i] == "var") variant_values_.insert(w[i + 1]);
      }
    }
    for (const auto& [name, value] : io_.spec().options)
      if (!io_.send("setoption name " + name + " value " + value))
        return io_.crashed("while setting options");
    return sync("at start-up");
  }

  std::optional<EngineFault> new_game(const Variant& variant, const std::string& fen,
                                      const SearchControl& control) override {
    control_ = control;
    fen_ = fen;
    if (!io_.spec().native_variant && (variant.name != "chess" || options_.count(kVariantOption))) {
      if (!options_.count(kVariantOption))
        return EngineFault{EngineFault::Kind::Unsupported,
                           "engine has no UCI_Variant option, so it cannot play " + variant.name};
      // A combo lists the values it takes; a variant missing from it is not played.
      if (!variant_values_.empty() && !variant_values_.count(variant.name))
        return EngineFault{EngineFault::Kind::Unsupported,
                           "its UCI_Variant option does not list " + variant.name};
      if (!io_.send(std::string("setoption name ") + kVariantOption + " value " + variant.name))
        return io_.crashed("at new game");
    }
    if (!io_.send("ucinewgame")) return io_.crashed("at new game");
    return sync("at new game");
  }

  MoveReply go(const MoveRequest& req) override {
    MoveReply reply;
    const auto started = Clock::now();
    if (!send_position(*req.moves) || !io_.send(go_command(req))) {
      reply.fault = io_.crashed("while asked to move");
      return reply;
    }
    for (;;) {
      const auto next = io_.read_move_line(req.deadline, started, reply);
      if (!next) return reply;
      const auto w = split_words(*next);
      if (w.empty()) continue;
      if (w[0] == "info") {
        read_info(w, reply.thinking);
      } else if (w[0] == "bestmove") {
        if (w.size() < 2 || w[1] == "(none)" || w[1] == "0000") {
          reply.kind = MoveReply::Kind::NoMove;
          reply.text = w.size() < 2 ? "" : w[1];
        } else {
          reply.kind = MoveReply::Kind::Move;
          reply.text = w[1];
        }
        return reply;
      }
    }
  }

  std::string final_verdict(const FinalPosition& final) override {
    // UCI engines do not claim results; only a position without moves can be asked about.
    if (!final.by_rule || !final.engine_to_move || !final.no_move_end || !io_.running()) return "";
    if (!send_position(*final.moves) || !io_.send("go depth 1")) return "crashed";
    const auto deadline = after_ms(timeouts_.verdict_ms);
    for (;;) {
      const ReadResult r = io_.read(deadline);
      if (r.status == ReadStatus::Closed) return "crashed";
      if (r.status == ReadStatus::Timeout) {
        io_.send("stop");
        return "no answer";
      }
      const auto w = split_words(r.line);
      if (!w.empty() && w[0] == "bestmove") return "bestmove " + (w.size() > 1 ? w[1] : std::string());
    }
  }

  void stop() override { io_.close("quit"); }
  void kill() override { io_.kill(); }

 private:
  std::optional<EngineFault> sync(const std::string& when) {
    if (!io_.send("isready")) return io_.crashed(when);
    const auto deadline = after_ms(timeouts_.start_ms);
    for (;;) {
      const ReadResult r = io_.read(deadline);
      if (r.status == ReadStatus::Closed) return io_.crashed(when);
      if (r.status == ReadStatus::Timeout) return io_.hung("readyok after isready " + when);
      if (r.line == "readyok") return std::nullopt;
    }
  }

  bool send_position(const std::vector<std::string>& moves) {
    std::string cmd = fen_.empty() ? "position startpos" : "position fen " + fen_;
    if (!moves.empty()) {
      cmd += " moves";
      for (const auto& m : moves) cmd += " " + m;
    }
    return io_.send(cmd);
  }

  std::string go_command(const MoveRequest& req) const {
    std::string cmd = "go";
    if (req.clock && req.clock->running(req.side)) {
      // A side without a clock of its own is shown the mover's time.
      auto shown = [&](Color c) { return req.clock->running(c) ? c : req.side; };
      const Color w = shown(Color::White);
      const Color b = shown(Color::Black);
      cmd += " wtime " + std::to_string(std::max<int64_t>(req.clock->remaining_ms(w), 1));
      cmd += " btime " + std::to_string(std::max<int64_t>(req.clock->remaining_ms(b), 1));
      cmd += " winc " + std::to_string(req.clock->increment_ms(w));
      cmd += " binc " + std::to_string(req.clock->increment_ms(b));
      if (const int mtg = req.clock->moves_to_go(req.side)) cmd += " movestogo " + std::to_string(mtg);
    }
    if (control_.depth) cmd += " depth " + std::to_string(*control_.depth);
    if (control_.nodes) cmd += " nodes " + std::to_string(*control_.nodes);
    if (control_.movetime_ms) cmd += " movetime " + std::to_string(*control_.movetime_ms);
    return cmd;
  }

  EngineConnection io_;
  Timeouts timeouts_;
  std::set<std::string> options_;
  std::set<std::string> variant_values_;  // the values of the UCI_Variant combo
  SearchControl control_;
  std::string fen_;
};

}  // namespace

std::unique_ptr<EnginePlayer> make_uci_player(const EngineSpec& spec, const Timeouts& timeouts) {
  return std::make_unique<UciPlayer>(spec, timeouts);
}

}  // namespace abbott::match
