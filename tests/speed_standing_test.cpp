// scripts/speed-standing, the tool behind docs/performance.md's standing: its rows carry the node
// counts the engine itself reports, and bad usage or a failing engine ends it with a message.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <string>
#include <utility>

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

// The engine's input (for printf) for `go depth` from the variant's start, Hash 1.
std::string go_depth_script(const std::string& variant, int depth) {
  return "uci\\nsetoption name UCI_Variant value " + variant +
         "\\nsetoption name Hash value 1\\nposition startpos\\ngo depth " + std::to_string(depth) + "\\n";
}

// The nodes of the engine's last info line for `go depth` from the variant's start, with
// thousands separators as the table prints them.
std::string nodes_to_depth(const std::string& variant, int depth) {
  const std::string out = testing::run_binary("", go_depth_script(variant, depth));
  const size_t at = out.rfind(" nodes ");
  EXPECT_NE(at, std::string::npos) << out;
  if (at == std::string::npos) return "";
  std::string digits = out.substr(at + 7, out.find(' ', at + 7) - at - 7);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(i, ",");
  return digits;
}

const std::string kBinary = ABBOTT_BINARY;

// valgrind cannot run a build made with AddressSanitizer, as the sanitized suite's is.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
constexpr bool kAddressSanitizer = __has_feature(address_sanitizer);
#else
constexpr bool kAddressSanitizer = false;
#endif

// The number after `label` in `text` (digits and thousands separators), or -1.
double number_after(const std::string& text, const std::string& label, size_t from = 0) {
  const size_t at = text.find(label, from);
  if (at == std::string::npos) return -1;
  std::string digits;
  for (size_t i = at + label.size(); i < text.size() && (std::isdigit(text[i]) || text[i] == ','); ++i)
    if (text[i] != ',') digits += text[i];
  return digits.empty() ? -1 : std::atof(digits.c_str());
}

// The whole process's instructions and the nodes of a `hyper` search to `depth`, Hash 1, counted
// here by callgrind without the script.
std::pair<double, double> counted_search(int depth) {
  const std::string out =
      testing::run_shell("printf '" + go_depth_script("hyper", depth) +
                         "' | valgrind --tool=callgrind --callgrind-out-file=/dev/null " + kBinary + " 2>&1");
  return {number_after(out, "Collected : "), number_after(out, " nodes ", out.rfind(" nodes "))};
}

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

TEST(SpeedStanding, InstructionsANodeAreThoseCallgrindCounts) {
  if (kAddressSanitizer) GTEST_SKIP() << "valgrind cannot run an AddressSanitizer build";
  const ScriptRun r = speed_standing(kBinary + " " + kBinary + " --instructions --core -1 --hash 1 hyper:4");
  ASSERT_EQ(r.code, 0) << r.out;
  // The figure: the instructions of the search to depth 4 less those to depth 1, over the nodes
  // searched between.
  const auto [deep_instructions, deep_nodes] = counted_search(4);
  const auto [shallow_instructions, shallow_nodes] = counted_search(1);
  ASSERT_GT(deep_nodes, shallow_nodes);
  const double expected = (deep_instructions - shallow_instructions) / (deep_nodes - shallow_nodes);
  const std::string nodes = nodes_to_depth("hyper", 4);
  const std::string row = "| `hyper` depth 4 | " + nodes + ", ";
  const size_t at = r.out.find(row);
  ASSERT_NE(at, std::string::npos) << row << "\n" << r.out;
  const double old_figure = number_after(r.out, row);
  const double new_figure = number_after(r.out, "| " + nodes + ", ", at + row.size());
  // The counts of two runs differ by the threads' few waits, not by a hundredth.
  EXPECT_NEAR(old_figure, expected, expected / 100) << r.out;
  EXPECT_NEAR(new_figure, expected, expected / 100) << r.out;
  EXPECT_NE(r.out.find(" | 1.00 |", at), std::string::npos) << r.out;
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
  r = speed_standing(kBinary + " " + kBinary + " --instructions --movetime 100");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("--instructions counts searches to a depth: it takes no --movetime"),
            std::string::npos)
      << r.out;
  r = speed_standing(kBinary + " " + kBinary + " hyper");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("'hyper' is not VARIANT:DEPTH"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace abbott
