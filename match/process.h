// A child process spoken to through pipes: the engine side of a match. Starts the program with
// posix_spawn (safe in a threaded runner), reads its output line by line against deadlines,
// and kills it with its whole process group, so a wrapper script cannot leave a search behind.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace abbott::match {

using Clock = std::chrono::steady_clock;

inline Clock::time_point after_ms(int64_t ms) {
  return Clock::now() + std::chrono::milliseconds(ms);
}

enum class ReadStatus : uint8_t {
  Line,     // a complete line (without its newline) was read
  Timeout,  // the deadline passed first
  Closed,   // the process closed its output: it exited or crashed
};

struct ReadResult {
  ReadStatus status;
  std::string line;
};

class Process {
 public:
  Process() = default;
  ~Process();
  Process(const Process&) = delete;
  Process& operator=(const Process&) = delete;

  // Starts `argv[0]` (searched in PATH when it has no slash) in `dir` ("" = current). Returns an
  // error message on failure. stderr of the child goes to `stderr_path` ("" = /dev/null).
  std::optional<std::string> start(const std::vector<std::string>& argv, const std::string& dir,
                                   const std::string& stderr_path);

  // Writes one line; false when the child no longer reads (it exited).
  bool write_line(const std::string& line);

  // The next line of output, waiting at most until `deadline`. Very long lines are cut at
  // kMaxLine bytes so that a babbling engine cannot exhaust memory.
  ReadResult read_line(Clock::time_point deadline);

  [[nodiscard]] bool running() const { return pid_ > 0; }
  // Like running(), but first collects a child that has exited.
  [[nodiscard]] bool alive() {
    if (pid_ > 0) reap(false);
    return pid_ > 0;
  }

  // Sends SIGKILL to the process group and reaps the child.
  void kill();
  // Waits up to `grace` for the child to exit by itself, then kills it.
  void close(std::chrono::milliseconds grace);

  // How the child ended ("exit code 3", "signal 11"), once it has been reaped; checks without
  // blocking otherwise and returns "" while it still runs.
  std::string exit_description();

  static constexpr size_t kMaxLine = 64 * 1024;

 private:
  bool reap(bool block);

  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;
  bool eof_ = false;
  std::string ended_;  // set once reaped
};

// Splits a command line into words: blanks separate, single and double quotes group, a
// backslash escapes the next character. Returns nullopt on an unterminated quote.
std::optional<std::vector<std::string>> split_command_line(const std::string& text);

}  // namespace abbott::match
