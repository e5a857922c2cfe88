// Child processes over pipes with deadlines (POSIX).
#include "match/process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

extern char** environ;

namespace abbott::match {

namespace {

constexpr auto kWriteTimeout = std::chrono::seconds(5);

// A child that dies while we write to it must give us EPIPE, not kill the runner; the setting
// is process-wide, so it is made once.
void ignore_sigpipe() {
  static std::once_flag once;
  std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

int remaining_ms(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  if (left <= 0) return 0;
  return left > 1000 * 1000 ? 1000 * 1000 : static_cast<int>(left);
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

Process::~Process() {
  kill();
}

std::optional<std::string> Process::start(const std::vector<std::string>& argv, const std::string& dir,
                                          const std::string& stderr_path) {
  if (argv.empty()) return "empty command";
  ignore_sigpipe();
  kill();
  buffer_.clear();
  eof_ = false;
  ended_.clear();

  int in_pipe[2];
  int out_pipe[2];
  if (::pipe2(in_pipe, O_CLOEXEC) != 0) return std::string("pipe: ") + std::strerror(errno);
  if (::pipe2(out_pipe, O_CLOEXEC) != 0) {
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    return std::string("pipe: ") + std::strerror(errno);
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_addopen(&actions, 2, stderr_path.empty() ? "/dev/null" : stderr_path.c_str(),
                                   O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (!dir.empty()) posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());

  // Own process group, so kill() reaches helpers the engine started; default handlers for the
  // signals the runner ignores or catches.
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  sigset_t empty;
  sigemptyset(&empty);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setsigmask(&attr, &empty);
  posix_spawnattr_setpgroup(&attr, 0);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = -1;
  const int rc = posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  if (rc != 0) {
    ::close(in_pipe[1]);
    ::close(out_pipe[0]);
    return "cannot start '" + argv[0] + "': " + std::strerror(rc);
  }
  pid_ = pid;
  to_child_ = in_pipe[1];
  from_child_ = out_pipe[0];
  ::fcntl(to_child_, F_SETFL, ::fcntl(to_child_, F_GETFL) | O_NONBLOCK);
  ::fcntl(from_child_, F_SETFL, ::fcntl(from_child_, F_GETFL) | O_NONBLOCK);
  return std::nullopt;
}

bool Process::write_line(const std::string& line) {
  if (to_child_ < 0) return false;
  const std::string data = line + "\n";
  size_t done = 0;
  // A child that stopped reading fills the pipe; give up after a while rather than block.
  const auto deadline = Clock::now() + kWriteTimeout;
  while (done < data.size()) {
    const ssize_t n = ::write(to_child_, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      pollfd p{to_child_, POLLOUT, 0};
      if (Clock::now() >= deadline) return false;
      ::poll(&p, 1, remaining_ms(deadline));
      continue;
    }
    close_fd(to_child_);
    return false;
  }
  return true;
}

ReadResult Process::read_line(Clock::time_point deadline) {
  for (;;) {
    const size_t nl = buffer_.find('\n');
    if (nl != std::string::npos || buffer_.size() >= kMaxLine || (eof_ && !buffer_.empty())) {
      const size_t cut = nl != std::string::npos ? nl : std::min(buffer_.size(), kMaxLine);
      std::string line = buffer_.substr(0, cut);
      buffer_.erase(0, nl != std::string::npos ? nl + 1 : cut);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return {ReadStatus::Line, std::move(line)};
    }
    if (eof_ || from_child_ < 0) return {ReadStatus::Closed, {}};
    pollfd p{from_child_, POLLIN, 0};
    const int ready = ::poll(&p, 1, remaining_ms(deadline));
    if (ready < 0 && errno != EINTR) {
      eof_ = true;
      continue;
    }
    if (ready == 0) {
      if (Clock::now() >= deadline) return {ReadStatus::Timeout, {}};
      continue;
    }
    char chunk[4096];
    const ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<size_t>(n));
    } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
      eof_ = true;
    }
  }
}

bool Process::reap(bool block) {
  if (pid_ <= 0) return true;
  int status = 0;
  const pid_t r = ::waitpid(pid_, &status, block ? 0 : WNOHANG);
  if (r == 0) return false;
  if (r == pid_) {
    if (WIFEXITED(status))
      ended_ = "exit code " + std::to_string(WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
      ended_ = "signal " + std::to_string(WTERMSIG(status)) + " (" + ::strsignal(WTERMSIG(status)) + ")";
    else
      ended_ = "ended";
  } else {
    ended_ = "lost";
  }
  pid_ = -1;
  close_fd(to_child_);
  close_fd(from_child_);
  return true;
}

void Process::kill() {
  if (pid_ <= 0) {
    close_fd(to_child_);
    close_fd(from_child_);
    return;
  }
  ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  const std::string before = ended_;
  reap(true);
  if (before.empty() && ended_.rfind("signal 9", 0) == 0) ended_ = "killed";
}

void Process::close(std::chrono::milliseconds grace) {
  const auto deadline = Clock::now() + grace;
  close_fd(to_child_);
  while (pid_ > 0 && Clock::now() < deadline) {
    if (reap(false)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (pid_ > 0) {
    kill();
  } else {
    // The child is gone; helpers in its group may linger.
    close_fd(from_child_);
  }
}

std::string Process::exit_description() {
  if (pid_ > 0) reap(false);
  return ended_;
}

std::optional<std::vector<std::string>> split_command_line(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  char quote = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      if (c == quote) {
        quote = 0;
      } else if (c == '\\' && quote == '"' && i + 1 < text.size()) {
        word += text[++i];
      } else {
        word += c;
      }
    } else if (c == '\'' || c == '"') {
      quote = c;
      in_word = true;
    } else if (c == '\\' && i + 1 < text.size()) {
      word += text[++i];
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (quote) return std::nullopt;
  if (in_word) words.push_back(word);
  return words;
}

}  // namespace abbott::match
