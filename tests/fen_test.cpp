// FEN reading and writing (docs/rules.md): round trips for every start position, boards of every size,
// and a clear message naming the problem for each kind of malformed FEN.
#include <gtest/gtest.h>

#include "test_support.h"

namespace abbott {
namespace {

TEST(Fen, EveryStartPositionRoundTrips) {
  for (const Variant* v : all_variants()) {
    Position pos;
    ASSERT_FALSE(pos.set(*v, v->start_fen)) << v->name;
    EXPECT_EQ(pos.fen(), v->start_fen) << v->name;
    Position again;
    ASSERT_FALSE(again.set(*v, "startpos"));
    EXPECT_EQ(again.hash(), pos.hash());
  }
}

TEST(Fen, TenFileEmptyRunsAndTripleStepEnPassant) {
  // e2-e5 passed e3 and e4: the field names e3 and both squares may be taken on.
  Position pos = testing::position(
      "coordinator", "rncbqkbcnr/pppppppppp/10/10/10/4P5/10/10/PPPP1PPPPP/RNCBQKBCNR b KQkq e3 0 1");
  EXPECT_EQ(pos.fen(), "rncbqkbcnr/pppppppppp/10/10/10/4P5/10/10/PPPP1PPPPP/RNCBQKBCNR b KQkq e3 0 1");
  EXPECT_TRUE(pos.is_ep_square(make_square(4, 2)));
  EXPECT_TRUE(pos.is_ep_square(make_square(4, 3)));
  EXPECT_FALSE(pos.is_ep_square(make_square(4, 4)));
}

TEST(Fen, HyperReadsFourFieldAndSixFieldForms) {
  Position four = testing::position("hyper", "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w 0 1");
  Position six = testing::position("hyper", "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w - - 0 1");
  EXPECT_EQ(four.fen(), "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w 0 1");
  EXPECT_EQ(six.fen(), four.fen());
  Position dash = testing::position("hyper", "1p4k1/8/8/8/8/8/8/1R4K1 b 0 -");
  EXPECT_EQ(dash.fen(), "1p4k1/8/8/8/8/8/8/1R4K1 b 0 1");
}

// The forms other programs write: `-` for an unknown counter, and in variants without castling or
// en passant the counters right after the side (`w 0 1`, `w 0 -`, `w - -`) or nothing at all.
TEST(Fen, ShortFormsAndDashCountersAreRead) {
  struct Case {
    const char* variant;
    const char* fen;
    const char* written;
  };
  for (const Case& c : {
           Case{"hyper", "1p4k1/8/8/8/8/8/8/1R4K1 b - -", "1p4k1/8/8/8/8/8/8/1R4K1 b 0 1"},
           Case{"hyper", "1p4k1/8/8/8/8/8/8/1R4K1 b 7", "1p4k1/8/8/8/8/8/8/1R4K1 b 7 1"},
           Case{"hyper", "1p4k1/8/8/8/8/8/8/1R4K1 b", "1p4k1/8/8/8/8/8/8/1R4K1 b 0 1"},
           Case{"hyper-mit", "1p4k1/8/8/8/8/8/8/1R4K1 w - - - 12", "1p4k1/8/8/8/8/8/8/1R4K1 w 0 12"},
           Case{"ultima", "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w 0 -",
                "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - - 0 1"},
           Case{"ultima", "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR b 3 9",
                "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR b - - 3 9"},
           Case{"ultima", "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - -",
                "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - - 0 1"},
           Case{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - -",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
           Case{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Kq -",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Kq - 0 1"},
       }) {
    Position pos = testing::position(c.variant, c.fen);
    EXPECT_EQ(pos.fen(), c.written) << c.variant << " " << c.fen;
  }
}

struct BadFen {
  const char* variant;
  const char* fen;
  const char* message_part;
};

class MalformedFen : public ::testing::TestWithParam<BadFen> {};

TEST_P(MalformedFen, IsRejectedWithAMessageNamingTheProblem) {
  const BadFen& c = GetParam();
  Position pos = testing::position(c.variant);
  const std::string before = pos.fen();
  auto err = pos.set(*find_variant(c.variant), c.fen);
  ASSERT_TRUE(err) << c.fen;
  EXPECT_NE(err->message.find(c.message_part), std::string::npos) << err->message;
  EXPECT_EQ(pos.fen(), before) << "a rejected FEN must leave the position unchanged";
}

INSTANTIATE_TEST_SUITE_P(
    Cases, MalformedFen,
    ::testing::Values(
        BadFen{"chess", "", "empty FEN"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 ranks"},
        BadFen{"chess", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "9 squares"},
        BadFen{"chess", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 squares"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "more than 8"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
               "unknown piece letter 'X'"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "missing side"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1", "castling letter 'x'"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1", "repeated"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "King and Rook"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant square"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "no pawn"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", "passed rank"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
               "field 5 (halfmove clock): 'x' is not a number"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 9", "too many"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", "more than one King"},
        BadFen{"chess", "Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1", "first or last rank"},
        BadFen{"chess", "rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "empty-square count"},
        BadFen{"ultima", "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w KQ - 0 1", "no castling"},
        BadFen{"hyper", "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w e3 0",
               "field 3 (castling rights): hyper has no castling, it must be '-', not 'e3'"},
        BadFen{"hyper", "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w x 1", "field 3 (castling rights)"},
        BadFen{"hyper", "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w 0 0",
               "field 4 (fullmove number): '0' is not a number from 1"},
        BadFen{"ultima", "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - e3 0 1",
               "field 4 (en passant): ultima has no en passant"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",
               "field 6 (fullmove number): 'x'"},
        BadFen{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1", "field 3 (castling rights)"},
        BadFen{"chameleon", "cccckc/cccccc/6/6/6/CCCCCC/CCCCKR w - - 0 1", "unknown piece letter 'R'"},
        BadFen{"foolish-king", "rnnhkqhnnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RANBFNBNAR w Kkq - 0 1",
               "does not exist"}));

}  // namespace
}  // namespace abbott
