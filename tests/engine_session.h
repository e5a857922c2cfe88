// Drives the real `abbott` binary through its protocol, for transcript tests, on the match
// runner's child-process class.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "match/process.h"

namespace abbott::testing {

class EngineSession {
 public:
  // `args`: command-line arguments of the engine (e.g. a variant file).
  explicit EngineSession(std::vector<std::string> args = {}) {
    args.insert(args.begin(), ABBOTT_BINARY);
    const auto error = process_.start(args, "", "");
    EXPECT_FALSE(error) << *error;
  }
  ~EngineSession() {
    process_.write_line("quit");
    process_.close(std::chrono::milliseconds(2000));
  }
  void send(const std::string& line) { ASSERT_TRUE(process_.write_line(line)) << line; }
  // Waits for a line starting with `prefix`; fails the test (and returns "") if none comes.
  std::string expect(const std::string& prefix, int timeout_ms = 10000) {
    const auto deadline = match::after_ms(timeout_ms);
    for (;;) {
      const match::ReadResult r = process_.read_line(deadline);
      if (r.status != match::ReadStatus::Line) break;
      seen_.push_back(r.line);
      if (r.line.rfind(prefix, 0) == 0) return r.line;
    }
    ADD_FAILURE() << "no line starting with '" << prefix << "'; last lines:\n" << tail();
    return "";
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
  match::Process process_;
  std::vector<std::string> seen_;
};

}  // namespace abbott::testing
