// abbott's own search as a player inside the runner ("@abbott"), so abbott can be measured
// before, and independently of, its protocol front ends. It reads moves in abbott notation like
// a UCI engine and obeys the same deadlines.
#include <condition_variable>
#include <mutex>

#include "match/engine_player.h"
#include "movegen/notation.h"
#include "search/search.h"

namespace abbott::match {

namespace {

constexpr size_t kDefaultHashMb = 16;

class InternalPlayer final : public EnginePlayer {
 public:
  explicit InternalPlayer(const EngineSpec& spec) : spec_(spec) {}
  ~InternalPlayer() override { kill(); }

  [[nodiscard]] Wire wire() const override { return Wire::Uci; }
  [[nodiscard]] Protocol protocol() const override { return Protocol::Internal; }

  [[nodiscard]] bool alive() override { return true; }

  std::optional<EngineFault> start() override {
    size_t hash = kDefaultHashMb;
    int threads = 1;
    for (const auto& [name, value] : spec_.options) {
      try {
        if (name == "Hash")
          hash = std::stoul(value);
        else if (name == "Threads")
          threads = std::stoi(value);
        else
          return EngineFault{EngineFault::Kind::Unsupported, "@abbott has no option " + name};
      } catch (const std::exception&) {
        return EngineFault{EngineFault::Kind::Unsupported, "bad value for option " + name + ": " + value};
      }
    }
    if (!search_.set_hash_mb(hash))
      return EngineFault{EngineFault::Kind::Unsupported,
                         "@abbott has no memory for Hash " + std::to_string(hash)};
    search_.set_threads(threads);
    return std::nullopt;
  }

  std::optional<EngineFault> new_game(const Variant& variant, const std::string& fen,
                                      const SearchControl& control) override {
    variant_ = &variant;
    fen_ = fen.empty() ? "startpos" : fen;
    control_ = control;
    search_.new_game();
    return std::nullopt;
  }

  MoveReply go(const MoveRequest& req) override {
    MoveReply reply;
    Position pos;
    if (!replay(*req.moves, pos)) {
      reply.fault = EngineFault{EngineFault::Kind::Protocol, "@abbott could not replay the game"};
      return reply;
    }
    SearchLimits limits;
    if (control_.depth) limits.depth = *control_.depth;
    if (control_.nodes) limits.nodes = static_cast<uint64_t>(*control_.nodes);
    if (control_.movetime_ms) limits.movetime_ms = *control_.movetime_ms;
    if (req.clock && req.clock->running(req.side)) {
      for (Color c : {Color::White, Color::Black}) {
        const Color shown = req.clock->running(c) ? c : req.side;
        limits.time_left_ms[idx(c)] = std::max<int64_t>(req.clock->remaining_ms(shown), 1);
        limits.increment_ms[idx(c)] = req.clock->increment_ms(shown);
      }
      limits.moves_to_go = req.clock->moves_to_go(req.side);
    }

    const auto started = Clock::now();
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    SearchResult result;
    Thinking thinking;
    search_.start(
        pos, limits,
        [&](const SearchReport& r) {
          std::lock_guard lock(m);
          thinking.depth = r.depth;
          if (is_mate_score(r.score)) {
            thinking.mate_moves = mate_in_moves(r.score);
            thinking.score_cp.reset();
          } else {
            thinking.score_cp = r.score;
            thinking.mate_moves.reset();
          }
        },
        [&](const SearchResult& r) {
          std::lock_guard lock(m);
          result = r;
          done = true;
          cv.notify_all();
        });
    bool in_time = false;
    {
      std::unique_lock lock(m);
      in_time = cv.wait_until(lock, req.deadline, [&] { return done; });
    }
    if (!in_time) search_.stop();
    search_.wait();
    reply.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
    reply.thinking = thinking;
    if (!in_time) {
      reply.kind = MoveReply::Kind::Timeout;
    } else if (result.best.is_null()) {
      reply.kind = MoveReply::Kind::NoMove;
      reply.text = "(none)";
    } else {
      reply.kind = MoveReply::Kind::Move;
      reply.text = move_text(pos, result.best);
    }
    return reply;
  }

  std::string final_verdict(const FinalPosition& final) override {
    if (!final.by_rule || !final.engine_to_move || !final.no_move_end) return "";
    Position pos;
    if (!replay(*final.moves, pos)) return "cannot replay";
    SearchLimits limits;
    limits.depth = 1;
    const SearchResult r = search_.run(pos, limits);
    return r.best.is_null() ? "bestmove (none)" : "bestmove " + move_text(pos, r.best);
  }

  void stop() override { kill(); }
  void kill() override {
    search_.stop();
    search_.wait();
  }

 private:
  bool replay(const std::vector<std::string>& moves, Position& pos) const {
    if (pos.set(*variant_, fen_)) return false;
    for (const std::string& text : moves) {
      auto parsed = parse_move(pos, text);
      if (!std::holds_alternative<Move>(parsed)) return false;
      pos.make(std::get<Move>(parsed));
    }
    return true;
  }

  EngineSpec spec_;
  Search search_;
  const Variant* variant_ = nullptr;
  std::string fen_ = "startpos";
  SearchControl control_;
};

}  // namespace

std::unique_ptr<EnginePlayer> make_internal_player(const EngineSpec& spec) {
  return std::make_unique<InternalPlayer>(spec);
}

}  // namespace abbott::match
