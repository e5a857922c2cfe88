// The protocol session: one writer for stdout, one queue of events (input lines and search
// completions) handled on one thread, and the choice of protocol by the first command.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "engine/variant.h"

namespace abbott::protocol {

// Writes whole lines: the input thread and the search threads both print, and a line must never
// be cut by another. Every line is also logged at debug level.
class Output {
 public:
  // With `keep_copy` every line written is also kept, for tests to read while searches print.
  explicit Output(std::ostream& out, bool keep_copy = false) : out_(out), keep_copy_(keep_copy) {}
  void line(std::string_view text);
  [[nodiscard]] std::string copy();

 private:
  std::mutex mutex_;
  std::ostream& out_;
  bool keep_copy_;
  std::string copy_;
};

// Work for the session thread: search threads post their results here, so that game state is
// only ever touched by one thread.
// A task can also be posted to run later (`post_after`); it runs after every task that was
// posted before it fell due.
class EventQueue {
 public:
  using Task = std::function<void()>;
  void post(Task task);
  void post_after(int ms, Task task);
  Task pop();                         // blocks until a task is due
  bool try_pop(Task& task);           // false when none is due
  bool wait_pop(Task& task, int ms);  // false after `ms` without a due task

 private:
  using Clock = std::chrono::steady_clock;
  bool take(Task& task);  // with mutex_ held: the next due task, if any
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<Task> tasks_;
  std::vector<std::pair<Clock::time_point, Task>> timed_;
};

// A protocol front end: it handles one input line at a time on the session thread.
class FrontEnd {
 public:
  virtual ~FrontEnd() = default;
  virtual void handle(std::string_view line) = 0;
  [[nodiscard]] virtual bool finished() const = 0;  // after quit
  [[nodiscard]] virtual bool idle() const = 0;      // no search running or pending
  virtual void shutdown() = 0;                      // stops any search and waits for it
  // No more input will come: a search that would never end by itself (infinite, pondering,
  // analysis) is stopped; one with a limit runs on, and the session waits for its move.
  virtual void input_ended() = 0;
};

class Session {
 public:
  // `variants`: the variants offered to the GUI (all when empty).
  explicit Session(std::ostream& out, bool keep_copy = false, std::vector<const Variant*> variants = {});
  ~Session();

  // Reads `in` on its own thread until quit, or end of input and the last search's answer;
  // returns the exit code.
  int run(std::istream& in);

  // For tests: handles one line now (the first one chooses the protocol), and runs posted tasks
  // until the front end is idle (or `timeout_ms` passed).
  void feed(std::string_view line);
  bool settle(int timeout_ms = 20000);
  [[nodiscard]] bool finished() const { return quit_ || (front_ && front_->finished()); }
  [[nodiscard]] std::string transcript() { return out_.copy(); }

 private:
  void dispatch(std::string_view line);

  std::shared_ptr<EventQueue> queue_ = std::make_shared<EventQueue>();
  Output out_;
  std::unique_ptr<FrontEnd> front_;
  std::vector<const Variant*> variants_;
  bool quit_ = false;
  bool input_ended_ = false;
};

}  // namespace abbott::protocol
