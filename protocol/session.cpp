// The protocol session: the event loop and the choice of protocol by the first command.
#include "protocol/session.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <istream>
#include <ostream>
#include <thread>

#include "protocol/cecp.h"
#include "protocol/uci.h"
#include "protocol/words.h"

namespace abbott::protocol {

void Output::line(std::string_view text) {
  std::lock_guard lock(mutex_);
  out_ << text << '\n';
  out_.flush();
  if (keep_copy_) copy_.append(text).append("\n");
  spdlog::debug("> {}", text);
}

std::string Output::copy() {
  std::lock_guard lock(mutex_);
  return copy_;
}

void EventQueue::post(Task task) {
  {
    std::lock_guard lock(mutex_);
    tasks_.push_back(std::move(task));
  }
  ready_.notify_one();
}

void EventQueue::post_after(int ms, Task task) {
  {
    std::lock_guard lock(mutex_);
    timed_.emplace_back(Clock::now() + std::chrono::milliseconds(ms), std::move(task));
  }
  ready_.notify_one();
}

bool EventQueue::take(Task& task) {
  const auto now = Clock::now();
  for (auto it = timed_.begin(); it != timed_.end();) {
    if (it->first <= now) {
      tasks_.push_back(std::move(it->second));
      it = timed_.erase(it);
    } else {
      ++it;
    }
  }
  if (tasks_.empty()) return false;
  task = std::move(tasks_.front());
  tasks_.pop_front();
  return true;
}

EventQueue::Task EventQueue::pop() {
  std::unique_lock lock(mutex_);
  Task t;
  while (!take(t)) {
    if (timed_.empty()) {
      ready_.wait(lock);
    } else {
      auto next = timed_.front().first;
      for (const auto& [due, task] : timed_) next = std::min(next, due);
      ready_.wait_until(lock, next);
    }
  }
  return t;
}

bool EventQueue::try_pop(Task& task) {
  std::lock_guard lock(mutex_);
  return take(task);
}

bool EventQueue::wait_pop(Task& task, int ms) {
  std::unique_lock lock(mutex_);
  const auto deadline = Clock::now() + std::chrono::milliseconds(ms);
  while (!take(task)) {
    if (ready_.wait_until(lock, deadline) == std::cv_status::timeout) return take(task);
  }
  return true;
}

Session::Session(std::ostream& out, bool keep_copy, std::vector<const Variant*> variants)
    : out_(out, keep_copy), variants_(std::move(variants)) {}

Session::~Session() {
  if (front_) front_->shutdown();
}

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

}  // namespace

void Session::dispatch(std::string_view raw) {
  const std::string_view line = trimmed(raw);
  spdlog::debug("< {}", line);
  if (front_) {
    front_->handle(line);
    return;
  }
  if (line.empty()) return;
  const std::string_view word = line.substr(0, line.find(' '));
  if (word == "uci") {
    front_ = make_uci(out_, *queue_, variants_);
  } else if (word == "xboard") {
    front_ = make_cecp(out_, *queue_, variants_);
  } else if (word == "quit") {
    quit_ = true;
    return;
  } else {
    out_.line("Error (unknown command): " + printable(line) +
              " (the first command chooses the protocol: uci or xboard)");
    return;
  }
  spdlog::info("protocol: {}", word);
  front_->handle(line);
}

int Session::run(std::istream& in) {
  // The reader thread only turns lines into tasks; everything else happens on this thread.
  auto queue = queue_;
  std::thread reader([queue, &in, this] {
    std::string line;
    while (std::getline(in, line)) {
      queue->post([this, line] { dispatch(line); });
      if (trimmed(line) == "quit") return;
    }
    queue->post([this] {
      input_ended_ = true;
      if (front_) front_->input_ended();
    });
  });
  while (!finished() && !(input_ended_ && (!front_ || front_->idle()))) queue_->pop()();
  if (front_) front_->shutdown();
  // A search stopped by quit or end of input has posted its result: its move is still printed.
  EventQueue::Task task;
  while (queue_->try_pop(task)) task();
  // The reader may still be blocked on a terminal; it holds only the shared queue.
  reader.detach();
  return 0;
}

void Session::feed(std::string_view line) {
  dispatch(line);
}

bool Session::settle(int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  EventQueue::Task task;
  while (std::chrono::steady_clock::now() < deadline) {
    while (queue_->try_pop(task)) task();
    if (!front_ || front_->idle()) {
      if (!queue_->try_pop(task)) return true;
      task();
      continue;
    }
    if (queue_->wait_pop(task, 5)) task();
  }
  return false;
}

}  // namespace abbott::protocol
