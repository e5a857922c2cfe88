// The pipe to one engine process, shared by both protocol players: starts the program, logs
// every line both ways (spdlog debug level, to stderr), and phrases crashes and hangs.
#pragma once

#include <optional>
#include <string>

#include "match/engine_player.h"

namespace abbott::match {

class EngineConnection {
 public:
  explicit EngineConnection(EngineSpec spec) : spec_(std::move(spec)) {}

  std::optional<EngineFault> launch();
  // False when the engine no longer reads its input.
  bool send(const std::string& line);
  ReadResult read(Clock::time_point deadline);
  // The next line of the engine's answer to a move request. When the engine closes its output
  // or the deadline passes, `reply` is filled in (crash or timeout) and nothing is returned.
  std::optional<std::string> read_move_line(Clock::time_point deadline, Clock::time_point started,
                                            MoveReply& reply);
  [[nodiscard]] bool running() const { return process_.running(); }
  [[nodiscard]] bool alive() { return process_.alive(); }

  // A fault for an engine that stopped answering (`Closed`) or did not answer in time.
  EngineFault crashed(const std::string& while_doing);
  EngineFault hung(const std::string& waiting_for);
  // Sends `quit_command` (if any) and gives the engine a moment to exit before killing it.
  void close(const std::string& quit_command);
  void kill() { process_.kill(); }

  [[nodiscard]] const EngineSpec& spec() const { return spec_; }

 private:
  EngineSpec spec_;
  Process process_;
};

}  // namespace abbott::match
