// A variant defined only in a test file (tests/data/variants/ultima-10x10.ini) through the real
// binary: a whole game over UCI, the VariantPath option of UCI and CECP, and the command line.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "bench/perft.h"
#include "engine/variant_file.h"
#include "engine_session.h"
#include "movegen/game_end.h"
#include "movegen/notation.h"
#include "protocol/xboard_notation.h"
#include "protocol_support.h"

namespace abbott {
namespace {

using testing::EngineSession;

const std::string kFile = std::string(ABBOTT_SOURCE_DIR) + "/tests/data/variants/ultima-10x10.ini";

// The test's own copy of the variant, to check the engine's moves by the rules (kept out of the
// registry, so that other tests in this process see only the built-in list).
const Variant& ultima10() {
  static const std::unique_ptr<Variant> v = [] {
    std::ifstream in(kFile);
    std::ostringstream text;
    text << in.rdbuf();
    const VariantFile file = read_variant_file(text.str(), kFile);
    EXPECT_FALSE(file.error) << file.error->message;
    auto built = build_variant(file.variants.at(0));
    if (auto* err = std::get_if<Error>(&built)) ADD_FAILURE() << err->message;
    return std::move(std::get<std::unique_ptr<Variant>>(built));
  }();
  return *v;
}

TEST(VariantFileProtocol, TheFileDefinesUltimaOnTenByTen) {
  const Variant& v = ultima10();
  EXPECT_EQ(v.files, 10);
  EXPECT_EQ(v.ranks, 10);
  EXPECT_EQ(v.type_count(), 8);
  EXPECT_EQ(v.spec(*v.type_of_letter('A')).name, "Advancer");
  EXPECT_TRUE(v.suicide);  // inherited from ultima
  Position pos;
  ASSERT_FALSE(pos.set(v, "startpos"));
  EXPECT_EQ(perft(pos, 1), 60u);  // only the ten pawns move, each up to six squares
}

// A whole game through UCI with the file given on the command line: every move the engine plays
// is legal by the test's own copy of the rules, until the game ends or 160 plies are played.
TEST(VariantFileProtocol, FullUciGameInAVariantFromATestFile) {
  Position pos;
  ASSERT_FALSE(pos.set(ultima10(), "startpos"));
  EngineSession e({"--variants", kFile});
  e.send("uci");
  e.expect("uciok");
  EXPECT_TRUE(e.saw("option name VariantPath type string default <empty>"));
  e.send("setoption name UCI_Variant value ultima-10x10");
  EXPECT_EQ(e.expect("info string variant"),
            "info string variant ultima-10x10 files 10 ranks 10 startpos " + protocol::xboard::fen(pos));
  std::string moves;
  int plies = 0;
  for (; plies < 160 && !game_end(pos).over(); ++plies) {
    e.send("position startpos moves" + moves);
    e.send("go depth 2");
    const std::string line = e.expect("bestmove");
    ASSERT_NE(line, "bestmove (none)") << pos.fen();
    const std::string text = line.substr(9, line.find(' ', 9) - 9);
    auto parsed = parse_move(pos, text);
    ASSERT_TRUE(std::holds_alternative<Move>(parsed)) << text << " in " << pos.fen();
    pos.make(std::get<Move>(parsed));
    moves += " " + text;
  }
  EXPECT_TRUE(plies == 160 || game_end(pos).over());
  EXPECT_GE(plies, 10);
}

TEST(VariantFileProtocol, UciVariantPathOptionLoadsAFile) {
  EngineSession e;
  e.send("uci");
  e.expect("uciok");
  e.send("setoption name VariantPath value " + kFile);
  EXPECT_EQ(e.expect("info string"), "info string variants loaded from " + kFile + ": ultima-10x10");
  e.send("setoption name UCI_Variant value ultima-10x10");
  EXPECT_EQ(e.expect("info string variant").substr(0, 45), "info string variant ultima-10x10 files 10 ran");
  e.send("uci");
  EXPECT_NE(e.expect("option name UCI_Variant").find(" var ultima-10x10"), std::string::npos);
  // A bad file: one message, and the variants stay.
  e.send("setoption name VariantPath value " + std::string(ABBOTT_SOURCE_DIR) + "/tests/data/oracle.txt");
  EXPECT_EQ(e.expect("info string"), "info string error: " + std::string(ABBOTT_SOURCE_DIR) +
                                         "/tests/data/oracle.txt:5: expected 'key = value', a [section] or "
                                         "a comment");
  e.send("setoption name UCI_Variant value chess");
  e.expect("info string variant chess");
}

TEST(VariantFileProtocol, CecpVariantPathOptionResendsTheVariants) {
  EngineSession e;
  e.send("xboard");
  e.send("protover 2");
  e.expect("feature done=1");
  EXPECT_TRUE(e.saw("feature option=\"VariantPath -file \""));
  e.send("option VariantPath=" + kFile);
  const std::string variants = e.expect("feature variants=");
  EXPECT_NE(variants.find(",ultima-10x10\""), std::string::npos) << variants;
  e.send("variant ultima-10x10");
  const std::string setup = e.expect("setup (");
  Position start;
  ASSERT_FALSE(start.set(ultima10(), "startpos"));
  EXPECT_EQ(setup, protocol::xboard::setup_line(ultima10()));
  e.send("option VariantPath=/no/such/file.ini");
  EXPECT_EQ(e.expect("Error"),
            "Error (/no/such/file.ini: cannot read the file): option VariantPath=/no/such/file.ini");
}

TEST(VariantFileProtocol, CommandLineListsCountsAndSurvivesABadFile) {
  int code = -1;
  const std::string listed = testing::run_binary("--variants " + kFile + " variants", "", &code);
  EXPECT_EQ(code, 0);
  EXPECT_NE(listed.find("\nultima-10x10        10x10"), std::string::npos) << listed;
  Position pos;
  ASSERT_FALSE(pos.set(ultima10(), "startpos"));
  const std::string counted =
      testing::run_binary("perft --variant ultima-10x10 --depth 2 --variant-file " + kFile, "", &code);
  EXPECT_EQ(counted.substr(0, counted.find(" time_ms")), "nodes " + std::to_string(perft(pos, 2)));
  // hyper.txt is no variant file: its first line that is not a comment is line 3.
  const std::string bad = std::string(ABBOTT_SOURCE_DIR) + "/tests/data/hyper.txt";
  const std::string out =
      testing::run_binary("--variant-file " + bad + " perft --variant chess --depth 2 2>&1", "", &code);
  EXPECT_EQ(out.substr(0, out.find(" time_ms")),
            "abbott: " + bad + ":3: expected 'key = value', a [section] or a comment\nnodes 400");
  EXPECT_EQ(code, 0);
}

}  // namespace
}  // namespace abbott
