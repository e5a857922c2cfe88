// The command line: --version, the variant list with board sizes and summaries, variant
// names in any case with suggestions, and bad log options refused with a message and exit code 2.
#include <gtest/gtest.h>

#include <string>

#include "engine/variant.h"
#include "protocol_support.h"

namespace abbott {
namespace {

using testing::lines_of;

// Runs abbott with `args` and empty input; stdout and stderr together.
std::string run(const std::string& args, int* code) {
  return testing::run_binary(args + " 2>&1", "", code);
}

TEST(Cli, VersionIsPrinted) {
  int code = -1;
  EXPECT_EQ(run("--version", &code), "abbott 0.1.0\n");
  EXPECT_EQ(code, 0);
}

TEST(Cli, VariantsListNameBoardSizeAndSummary) {
  int code = -1;
  const auto lines = lines_of(run("variants", &code));
  EXPECT_EQ(code, 0);
  ASSERT_EQ(lines.size(), all_variants().size());
  EXPECT_EQ(lines[0], "chess               8x8    orthodox chess");
  for (size_t i = 0; i < lines.size(); ++i) {
    const Variant& v = *all_variants()[i];
    EXPECT_EQ(lines[i].substr(0, v.name.size() + 1), v.name + " ") << lines[i];
    EXPECT_NE(lines[i].find(" " + std::to_string(v.files) + "x" + std::to_string(v.ranks) + " "),
              std::string::npos)
        << lines[i];
    EXPECT_GT(lines[i].size(), 30u) << "no summary: " << lines[i];
  }
  EXPECT_NE(run("variants", &code).find("chameleon           6x7    Chameleon Chess: "), std::string::npos);
  // --help is help, not the list.
  const std::string help = run("variants --help", &code);
  EXPECT_EQ(code, 0);
  EXPECT_EQ(help.rfind("Usage: abbott variants", 0), 0u) << help;
}

TEST(Cli, VariantNamesInAnyCaseAndXboardsNormal) {
  int code = -1;
  EXPECT_EQ(run("moves --variant Hyper --fen startpos", &code), run("moves --variant hyper", &code));
  EXPECT_EQ(code, 0);
  EXPECT_EQ(lines_of(run("moves --variant normal", &code)).size(), 20u);
  EXPECT_EQ(code, 0);
  EXPECT_EQ(run("moves --variant hypr", &code),
            "abbott: unknown variant 'hypr'; did you mean 'hyper'? (abbott variants lists them)\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(run("moves --variant quidditch", &code),
            "abbott: unknown variant 'quidditch' (abbott variants lists them)\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(run("--variants ultima,Stupid,normal,nosuch", &code),
            "abbott: --variants: unknown variant 'nosuch' (abbott variants lists them)\n");
  EXPECT_EQ(code, 2);
}

TEST(Cli, BadLogOptionsAreRefused) {
  int code = -1;
  EXPECT_EQ(
      run("--log /nonexistent-abbott-dir/x.log", &code),
      "abbott: cannot open the log /nonexistent-abbott-dir/x.log: no directory /nonexistent-abbott-dir\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(run("--log-level loud", &code),
            "abbott: unknown --log-level 'loud' (trace, debug, info, warn, error or off)\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(run("match --engine a --engine b --log-level loud", &code),
            "abbott match: unknown --log-level 'loud' (trace, debug, info, warn, error or off)\n");
  EXPECT_EQ(code, 2);
  for (const char* level : {"trace", "debug", "info", "warn", "error", "off"}) {
    EXPECT_EQ(run(std::string("--log-level ") + level, &code), "") << level;
    EXPECT_EQ(code, 0) << level;
  }
}

}  // namespace
}  // namespace abbott
