// Engine process I/O with logging and fault wording.
#include "match/engine_connection.h"

#include <spdlog/spdlog.h>

#include <thread>

namespace abbott::match {

namespace {
constexpr auto kQuitGrace = std::chrono::milliseconds(500);
constexpr auto kExitWait = std::chrono::milliseconds(300);
}  // namespace

std::optional<EngineFault> EngineConnection::launch() {
  if (auto err = process_.start(spec_.argv, spec_.dir, spec_.stderr_path))
    return EngineFault{EngineFault::Kind::Crashed, *err};
  spdlog::debug("{}: started", spec_.name);
  return std::nullopt;
}

bool EngineConnection::send(const std::string& line) {
  spdlog::debug("{} < {}", spec_.name, line);
  return process_.write_line(line);
}

ReadResult EngineConnection::read(Clock::time_point deadline) {
  ReadResult r = process_.read_line(deadline);
  if (r.status == ReadStatus::Line) spdlog::debug("{} > {}", spec_.name, r.line);
  return r;
}

EngineFault EngineConnection::crashed(const std::string& while_doing) {
  // The pipe closes a moment before the exit status can be collected.
  const auto until = Clock::now() + kExitWait;
  std::string how = process_.exit_description();
  while (how.empty() && Clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    how = process_.exit_description();
  }
  if (how.empty()) {
    process_.kill();
    how = "closed its output";
  }
  return {EngineFault::Kind::Crashed, "engine crashed (" + how + ") " + while_doing};
}

EngineFault EngineConnection::hung(const std::string& waiting_for) {
  return {EngineFault::Kind::Hung, "engine hung: no " + waiting_for};
}

void EngineConnection::close(const std::string& quit_command) {
  if (!process_.running()) return;
  if (!quit_command.empty()) process_.write_line(quit_command);
  process_.close(kQuitGrace);
  spdlog::debug("{}: stopped", spec_.name);
}

std::optional<std::string> EngineConnection::read_move_line(Clock::time_point deadline,
                                                            Clock::time_point started, MoveReply& reply) {
  ReadResult r = read(deadline);
  reply.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
  if (r.status == ReadStatus::Closed) {
    reply.fault = crashed("while thinking");
    return std::nullopt;
  }
  if (r.status == ReadStatus::Timeout) {
    reply.kind = MoveReply::Kind::Timeout;
    return std::nullopt;
  }
  return std::move(r.line);
}

}  // namespace abbott::match
