// Move text between the runner and the engines: abbott notation for UCI, XBoard's forms for
// CECP (0-based ranks on 10-rank boards, comma legs and lion form for side captures).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "match/referee.h"
#include "match/wire_move.h"
#include "movegen/movegen.h"
#include "movegen/xboard_move.h"
#include "test_support.h"

namespace abbott::match {
namespace {

std::string parsed_text(Position& pos, const std::string& text, Wire wire) {
  auto parsed = parse_wire_move(pos, text, wire);
  if (const auto* err = std::get_if<Error>(&parsed)) return "error: " + err->message;
  return move_text(pos, std::get<Move>(parsed));
}

TEST(MatchWire, ChessPlainPromotionAndCastling) {
  Position pos = abbott::testing::position("chess", "r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(parsed_text(pos, "e1g1", Wire::Cecp), "e1g1");
  EXPECT_EQ(parsed_text(pos, "O-O", Wire::Cecp), "e1g1");
  EXPECT_EQ(parsed_text(pos, "O-O-O", Wire::Cecp), "e1c1");
  EXPECT_EQ(parsed_text(pos, "b7a8q", Wire::Cecp), "b7a8q");
  EXPECT_EQ(parsed_text(pos, "b7a8N", Wire::Uci), "b7a8n");
  EXPECT_EQ(parsed_text(pos, "b7b8", Wire::Cecp),
            "error: 'b7b8': the Pawn on b7 cannot go to b8 in this position");  // promotion missing
  EXPECT_EQ(parsed_text(pos, "e1e3", Wire::Uci), "error: illegal move: 'e1e3'");
  EXPECT_EQ(parsed_text(pos, "hello", Wire::Cecp), "error: 'hello': not a move in XBoard's notation");
  EXPECT_EQ(parsed_text(pos, "e1", Wire::Uci), "error: not a move: 'e1'");
  EXPECT_EQ(parsed_text(pos, "z9z9", Wire::Cecp), "error: 'z9z9': not a move in XBoard's notation");
  EXPECT_EQ(parsed_text(pos, "", Wire::Cecp), "error: '': not a move in XBoard's notation");
}

TEST(MatchWire, TenRankBoardsUseZeroBasedRanksOverCecp) {
  Position pos = abbott::testing::position("coordinator");
  auto parsed = parse_wire_move(pos, "e1e3", Wire::Cecp);
  ASSERT_TRUE(std::holds_alternative<Move>(parsed));
  const Move m = std::get<Move>(parsed);
  EXPECT_EQ(move_text(pos, m), "e2e4");
  EXPECT_EQ(wire_text(pos, m, Wire::Cecp), "e1e3");
  EXPECT_EQ(wire_text(pos, m, Wire::Uci), "e2e4");
  EXPECT_EQ(parsed_text(pos, "e2e4", Wire::Uci), "e2e4");
  // Capablanca has 8 ranks: no shift.
  Position capa = abbott::testing::position("capablanca");
  EXPECT_EQ(parsed_text(capa, "e2e4", Wire::Cecp), "e2e4");
}

TEST(MatchWire, SideCapturesInCommaAndLionForms) {
  // Ultima's Withdrawer on d4 moves away from the pawn on d5 and removes it.
  Position pos = abbott::testing::position("ultima", "k7/8/8/3p4/3Q4/8/8/K7 w - - 0 1");
  EXPECT_EQ(parsed_text(pos, "d4d2", Wire::Cecp), "d4d2");
  EXPECT_EQ(parsed_text(pos, "d4d5,d5d2", Wire::Cecp), "d4d2");
  EXPECT_EQ(parsed_text(pos, "d4xd5-d2", Wire::Cecp), "d4d2");
  EXPECT_EQ(parsed_text(pos, "d4xd5-d2", Wire::Uci),
            "error: not a move: 'd4xd5-d2'");  // UCI is abbott's notation
  EXPECT_EQ(parsed_text(pos, "d4xd6-d2", Wire::Cecp),
            "error: 'd4xd6-d2': the Withdrawer on d4 cannot go to d2 in this position");
  EXPECT_EQ(parsed_text(pos, "d4d5,d6d2", Wire::Cecp),
            "error: 'd4d5,d6d2': the Withdrawer on d4 cannot go to d2 in this position");
  EXPECT_EQ(parsed_text(pos, "d4xd5", Wire::Cecp),
            "error: 'd4xd5': the Withdrawer on d4 cannot go to d5 in this position");
  // The runner names the victim, as abbott's own CECP front end does (it refuses a bare d4d2).
  const Move withdraw = std::get<Move>(parse_move(pos, "d4d2"));
  EXPECT_EQ(wire_text(pos, withdraw, Wire::Cecp), "d4d5,d5d2");
  EXPECT_EQ(wire_text(pos, withdraw, Wire::Uci), "d4d2");
}

// The forms abbott's front end writes for moves that remove the mover itself are read back.
TEST(MatchWire, MutualDestructionInLionForm) {
  Position pos = abbott::testing::position(
      "swapper-10x8", "r1bqsk2rs/p1nppBppp1/P4n4/R8p/1p5P2/1P1K1P4/2PP1P2PP/1NSQ2BSNR b q - 0 22");
  auto parsed = parse_wire_move(pos, "e8xe8-f7", Wire::Cecp);
  ASSERT_TRUE(std::holds_alternative<Move>(parsed));
  EXPECT_EQ(effect_text(pos, std::get<Move>(parsed)), "mutual-destruction removes f7,e8");
  EXPECT_EQ(wire_text(pos, std::get<Move>(parsed), Wire::Cecp), "e8xe8-f7");
}

// Every move of seeded random games in every variant survives the trip to each protocol's text
// and back, and a move with side captures is also found from its lion form.
TEST(MatchWire, RoundTripInEveryVariant) {
  int side_captures = 0;
  for (const Variant* v : all_variants()) {
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      abbott::testing::random_game(*v, seed, 30, [&](Position& pos) {
        MoveList legal;
        generate_legal(pos, legal);
        for (int i = 0; i < legal.size(); ++i) {
          const Move& m = legal[i];
          bool has_kills = false;
          for (int k = 0; k < m.victim_count; ++k)
            has_kills |= m.victims[k] != m.to && m.kind == MoveKind::Normal;
          if (!has_kills && i % 13 != 0) continue;  // a sample of the plain moves keeps this fast
          for (Wire w : {Wire::Uci, Wire::Cecp}) {
            const std::string text = wire_text(pos, m, w);
            auto back = parse_wire_move(pos, text, w);
            ASSERT_TRUE(std::holds_alternative<Move>(back))
                << v->name << " " << pos.fen() << " " << text << ": " << std::get<Error>(back).message;
            EXPECT_TRUE(std::get<Move>(back).same_effect(m)) << v->name << " " << pos.fen() << " " << text;
          }
          // XBoard removes an en passant victim itself: it is no kill square in XBoard's forms.
          const bool en_passant = pos.at(m.to) == kEmpty && m.victim_count == 1 &&
                                  m.victims[0] == make_square(file_of(m.to), rank_of(m.from)) &&
                                  pos.spec_at(m.from).pawn;
          if (!has_kills || en_passant) continue;
          ++side_captures;
          std::string lion = xboard::square(*v, m.from);
          std::vector<Square> kills;
          for (int k = 0; k < m.victim_count; ++k)
            if (m.victims[k] != m.to) kills.push_back(m.victims[k]);
          std::sort(kills.begin(), kills.end());
          for (Square k : kills) lion += "x" + xboard::square(*v, k);
          lion += "-" + xboard::square(*v, m.to);
          auto back = parse_wire_move(pos, lion, Wire::Cecp);
          ASSERT_TRUE(std::holds_alternative<Move>(back)) << v->name << " " << pos.fen() << " " << lion;
          EXPECT_TRUE(std::get<Move>(back).same_effect(m)) << v->name << " " << pos.fen() << " " << lion;
        }
      });
    }
  }
  EXPECT_GT(side_captures, 50);
}

TEST(MatchReferee, InsufficientMaterialInOrthodoxChessOnly) {
  auto end = [](const std::string& variant, const std::string& fen) {
    Position pos = abbott::testing::position(variant, fen);
    return adjudicate_position(pos).reason;
  };
  EXPECT_EQ(end("chess", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"), "insufficient material");
  EXPECT_EQ(end("chess", "8/8/8/4k3/8/8/8/4KN2 w - - 0 1"), "insufficient material");
  EXPECT_EQ(end("chess", "8/8/8/4k3/8/8/8/4KB2 b - - 0 1"), "insufficient material");
  EXPECT_EQ(end("chess", "2b5/8/8/4k3/8/8/8/4KB2 w - - 0 1"), "insufficient material");  // both on light
  EXPECT_EQ(end("chess", "1b6/8/8/4k3/8/8/8/4KB2 w - - 0 1"), "");                       // opposite colours
  EXPECT_EQ(end("chess", "1n6/8/8/4k3/8/8/8/4KN2 w - - 0 1"), "");
  EXPECT_EQ(end("chess", "8/8/8/4k3/8/8/8/4KR2 w - - 0 1"), "");
  EXPECT_EQ(end("chess", "8/8/8/4k3/8/8/P7/4K3 w - - 0 1"), "");
  EXPECT_EQ(end("capablanca", "10/10/10/4k5/10/10/10/4KB4 w - - 0 1"), "insufficient material");
  // Elsewhere a lone piece may still win (Ultima's pieces capture in other ways).
  Position ultima = abbott::testing::position("ultima", "k7/8/8/8/8/8/8/K6B w - - 0 1");
  EXPECT_FALSE(insufficient_material(ultima));
}

TEST(MatchReferee, RulesComeFirst) {
  Position mate = abbott::testing::position("chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(adjudicate_position(mate).reason, "checkmate");
  Position ultima_stalemate = abbott::testing::position("ultima", "k7/1U6/2K5/8/8/8/8/8 b - - 0 1");
  const GameEnd e = adjudicate_position(ultima_stalemate);
  EXPECT_EQ(e.outcome, Outcome::WhiteWins);
  EXPECT_EQ(e.reason, "stalemate");
}

TEST(MatchReferee, CountsRepetitionsOverTheWholeGame) {
  Position pos = abbott::testing::position("chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  Referee referee;
  referee.record(pos);
  for (int i = 0; i < 2; ++i) {
    for (const char* m : {"h1h2", "e8d8", "h2h1", "d8e8"}) {
      EXPECT_FALSE(referee.adjudicate(pos).over()) << m;
      pos.make(std::get<Move>(parse_move(pos, m)));
      referee.record(pos);
    }
  }
  EXPECT_EQ(referee.adjudicate(pos).reason, "threefold repetition");
}

// In Rococo the player whose move brings a position the third time loses.
TEST(MatchReferee, RococoRepetitionLosesForTheRepeater) {
  Position pos = abbott::testing::position("rococo", "10/7k2/10/10/10/10/10/10/2K7/10 w - - 0 1");
  Referee referee;
  referee.record(pos);
  for (int i = 0; i < 2; ++i)
    for (const char* m : {"c2d2", "h9g9", "d2c2", "g9h9"}) {
      EXPECT_FALSE(referee.adjudicate(pos).over()) << m;
      pos.make(std::get<Move>(parse_move(pos, m)));
      referee.record(pos);
    }
  const GameEnd e = referee.adjudicate(pos);
  EXPECT_EQ(e.outcome, Outcome::WhiteWins);
  EXPECT_EQ(e.reason, "threefold repetition");
}

// A Chameleon Chess game between abbott at depths 2 and 4 that ran for thousands of plies before
// the referee counted positions itself: the same position arises a third time at its end.
TEST(MatchReferee, ChameleonRepetition) {
  const std::string moves =
      "a2a3 c6c4 d2d3 f6f5 a3c4 d6d4 b2b3 b6b5 f2f3 b5c4 b3c4 e6e5 e2e3 f7c4 e3f5 b7c5 c2c3 a6a4 d1a4 a7a4 "
      "a1a4 "
      "d7f5 d3f5 e5f3 f1c4 d4c4 a4d1 c5f5 d1f3 c7e5 c1f4 e5f3 f4f5 c4e5 c3b3 e5d7 b1c3 d7f5 c3f3 e7d6 e1d2 "
      "d6c5 "
      "d2e2 c5d6 b3b5 d6e6 e2d2 e6f6 b5b3 f5e4 f3e3 f6e5 b3d3 e4d4 e3d1 e5d5 d1b3 d5d6 d2e3 d4d3 e3d3 d6d7 "
      "d3d4 "
      "d7d6 b3d5 d6d7 d4e5 d7c7 d5b3 c7d7 e5d5 d7e7 d5e5 e7d7 e5e4 d7d6 b3b5 d6e6 e4e3 e6e7 e3e4 e7e6 e4d4 "
      "e6d6 "
      "d4e3 d6e7 e3d2 e7f6 d2c2 f6e7 c2c3 e7d6 c3c2 d6e7 b5d5 e7d6 d5e4 d6c5 c2c3 c5b5 c3b3 b5c5 b3b2 c5b5 "
      "b2c3 "
      "b5c5 c3b3 c5b5 b3b2 b5c5 b2c2 c5b6 c2d2 b6a6 d2c3 a6b5 c3d2 b5a6 d2e2 a6a5 e2d2 a5a6";
  Position pos = abbott::testing::position("chameleon");
  Referee referee;
  referee.record(pos);
  std::istringstream in(moves);
  std::string text;
  int plies = 0;
  while (in >> text) {
    ASSERT_FALSE(referee.adjudicate(pos).over()) << "ply " << plies;
    auto parsed = parse_move(pos, text);
    ASSERT_TRUE(std::holds_alternative<Move>(parsed)) << text;
    pos.make(std::get<Move>(parsed));
    referee.record(pos);
    ++plies;
  }
  EXPECT_EQ(referee.adjudicate(pos).reason, "threefold repetition");
  EXPECT_EQ(pos.fen(), "6/k5/6/4C1/6/3K2/6 w - - 61 62");
}

}  // namespace
}  // namespace abbott::match
