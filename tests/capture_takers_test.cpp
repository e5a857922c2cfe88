// Capture generation's first question where every piece takes only what it lands on
// (Variant::takes_at_reach64): which of the side's pieces may take at all, asked on the 64-bit
// sets (movegen/takers.cpp); where some types take only by pincer (Variant::pincer_only_types64),
// which of their pieces reach a pincer landing; and on the square sets of larger boards, which of
// the pawns and jumping pieces (Variant::square_set_takers) have something to take. Held against
// each piece's own capture generation in random games.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/square_text.h"
#include "movegen/mechanics.h"
#include "movegen/movegen.h"
#include "test_support.h"

namespace abbott {
namespace {

// The squares of the cells in `cells`, in board order (rank by rank from the first), spaced.
std::string squares_of(uint64_t cells) {
  std::string found;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file) {
      const Square s = make_square(file, rank);
      if (!(cells & cell_bit64(s))) continue;
      if (!found.empty()) found += ' ';
      found += square_text(s);
    }
  return found;
}

// The side to move's pieces that capture generation keeps where some types take only by pincer.
uint64_t kept_by_the_pincer_pass(const Position& pos) {
  MoveList unused;
  const gen::Side side(pos, pos.side_to_move());
  gen::Emitter e{side, unused, MoveKinds::Captures, 0, false};
  return gen::pieces_less_idle_pincers64(e);
}

// Only the games whose every piece takes by replacement alone on a board of at most 8x8: of the
// built-in games, chess; not Pure and Total Stupid Chess (Ultima natures), Chameleon Chess (its
// pieces move as their square's pattern), a game of landing captures (Hyper Chess, Ultima) or one
// on a larger board.
TEST(CaptureTakers, AskedOnTheSetsInChessOnly) {
  std::vector<std::string> asked;
  for (const Variant* v : all_variants())
    if (v->takes_at_reach64) asked.push_back(v->name);
  EXPECT_EQ(asked, std::vector<std::string>{"chess"});
}

// Every piece with a capture or promotion is among the pieces that may take; a piece that is no
// pawn is among them only then (its lines' ends and jump targets are exactly its captures); a pawn
// may be there without one (a push onto the last rank that is blocked, an en passant square).
TEST(CaptureTakers, HoldEveryPieceThatTakesAndNoOtherPieceButPawns) {
  int positions = 0, left_out = 0, takers = 0;
  for (const Variant* v : all_variants()) {
    if (!v->takes_at_reach64) continue;
    for (int game = 0; game < 8; ++game)
      testing::random_game(*v, 4100 + game, 160, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        const uint64_t may_take = gen::pieces_that_may_take64(gen::Side(pos, us));
        for (int i = 0; i < pos.piece_count(us); ++i) {
          const Square from = pos.piece_square(us, i);
          MoveList captures;
          generate_for_piece(pos, us, from, captures, MoveKinds::Captures, false);
          const bool listed = (may_take & cell_bit64(from)) != 0;
          takers += !captures.empty();
          left_out += !listed;
          if (!captures.empty()) {
            ASSERT_TRUE(listed) << v->name << " " << pos.fen() << " from " << int(from);
          } else if (!pos.spec_at(from).pawn) {
            ASSERT_FALSE(listed) << v->name << " " << pos.fen() << " from " << int(from);
          }
        }
      });
  }
  EXPECT_GT(positions, 1000);
  EXPECT_GT(takers, 1000);
  EXPECT_GT(left_out, 5000);
}

// The pawns' capture squares on the sets, at both edges of the board and for both sides (a shift
// by 7 or 9 wraps onto the other edge), and the pushes onto the last rank.
TEST(CaptureTakers, PawnsTakeToTheirOwnSideOnly) {
  const struct {
    const char* fen;
    const char* takers;  // the squares of the pieces that may take, in board order
  } cases[] = {
      // White pawns on the a- and h-files with Black pieces across the edges: no capture.
      {"4k3/8/8/7p/P7/p6P/8/4K3 w - - 0 1", ""},
      {"4k3/8/8/7p/P7/p6P/8/4K3 b - - 0 1", ""},
      // The same pawns with Black pieces diagonally ahead of them: each takes.
      {"4k3/8/8/1p4p1/P6P/8/8/4K3 w - - 0 1", "a4 h4"},
      {"4k3/8/8/1p4p1/P6P/8/8/4K3 b - - 0 1", "b5 g5"},
      // A pawn one push from the last rank, even blocked, and one two squares from it.
      {"1n2k3/1P6/P7/8/8/8/8/4K3 w - - 0 1", "b7"},
  };
  for (const auto& c : cases) {
    Position pos;
    ASSERT_FALSE(pos.set(*find_variant("chess"), c.fen)) << c.fen;
    EXPECT_EQ(squares_of(gen::pieces_that_may_take64(gen::Side(pos, pos.side_to_move()))), c.takers) << c.fen;
  }
}

