// One engine as the game loop sees it, whatever its protocol: start it, set up a game, ask for
// a move against a deadline, and ask its view of the final position. UciPlayer and CecpPlayer
// implement it; connect_engine picks one (detecting the protocol when asked to).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/variant.h"
#include "match/engine_spec.h"
#include "match/process.h"
#include "match/time_control.h"
#include "match/wire_move.h"

namespace abbott::match {

// Why an engine could not go on. Each is a loss for the engine, and the runner restarts it.
struct EngineFault {
  enum class Kind : uint8_t {
    Crashed,      // the process exited or could not be written to
    Hung,         // no answer within the deadline
    Protocol,     // an answer the protocol does not allow, e.g. rejecting a legal move
    Unsupported,  // the engine cannot play this variant or start position
  } kind;
  std::string detail;
};

struct Timeouts {
  int64_t start_ms = 10000;   // uci/uciok, xboard features, isready/readyok, ping/pong
  int64_t move_ms = 60000;    // a move when no clock runs (depth or node limits)
  int64_t verdict_ms = 2000;  // the engine's view of the final position
};

struct SearchControl {
  std::optional<int> depth;
  std::optional<long long> nodes;
  std::optional<TimeControl> tc;
  // A fixed time for every move (cutechess-cli's st=): UCI `go movetime`, CECP `st`. A move
  // that takes longer than this plus the time margin loses on time.
  std::optional<int64_t> movetime_ms;
};

// What an engine said while it thought about its move.
struct Thinking {
  int depth = 0;
  std::optional<int> score_cp;    // from the mover's view
  std::optional<int> mate_moves;  // mate in N moves (negative: being mated)
};

struct MoveRequest {
  const std::vector<std::string>* moves;  // the game so far, in this engine's wire form
  Color side;
  const GameClock* clock;      // null when no clock runs
  Clock::time_point deadline;  // past it the engine has lost on time (or hung)
};

struct MoveReply {
  enum class Kind : uint8_t {
    Move,    // `text` holds the move
    NoMove,  // the engine says it has no move (UCI bestmove (none) / 0000)
    Resign,
    Timeout,  // the deadline passed
    Fault,    // see `fault`
  } kind = Kind::Fault;
  std::string text;
  std::optional<EngineFault> fault;
  std::vector<std::string> claims;  // result claims made while thinking ("1-0 {White mates}")
  Thinking thinking;
  int64_t elapsed_ms = 0;
};

// How the game ended, told to the engine and used to ask for its verdict.
struct FinalPosition {
  const std::vector<std::string>* moves;
  bool by_rule;         // the referee ended it by the rules: the engine's verdict is asked for
  bool engine_to_move;  // the engine would be the one to move
  bool no_move_end;     // mate or stalemate: the side to move has no legal move
  std::string result;   // "1-0", "0-1", "1/2-1/2"
  std::string reason;
};

class EnginePlayer {
 public:
  virtual ~EnginePlayer() = default;
  [[nodiscard]] virtual Wire wire() const = 0;
  [[nodiscard]] virtual Protocol protocol() const = 0;
  virtual std::optional<EngineFault> start() = 0;
  // False once the engine's process has gone (it is then restarted before its next game).
  [[nodiscard]] virtual bool alive() = 0;
  // `fen` empty: the variant's start position.
  virtual std::optional<EngineFault> new_game(const Variant& variant, const std::string& fen,
                                              const SearchControl& control) = 0;
  virtual MoveReply go(const MoveRequest& request) = 0;
  // Tells the engine the game is over. When it ended by rule, returns the engine's own verdict on
  // the final position: its result claim, or what it answers when asked to move in a position
  // without moves ("" when it says nothing).
  virtual std::string final_verdict(const FinalPosition& final) = 0;
  // Ends the engine: asks it to quit, kills it if it does not.
  virtual void stop() = 0;
  // Ends an engine that misbehaved at once: it may be hung, and it is restarted anyway.
  virtual void kill() = 0;
};

std::unique_ptr<EnginePlayer> make_player(const EngineSpec& spec, Protocol protocol,
                                          const Timeouts& timeouts);

// Starts the engine once and watches how it answers "uci": uciok means UCI, silence, an error
// or CECP chatter means CECP.
std::variant<Protocol, EngineFault> detect_protocol(const EngineSpec& spec, const Timeouts& timeouts);

}  // namespace abbott::match
