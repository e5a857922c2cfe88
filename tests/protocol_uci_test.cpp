// UCI transcripts (docs/uci.md): options, variants, positions, every `go` parameter, info lines,
// pondering, malformed input; in-process, plus the real binary for the protocol choice and stdout.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>

#include "engine/variant.h"
#include "movegen/notation.h"
#include "protocol/xboard_notation.h"
#include "protocol_support.h"

namespace abbott {
namespace {

using testing::lines_of;
using testing::starts_with;
using testing::Transcript;

std::string bestmove(const std::string& text) {
  for (const std::string& l : lines_of(text))
    if (starts_with(l, "bestmove ")) return l.substr(9, l.find(' ', 9) - 9);
  return "";
}

std::vector<std::string> info_lines(const std::string& text) {
  std::vector<std::string> out;
  for (const std::string& l : lines_of(text))
    if (starts_with(l, "info depth ")) out.push_back(l);
  return out;
}

bool legal_in(const std::string& variant, const std::string& fen, const std::vector<std::string>& moves,
              const std::string& move) {
  Position pos = testing::position(variant, fen);
  for (const std::string& m : moves) pos.make(std::get<Move>(parse_move(pos, m)));
  return std::holds_alternative<Move>(parse_move(pos, move));
}

TEST(ProtocolUci, IdentifiesItselfAndListsItsOptions) {
  Transcript t;
  const auto lines = lines_of(t.send("uci"));
  ASSERT_GE(lines.size(), 9u);
  EXPECT_EQ(lines[0], "id name abbott");
  EXPECT_TRUE(starts_with(lines[1], "id author "));
  EXPECT_EQ(lines.back(), "uciok");
  std::string combo = "option name UCI_Variant type combo default chess";
  for (const Variant* v : all_variants()) combo += " var " + v->name;
  for (const std::string& expected :
       {std::string("option name Hash type spin default 16 min 1 max 65536"),
        std::string("option name Threads type spin default 1 min 1 max 256"), combo,
        std::string("option name MultiPV type spin default 1 min 1 max 256"),
        std::string("option name Ponder type check default false"),
        std::string("option name Move Overhead type spin default 100 min 0 max 5000"),
        std::string("option name Rule en-passant type check default false")})
    EXPECT_NE(std::find(lines.begin(), lines.end(), expected), lines.end()) << expected;
  EXPECT_EQ(t.send("isready"), "readyok\n");
}

TEST(ProtocolUci, AnnouncesEveryVariant) {
  Transcript t;
  t.send("uci");
  for (const Variant* v : all_variants()) {
    Position start = testing::position(v->name);
    EXPECT_EQ(t.send("setoption name UCI_Variant value " + v->name),
              "info string variant " + v->name + " files " + std::to_string(v->files) + " ranks " +
                  std::to_string(v->ranks) + " startpos " + protocol::xboard::fen(start) + "\n");
  }
  EXPECT_EQ(t.send("setoption name UCI_Variant value nosuch"),
            "info string error: unknown variant 'nosuch'\n");
}

TEST(ProtocolUci, SearchReportsAndBestMove) {
  Transcript t;
  t.sends({"uci", "setoption name UCI_Variant value withdrawer", "ucinewgame",
           "position startpos moves e2e4 e9e7"});
  const std::string out = t.send("go depth 4");
  const auto infos = info_lines(out);
  ASSERT_EQ(infos.size(), 4u) << out;
  const std::regex info(
      "info depth [0-9]+ seldepth [0-9]+ multipv 1 score (cp -?[0-9]+|mate -?[0-9]+)( lowerbound| "
      "upperbound)? "
      "nodes [0-9]+ nps [0-9]+ hashfull [0-9]+ time [0-9]+ pv( [a-j][0-9]+[a-j][0-9]+[a-z0-9]*)+");
  for (const std::string& l : infos) EXPECT_TRUE(std::regex_match(l, info)) << l;
  EXPECT_TRUE(legal_in("withdrawer", "startpos", {"e2e4", "e9e7"}, bestmove(out))) << out;
}

TEST(ProtocolUci, MultiPvSearchMovesNodesMovetimeMate) {
  Transcript t;
  t.sends({"uci", "setoption name MultiPV value 3", "position startpos"});
  const std::string multi = t.send("go depth 2");
  EXPECT_NE(multi.find(" multipv 3 "), std::string::npos) << multi;
  t.send("setoption name MultiPV value 1");
  EXPECT_EQ(bestmove(t.send("go depth 3 searchmoves a2a3 h2h3")).substr(1, 1), "2");
  EXPECT_FALSE(bestmove(t.send("go nodes 2000")).empty());
  auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(bestmove(t.send("go movetime 200")).empty());
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(1000));
  start = std::chrono::steady_clock::now();
  EXPECT_FALSE(bestmove(t.send("go wtime 3000 btime 3000 winc 100 binc 100 movestogo 20")).empty());
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(1500));
  // The back-rank mate: found and reported as a mate score.
  t.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
  const std::string mate = t.send("go mate 1");
  EXPECT_NE(mate.find("score mate 1"), std::string::npos) << mate;
  EXPECT_EQ(bestmove(mate), "d1d8");
}