// On boards beyond the 64-bit sets, the pawns and the pieces that only jump are asked on the square
// sets: the orthodox armies' pawns, Knights and Kings (the Mimotaur takes as each of them, its
// rules decide), not the pawns of games whose pawns take otherwise or promote in a zone.
TEST(CaptureTakers, SquareSetTakersAreTheLargeBoardsPawnsKnightsAndKings) {
  for (const char* name : {"coordinator", "immobilizer-10x8", "mimotaur", "foolish-king"}) {
    const Variant& v = *find_variant(name);
    EXPECT_EQ(v.square_set_takers,
              type_bit(*v.type_of_letter('P')) | type_bit(*v.type_of_letter('N')) | type_bit(v.royal_type))
        << name;
  }
  for (const char* name : {"chess", "hyper", "ultima", "rococo", "chameleon"})
    EXPECT_EQ(find_variant(name)->square_set_takers, 0) << name;
}

// Whether an enemy piece stands on a target of the jumping rule of the piece on `from` (one it may
// not take included: Chimaera's Swapper is taken by nothing).
bool enemy_on_a_jump_target(const Position& pos, Square from) {
  for (const MoveRule& r : pos.moving_spec(from).rules) {
    if (r.threat_only || r.motion != Motion::Jump) continue;
    for (int i = 0; i < r.jump_count; ++i) {
      const Piece q = pos.at(static_cast<Square>(from + r.jump_offsets[i]));
      if (is_piece(q) && color_of(q) != color_of(pos.at(from))) return true;
    }
  }
  return false;
}

// Every unfrozen piece with a capture or promotion is among the pieces capture generation keeps;
// so is every piece of the other types; a pawn may be there without one (a blocked push onto the last
// rank, an en passant square), a Knight or King exactly when an enemy stands on one of its
// targets (a superset again where some enemy is taken by nothing: Chimaera's Swapper).
TEST(CaptureTakers, SquareSetTakersHoldEveryPieceThatTakes) {
  int positions = 0, left_out = 0, takers = 0;
  for (const Variant* v : all_variants()) {
    if (!v->square_set_takers) continue;
    for (int game = 0; game < 3; ++game)
      testing::random_game(*v, 4300 + game, 160, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        const SquareSet may_take = gen::pieces_that_may_take(gen::Side(pos, us));
        for (int i = 0; i < pos.piece_count(us); ++i) {
          const Square from = pos.piece_square(us, i);
          // A frozen piece's one move, its suicide in Immobilizer Chess, is asked of it whatever the
          // sets say (generation visits every frozen piece).
          if (pos.is_frozen(from)) continue;
          MoveList captures;
          generate_for_piece(pos, us, from, captures, MoveKinds::Captures, false);
          const bool listed = may_take.contains(from);
          const bool asked = v->square_set_takers & type_bit(pos.moving_type(from));
          takers += !captures.empty();
          left_out += !listed;
          if (!captures.empty() || !asked) {
            ASSERT_TRUE(listed) << v->name << " " << pos.fen() << " from " << square_text(from);
          } else if (!pos.spec_at(from).pawn) {
            ASSERT_EQ(listed, enemy_on_a_jump_target(pos, from))
                << v->name << " " << pos.fen() << " from " << square_text(from);
          }
        }
      });
  }
  EXPECT_GT(positions, 1000);
  EXPECT_GT(takers, 1000);
  EXPECT_GT(left_out, 10000);
}

