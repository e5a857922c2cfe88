// libFuzzer target: whole protocol sessions. The first byte picks UCI or CECP; the rest are input
// lines fed one by one to a session, searches included (they are stopped when the session ends).
// Any crash, hang or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "protocol/session.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  std::ostringstream out;
  {
    abbott::protocol::Session session(out);
    session.feed((data[0] & 1) ? "uci" : "xboard");
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    size_t start = 0;
    int lines = 0;
    while (start <= text.size() && lines < 64 && !session.finished()) {
      size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      session.feed(text.substr(start, end - start));
      ++lines;
      start = end + 1;
    }
    session.settle(10);
  }
  return 0;
}