TEST(ProtocolUci, InfiniteAndPonderWaitForStopOrPonderhit) {
  Transcript t;
  t.sends({"uci", "setoption name UCI_Variant value ultima", "position startpos"});
  t.send("go infinite", false);
  ASSERT_TRUE(t.wait_for("info depth 3 "));
  size_t from = t.all().size();
  t.send("isready", false);
  ASSERT_TRUE(t.wait_for("readyok", from, 1000));
  EXPECT_EQ(t.all().find("bestmove"), std::string::npos);
  t.send("stop");
  EXPECT_NE(t.all().find("bestmove "), std::string::npos);

  from = t.all().size();
  t.sends({"position startpos moves e2e5", "go ponder wtime 1000 btime 1000"}, false);
  ASSERT_TRUE(t.wait_for("info depth 2 ", from));
  EXPECT_EQ(t.all().find("bestmove", from), std::string::npos);
  t.send("ponderhit", false);
  ASSERT_TRUE(t.wait_for("bestmove ", from, 3000));
}

TEST(ProtocolUci, MultiCaptureMovesUseAbbottsOwnNotation) {
  Transcript t;
  // A Swapper next to an enemy pawn: the swap is e4e5, the mutual destruction e4e5xe4.
  t.sends({"uci", "setoption name UCI_Variant value swapper-10x8",
           "position fen 4k5/10/10/4p5/4S5/10/10/4K5 w - - 0 1 moves e4e5xe4"});
  const std::string out = t.send("go depth 1");
  EXPECT_TRUE(legal_in("swapper-10x8", "4k5/10/10/4p5/4S5/10/10/4K5 w - - 0 1", {"e4e5xe4"}, bestmove(out)));
}

TEST(ProtocolUci, MalformedInputGetsAnInfoStringAndThePositionStays) {
  Transcript t;
  t.sends({"uci", "setoption name UCI_Variant value hyper", "position startpos moves e2e4"});
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"frobnicate", "info string error: unknown command 'frobnicate'"},
      {"position", "info string error: position: expected 'startpos' or 'fen FEN'"},
      {"position startpos moves e2e4 zz", "info string error: position: not a move: 'zz'"},
      {"position startpos moves e2e9", "info string error: position: square e9 is not on the board"},
      {"position startpos junk", "info string error: position: unexpected 'junk'"},
      {"position fen 8/8 w - - 0 1", "info string error: position: "},
      {"position fen", "info string error: position: "},
      {"go depth", "info string error: go: 'depth' needs a non-negative number"},
      {"go wtime -5", "info string error: go: 'wtime' needs a non-negative number"},
      // Zero would mean no limit (they used to search until stop).
      {"go depth 0", "info string error: go: 'depth' needs a positive number"},
      {"go nodes 0", "info string error: go: 'nodes' needs a positive number"},
      {"go movetime 0", "info string error: go: 'movetime' needs a positive number"},
      {"go mate 0", "info string error: go: 'mate' needs a positive number"},
      {"go sideways", "info string error: go: unknown parameter 'sideways'"},
      {"setoption", "info string error: setoption: expected 'name NAME [value VALUE]'"},
      {"setoption name Hash value lots", "info string error: option Hash: value must be a number"},
      {"setoption name Threads value 0", "info string error: option Threads: value must be a number"},
      {"setoption name Ponder value maybe", "info string error: option Ponder: value must be true or false"},
      {"setoption name Nonsense value 1", "info string error: unknown option 'Nonsense'"},
  };
  for (const auto& [input, answer] : cases) {
    const std::string out = t.send(input);
    EXPECT_TRUE(starts_with(out, answer)) << input << " -> " << out;
    EXPECT_EQ(lines_of(out).size(), 1u) << input << " -> " << out;
  }
  // The position after e2e4 stayed: the best move is Black's.
  EXPECT_TRUE(legal_in("hyper", "startpos", {"e2e4"}, bestmove(t.send("go depth 2"))));
  EXPECT_EQ(t.send("go searchmoves zz depth 1").substr(0, 36), "info string error: go searchmoves: n");
  EXPECT_EQ(t.send("quit"), "");
  EXPECT_TRUE(t.finished());
}

