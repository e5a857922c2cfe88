// CECP transcripts (docs/xboard.md): feature negotiation, setup lines, games, analysis, time
// controls, highlighting and malformed input, run in-process with fixed-depth searches.
#include <gtest/gtest.h>

#include <regex>

#include "engine/variant.h"
#include "protocol/xboard_notation.h"
#include "protocol_support.h"

namespace abbott {
namespace {

using testing::lines_of;
using testing::starts_with;
using testing::Transcript;

std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> out;
  for (const std::string& l : lines_of(text))
    if (starts_with(l, prefix)) out.push_back(l);
  return out;
}

// The move of the last `move X` line.
std::string last_move(const std::string& text) {
  auto moves = lines_starting(text, "move ");
  return moves.empty() ? "" : moves.back().substr(5);
}

TEST(ProtocolCecp, FeatureNegotiation) {
  Transcript t;
  EXPECT_EQ(t.send("xboard"), "");
  const std::string features = t.send("protover 2");
  const auto lines = lines_of(features);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines.front(), "feature done=0");
  EXPECT_EQ(lines.back(), "feature done=1");
  for (const char* f :
       {"ping=1", "setboard=1", "usermove=1", "playother=1", "colors=0", "sigint=0", "sigterm=0", "analyze=1",
        "memory=1", "smp=1", "highlight=1", "myname=\"abbott\"", "option=\"Move Overhead -spin 100 0 5000\"",
        "option=\"Avoid moves XBoard cannot show -check 1\"", "option=\"Rule en-passant -check 0\""})
    EXPECT_NE(features.find(f), std::string::npos) << f;
  std::string list;
  for (const Variant* v : all_variants())
    list += (list.empty() ? "" : ",") + protocol::xboard::variant_name(*v);
  EXPECT_NE(features.find("feature variants=\"" + list + "\""), std::string::npos) << features;
  EXPECT_EQ(t.send("accepted ping"), "");
  EXPECT_EQ(t.send("ping 7"), "pong 7\n");
}

TEST(ProtocolCecp, EveryVariantAnswersWithItsSetupLine) {
  Transcript t;
  t.sends({"xboard", "protover 2"});
  for (const Variant* v : all_variants()) {
    const std::string name = protocol::xboard::variant_name(*v);
    const std::string expected = protocol::xboard::setup_line(*v);
    const std::string got = t.sends({"new", "variant " + name, "ping 1"});
    EXPECT_EQ(got, (expected.empty() ? "" : expected + "\n") + "pong 1\n") << name;
  }
  // The names abbott answers with, for the variants of the real XBoard test.
  EXPECT_EQ(t.send("variant coordinator"),
            "setup (PNBRQ...CKpnbrq...ck) 10x10+0_fairy "
            "rncbqkbcnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNCBQKBCNR w KQkq - 0 1\n");
}

// Two engines relay moves to each other the way XBoard does, until one claims a result.
std::string claim(const std::string& text) {
  for (const std::string& l : lines_of(text))
    if (starts_with(l, "1-0 {") || starts_with(l, "0-1 {") || starts_with(l, "1/2-1/2 {")) return l;
  return "";
}

TEST(ProtocolCecp, FullGameBetweenTwoSessions) {
  Transcript white, black;
  for (Transcript* t : {&white, &black})
    t->sends({"xboard", "protover 2", "new", "variant stupid", "sd 2", "easy"});
  std::string reply = white.send("go");
  int plies = 0;
  for (; plies < 600 && claim(reply).empty(); ++plies) {
    const std::string move = last_move(reply);
    ASSERT_FALSE(move.empty()) << reply;
    reply = (plies % 2 == 0 ? black : white).send("usermove " + move);
    ASSERT_EQ(reply.find("Illegal"), std::string::npos) << reply;
  }
  const std::string result = claim(reply);
  ASSERT_FALSE(result.empty()) << "no result after " << plies << " plies";
  // The engine that receives the last move sees the same end and claims the same result.
  Transcript& other = plies % 2 == 0 ? black : white;
  EXPECT_EQ(claim(other.send("usermove " + last_move(reply))), result);
  for (Transcript* t : {&white, &black}) EXPECT_EQ(t->sends({"result " + result, "ping 9"}), "pong 9\n");
}

