// Thread-safe protocol output, with a debug log of everything sent.
#include "protocol/output.h"

#include <spdlog/spdlog.h>

namespace abbott {

void Output::line(const std::string& text) {
  std::lock_guard<std::mutex> lock(mutex_);
  out_ << text << '\n';
  out_.flush();
  spdlog::debug(">> {}", text);
}

}  // namespace abbott
