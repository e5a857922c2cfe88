// Malformed variant files: one message naming the file, the line and what is wrong, and nothing
// added to the registry.
#include <gtest/gtest.h>

#include "engine/variant_file.h"

namespace abbott {
namespace {

// A small valid variant to break one line at a time.
const std::string kGood =
    "[mini]\n"                                       // 1
    "board = 5x5\n"                                  // 2
    "start = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\n"  // 3
    "piece.P = Pawn\n"                               // 4
    "piece.P.pawn = yes\n"                           // 5
    "piece.P.rule = pawn-push\n"                     // 6
    "piece.P.rule = pawn-capture\n"                  // 7
    "piece.N = Knight\n"                             // 8
    "piece.N.rule = leap knight, capture *\n"        // 9
    "piece.B = Bishop\n"                             // 10
    "piece.B.rule = slide diagonal, capture *\n"     // 11
    "piece.R = Rook\n"                               // 12
    "piece.R.rule = slide orthogonal, capture *\n"   // 13
    "piece.Q = Queen\n"                              // 14
    "piece.Q.rule = slide all, capture *\n"          // 15
    "piece.K = King\n"                               // 16
    "piece.K.royal = yes\n"                          // 17
    "piece.K.rule = leap king, capture *\n"          // 18
    "pawns.multi-step = 1\n"                         // 19
    "pawns.promote-to = Q\n";                        // 20

// kGood with line `number` (1-based) replaced by `text` ("" drops it).
std::string with_line(int number, const std::string& text) {
  std::string out;
  size_t pos = 0;
  for (int n = 1; pos < kGood.size(); ++n) {
    const size_t end = kGood.find('\n', pos);
    out += n == number ? (text.empty() ? "" : text + "\n") : kGood.substr(pos, end - pos + 1);
    pos = end + 1;
  }
  return out;
}

std::string error_of(const std::string& text) {
  const VariantFile file = read_variant_file(text, "bad.ini");
  EXPECT_TRUE(file.variants.empty());
  return file.error ? file.error->message : "(no error)";
}

TEST(VariantFileErrors, TheGoodFileReads) {
  const VariantFile file = read_variant_file(kGood, "good.ini");
  ASSERT_FALSE(file.error) << file.error->message;
  ASSERT_EQ(file.variants.size(), 1u);
  EXPECT_EQ(file.variants[0].files, 5);
  EXPECT_EQ(file.variants[0].pieces.size(), 6u);
}

TEST(VariantFileErrors, UnknownKey) {
  EXPECT_EQ(error_of(with_line(19, "pawns.multistep = 1")), "bad.ini:19: unknown key 'pawns.multistep'");
  EXPECT_EQ(error_of(with_line(17, "piece.K.regal = yes")), "bad.ini:17: unknown key 'piece.K.regal'");
}

TEST(VariantFileErrors, UnknownMechanic) {
  EXPECT_EQ(error_of(with_line(15, "piece.Q.rule = slide all, explode *")),
            "bad.ini:15: unknown mechanic 'explode' (known: capture, capture-only, withdraw, approach, "
            "long-leap, springer-leap, leap-alone, leap-then-capture, pincer, pincer-orthogonal-only, "
            "coordinate, even-stops, check-only)");
  EXPECT_EQ(error_of(with_line(15, "piece.Q.rule = fly all")),
            "bad.ini:15: unknown motion 'fly' (known: slide, step, leap, cannon-hop, pawn-push, "
            "pawn-capture, swap, "
            "mutual-destruction)");
}

TEST(VariantFileErrors, ImpossibleBoard) {
  EXPECT_EQ(error_of(with_line(2, "board = 13x8")),
            "bad.ini:2: impossible board '13x8': write FILESxRANKS, each from 1 to 12");
  EXPECT_EQ(error_of(with_line(2, "board = 0x5")),
            "bad.ini:2: impossible board '0x5': write FILESxRANKS, each from 1 to 12");
}

TEST(VariantFileErrors, PieceLetterUsedTwice) {
  EXPECT_EQ(error_of(with_line(14, "piece.R = Queen")), "bad.ini:14: piece letter 'R' used twice");
}

TEST(VariantFileErrors, StartPositionThatDoesNotFit) {
  EXPECT_EQ(error_of(with_line(3, "start = rnbqkb/ppppp/5/PPPPP/RNBQK w - - 0 1")),
            "bad.ini:3: start position does not fit [mini]: rank 5 has more than 5 squares");
}

TEST(VariantFileErrors, NoRoyalPieceWhereCheckIsUsed) {
  EXPECT_EQ(
      error_of(with_line(17, "")),
      "bad.ini:1: [mini] uses check (objective = checkmate) but no piece is royal (piece.X.royal = yes)");
}

TEST(VariantFileErrors, UnknownParent) {
  EXPECT_EQ(error_of("[mine:ultimate]\nsuicide = no\n"),
            "bad.ini:1: unknown parent variant 'ultimate' (a parent is a variant abbott has or an earlier "
            "section)");
}

TEST(VariantFileErrors, UnknownPieceLetterInARule) {
  EXPECT_EQ(error_of(with_line(15, "piece.Q.rule = slide all, capture *, withdraw Z")),
            "bad.ini:15: unknown piece letter 'Z' in [mini]");
}

TEST(VariantFileErrors, RulesThatDoNotFitTheBoard) {
  EXPECT_EQ(error_of(kGood + "castling = king-steps\ncastling.king-file = b\n"),
            "bad.ini:1: castling.king-steps takes the King off the board of [mini]");
  EXPECT_EQ(error_of(kGood + "castling = free\ncastling.king-file = f\n"),
            "bad.ini:22: castling.king-file is off the 5-file board of [mini]");
  EXPECT_EQ(error_of(kGood + "piece.N.moves-by-square-map = yes\n"),
            "bad.ini:1: piece N of [mini] moves by the square map, but there is no square-map");
}

TEST(VariantFileErrors, MalformedLines) {
  EXPECT_EQ(error_of("board = 8x8\n"), "bad.ini:1: 'board' comes before any [variant] section");
  EXPECT_EQ(error_of(with_line(5, "piece.P.pawn yes")),
            "bad.ini:5: expected 'key = value', a [section] or a comment");
  EXPECT_EQ(error_of(with_line(5, "piece.P.pawn = perhaps")), "bad.ini:5: expected yes or no, not 'perhaps'");
  EXPECT_EQ(error_of(with_line(1, "[mini")), "bad.ini:1: a section header must end with ']'");
  EXPECT_EQ(error_of(kGood + kGood),
            "bad.ini:21: variant 'mini' is defined twice in this file (first at line 1)");
  EXPECT_EQ(error_of("# nothing\n"), "bad.ini: no [variant] section in the file");
}

TEST(VariantFileErrors, ABadFileAddsNothingAndBuiltInsStay) {
  ASSERT_NE(find_variant("chess"), nullptr);
  const size_t before = all_variants().size();
  const auto loaded = load_variant_file(std::string(ABBOTT_SOURCE_DIR) + "/tests/data/no-such-file.ini");
  ASSERT_TRUE(std::holds_alternative<Error>(loaded));
  EXPECT_EQ(std::get<Error>(loaded).message,
            std::string(ABBOTT_SOURCE_DIR) + "/tests/data/no-such-file.ini: cannot read the file");
  EXPECT_EQ(all_variants().size(), before);
  EXPECT_NE(find_variant("chess"), nullptr);
}

}  // namespace
}  // namespace abbott
