// Protocol input piped into the real binary: a search started before `quit`, `stop` or
// the end of input still sends its move, and a `ping` received while thinking is answered after
// the move. A search with a limit runs to it when the input ends; an endless one is stopped.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "protocol_support.h"

namespace abbott {
namespace {

using testing::lines_of;
using testing::run_binary;
using testing::starts_with;

std::vector<std::string> last_lines(const std::string& out, size_t n) {
  std::vector<std::string> all = lines_of(out);
  if (all.size() > n) all.erase(all.begin(), all.end() - static_cast<std::ptrdiff_t>(n));
  return all;
}

TEST(ProtocolPipedInput, UciQuitDuringGoStillSendsBestmove) {
  int code = -1;
  const std::string out = run_binary("", "uci\\nposition startpos\\ngo depth 40\\nquit\\n", &code);
  EXPECT_EQ(code, 0);
  EXPECT_TRUE(starts_with(lines_of(out).back(), "bestmove ")) << out;
}

TEST(ProtocolPipedInput, UciEndOfInputLetsALimitedSearchFinish) {
  int code = -1;
  const std::string out = run_binary("", "uci\\nposition startpos\\ngo depth 5\\n", &code);
  EXPECT_EQ(code, 0);
  const auto tail = last_lines(out, 2);
  ASSERT_EQ(tail.size(), 2u) << out;
  EXPECT_TRUE(starts_with(tail[0], "info depth 5 ")) << out;
  EXPECT_TRUE(starts_with(tail[1], "bestmove ")) << out;
}

TEST(ProtocolPipedInput, UciEndOfInputStopsAnInfiniteSearch) {
  int code = -1;
  const std::string out = run_binary("", "uci\\nposition startpos\\ngo infinite\\n", &code);
  EXPECT_EQ(code, 0);
  EXPECT_TRUE(starts_with(lines_of(out).back(), "bestmove ")) << out;
}

TEST(ProtocolPipedInput, UciStopSendsBestmoveOnce) {
  const std::string out = run_binary("", "uci\\nposition startpos\\ngo infinite\\nstop\\nquit\\n");
  size_t count = 0;
  for (const std::string& l : lines_of(out)) count += starts_with(l, "bestmove ");
  EXPECT_EQ(count, 1u) << out;
}

TEST(ProtocolPipedInput, CecpPingWhileThinkingThenEndOfInput) {
  int code = -1;
  const std::string out = run_binary("", "xboard\\nprotover 2\\nnew\\nsd 3\\ngo\\nping 2\\n", &code);
  EXPECT_EQ(code, 0);
  const auto tail = last_lines(out, 2);
  ASSERT_EQ(tail.size(), 2u) << out;
  EXPECT_TRUE(starts_with(tail[0], "move ")) << out;
  EXPECT_EQ(tail[1], "pong 2") << out;
}

TEST(ProtocolPipedInput, CecpQuitDuringGoStillSendsTheMoveThenPong) {
  const std::string out = run_binary("", "xboard\\nprotover 2\\nnew\\nvariant hyper\\ngo\\nping 7\\nquit\\n");
  const auto tail = last_lines(out, 2);
  ASSERT_EQ(tail.size(), 2u) << out;
  EXPECT_TRUE(starts_with(tail[0], "move ")) << out;
  EXPECT_EQ(tail[1], "pong 7") << out;
}

TEST(ProtocolPipedInput, CecpEndOfInputEndsAnalysis) {
  int code = -1;
  const std::string out = run_binary("", "xboard\\nprotover 2\\nnew\\npost\\nanalyze\\n", &code);
  EXPECT_EQ(code, 0);
  EXPECT_EQ(out.find("move "), std::string::npos) << out;
}

}  // namespace
}  // namespace abbott

namespace abbott {
namespace {

// Issue 14: a mate found under a clock ended the search only at depth 100, with an info line per
// iteration. Mate in one ply needs two plies of search to stand.
TEST(ProtocolPipedInput, MateUnderAClockEndsTheIterations) {
  const std::string out = testing::run_binary(
      "", "uci\\nposition fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\\ngo wtime 60000 btime 60000\\n");
  int deepest = 0;
  for (const std::string& l : testing::lines_of(out))
    if (testing::starts_with(l, "info depth ")) deepest = std::max(deepest, std::stoi(l.substr(11)));
  EXPECT_EQ(deepest, 2) << out;
  EXPECT_EQ(testing::lines_of(out).back(), "bestmove d1d8") << out;
}

}  // namespace
}  // namespace abbott
