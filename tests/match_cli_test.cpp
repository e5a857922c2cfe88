// `abbott match` as a user runs it: options, the progress lines, the summary and the PGN file.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.h"

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

namespace {

using abbott::testing::OwnTempFile;

// Runs abbott with `args`; stdout in `out`, stderr in `err`.
int abbott_with_stderr(const std::string& args, std::string& out, std::string& err) {
  const std::string name =
      std::string("match_") + ::testing::UnitTest::GetInstance()->current_test_info()->name();
  const OwnTempFile out_file(name + ".out"), err_file(name + ".err");
  const std::string cmd =
      std::string(ABBOTT_BINARY) + " " + args + " > " + out_file.path() + " 2> " + err_file.path();
  const int status = std::system(cmd.c_str());
  out = slurp(out_file.path());
  err = slurp(err_file.path());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

size_t count_of(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// A short real match in the cutechess-cli form, as an SPSA tuner writes it: two abbott engines at
// depths 2 and 1, EPD openings, adjudication, SPRT, ratings every 2 games. Every stdout line is
// one of cutechess-cli's, in its order and number.
TEST(MatchCli, CutechessFormPlaysAndPrintsItsLines) {
  const OwnTempFile epd_file("match_hyper.epd",
                             "unbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNU b id \"c4\";\n"
                             "unbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNU b id \"d4\";\n");
  const OwnTempFile pgn_file("match_cutechess.pgn");
  const std::string& epd = epd_file.path();
  const std::string& pgn = pgn_file.path();
  const std::string a = ABBOTT_BINARY;
  std::string out, err;
  const int code = abbott_with_stderr(
      "match -engine cmd=" + a + " name=deep proto=uci depth=2 -engine cmd=" + a +
          " name=shallow proto=uci depth=1 -each option.Hash=8 -variant hyper -games 2 -rounds 2 -repeat"
          " -concurrency 1 -openings file=" +
          epd + " format=epd order=random -pgnout " + pgn +
          " -srand 3 -maxmoves 40 -draw movenumber=10 movecount=3 score=5 -resign movecount=3 score=300"
          " -sprt elo0=0 elo1=10 alpha=0.05 beta=0.05 -ratinginterval 2 -recover",
      out, err);
  ASSERT_EQ(code, 0) << out << err;
  const std::regex started(R"(Started game ([1-4]) of 4 \((deep|shallow) vs (deep|shallow)\))");
  const std::regex finished(
      R"(Finished game ([1-4]) \((deep|shallow) vs (deep|shallow)\): (1-0|0-1|1/2-1/2) \{[^{}]+\})");
  const std::regex score(R"(Score of deep vs shallow: (\d+) - (\d+) - (\d+)  \[(0|1)\.\d{3}\] (\d+))");
  const std::regex side(
      R"(\.\.\.      (deep playing White|deep playing Black|White vs Black): \d+ - \d+ - \d+  \[[01]\.\d{3}\] \d+)");
  const std::regex elo(
      R"(Elo difference: (-?\d+\.\d|-?inf|nan) \+/- (\d+\.\d|inf|nan), LOS: (\d+\.\d|nan) %, DrawRatio: \d+\.\d %)");
  const std::regex sprt(R"(SPRT: llr -?[0-9.e+-]+ \(-?\d+\.\d%\), lbound -2\.94, ubound 2\.94)");
  const auto lines = lines_of(out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back(), "Finished match");
  int n_started = 0, n_finished = 0, n_score = 0, n_side = 0, n_elo = 0, n_sprt = 0;
  std::smatch m;
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    const std::string& l = lines[i];
    if (std::regex_match(l, m, started)) {
      EXPECT_EQ(std::stoi(m[1]), ++n_started) << l;
      EXPECT_NE(m[2], m[3]) << l;
    } else if (std::regex_match(l, m, finished)) {
      EXPECT_EQ(std::stoi(m[1]), ++n_finished) << l;
      EXPECT_TRUE(std::regex_match(lines[i + 1], m, score)) << lines[i + 1];
    } else if (std::regex_match(l, m, score)) {
      ++n_score;
      EXPECT_EQ(std::stoi(m[1]) + std::stoi(m[2]) + std::stoi(m[3]), n_finished) << l;
      EXPECT_EQ(std::stoi(m[5]), n_finished) << l;
    } else if (std::regex_match(l, side)) {
      ++n_side;
    } else if (std::regex_match(l, elo)) {
      ++n_elo;
      EXPECT_EQ(n_finished % 2, 0) << l;  // every 2 games, and not again at the end
    } else if (std::regex_match(l, sprt)) {
      ++n_sprt;
      EXPECT_TRUE(std::regex_match(lines[i - 1], elo)) << l;
    } else {
      ADD_FAILURE() << "not a cutechess-cli line: '" << l << "'\n" << out;
    }
  }
  EXPECT_EQ(n_started, 4) << out;
  EXPECT_EQ(n_finished, 4) << out;
  EXPECT_EQ(n_score, 4) << out;
  EXPECT_EQ(n_side, 6) << out;
  EXPECT_EQ(n_elo, 2) << out;
  EXPECT_EQ(n_sprt, 2) << out;
  // The PGN: four games, Termination tags in cutechess-cli's words, one for each adjudicated game.
  const std::string games = slurp(pgn);
  EXPECT_EQ(count_of(games, "[Event \"?\"]"), 4u) << games;
  EXPECT_EQ(count_of(games, "[Variant \"hyper\"]"), 4u) << games;
  EXPECT_EQ(count_of(games, "[Termination \""), count_of(games, "[Termination \"adjudication\"]")) << games;
  EXPECT_EQ(count_of(games, "[Termination \"adjudication\"]"),
            count_of(out, "by adjudication") + count_of(out, "move limit of 80 plies"))
      << out << games;
}

// st= is a fixed time per move: UCI engines are sent `go movetime`.
TEST(MatchCli, CutechessFormFixedTimePerMove) {
  const std::string a = ABBOTT_BINARY;
  std::string out, err;
  // The generous time margin: on a machine loaded by other tests a 20 ms move can be answered
  // after the default 100 ms margin, and this test is about the command line, not forfeits.
  ASSERT_EQ(abbott_with_stderr(
                "match -engine cmd=" + a + " name=x -engine cmd=" + a +
                    " name=y -each proto=uci st=0.02 timemargin=2000 -variant hyper -maxmoves 4 -debug",
                out, err),
            0)
      << out << err;
  EXPECT_NE(err.find("go movetime 20"), std::string::npos) << err;
  EXPECT_EQ(count_of(out, "Finished game "), 2u) << out;
  EXPECT_EQ(count_of(out, "{move limit of 8 plies}"), 2u) << out;
}

TEST(MatchCli, CutechessFormErrors) {
  std::string out, err;
  EXPECT_EQ(abbott_with_stderr("match -engine cmd=a tc=1 -engine cmd=b tc=1 -gmaes 4", out, err), 2);
  EXPECT_EQ(err, "abbott match: Unknown option: \"-gmaes\"\n");
  EXPECT_EQ(out, "");
  EXPECT_EQ(abbott_with_stderr("match -engine cmd=a tc=1 -engine cmd=b tc=1 -concurrency x", out, err), 2);
  EXPECT_EQ(err, "abbott match: Invalid value for option \"-concurrency\": \"x\"\n");
  EXPECT_EQ(abbott_with_stderr("match -engine cmd=a tc=1 -engine cmd=b tc=1 hash=3", out, err), 2);
  EXPECT_EQ(err, "abbott match: Invalid engine option: \"hash\"\n");
  // A program that does not exist: the match cannot start.
  EXPECT_EQ(abbott_with_stderr("match -engine cmd=/nonexistent/x depth=1 -engine cmd=/nonexistent/y depth=1",
                               out, err),
            1);
  EXPECT_EQ(out, "");
  EXPECT_EQ(abbott_with_stderr("match -version", out, err), 0);
  EXPECT_EQ(out.rfind("abbott ", 0), 0u) << out;
}

}  // namespace
