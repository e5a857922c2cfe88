// POSIX implementation: fork/exec with two pipes, poll() for timed reads.
#include "match/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

namespace abbott {

std::vector<std::string> split_command(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, in_word = false;
  for (char c : command) {
    if (c == '"') {
      quoted = !quoted;
      in_word = true;
    } else if (c == ' ' && !quoted) {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

EngineProcess::~EngineProcess() {
  stop(std::chrono::milliseconds(200));
}

bool EngineProcess::start(const std::string& command, std::string& error, const std::string& stderr_path) {
  // A dead engine must not kill the runner with SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  const auto words = split_command(command);
  if (words.empty()) {
    error = "empty engine command";
    return false;
  }
  int to_child[2], from_child[2];
  if (pipe(to_child) != 0 || pipe(from_child) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  // A pipe that reports exec failure: closed on a successful exec.
  int exec_status[2];
  if (pipe(exec_status) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  fcntl(exec_status[1], F_SETFD, FD_CLOEXEC);
  const pid_t pid = fork();
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    return false;
  }
  if (pid == 0) {
    dup2(to_child[0], 0);
    dup2(from_child[1], 1);
    const int err =
        open(stderr_path.empty() ? "/dev/null" : stderr_path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err >= 0) dup2(err, 2);
    close(to_child[0]);
    close(to_child[1]);
    close(from_child[0]);
    close(from_child[1]);
    close(exec_status[0]);
    std::vector<char*> argv;
    for (const auto& w : words) argv.push_back(const_cast<char*>(w.c_str()));
    argv.push_back(nullptr);
    execvp(argv[0], argv.data());
    const int code = errno;
    (void)!write(exec_status[1], &code, sizeof code);
    _exit(127);
  }
  close(to_child[0]);
  close(from_child[1]);
  close(exec_status[1]);
  int code = 0;
  const ssize_t n = read(exec_status[0], &code, sizeof code);
  close(exec_status[0]);
  if (n == sizeof code) {
    close(to_child[1]);
    close(from_child[0]);
    waitpid(pid, nullptr, 0);
    error = "cannot run '" + words[0] + "': " + std::strerror(code);
    return false;
  }
  pid_ = pid;
  in_fd_ = to_child[1];
  out_fd_ = from_child[0];
  buffer_.clear();
  eof_ = false;
  return true;
}

bool EngineProcess::running() {
  if (pid_ <= 0) return false;
  int status = 0;
  const pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) {
    pid_ = -1;
    return false;
  }
  return true;
}

bool EngineProcess::send(const std::string& line) {
  if (in_fd_ < 0) return false;
  const std::string data = line + "\n";
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = write(in_fd_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

std::optional<std::string> EngineProcess::read_line(std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    const size_t nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (eof_ || out_fd_ < 0) return std::nullopt;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd p{out_fd_, POLLIN, 0};
    const int r = poll(&p, 1, static_cast<int>(left.count()));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return std::nullopt;
    char chunk[4096];
    const ssize_t n = read(out_fd_, chunk, sizeof chunk);
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, static_cast<size_t>(n));
    // A line longer than this is garbage: cut it so that memory stays bounded.
    if (buffer_.size() > (1u << 20) && buffer_.find('\n') == std::string::npos)
      buffer_ = buffer_.substr(0, 1u << 16) + "\n";
  }
}

std::optional<std::string> EngineProcess::wait_for(const std::string& prefix,
                                                   std::chrono::milliseconds timeout,
                                                   std::vector<std::string>* seen) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    auto line = read_line(left);
    if (!line) return std::nullopt;
    if (seen) seen->push_back(*line);
    if (line->rfind(prefix, 0) == 0) return line;
  }
}

void EngineProcess::stop(std::chrono::milliseconds grace) {
  if (in_fd_ >= 0) {
    close(in_fd_);
    in_fd_ = -1;
  }
  if (pid_ > 0) {
    const auto deadline = std::chrono::steady_clock::now() + grace;
    while (std::chrono::steady_clock::now() < deadline) {
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
  }
  if (out_fd_ >= 0) {
    close(out_fd_);
    out_fd_ = -1;
  }
}

}  // namespace abbott
