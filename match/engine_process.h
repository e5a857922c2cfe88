// A child process speaking a line protocol on its stdin/stdout: started with a command line,
// read with timeouts, killed if it hangs. Used by the match runner and the protocol tests.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace abbott {

class EngineProcess {
 public:
  EngineProcess() = default;
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Starts `command` (split on spaces, `"..."` groups words) with stderr discarded or sent to
  // `stderr_path`. Returns false with a message if it cannot start.
  bool start(const std::string& command, std::string& error, const std::string& stderr_path = "");
  [[nodiscard]] bool running();
  // Writes one line; false if the process is gone.
  bool send(const std::string& line);
  // The next line, or nullopt when the time runs out or the process has closed its output.
  std::optional<std::string> read_line(std::chrono::milliseconds timeout);
  // Reads lines until one starts with `prefix`; the lines read are appended to `seen`.
  std::optional<std::string> wait_for(const std::string& prefix, std::chrono::milliseconds timeout,
                                      std::vector<std::string>* seen = nullptr);
  // Closes stdin, waits up to `grace`, then kills.
  void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(500));
  [[nodiscard]] bool closed() const { return eof_; }

 private:
  pid_t pid_ = -1;
  int in_fd_ = -1;   // the child's stdin
  int out_fd_ = -1;  // the child's stdout
  std::string buffer_;
  bool eof_ = false;
};

// Splits a command line into words; double quotes group words.
std::vector<std::string> split_command(const std::string& command);

}  // namespace abbott