TEST(ProtocolCecp, PlaysOnTenRankBoardsWithZeroBasedRanks) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant coordinator", "sd 1", "force"});
  EXPECT_EQ(t.send("usermove e1e4"), "");  // e2-e5 in abbott's own squares
  EXPECT_EQ(t.send("usermove e9e9"), "Illegal move: e9e9 (a piece must leave its square)\n");
  EXPECT_EQ(t.send("usermove a10a9"), "Illegal move: a10a9 (not a move in XBoard's notation)\n");
  const std::string move = last_move(t.send("go"));
  EXPECT_TRUE(std::regex_match(move, std::regex("[a-j][0-9][a-j][0-9].*"))) << move;
}

TEST(ProtocolCecp, ClaimsTheResultOfAFinishedGame) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "force", "sd 3"});
  // Fool's mate: White is checkmated after Black's queen move.
  t.sends({"usermove f2f3", "usermove e7e5", "usermove g2g4"});
  const std::string out = t.sends({"go"});
  EXPECT_EQ(last_move(out), "d8h4");
  EXPECT_NE(out.find("0-1 {checkmate}"), std::string::npos) << out;
}

TEST(ProtocolCecp, ThinkingOutputAndTimeControls) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant hyper", "post", "sd 3"});
  const std::string out = t.send("go");
  std::regex thinking("([0-9]+) (-?[0-9]+) ([0-9]+) ([0-9]+)( .+)?");
  int deepest = 0;
  for (const std::string& l : lines_of(out)) {
    std::smatch m;
    if (std::regex_match(l, m, thinking)) deepest = std::max(deepest, std::stoi(m[1]));
  }
  EXPECT_EQ(deepest, 3) << out;
  EXPECT_FALSE(last_move(out).empty());

  // A clock of two seconds for 40 moves, and a fixed second per move: both answer in time.
  t.sends({"new", "variant chameleon", "nopost", "level 40 0:02 0", "time 200", "otim 200"});
  auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(last_move(t.send("go")).empty());
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  t.sends({"force", "st 1"});
  start = std::chrono::steady_clock::now();
  const std::string timed = t.send("go");
  EXPECT_EQ(lines_starting(timed, "move ").size(), 1u) << timed;
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(1500));
  EXPECT_EQ(t.send("level 0 1:30 0.5"), "");
  EXPECT_EQ(t.send("level 40 5 0"), "");
}

TEST(ProtocolCecp, AnalysisUntilExit) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant ultima", "force"});
  t.send("analyze", false);
  ASSERT_TRUE(t.wait_for("\n5 "));
  // Analysis answers ping at once and gives a status line on `.`.
  size_t from = t.all().size();
  t.send("ping 3", false);
  ASSERT_TRUE(t.wait_for("pong 3", from, 1000));
  from = t.all().size();
  t.send(".", false);
  ASSERT_TRUE(t.wait_for("stat01: ", from, 1000));
  // A move restarts the analysis from the new position.
  from = t.all().size();
  t.send("usermove e2e5", false);
  ASSERT_TRUE(t.wait_for("\n3 ", from));
  t.send("exit");
  EXPECT_EQ(t.send("ping 4"), "pong 4\n");
  EXPECT_EQ(t.all().find("move "), std::string::npos);
}

TEST(ProtocolCecp, PingWhileThinkingIsAnsweredAfterTheMove) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant hyper", "st 1"});
  t.send("go", false);
  t.send("ping 5", false);
  ASSERT_TRUE(t.wait_for("pong 5"));
  const std::string out = t.all();
  ASSERT_NE(out.find("move "), std::string::npos);
  EXPECT_LT(out.find("move "), out.find("pong 5"));
}

