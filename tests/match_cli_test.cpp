// `abbott match` as a user runs it: options, the progress lines, the summary and the PGN file.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "abbott_match_" + name;
}

// Runs the abbott binary with `args`; returns its exit status, stdout in `out`. Each test has
// its own output file, since ctest runs tests in parallel.
int abbott(const std::string& args, std::string& out) {
  const std::string out_path =
      temp_path(std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + ".txt");
  const std::string cmd = std::string(ABBOTT_BINARY) + " " + args + " > " + out_path + " 2>/dev/null";
  const int status = std::system(cmd.c_str());
  out = slurp(out_path);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string fake(const std::string& args) {
  return "\"" + std::string(ABBOTT_PYTHON) + " " + ABBOTT_SOURCE_DIR +
         "/tests/fake_engines/fake_engine.py --abbott " + ABBOTT_BINARY + " " + args + "\"";
}

TEST(MatchCli, PlaysAndWritesPgnWithTagsAndReasons) {
  const std::string pgn = temp_path("games.pgn");
  std::remove(pgn.c_str());
  std::string out;
  const int code = abbott(
      "match --engine " + fake("--seed 3") + " --engine " + fake("--proto xboard --mode crash --at 3") +
          " --variant ultima,coordinator --games 2 --tc 5+0.1 --openings random:2 --maxplies 12"
          " --pgn " +
          pgn,
      out);
  ASSERT_EQ(code, 0) << out;
  EXPECT_NE(out.find("Game 4/4"), std::string::npos) << out;
  EXPECT_NE(out.find("=== Match summary: fake_engine-1 vs fake_engine-2 ==="), std::string::npos) << out;
  EXPECT_NE(out.find("Score 4-0-0 (W-D-L)"), std::string::npos) << out;
  const std::string games = slurp(pgn);
  for (const char* tag :
       {"[Variant \"ultima\"]", "[Variant \"coordinator\"]", "[SetUp \"1\"]",
        "[FEN \"rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - - 0 1\"]", "[TimeControl \"5+0.1\"]",
        "[Termination \"abandoned\"]", "{book}", "engine crashed (exit code 3) while thinking}"})
    EXPECT_NE(games.find(tag), std::string::npos) << tag << "\n" << games;
  EXPECT_EQ(games.find("[Event"), 0u);
}

TEST(MatchCli, RejectsBadArguments) {
  std::string out;
  EXPECT_EQ(abbott("match --engine a", out), 2);
  EXPECT_EQ(abbott("match --engine a --engine b --variant nosuch", out), 2);
  EXPECT_EQ(abbott("match --engine a --engine b --tc fast", out), 2);
  EXPECT_EQ(abbott("match --engine a --engine b --sprt elo0=5,elo1=1", out), 2);
  EXPECT_EQ(abbott("match --engine a --engine b --openings random:x", out), 2);
  // A program that does not exist fails the start-up check.
  EXPECT_EQ(abbott("match --engine /nonexistent/x --engine /nonexistent/y --depth 1", out), 1);
}

}  // namespace
