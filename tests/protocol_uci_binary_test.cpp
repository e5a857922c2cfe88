// UCI transcripts against the real binary, through a separate process and pipes:
// handshake, every variant's announcement, searches with info lines and mate scores, time
// controls, a whole game, malformed input.
#include <gtest/gtest.h>

#include <regex>

#include "engine_session.h"
#include "movegen/game_end.h"
#include "movegen/notation.h"
#include "protocol/xboard_notation.h"
#include "test_support.h"

namespace abbott {
namespace {

using testing::EngineSession;

TEST(ProtocolUciBinary, HandshakeListsOptionsAndEveryVariant) {
  EngineSession e;
  e.send("uci");
  e.expect("uciok");
  std::string combo;
  for (const auto& l : e.seen())
    if (l.rfind("option name UCI_Variant", 0) == 0) combo = l;
  for (const Variant* v : all_variants())
    EXPECT_NE(combo.find(" var " + v->name), std::string::npos) << v->name;
  for (const char* o : {"option name Hash type spin", "option name Threads type spin", "option name MultiPV",
                        "option name Ponder type check", "option name Move Overhead type spin default 100",
                        "option name Rule en-passant type check default false", "id name abbott"})
    EXPECT_TRUE(e.saw(o)) << o;
}

TEST(ProtocolUciBinary, VariantChangeIsAnnounced) {
  EngineSession e;
  e.send("uci");
  e.expect("uciok");
  for (const Variant* v : all_variants()) {
    e.forget();
    e.send("setoption name UCI_Variant value " + v->name);
    const std::string l = e.expect("info string variant");
    // The start position as a six-field FEN, which XBoard (through uci2wb) reads for every variant.
    EXPECT_EQ(l, "info string variant " + v->name + " files " + std::to_string(v->files) + " ranks " +
                     std::to_string(v->ranks) + " startpos " +
                     protocol::xboard::fen(testing::position(v->name)));
  }
}

TEST(ProtocolUciBinary, SearchReportsInfoAndFindsMate) {
  EngineSession e;
  e.send("uci");
  e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
  e.send("go depth 4");
  const std::string best = e.expect("bestmove");
  EXPECT_EQ(best, "bestmove d1d8");
  const std::regex info(
      "info depth \\d+ seldepth \\d+ multipv 1 score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ hashfull "
      "\\d+ time "
      "\\d+ pv .*");
  bool mate = false;
  for (const auto& l : e.seen()) {
    if (l.rfind("info depth", 0) != 0) continue;
    EXPECT_TRUE(std::regex_match(l, info)) << l;
    mate = mate || l.find("score mate 1 ") != std::string::npos;
  }
  EXPECT_TRUE(mate) << e.tail();
}

TEST(ProtocolUciBinary, IsReadyIsAnsweredWhileSearching) {
  EngineSession e;
  e.send("uci");
  e.send("setoption name UCI_Variant value hyper");
  e.send("position startpos");
  e.send("go infinite");
  e.send("isready");
  e.expect("readyok", 2000);
  EXPECT_FALSE(e.saw("bestmove"));
  e.send("stop");
  e.expect("bestmove");
}

TEST(ProtocolUciBinary, TimeControlsAnswerInTime) {
  EngineSession e;
  e.send("uci");
  e.send("setoption name UCI_Variant value coordinator");
  e.send("position startpos moves e2e4");
  // The bound for each: its time, plus room for a slow (sanitized) build. With moves to go, a
  // move may take up to 40% of the clock (search/time_manager.cpp): 2 s of these 5 s.
  const std::pair<const char*, int> cases[] = {{"go movetime 300", 1500},
                                               {"go wtime 2000 btime 2000 winc 50 binc 50", 1500},
                                               {"go nodes 5000", 1500},
                                               {"go wtime 5000 btime 5000 movestogo 5", 2400}};
  for (const auto& [go, bound_ms] : cases) {
    const auto start = std::chrono::steady_clock::now();
    e.send(go);
    e.expect("bestmove");
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
            .count();
    EXPECT_LT(ms, bound_ms) << go;
  }
}

TEST(ProtocolUciBinary, SearchmovesAndMultiPv) {
  EngineSession e;
  e.send("uci");
  e.send("setoption name MultiPV value 3");
  e.send("position startpos");
  e.send("go depth 3 searchmoves a2a3 h2h3");
  const std::string best = e.expect("bestmove");
  EXPECT_TRUE(best.rfind("bestmove a2a3", 0) == 0 || best.rfind("bestmove h2h3", 0) == 0) << best;
  EXPECT_TRUE(e.saw("info depth 3 seldepth")) << e.tail();
  int lines_at_3 = 0;
  for (const auto& l : e.seen()) lines_at_3 += l.rfind("info depth 3 ", 0) == 0;
  EXPECT_EQ(lines_at_3, 2);  // two root moves allowed, so two lines
}

TEST(ProtocolUciBinary, MalformedInputGetsMessagesAndChangesNothing) {
  EngineSession e;
  e.send("uci");
  e.expect("uciok");
  for (const char* bad : {"flibbertigibbet", "position", "position fen", "position fen 8/8/8 w - - 0 1",
                          "position startpos moves e2e5", "position startpos moves e2e4 zz",
                          "setoption name Hash value -5", "setoption name Threads value lots",
                          "setoption name UCI_Variant value nosuchgame", "setoption name Nope value 1",
                          "go depth banana", "go frobnicate", "\x01\x02\x03", "position startpos moves e2"}) {
    e.forget();
    e.send(bad);
    e.send("isready");
    e.expect("readyok");
    bool answered = false;
    for (const auto& l : e.seen()) answered = answered || l.rfind("info string error:", 0) == 0;
    // `go` with a bad parameter still searches; stop it.
    e.send("stop");
    EXPECT_TRUE(answered) << "no error message for: " << bad;
  }
  e.send("d");
  EXPECT_EQ(e.expect("info string fen"),
            "info string fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

// A whole game of Hyper Chess played through the protocol, every move checked by our own rules.
TEST(ProtocolUciBinary, FullGameDrivenByTheProtocol) {
  EngineSession e;
  e.send("uci");
  e.send("setoption name UCI_Variant value hyper");
  Position pos = testing::position("hyper");
  std::string moves;
  for (int ply = 0; ply < 400; ++ply) {
    if (game_end(pos).over()) break;
    e.send("position startpos moves" + moves);
    e.send("go depth 2");
    const std::string line = e.expect("bestmove");
    ASSERT_NE(line, "bestmove (none)");
    const std::string text = line.substr(9, line.find(' ', 9) - 9);
    auto parsed = parse_move(pos, text);
    ASSERT_TRUE(std::holds_alternative<Move>(parsed)) << text << " in " << pos.fen();
    pos.make(std::get<Move>(parsed));
    moves += " " + text;
  }
  EXPECT_TRUE(game_end(pos).over()) << "no result after 400 plies: " << pos.fen();
  e.send("position startpos moves" + moves);
  e.send("go depth 2");
  // A decided game has no move to give (draws by repetition are for the GUI to claim).
  if (game_end(pos).reason != "threefold repetition" &&
      game_end(pos).reason != "100 plies without progress") {
    EXPECT_EQ(e.expect("bestmove"), "bestmove (none)");
  }
}

}  // namespace
}  // namespace abbott