TEST(ProtocolCecp, MoveNowUndoRemoveSetboard) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant chameleon", "force", "usermove b2b4", "usermove c6c5"});
  EXPECT_EQ(t.send("undo"), "");
  EXPECT_EQ(t.send("usermove c6c5"), "");
  EXPECT_EQ(t.send("remove"), "");
  EXPECT_EQ(t.send("usermove b2b4"), "");
  EXPECT_EQ(t.sends({"undo", "undo"}), "Error (no move to take back): undo\n");
  EXPECT_EQ(t.send("setboard 6/6/6/6/6/6/6 w - - 0 1"),
            "tellusererror Illegal position: White has no King\n");
  // The previous position stays after a refused setboard.
  EXPECT_EQ(t.send("usermove b2b4"), "");
  EXPECT_EQ(t.send("setboard k5/6/K5/6/6/6/6 b - - 0 1"), "");
  // Infinite thinking ended by "?": the move still comes.
  t.send("go", false);
  t.send("?", false);
  ASSERT_TRUE(t.wait_for("move "));
}

TEST(ProtocolCecp, PonderingAndPlayother) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant hyper", "sd 2", "hard", "force", "usermove e2e4"});
  t.send("playother");
  // The engine plays White: after Black's move it answers, then ponders on its predicted reply.
  t.send("usermove d7d4", false);
  ASSERT_TRUE(t.wait_for("move "));
  const size_t from = t.all().rfind("move ") + 1;
  t.send("usermove h7h6", false);
  ASSERT_TRUE(t.wait_for("move ", from));
  t.send("easy");
  EXPECT_EQ(t.send("ping 1"), "pong 1\n");
}

TEST(ProtocolCecp, HighlightsForLiftPutHover) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant withdrawer-10x8", "force",
           "setboard 4k5/10/10/4p5/4W5/10/10/4K5 w - - 0 1"});
  EXPECT_EQ(t.send("lift e4"), "highlight Y7Y1/1Y5Y2/2Y3Y3/3YCY4/YYYY1YYYYY/3Y1Y4/2Y3Y3/1Y5Y2\n");
  // Clicking the cyan kill square continues the move; the destinations follow.
  EXPECT_EQ(t.send("put e5"), "highlight 10/10/10/10/10/4Y5/4Y5/10\n");
  EXPECT_EQ(t.send("hover e2"), "highlight 10/10/10/4g5/10/4Y5/4Y5/10\n");
  EXPECT_EQ(t.send("usermove e4e5,e5e2"), "");
  EXPECT_EQ(t.send("lift a1"), "highlight 10/10/10/10/10/10/10/10\n");
}

