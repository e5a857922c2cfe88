// Helpers for protocol transcript tests: an in-process session fed line by line, and the real
// abbott binary run with a script on stdin.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "protocol/session.h"
#include "test_support.h"

namespace abbott::testing {

// One protocol session in this process. `send` feeds lines, waits until no search runs, and
// returns what the engine printed meanwhile.
class Transcript {
 public:
  std::string sends(const std::vector<std::string>& lines, bool settle = true) {
    const size_t before = session_.transcript().size();
    for (const std::string& l : lines) {
      session_.feed(l);
      if (settle) {
        EXPECT_TRUE(session_.settle()) << "still busy after: " << l;
      }
    }
    return session_.transcript().substr(before);
  }
  std::string send(const std::string& line, bool settle = true) {
    return sends(std::vector<std::string>{line}, settle);
  }

  // Waits (running posted work) until the output since `from` contains `text`.
  bool wait_for(const std::string& text, size_t from = 0, int timeout_ms = 20000) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (std::chrono::steady_clock::now() < deadline) {
      if (session_.transcript().find(text, from) != std::string::npos) return true;
      session_.settle(10);
    }
    return false;
  }
  [[nodiscard]] std::string all() { return session_.transcript(); }
  [[nodiscard]] bool finished() const { return session_.finished(); }

 private:
  std::ostringstream sink_;
  protocol::Session session_{sink_, true};
};

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

inline bool starts_with(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// Runs the abbott binary with `script` on stdin (shell-quoted by the caller), returning stdout.
inline std::string run_binary(const std::string& args, const std::string& script, int* exit_code = nullptr) {
  return run_shell("printf '" + script + "' | " + ABBOTT_BINARY + " " + args, exit_code);
}

}  // namespace abbott::testing