TEST(ProtocolUci, FullGameDrivenByPositionAndGo) {
  Transcript t;
  t.sends({"uci", "setoption name UCI_Variant value chameleon", "ucinewgame"});
  std::vector<std::string> moves;
  for (int ply = 0; ply < 300; ++ply) {
    std::string position = "position startpos moves";
    for (const std::string& m : moves) position += " " + m;
    t.send(position);
    const std::string out = t.send("go depth 2");
    if (out.find("info string game over") != std::string::npos) {
      EXPECT_NE(out.find("bestmove (none)"), std::string::npos);
      return;
    }
    const std::string m = bestmove(out);
    ASSERT_TRUE(legal_in("chameleon", "startpos", moves, m)) << m;
    moves.push_back(m);
    Position pos = testing::position("chameleon");
    for (const std::string& played : moves) pos.make(std::get<Move>(parse_move(pos, played)));
    if (pos.repetitions() >= 2 || pos.halfmove_clock() >= 100) return;  // drawn by rule
  }
}

// The real binary: the first command chooses the protocol, stdout carries only protocol.
TEST(ProtocolBinary, FirstCommandChoosesTheProtocol) {
  int code = -1;
  const std::string uci = testing::run_binary("", "uci\\nisready\\nquit\\n", &code);
  EXPECT_EQ(code, 0);
  EXPECT_TRUE(starts_with(uci, "id name abbott\n")) << uci;
  EXPECT_NE(uci.find("uciok\nreadyok\n"), std::string::npos) << uci;

  const std::string xb = testing::run_binary("", "xboard\\nprotover 2\\nping 1\\nquit\\n", &code);
  EXPECT_EQ(code, 0);
  EXPECT_TRUE(starts_with(xb, "feature done=0\n")) << xb;
  EXPECT_NE(xb.find("feature done=1\npong 1\n"), std::string::npos) << xb;

  const std::string other = testing::run_binary("", "hello\\nquit\\n", &code);
  EXPECT_EQ(other,
            "Error (unknown command): hello (the first command chooses the protocol: uci or xboard)\n");
  // End of input ends the loop like quit.
  EXPECT_EQ(testing::run_binary("", "", &code), "");
  EXPECT_EQ(code, 0);
}

TEST(ProtocolBinary, LogsGoToTheLogFileNotStdout) {
  const std::string log = ::testing::TempDir() + "abbott_protocol_test.log";
  std::remove(log.c_str());
  const std::string out =
      testing::run_binary("--log " + log, "xboard\\nprotover 2\\nnew\\nsd 1\\ngo\\nquit\\n");
  for (const std::string& l : lines_of(out))
    EXPECT_TRUE(starts_with(l, "feature ") || starts_with(l, "move ") || starts_with(l, "1 ")) << l;
  std::ifstream in(log);
  const std::string logged((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(logged.find("< protover 2"), std::string::npos) << logged;
}

}  // namespace
}  // namespace abbott
