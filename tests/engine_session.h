// Drives the real `abbott` binary through its protocol, for transcript tests.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "match/engine_process.h"

namespace abbott::testing {

class EngineSession {
 public:
  EngineSession() {
    std::string error;
    started_ = process_.start(ABBOTT_BINARY, error);
    EXPECT_TRUE(started_) << error;
  }
  ~EngineSession() {
    process_.send("quit");
    process_.stop(std::chrono::milliseconds(2000));
  }
  void send(const std::string& line) { ASSERT_TRUE(process_.send(line)) << line; }
  // Waits for a line starting with `prefix`; fails the test (and returns "") if none comes.
  std::string expect(const std::string& prefix, int timeout_ms = 10000) {
    auto line = process_.wait_for(prefix, std::chrono::milliseconds(timeout_ms), &seen_);
    EXPECT_TRUE(line.has_value()) << "no line starting with '" << prefix << "'; last lines:\n" << tail();
    return line.value_or("");
  }
  // Every line received so far.
  const std::vector<std::string>& seen() const { return seen_; }
  void forget() { seen_.clear(); }
  std::string tail() const {
    std::string out;
    for (size_t i = seen_.size() > 12 ? seen_.size() - 12 : 0; i < seen_.size(); ++i) out += seen_[i] + "\n";
    return out;
  }
  bool saw(const std::string& prefix) const {
    for (const auto& l : seen_)
      if (l.rfind(prefix, 0) == 0) return true;
    return false;
  }

 private:
  EngineProcess process_;
  bool started_ = false;
  std::vector<std::string> seen_;
};

}  // namespace abbott::testing
