// XBoard's view of abbott's games (docs/xboard.md): piece slots, setup lines, 0-based ranks, and
// moves with kill squares, each written the way XBoard 4.9.1 was seen to draw and relay them.
#include <gtest/gtest.h>

#include <cctype>

#include "movegen/notation.h"
#include "protocol/xboard_notation.h"
#include "test_support.h"

namespace abbott {
namespace {

namespace xb = protocol::xboard;

Move own_move(Position& pos, const std::string& text) {
  auto parsed = parse_move(pos, text);
  EXPECT_TRUE(std::holds_alternative<Move>(parsed)) << text;
  return std::get<Move>(parsed);
}

// The XBoard text of the move abbott writes `own`, and that text read back.
std::string round_trip(Position& pos, const std::string& own) {
  const Move m = own_move(pos, own);
  const std::string text = xb::move_text(pos, m);
  auto back = xb::parse_move(pos, text);
  EXPECT_TRUE(std::holds_alternative<Move>(back)) << text;
  if (auto* b = std::get_if<Move>(&back)) {
    EXPECT_TRUE(b->same_effect(m)) << own << " -> " << text;
  }
  return text;
}

bool exact(Position& pos, const std::string& own) {
  MoveList legal;
  generate_legal(pos, legal);
  return xb::encode(pos, own_move(pos, own), legal).exact;
}

TEST(CecpNotation, NamesAvoidBuiltInVariantNames) {
  // XBoard takes names containing these for its own variants.
  const std::vector<std::string> forbidden = {"normal",   "atomic",     "losers", "suicide", "giveaway",
                                              "shatranj", "crazyhouse", "frc",    "960",     "wild"};
  for (const Variant* v : all_variants()) {
    const std::string name = xb::variant_name(*v);
    EXPECT_EQ(xb::find_variant_by_name(name), v) << name;
    if (v->name == "chess") {
      EXPECT_EQ(name, "normal");
      continue;
    }
    for (const std::string& f : forbidden) EXPECT_EQ(name.find(f), std::string::npos) << name;
    for (size_t i = 0; i + 1 < name.size(); ++i)
      EXPECT_FALSE(name[i] == 'w' && std::isdigit(static_cast<unsigned char>(name[i + 1]))) << name;
  }
}

TEST(CecpNotation, PieceToCharOfEveryVariant) {
  for (const Variant* v : all_variants()) {
    const std::string p2c = xb::piece_to_char(*v);
    SCOPED_TRACE(v->name + " " + p2c);
    ASSERT_EQ(p2c.size() % 2, 0u);
    ASSERT_GE(p2c.size(), 12u);
    const std::string white = p2c.substr(0, p2c.size() / 2), black = p2c.substr(p2c.size() / 2);
    for (size_t i = 0; i < white.size(); ++i)
      EXPECT_EQ(black[i], static_cast<char>(std::tolower(static_cast<unsigned char>(white[i]))));
    for (int t = 0; t < v->type_count(); ++t) {
      const PieceSpec& p = v->pieces[t];
      if (p.pattern_only) continue;
      EXPECT_EQ(std::count(white.begin(), white.end(), p.letter), 1) << p.name;
      // The King slot is XBoard's castling piece, the Pawn slot its en passant piece.
      if (p.royal) {
        EXPECT_EQ(white.back(), p.letter);
      }
      if (white[0] == p.letter) {
        for (const MoveRule& r : p.rules)
          EXPECT_TRUE(r.motion == Motion::PawnPush || r.motion == Motion::PawnCapture) << p.name;
      }
    }
  }
}

TEST(CecpNotation, SetupLinesOfTheGuiTestVariants) {
  EXPECT_EQ(xb::setup_line(*find_variant("hyper")),
            "setup (.NBRQ.....P.........UK.nbrq.....p.........uk) 8x8+0_fairy "
            "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w - - 0 1");
  EXPECT_EQ(xb::setup_line(*find_variant("coordinator")),
            "setup (PNBRQ...CKpnbrq...ck) 10x10+0_fairy "
            "rncbqkbcnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNCBQKBCNR w KQkq - 0 1");
  EXPECT_EQ(xb::setup_line(*find_variant("chameleon")),
            "setup (........CK........ck) 6x7+0_fairy cccckc/cccccc/6/6/6/CCCCCC/CCCCKC w - - 0 1");
  EXPECT_EQ(xb::setup_line(*find_variant("stupid")),
            "setup (.NBRQ...C.PK.nbrq...c.pk) 8x8+0_fairy "
            "cnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/CNBQKBNR w - - 0 1");
  // XBoard plays these itself.
  EXPECT_EQ(xb::setup_line(*find_variant("chess")), "");
  EXPECT_EQ(xb::setup_line(*find_variant("capablanca")), "");
}

TEST(CecpNotation, TenRankBoardsUseZeroBasedRanks) {
  Position pos = testing::position("coordinator");
  EXPECT_EQ(round_trip(pos, "e2e5"), "e1e4");
  EXPECT_EQ(std::get<Error>(xb::parse_move(pos, "e2e5")).message, "no piece on e2");
  EXPECT_EQ(std::get<Error>(xb::parse_move(pos, "e1e5")).message,
            "the Pawn on e1 cannot go to e5 in this position");
  Position small = testing::position("coordinator-10x8");
  EXPECT_EQ(round_trip(small, "e2e4"), "e2e4");
}

TEST(CecpNotation, OneSideCaptureUsesTheCommaForm) {
  Position pos = testing::position("withdrawer-10x8", "4k5/10/10/4p5/4W5/10/10/4K5 w - - 0 1");
  EXPECT_EQ(round_trip(pos, "e4e2"), "e4e5,e5e2");
  EXPECT_TRUE(exact(pos, "e4e2"));
  // A plain from-to would leave the victim on XBoard's board: refused, with the form to use.
  EXPECT_EQ(std::get<Error>(xb::parse_move(pos, "e4e2")).message,
            "it also removes e5: click e5 before the destination, or type e4e5,e5e2");
}

TEST(CecpNotation, TwoSideCapturesUseTheLionFormAndReadTheRelayedLegs) {
  Position pos = testing::position("coordinator-10x8", "5k4/10/10/p9/10/4C5/10/K3n5 w - - 0 1");
  EXPECT_EQ(round_trip(pos, "e3e5"), "e3xe1xa5-e5");
  auto relayed = xb::parse_move(pos, "e3e1,e1a5,a5e5");
  ASSERT_TRUE(std::holds_alternative<Move>(relayed));
  EXPECT_EQ(effect_text(pos, std::get<Move>(relayed)), "removes e1,a5");
  // The kill squares in the other order name the same move.
  EXPECT_TRUE(std::holds_alternative<Move>(xb::parse_move(pos, "e3xa5xe1-e5")));
}

TEST(CecpNotation, ThreeSideCapturesSendTwoKillSquaresThatNameTheMove) {
  Position pos = testing::position("long-leaper-10x8", "4k5/10/5p4/10/3p6/10/1p8/L3K5 w - - 0 1");
  // a1-g7 takes b2, d4 and f6; a1-h8 too, so the pair must name g7 by its destination.
  EXPECT_EQ(round_trip(pos, "a1g7"), "a1xb2xd4-g7");
  EXPECT_FALSE(exact(pos, "a1g7"));
  EXPECT_EQ(round_trip(pos, "a1e5"), "a1xb2xd4-e5");
  EXPECT_TRUE(exact(pos, "a1e5"));
}

TEST(CecpNotation, SwapsMutualDestructionAndSuicide) {
  Position pos = testing::position("swapper-10x8", "4k5/10/10/4p5/4S5/10/10/4K5 w - - 0 1");
  // Mutual destruction: XBoard clears the kill square (the Swapper) first, then moves the
  // emptiness onto the partner. A swap cannot be drawn: it is sent as a plain move.
  EXPECT_EQ(round_trip(pos, "e4e5xe4"), "e4xe4-e5");
  EXPECT_TRUE(exact(pos, "e4e5xe4"));
  EXPECT_EQ(round_trip(pos, "e4e5"), "e4e5");
  EXPECT_FALSE(exact(pos, "e4e5"));
  // XBoard relays the self-removal with a second leg from the first square.
  auto relayed = xb::parse_move(pos, "e4e5,e4d5");
  ASSERT_TRUE(std::holds_alternative<Move>(relayed));
  EXPECT_EQ(std::get<Move>(relayed).kind, MoveKind::MutualDestruction);
  // abbott's own form is read too, with XBoard's rank numbers on ten-rank boards (the match
  // runner sends it).
  Position ten = testing::position("swapper", "4k5/10/10/10/10/4p5/4S5/10/10/4K5 w - - 0 1");
  auto own = xb::parse_move(ten, "e3e4xe3");
  ASSERT_TRUE(std::holds_alternative<Move>(own));
  EXPECT_EQ(std::get<Move>(own).kind, MoveKind::MutualDestruction);

  Position frozen = testing::position("immobilizer-10x8", "4k5/10/10/4i5/4N5/10/10/4K5 w - - 0 1");
  EXPECT_EQ(round_trip(frozen, "e4e4"), "e4xe4-f4");
  EXPECT_TRUE(std::holds_alternative<Move>(xb::parse_move(frozen, "e4f4,e4e4")));
}

TEST(CecpNotation, FreeCastlingTheGuiCanDrawIsAPlainKingMove) {
  Position pos =
      testing::position("foolish-king", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/RANBFNBNAR b kq - 0 1");
  // XBoard puts the Rook next to the King on the inner side by itself.
  EXPECT_EQ(round_trip(pos, "e8b8c8"), "e8b8");
  EXPECT_TRUE(exact(pos, "e8b8c8"));
  EXPECT_EQ(round_trip(pos, "e8h8g8"), "e8h8");
  // Others keep abbott's own form; the engine does not choose them in XBoard games.
  EXPECT_EQ(round_trip(pos, "e8b8d8"), "e8b8d8");
  EXPECT_FALSE(exact(pos, "e8b8d8"));
  EXPECT_FALSE(exact(pos, "e8a8b8"));  // a King onto its Rook castles XBoard's own way
}

TEST(CecpNotation, EveryLegalMoveReadsBack) {
  // Random play in every variant: each move's XBoard text names exactly that move.
  for (const Variant* v : all_variants()) {
    testing::random_game(*v, 7, 40, [&](Position& pos) {
      MoveList legal;
      generate_legal(pos, legal);
      for (const Move& m : legal) {
        const std::string text = xb::encode(pos, m, legal).text;
        auto back = xb::parse_move(pos, text);
        ASSERT_TRUE(std::holds_alternative<Move>(back)) << v->name << " " << pos.fen() << " " << text;
        ASSERT_TRUE(std::get<Move>(back).same_effect(m)) << v->name << " " << pos.fen() << " " << text;
      }
    });
  }
}

TEST(CecpNotation, HighlightsDestinationsAndKillSquares) {
  Position pos = testing::position("withdrawer-10x8", "4k5/10/10/4p5/4W5/10/10/4K5 w - - 0 1");
  const Square e4 = make_square(4, 3), e5 = make_square(4, 4);
  const std::string lifted = xb::highlight(pos, {e4, {}, true});
  // e5 is the kill square (cyan) of the withdrawals; quiet moves are yellow.
  EXPECT_EQ(lifted, "Y7Y1/1Y5Y2/2Y3Y3/3YCY4/YYYY1YYYYY/3Y1Y4/2Y3Y3/1Y5Y2");
  EXPECT_TRUE(xb::is_kill_step(pos, {e4, {}, true}, e5));
  EXPECT_EQ(xb::highlight(pos, {e4, {e5}, true}), "10/10/10/10/10/4Y5/4Y5/10");
  // A swap (which XBoard would show as a capture) is offered only when asked for.
  Position swapper = testing::position("swapper-10x8", "4k5/10/10/4p5/4S5/10/10/4K5 w - - 0 1");
  EXPECT_EQ(xb::highlight(swapper, {e4, {}, true}).substr(0, 22), "Y7Y1/1Y5Y2/2Y3Y3/3Y1Y4");
  EXPECT_EQ(xb::highlight(swapper, {e4, {}, false}).substr(0, 22), "Y7Y1/1Y5Y2/2Y3Y3/3YRY4");
}

}  // namespace
}  // namespace abbott