// The pawns' capture squares on the square sets at both edges of a 10x10 board and for both
// sides, and the pushes that may promote: one step from the last rank, or a first push of three
// onto it is never in reach there.
TEST(CaptureTakers, SquareSetPawnsTakeDiagonallyAheadOnly) {
  const struct {
    const char* fen;
    const char* takers;  // the pawns and jumpers kept, in board order (the other pieces are kept)
  } cases[] = {
      // White pawns on the a- and j-files, Black pawns across the edges: nothing to take.
      {"4k5/10/10/10/9p/P9/p8P/10/10/4K5 w - - 0 1", ""},
      // Each with an enemy diagonally ahead: both take; Black's pawns take downward.
      {"4k5/10/10/10/1p6p1/P8P/10/10/10/4K5 w - - 0 1", "a5 j5"},
      {"4k5/10/10/10/1p6p1/P8P/10/10/10/4K5 b - - 0 1", "b6 i6"},
      // A pawn one push from the last rank, even blocked, and one two squares from it.
      {"1n2k5/1P8/P9/10/10/10/10/10/10/4K5 w - - 0 1", "b9"},
  };
  for (const auto& c : cases) {
    Position pos;
    ASSERT_FALSE(pos.set(*find_variant("coordinator"), c.fen)) << c.fen;
    const SquareSet kept = gen::pieces_that_may_take(gen::Side(pos, pos.side_to_move()));
    std::string found;
    kept.for_each([&](Square s) {
      if (!pos.spec_at(s).pawn) return;
      if (!found.empty()) found += ' ';
      found += square_text(s);
    });
    EXPECT_EQ(found, c.takers) << c.fen;
  }
}

// The pincer-only types: Ultima's pawns and Hyper Chess's Straddlers, which move along ranks and
// files (so the landings reach them back along ranks and files); no other built-in game has one
// on a board that fits the sets (Pure and Total Stupid Chess's pawns also promote in a zone).
TEST(CaptureTakers, PincerOnlyTypesAreUltimasPawnsAndHyperChessStraddlers) {
  std::vector<std::string> found;
  for (const Variant* v : all_variants()) {
    if (!v->pincer_only_types64) continue;
    std::string letters;
    for (int t = 0; t < v->type_count(); ++t)
      if (v->pincer_only_types64 & type_bit(static_cast<PieceType>(t))) letters += v->pieces[t].letter;
    found.push_back(v->name + " " + letters + " " + std::to_string(v->pincer_only_reverse_dirs64));
  }
  EXPECT_EQ(found, (std::vector<std::string>{"ultima P 15", "hyper P 15"}));
}

// Every unfrozen piece with a capture is kept; a piece of a pincer-only type is left out where it
// has none, and some are; every piece of another type is kept.
TEST(CaptureTakers, IdlePincersLeftOutAndEveryPieceThatTakesKept) {
  int positions = 0, pincer_takers = 0, left_out = 0;
  for (const Variant* v : all_variants()) {
    if (!v->pincer_only_types64) continue;
    for (int game = 0; game < 8; ++game)
      testing::random_game(*v, 5200 + game, 160, [&](Position& pos) {
        ++positions;
        const Color us = pos.side_to_move();
        const uint64_t kept = kept_by_the_pincer_pass(pos);
        for (int i = 0; i < pos.piece_count(us); ++i) {
          const Square from = pos.piece_square(us, i);
          if (pos.is_frozen(from)) continue;
          MoveList captures;
          generate_for_piece(pos, us, from, captures, MoveKinds::Captures, false);
          const bool listed = (kept & cell_bit64(from)) != 0;
          const bool pincer_only = v->pincer_only_types64 & type_bit(type_of(pos.at(from)));
          if (!captures.empty()) ASSERT_TRUE(listed) << v->name << " " << pos.fen() << " from " << int(from);
          if (!pincer_only) ASSERT_TRUE(listed) << v->name << " " << pos.fen() << " from " << int(from);
          pincer_takers += pincer_only && !captures.empty();
          left_out += !listed;
        }
      });
  }
  EXPECT_GT(positions, 1000);
  EXPECT_GT(pincer_takers, 20);
  EXPECT_GT(left_out, 5000);
}

// A Straddler is kept where it slides onto a pincer landing along a rank or file, and left out
// where the landing is only diagonal to it or a piece stands between.
TEST(CaptureTakers, StraddlersKeptWhereTheyReachALanding) {
  // White's landing is d6: a Black Straddler on d7 with a White Straddler on d8 beyond it. The
  // Straddler on d2 slides up the d-file to d6; the one on a6 along the sixth rank; the one on c5
  // is diagonal to d6; the one on h6 has a Black piece on g6 between (whose own landing, f6, the
  // a6 Straddler also reaches).
  Position pos;
  ASSERT_FALSE(pos.set(*find_variant("hyper"), "3Pk3/3p4/P5pP/2P5/8/8/3P4/4K3 w 0 1"));
  // In board order: the King (no pincer-only type) is kept; the Straddler on d8, the pincer's far
  // side, reaches no landing (d7 is taken), nor do c5 and h6.
  EXPECT_EQ(squares_of(kept_by_the_pincer_pass(pos)), "e1 d2 a6");
}

}  // namespace
}  // namespace abbott
