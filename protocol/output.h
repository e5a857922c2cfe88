// One writer for protocol output: the input thread and the search thread both write whole lines
// through it, so lines never interleave, and every line is logged.
#pragma once

#include <mutex>
#include <ostream>
#include <string>

namespace abbott {

class Output {
 public:
  explicit Output(std::ostream& out) : out_(out) {}
  void line(const std::string& text);

 private:
  std::ostream& out_;
  std::mutex mutex_;
};

}  // namespace abbott