// The exact sequences XBoard 4.9.1 sends when a person clicks a piece, its cyan kill squares and
// its destination (recorded from its debug log): each kill-square click is `put SQ` then
// `lift SQ`, and the answer to the lift is the highlight XBoard keeps.
TEST(ProtocolCecp, KillSquareClicksAsXboardSendsThem) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant ultima", "force",
           "setboard 3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1"});
  // Withdrawal: e3 away from e4 to e2.
  EXPECT_EQ(t.send("lift e3"), "highlight 8/Y7/1Y5Y/2Y3Y1/3YCY2/YYYY1YYY/3Y1Y2/2Y3Y1\n");
  EXPECT_EQ(t.sends({"put e4", "lift e4"}), "highlight 8/8/8/8/8/8/4Y3/8\nhighlight 8/8/8/8/8/8/4Y3/8\n");
  EXPECT_EQ(t.sends({"put e2", "usermove e3e4,e4e2"}), "");
  EXPECT_EQ(t.send("ping 1"), "pong 1\n");

  // The Long Leaper a1 over b2 and d4 to e5: two kill squares, then XBoard's three legs.
  t.sends({"setboard 3k4/8/8/8/3p4/8/1p6/N3K3 w - - 0 1"});
  EXPECT_EQ(t.send("lift a1"), "highlight Y7/Y7/Y7/Y7/Y7/Y7/YC6/1YYY4\n");
  EXPECT_EQ(t.sends({"put b2", "lift b2"}), "highlight 8/8/8/8/3C4/2Y5/8/8\nhighlight 8/8/8/8/3C4/2Y5/8/8\n");
  EXPECT_EQ(t.sends({"put d4", "lift d4"}),
            "highlight 7Y/6Y1/5Y2/4Y3/8/8/8/8\nhighlight 7Y/6Y1/5Y2/4Y3/8/8/8/8\n");
  EXPECT_EQ(t.sends({"put e5", "usermove a1b2,b2d4,d4e5"}), "");
  EXPECT_EQ(t.send("lift e5"), "highlight 8/8/8/8/8/8/8/8\n");  // no move from e5 after it: Black's turn

  // The Coordinator b3 to b5 takes b0 and e5 (10 ranks, numbered from 0).
  t.sends({"new", "variant coordinator", "force", "setboard 9k/10/10/10/4p5/10/1C8/10/10/1n2K5 w - - 0 1"});
  EXPECT_EQ(t.send("lift b3"), "highlight 7Y2/6Y3/5Y4/4Y5/4C5/Y1Y7/Y1YYYYYYYY/Y1Y7/3Y6/1C8\n");
  EXPECT_EQ(
      t.sends({"put b0", "lift b0"}),
      "highlight 1Y8/1Y8/1Y8/1Y8/4C5/1Y8/10/1Y8/1Y8/10\nhighlight 1Y8/1Y8/1Y8/1Y8/4C5/1Y8/10/1Y8/1Y8/10\n");
  EXPECT_EQ(t.sends({"put e5", "lift e5"}),
            "highlight 10/10/10/10/1Y8/10/10/10/10/10\nhighlight 10/10/10/10/1Y8/10/10/10/10/10\n");
  EXPECT_EQ(t.sends({"put b5", "usermove b3b0,b0e5,e5b5", "ping 2"}), "pong 2\n");
}

// XBoard's -lpf and Load Position send `variant`, more commands and `setboard` at once; the setup
// line waits for them and carries the last position set, because XBoard puts the setup's position
// on its board when the line arrives. Pongs come after it. (Sequences from XBoard 4.9.1's log.)
TEST(ProtocolCecp, SetupLineCarriesTheLoadedPosition) {
  const std::string ultima = "setup (.NBRQ.....P.........UK.nbrq.....p.........uk) 8x8+0_fairy ";
  Transcript t;
  t.sends({"xboard", "protover 2"});
  // -lpf at start-up.
  size_t from = t.all().size();
  EXPECT_EQ(t.sends({"new", "variant ultima", "level 40 5 0", "post", "hard", "ping 1", "force",
                     "setboard 3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1"},
                    false),
            "");
  ASSERT_TRUE(t.wait_for("pong 1", from));
  EXPECT_EQ(t.all().substr(from), ultima + "3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1\npong 1\n");
  // File -> Load Position during a game: a stale setboard (XBoard's '.' for a piece it has no
  // letter for), then the loaded one.
  from = t.all().size();
  t.sends({"force", "ping 2", "memory 68", "cores 1", "new", "variant ultima", "force",
           "setboard 3k4/8/8/8/4.3/4Q3/8/4K3 w - - 0 1", "level 0 0:20 0.1", "sd 1", "post", "hard", "easy",
           "ping 3", "force", "setboard 3k4/8/8/8/3p4/8/1p6/N3K3 w - - 0 1"},
          false);
  ASSERT_TRUE(t.wait_for("pong 3", from));
  EXPECT_EQ(t.all().substr(from),
            "pong 2\n"
            "tellusererror Illegal position: unknown piece letter '.' for ultima\n" +
                ultima + "3k4/8/8/8/3p4/8/1p6/N3K3 w - - 0 1\npong 3\n");
  // Without a setboard the start position follows after a moment, still before the pong.
  from = t.all().size();
  EXPECT_EQ(t.sends({"new", "variant ultima", "ping 4"}, false), "");
  ASSERT_TRUE(t.wait_for("pong 4", from));
  EXPECT_EQ(t.all().substr(from), ultima + "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - - 0 1\npong 4\n");
  // Any other command sends it at once.
  EXPECT_TRUE(starts_with(t.sends({"force", "variant hyper", "usermove e2e4"}, false), "setup ("));
}

