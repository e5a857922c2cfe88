// scripts/speed-standing, the tool behind docs/performance.md's standing: its rows carry the node
// counts the engine itself reports, and bad usage or a failing engine ends it with a message.
#include <gtest/gtest.h>

#include <string>

#include "protocol_support.h"

namespace abbott {
namespace {

struct ScriptRun {
  int code = -1;
  std::string out;  // stdout and stderr together
};

ScriptRun speed_standing(const std::string& args) {
  ScriptRun r;
  r.out = testing::run_shell(
      std::string(ABBOTT_PYTHON) + " " + ABBOTT_SOURCE_DIR + "/scripts/speed-standing " + args + " 2>&1",
      &r.code);
  return r;
}

// The nodes of the engine's last info line for `go depth` from the variant's start, with
// thousands separators as the table prints them.
std::string nodes_to_depth(const std::string& variant, int depth) {
  const std::string out =
      testing::run_binary("", "uci\\nsetoption name UCI_Variant value " + variant +
                                  "\\nsetoption name Hash value 1\\nposition startpos\\ngo depth " +
                                  std::to_string(depth) + "\\n");
  const size_t at = out.rfind(" nodes ");
  EXPECT_NE(at, std::string::npos) << out;
  if (at == std::string::npos) return "";
  std::string digits = out.substr(at + 7, out.find(' ', at + 7) - at - 7);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(i, ",");
  return digits;
}

const std::string kBinary = ABBOTT_BINARY;

TEST(SpeedStanding, RowsCarryTheEnginesOwnNodeCounts) {
  const ScriptRun r =
      speed_standing(kBinary + " " + kBinary + " --rounds 1 --core -1 --hash 1 hyper:4 coordinator:3");
  EXPECT_EQ(r.code, 0) << r.out;
  for (const auto& [variant, depth] : {std::pair<std::string, int>{"hyper", 4}, {"coordinator", 3}}) {
    const std::string nodes = nodes_to_depth(variant, depth);
    // The same build on both sides: the same tree, so the same nodes in both columns.
    const std::string row = "| `" + variant + "` depth " + std::to_string(depth) + " | " + nodes + ", ";
    const size_t at = r.out.find(row);
    ASSERT_NE(at, std::string::npos) << row << "\n" << r.out;
    const std::string rest = r.out.substr(at + row.size(), r.out.find('\n', at) - at - row.size());
    EXPECT_NE(rest.find("| " + nodes + ", "), std::string::npos) << rest;
  }
}

TEST(SpeedStanding, FailingEngineOrBadUsageEndsWithAMessage) {
  ScriptRun r = speed_standing(kBinary + " " + kBinary + " --rounds 1 --core -1 --hash 1 nosuch:3");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(
      r.out.find("speed-standing: " + kBinary + ", nosuch: info string error: unknown variant 'nosuch'"),
      std::string::npos)
      << r.out;
  r = speed_standing(kBinary + " /bin/true --rounds 1 --core -1 chess:2");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("speed-standing: /bin/true: ended before its answer"), std::string::npos) << r.out;
  r = speed_standing(kBinary + " /nonexistent");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("error: /nonexistent: not an executable file"), std::string::npos) << r.out;
  r = speed_standing(kBinary + " " + kBinary + " hyper");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("'hyper' is not VARIANT:DEPTH"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace abbott