// A side capture typed (or dragged) as a plain from-to would leave its victims on XBoard's board:
// it is refused with the reason and the form XBoard needs.
TEST(ProtocolCecp, PlainSideCaptureIsRefusedWithTheKillForm) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant ultima", "force",
           "setboard 3k4/8/8/8/4p3/4Q3/8/4K3 w - - 0 1"});
  EXPECT_EQ(t.send("usermove e3e2"),
            "Illegal move: e3e2 (it also removes e4: click e4 before the destination, or type e3e4,e4e2)\n");
  EXPECT_EQ(t.send("usermove e3e4,e4e2"), "");
}

TEST(ProtocolCecp, MalformedInputGetsAnErrorAndChangesNothing) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant hyper", "force"});
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"frobnicate", "Error (unknown command): frobnicate"},
      {"variant nosuch", "Error (unsupported variant): variant nosuch"},
      {"variant", "Error (bad argument): variant"},
      {"usermove", "Error (bad argument): usermove"},
      {"usermove e2e9", "Illegal move: e2e9"},
      {"usermove zz", "Illegal move: zz"},
      {"usermove e2e4,e4e5,", "Illegal move: e2e4,e4e5,"},
      {"usermove a1xb2xc3xd4xe5-f6", "Illegal move: a1xb2xc3xd4xe5-f6"},
      {"time abc", "Error (bad argument): time abc"},
      {"level 40", "Error (bad argument): level 40"},
      {"level a b c", "Error (bad argument): level a b c"},
      {"sd -1", "Error (bad argument): sd -1"},
      {"st", "Error (bad argument): st"},
      {"memory 0", "Error (bad argument): memory 0"},
      {"cores many", "Error (bad argument): cores many"},
      {"ping", "Error (bad argument): ping"},
      {"option nosuch=1", "Error (unknown option): option nosuch=1"},
      {"option Rule en-passant=2", "Error (bad argument): option Rule en-passant=2"},
      {"lift z9", "Error (bad argument): lift z9"},
      {"setboard garbage", "tellusererror Illegal position: "},
      {"edit", "Error (unsupported command): edit"},
      {"\x01\x02", "Error (unknown command): ??"},
      {std::string(5000, 'z'), "Error (unknown command): " + std::string(200, 'z') + "..."},
  };
  for (const auto& [input, answer] : cases) {
    const std::string out = t.send(input);
    EXPECT_TRUE(starts_with(out, answer)) << input << " -> " << out;
    EXPECT_EQ(lines_of(out).size(), 1u) << input << " -> " << out;
  }
  // The position is still the start: a normal first move is accepted.
  EXPECT_EQ(t.send("usermove e2e4"), "");
  EXPECT_EQ(t.send("ping 2"), "pong 2\n");
  EXPECT_EQ(t.send("quit"), "");
  EXPECT_TRUE(t.finished());
}

TEST(ProtocolCecp, RuleOptionSwitchesStupidEnPassant) {
  Transcript t;
  t.sends({"xboard", "protover 2", "new", "variant stupid", "force",
           "setboard 3k4/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "usermove e2e4"});
  EXPECT_EQ(t.send("usermove d4e4,e4e3"),
            "Illegal move: d4e4,e4e3 (the Pincer-pawn on d4 cannot go to e3 in this position)\n");
  EXPECT_EQ(t.send("option Rule en-passant=1"), "");
  // The pincer pawn is not in XBoard's Pawn slot: the victim is named as a kill square.
  EXPECT_EQ(t.send("usermove d4e3"),
            "Illegal move: d4e3 (it also removes e4: click e4 before the destination, or type d4e4,e4e3)\n");
  EXPECT_EQ(t.send("usermove d4e4,e4e3"), "");
}

}  // namespace
}  // namespace abbott
