// Random-walk consistency over every variant (issues 2, 3, 9): after every make/unmake the
// incremental state equals a from-scratch recomputation, and a plain move leaves the piece order
// as it was; FEN round-trips; the fast check test agrees with the generating one; the legality
// filter agrees with make-and-test; the evaluation's frozen squares agree with the position's;
// every legal move has a unique text that parses back to it; the line occupancy counts empty
// squares as a walk does; capture-only generation gives the captures of full generation; the
// position's piece queries visit what the board holds.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "engine/frozen_squares.h"
#include "eval/evaluate.h"
#include "movegen/lasting_check.h"
#include "movegen/legality_filter.h"
#include "movegen/mechanics.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"
#include "test_support.h"

namespace abbott {
namespace {

class EveryVariant : public ::testing::TestWithParam<const Variant*> {};

// Both sides' piece lists, in order: generation walks them in this order.
std::vector<Square> piece_order(const Position& pos) {
  std::vector<Square> order;
  for (Color c : {Color::White, Color::Black})
    for (int i = 0; i < pos.piece_count(c); ++i) order.push_back(pos.piece_square(c, i));
  return order;
}

constexpr int kGames = 4;
constexpr int kPlies = 120;

// The count and mask of the piece types, kept beside the table's pieces when they are compiled.
TEST_P(EveryVariant, TypeCountAndMaskAreThePieces) {
  const Variant& v = *GetParam();
  EXPECT_EQ(v.type_count(), static_cast<int>(v.pieces.size()));
  EXPECT_EQ(v.all_types(), static_cast<TypeMask>((1u << v.pieces.size()) - 1));
}

// The capture generator's two questions about a slide, kept in each rule once its victims are
// final, give what the rule's victim sets say.
TEST_P(EveryVariant, KeptRuleFormsAreTheRulesVictims) {
  const Variant& v = *GetParam();
  int pincer_only = 0;
  for (const PieceSpec& spec : v.pieces)
    for (const MoveRule& r : spec.rules) {
      EXPECT_EQ(r.quiet_slide_only, r.is_quiet_slide_only()) << v.name << " " << spec.letter;
      EXPECT_EQ(r.pincer_only, r.takes_only_by_pincer()) << v.name << " " << spec.letter;
      pincer_only += r.pincer_only;
    }
  if (v.name == "hyper") {
    EXPECT_EQ(pincer_only, 1);  // the Straddler's slide
  }
}

TEST_P(EveryVariant, MakeUnmakeRestoresEverything) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1000 + game, kPlies, [&](Position& pos) {
      ASSERT_EQ(pos.consistency_error(), "") << pos.fen();
      const std::string fen = pos.fen();
      const uint64_t hash = pos.hash();
      MoveList legal;
      generate_legal(pos, legal);
      ASSERT_LT(legal.size(), kMaxMoves * 3 / 4) << "move list close to its capacity in " << fen;
      for (const Move& m : legal) {
        pos.make(m);
        ASSERT_EQ(pos.consistency_error(), "") << "after a move in " << fen;
        pos.unmake();
        ASSERT_EQ(pos.fen(), fen);
        ASSERT_EQ(pos.hash(), hash);
      }
      ASSERT_EQ(pos.consistency_error(), "");
      // Unmaking a capture, castling or swap may list pieces in another order; a plain move, legal
      // or not, must not: the search skips testing plain moves it would prune, relying on this.
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      const std::vector<Square> order = piece_order(pos);
      for (const Move& m : pseudo) {
        if (!m.is_plain()) continue;
        pos.make(m);
        pos.unmake();
        ASSERT_EQ(piece_order(pos), order) << "after a plain move in " << fen;
        ASSERT_EQ(pos.fen(), fen);
      }
      // A move the search skips unmade leaves the order making and unmaking it would have left.
      for (const Move& m : pseudo) {
        if (m.kind != MoveKind::Normal || m.promotion != kNoPieceType || (m.flags & kFlagMoverDies)) continue;
        Position skipped = pos;
        skipped.reorder_as_made_and_unmade(m);
        pos.make(m);
        pos.unmake();
        ASSERT_EQ(piece_order(skipped), piece_order(pos)) << "after " << move_text(pos, m) << " in " << fen;
        ASSERT_EQ(skipped.consistency_error(), "") << fen;
      }
    });
}

TEST_P(EveryVariant, LineOccupancyCountsTheEmptySquaresAWalkFinds) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1500 + game, kPlies, [&](Position& pos) {
      for (int r = 0; r < v.ranks; ++r)
        for (int f = 0; f < v.files; ++f)
          for (int d = 0; d < kDirCount; ++d) {
            const Square from = make_square(f, r);
            int walked = 0;
            while (pos.at(static_cast<Square>(from + (walked + 1) * kDirOffset[d])) == kEmpty) ++walked;
            ASSERT_EQ(pos.lines().empty_run(from, d), walked)
                << pos.fen() << " square " << int(from) << " dir " << d;
            int runs[kDirCount];
            pos.lines().empty_runs(from, runs);
            ASSERT_EQ(runs[d], walked) << pos.fen() << " square " << int(from) << " dir " << d;
          }
    });
}

// The landing filter may say "may capture" too often, never too seldom: wherever a slide lands on
// an empty square and the landing mechanics take something, it must have said so.
TEST_P(EveryVariant, LandingFilterFindsEveryLandingThatCaptures) {
  const Variant& v = *GetParam();
  int captures_seen = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1600 + game, kPlies, [&](Position& pos) {
      const gen::Side side(pos, pos.side_to_move());
      // One emitter for the side's pieces, as a generation has: what it keeps from one piece's
      // filter to the next is tested too.
      MoveList scratch;
      gen::Emitter e{side, scratch, MoveKinds::All, 0, false};
      for (int i = 0; i < pos.piece_count(side.us); ++i) {
        const Square from = pos.piece_square(side.us, i);
        for (const MoveRule& r : pos.moving_spec(from).rules) {
          if (r.motion != Motion::Slide || !r.to_empty) continue;
          const gen::LandingFilter filter = e.landing_filter(r, from);
          for (int d = 0; d < kDirCount; ++d) {
            if (!(r.dirs & (1 << d))) continue;
            for (int dist = 1; pos.at(static_cast<Square>(from + dist * kDirOffset[d])) == kEmpty; ++dist) {
              const auto to = static_cast<Square>(from + dist * kDirOffset[d]);
              Move m;
              gen::landing_victims(side, r, {from, to, d, dist}, m);
              if (m.victim_count == 0) continue;
              ++captures_seen;
              ASSERT_TRUE(filter.may_capture(to, d))
                  << pos.fen() << " from " << int(from) << " to " << int(to);
            }
          }
        }
      }
    });
  // The games reach landing captures wherever the variant has landing mechanics.
  if (v.pincer_victims || v.withdraw_victims) {
    EXPECT_GT(captures_seen, 0);
  }
}

// The material balance from the sums the position keeps through make and unmake equals the sum
// over the piece lists.
TEST_P(EveryVariant, MaterialBalanceIsTheSumOfThePieceValues) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1750 + game, kPlies, [&](Position& pos) {
      int sum = 0;
      for (Color c : {Color::White, Color::Black})
        for (int i = 0; i < pos.piece_count(c); ++i)
          sum += (c == Color::White ? 1 : -1) * pos.spec_at(pos.piece_square(c, i)).value;
      ASSERT_EQ(material_balance(pos), sum) << pos.fen();
    });
}

// The position's piece queries that take the 64-bit sets where the board fits and the square
// sets, the piece list or the line walk elsewhere visit exactly what a plain scan of the board
// finds.
TEST_P(EveryVariant, PieceQueriesVisitWhatTheBoardHolds) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1850 + game, kPlies, [&](Position& pos) {
      for (Color c : {Color::White, Color::Black}) {
        // Every second type, and all types.
        for (TypeMask types : {static_cast<TypeMask>(v.all_types() & 0x5555), v.all_types()}) {
          std::set<Square> expected, visited;
          for (int i = 0; i < pos.piece_count(c); ++i)
            if (types & type_bit(type_of(pos.at(pos.piece_square(c, i)))))
              expected.insert(pos.piece_square(c, i));
          pos.for_each_piece_of(c, types,
                                [&](Square s) { ASSERT_TRUE(visited.insert(s).second) << pos.fen(); });
          ASSERT_EQ(visited, expected) << pos.fen();
          ASSERT_EQ(pos.any_piece_of(c, types, [&](Square) { return true; }), !expected.empty()) << pos.fen();
        }
        if (pos.piece_count(c) == 0) continue;
        const Square from = pos.piece_square(c, 0);
        std::set<std::tuple<Square, int, int>> first, found;
        for (int d = 0; d < kDirCount; ++d) {
          const Square s = pos.first_occupied(from, d);
          if (pos.at(s) != kOffboard && color_of(pos.at(s)) == ~c) first.insert({s, d, distance(from, s)});
        }
        pos.for_each_first_piece_of(~c, from, [&](Square s, int d, int dist) { found.insert({s, d, dist}); });
        ASSERT_EQ(found, first) << pos.fen() << " from " << int(from);
      }
    });
}

// The coordination lines by their meaning, from a scan of the board: for each partner of the
// mover (an own piece of a partner type, not the mover), the files of the enemy victims on the
// partner's rank and the ranks of those on its file.
gen::CoordinationLines coordination_lines_by_scan(const Position& pos, Color us, const MoveRule& r,
                                                  Square mover) {
  const Variant& v = pos.variant();
  const auto victim = [&](Square s, TypeMask types) {
    return pos.at(s) != kEmpty && color_of(pos.at(s)) == ~us && (types & type_bit(type_of(pos.at(s))));
  };
  gen::CoordinationLines out;
  for (int i = 0; i < r.coordination_count; ++i) {
    const Coordination& c = r.coordination[i];
    for (int n = 0; n < pos.piece_count(us); ++n) {
      const Square p = pos.piece_square(us, n);
      if (p == mover || !(c.partners & type_bit(type_of(pos.at(p))))) continue;
      for (int f = 0; f < v.files; ++f)
        if (victim(make_square(f, rank_of(p)), c.victims)) out.files |= 1u << f;
      for (int rank = 0; rank < v.ranks; ++rank)
        if (victim(make_square(file_of(p), rank), c.victims)) out.ranks |= 1u << rank;
    }
  }
  return out;
}

// The landing filter's coordination lines, on the 64-bit sets or on the square sets, are those a
// scan of the board finds, for every coordinating rule of every piece of random games.
TEST_P(EveryVariant, CoordinationLinesAreTheVictimsOnThePartnersLines) {
  const Variant& v = *GetParam();
  int asked = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1660 + game, kPlies, [&](Position& pos) {
      const gen::Side side(pos, pos.side_to_move());
      for (int i = 0; i < pos.piece_count(side.us); ++i) {
        const Square from = pos.piece_square(side.us, i);
        for (const MoveRule& r : pos.moving_spec(from).rules) {
          if (!r.coordination_count) continue;
          ++asked;
          const gen::CoordinationLines found = gen::coordination_lines(side, r, from);
          const gen::CoordinationLines expected = coordination_lines_by_scan(pos, side.us, r, from);
          ASSERT_EQ(found.files, expected.files) << pos.fen() << " from " << int(from);
          ASSERT_EQ(found.ranks, expected.ranks) << pos.fen() << " from " << int(from);
        }
      }
    });
  if (!asked) GTEST_SKIP() << "no piece coordinates";
}

// Capture generation on boards that fit visits only CaptureLandings64's candidates: like the
// landing filter, they may be too many, never too few, and the question for a rule's whole reach
// says "yes" wherever one of its landings takes.
TEST_P(EveryVariant, CaptureLandingsOnSetsFindEveryLandingThatCaptures) {
  const Variant& v = *GetParam();
  if (!v.cells64 || !v.death_corners.empty()) GTEST_SKIP() << "no 64-bit sets, or every landing may take";
  int captures_seen = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1650 + game, kPlies, [&](Position& pos) {
      gen::Side side(pos, pos.side_to_move());
      MoveList unused;
      gen::Emitter e{side, unused, MoveKinds::Captures, 0, false};
      for (int i = 0; i < pos.piece_count(side.us); ++i) {
        const Square from = pos.piece_square(side.us, i);
        for (const MoveRule& r : pos.moving_spec(from).rules) {
          if (r.motion != Motion::Slide || !r.to_empty) continue;
          const gen::CaptureLandings64 landings(e, r, from);
          bool takes_somewhere = false;
          for (int d = 0; d < kDirCount; ++d) {
            if (!(r.dirs & (1 << d))) continue;
            const int run = pos.lines().empty_run(from, d);
            std::vector<Square> candidates;
            int last = 0;
            landings.along(d, run, [&](Square to, int dist) {
              EXPECT_GT(dist, last) << "nearest first";
              last = dist;
              candidates.push_back(to);
            });
            for (int dist = 1; dist <= run; ++dist) {
              const auto to = static_cast<Square>(from + dist * kDirOffset[d]);
              Move m;
              gen::landing_victims(side, r, {from, to, d, dist}, m);
              if (m.victim_count == 0) continue;
              ++captures_seen;
              takes_somewhere = true;
              ASSERT_NE(std::find(candidates.begin(), candidates.end(), to), candidates.end())
                  << pos.fen() << " from " << int(from) << " to " << int(to);
            }
          }
          // The whole-reach question the generation asks first must not say "nowhere" then.
          const uint64_t reach =
              lines_reach64(index64(from), pos.occupied64(), r.dirs) & pos.empty64().bits();
          if (takes_somewhere) {
            ASSERT_TRUE(landings.any_within(reach)) << pos.fen() << " from " << int(from);
          }
        }
      }
    });
  if (v.pincer_victims || v.withdraw_victims) {
    EXPECT_GT(captures_seen, 0);
  }
}

// Capture-only generation (captures and promotions) of `pos` against full generation filtered:
// the same moves in the same order. Returns how many promotions there were.
int expect_captures_of_full_generation(const Position& pos) {
  MoveList all, captures;
  generate_pseudo_legal(pos, all, MoveKinds::All);
  generate_pseudo_legal(pos, captures, MoveKinds::Captures);
  std::vector<Move> expected;
  int promotions = 0;
  for (const Move& m : all)
    if (m.is_capture() || m.promotion != kNoPieceType) {
      expected.push_back(m);
      promotions += m.promotion != kNoPieceType;
    }
  EXPECT_EQ(static_cast<size_t>(captures.size()), expected.size()) << pos.fen();
  if (static_cast<size_t>(captures.size()) != expected.size()) return promotions;
  for (size_t i = 0; i < expected.size(); ++i)
    EXPECT_TRUE(captures[static_cast<int>(i)].same_effect(expected[i])) << pos.fen() << " move " << i;
  return promotions;
}

// Capture-only generation skips the landings that cannot capture without building them; it must
// still give exactly the captures and promotions of full generation, in the same order.
TEST_P(EveryVariant, CaptureGenerationGivesTheCapturesOfFullGeneration) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1700 + game, kPlies,
                         [&](Position& pos) { expect_captures_of_full_generation(pos); });
}

// A piece's moves toward one square (the search's question whether a remembered move is still
// there) are a part of its moves that holds every move landing on that square, in the same order.
TEST_P(EveryVariant, MovesTowardASquareHoldEveryMoveLandingThere) {
  const Variant& v = *GetParam();
  int targets = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 1750 + game, kPlies, [&](Position& pos) {
      const Color us = pos.side_to_move();
      for (int i = 0; i < pos.piece_count(us); ++i) {
        const Square from = pos.piece_square(us, i);
        MoveList all;
        generate_for_piece(pos, us, from, all, MoveKinds::All, false);
        std::set<Square> landings;
        for (const Move& m : all) landings.insert(m.to);
        for (Square to : landings) {
          ++targets;
          MoveList toward;
          generate_for_piece_toward(pos, from, to, toward);
          std::vector<Move> expected, found;
          for (const Move& m : all)
            if (m.to == to) expected.push_back(m);
          for (const Move& m : toward) {
            ASSERT_TRUE(std::any_of(all.begin(), all.end(), [&](const Move& a) { return a.same_effect(m); }))
                << pos.fen() << " " << effect_text(pos, m) << " is no move of the piece";
            if (m.to == to) found.push_back(m);
          }
          ASSERT_EQ(found.size(), expected.size()) << pos.fen() << " from " << int(from) << " to " << int(to);
          for (size_t k = 0; k < found.size(); ++k)
            ASSERT_TRUE(found[k].same_effect(expected[k])) << pos.fen() << " move " << k;
        }
      }
    });
  EXPECT_GT(targets, 0);
}

// Capture generation walks no pawn push that cannot promote: positions with pawns one or two
// steps from promotion (White and Black, 8x8 and 10x10), and every position up to two plies on.
TEST(CaptureGeneration, KeepsThePushesThatPromote) {
  const struct {
    const char* variant;
    const char* fen;
  } cases[] = {
      {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
      {"chess", "4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1"},
      {"chess", "4k3/8/1P6/8/8/6p1/8/4K3 w - - 0 1"},
      {"coordinator", "5k4/1P8/10/10/10/10/10/10/6p3/5K4 w - - 0 1"},
  };
  for (const auto& c : cases) {
    Position pos;
    ASSERT_FALSE(pos.set(*find_variant(c.variant), c.fen)) << c.fen;
    int promotions = 0;
    const auto visit = [&](auto&& self, int plies) -> void {
      promotions += expect_captures_of_full_generation(pos);
      if (plies == 0) return;
      MoveList moves;
      generate_legal(pos, moves);
      for (const Move& m : moves) {
        pos.make(m);
        self(self, plies - 1);
        pos.unmake();
      }
    };
    visit(visit, 2);
    EXPECT_GT(promotions, 0) << c.fen;
  }
}

TEST_P(EveryVariant, FenRoundTrips) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 2000 + game, kPlies, [&](Position& pos) {
      Position copy;
      const std::string fen = pos.fen();
      auto err = copy.set(v, fen);
      ASSERT_FALSE(err) << fen << ": " << err->message;
      ASSERT_EQ(copy.fen(), fen);
      // The hash of a position read from FEN equals the incremental one, except for state a FEN
      // cannot hold (the Swapper no-swap-back right).
      if (!v.no_swap_back) {
        ASSERT_EQ(copy.hash(), pos.hash()) << fen;
      }
    });
}

TEST_P(EveryVariant, FastCheckTestAgreesWithMoveGeneration) {
  const Variant& v = *GetParam();
  int checks = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 3000 + game, kPlies, [&](Position& pos) {
      for (Color c : {Color::White, Color::Black}) {
        const bool fast = in_check(pos, c);
        ASSERT_EQ(fast, in_check_by_generation(pos, c)) << pos.fen() << " side " << idx(c);
        checks += fast;
      }
      // Positions after each pseudo-legal move, where the mover may have left its King en prise.
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      const Color us = pos.side_to_move();
      for (int i = 0; i < pseudo.size(); i += 3) {
        pos.make(pseudo[i]);
        ASSERT_EQ(in_check(pos, us), in_check_by_generation(pos, us)) << "after a move in " << pos.fen();
        pos.unmake();
      }
    });
  if (v.objective == Objective::Checkmate && v.royal_required[0] && v.royal_required[1]) {
    EXPECT_GT(checks, 0) << "random games of " << v.name << " never gave check: the test would be weak";
  }
}

// The check test above asks coordination on the 64-bit sets where every coordination against
// the King is a jump or a slide along whole lines: in Hyper Chess (whose King's step coordinates)
// and Ultima; on boards beyond 8x8 it walks the partners' lines.
TEST(CheckTest, CoordinationAskedOnTheSetsWhereTheBoardFits) {
  EXPECT_TRUE(find_variant("hyper")->threats.coordinations_on_sets64);
  EXPECT_TRUE(find_variant("ultima")->threats.coordinations_on_sets64);
  EXPECT_FALSE(find_variant("coordinator")->threats.coordinations_on_sets64);
}

// Where every threat to the King is a capture by replacement alike along each group of lines, the
// check test is asked on the sets (ThreatTable::on_sets64): of the built-in games, in chess only.
// Its answers against generation: a check by each chess piece, for both colours, the line threats
// blocked, and pawns that stand beside or behind the King.
TEST(CheckTest, ChessThreatsAskedOnTheSets) {
  std::vector<std::string> on_sets;
  for (const Variant* v : all_variants())
    if (v->threats.on_sets64) on_sets.push_back(v->name);
  EXPECT_EQ(on_sets, std::vector<std::string>{"chess"});
  const struct {
    const char* fen;
    bool white_in_check, black_in_check;
  } cases[] = {
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false},
      {"4k3/8/8/8/8/5n2/8/4K3 w - - 0 1", true, false},     // a Knight
      {"4k3/8/8/8/1b6/8/8/4K3 w - - 0 1", true, false},     // a Bishop
      {"4k3/8/8/8/1b6/8/3P4/4K3 w - - 0 1", false, false},  // ... blocked
      {"4k3/8/8/8/8/8/8/r3K3 w - - 0 1", true, false},      // a Rook along the rank
      {"4k3/8/8/8/8/8/8/r1N1K3 w - - 0 1", false, false},   // ... blocked
      {"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", true, false},     // a Black Pawn ahead of the King
      {"4k3/8/8/8/8/8/3pK3/8 w - - 0 1", false, false},     // ... beside it
      {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false},
      {"4k3/3P4/8/8/8/8/8/4K3 w - - 0 1", false, true},   // a White Pawn below the Black King
      {"4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", false, false},  // ... two ranks below
      {"4k3/8/8/8/8/8/8/3QK3 b - - 0 1", false, false},   // the Queen ends no line of the King
      {"4k3/8/8/8/8/8/8/4KQ2 b - - 0 1", false, false},
      {"4k3/8/8/8/Q7/8/8/4K3 b - - 0 1", false, true},  // the Queen on the King's diagonal
      {"3k4/4K3/8/8/8/8/8/8 w - - 0 1", true, true},    // the Kings side by side
      {"7k/8/8/8/8/8/8/K6q w - - 0 1", true, false},    // at the board's corners
      {"7k/8/8/8/8/8/8/K5nq w - - 0 1", false, false},
  };
  for (const auto& c : cases) {
    Position pos;
    ASSERT_FALSE(pos.set(*find_variant("chess"), c.fen)) << c.fen;
    EXPECT_EQ(in_check(pos, Color::White), c.white_in_check) << c.fen;
    EXPECT_EQ(in_check(pos, Color::Black), c.black_in_check) << c.fen;
    EXPECT_EQ(in_check_by_generation(pos, Color::White), c.white_in_check) << c.fen;
    EXPECT_EQ(in_check_by_generation(pos, Color::Black), c.black_in_check) << c.fen;
  }
}

// Every piece's frozen state, found for the whole board (the evaluation's and the generator's
// ways), against the position's own test of the piece's neighbours.
void expect_frozen_squares_agree(const Position& pos) {
  const FrozenSquares frozen(pos);
  for (Color c : {Color::White, Color::Black}) {
    const FrozenSquares frozen_of_c(pos, c);  // the generator's question
    for (int i = 0; i < pos.piece_count(c); ++i) {
      const Square s = pos.piece_square(c, i);
      ASSERT_EQ(frozen(s), pos.is_frozen(s)) << pos.fen() << " square " << int{s};
      ASSERT_EQ(frozen_of_c(s), pos.is_frozen(s)) << pos.fen() << " square " << int{s};
      if (pos.variant().cells64) {
        ASSERT_EQ(frozen.on_sets64().contains(s), pos.is_frozen(s)) << pos.fen() << " square " << int{s};
      }
    }
  }
}

// Asked again after a move and after taking it back: the position keeps the sets it found
// (Position::frozen64_by) only for the board it found them on.
TEST_P(EveryVariant, FrozenSquaresAgreeWithThePosition) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 6000 + game, kPlies, [&](Position& pos) {
      expect_frozen_squares_agree(pos);
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      for (int i = 0; i < pseudo.size(); i += 7) {
        pos.make(pseudo[i]);
        expect_frozen_squares_agree(pos);
        pos.unmake();
        expect_frozen_squares_agree(pos);
      }
    });
}

TEST_P(EveryVariant, LegalityFilterAgreesWithMakeAndTest) {
  const Variant& v = *GetParam();
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 4000 + game, kPlies, [&](Position& pos) {
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      LegalityFilter filter(pos);
      // The search tells checkmate from stalemate by the filter's in_check().
      if (v.objective == Objective::Checkmate) {
        ASSERT_EQ(filter.in_check(), in_check(pos, pos.side_to_move())) << pos.fen();
      }
      for (const Move& m : pseudo) ASSERT_EQ(filter.legal(pos, m), is_legal(pos, m)) << pos.fen();
      // The search's question (its first answers given without the map) proves no illegal move.
      LegalityFilter search_filter(pos);
      for (const Move& m : pseudo) {
        if (search_filter.proved_legal(pos, m)) {
          ASSERT_TRUE(is_legal(pos, m)) << pos.fen();
        }
      }
    });
}

// A Coordinator's path onto the King's file counts where the Kings share a rank (in the random
// games they rarely do): Black's Coordinator on d8 would land on b6, b8 or b10 and take the King
// on b2 with its King on h2, but the Rook on c7 and the Knights on c8 and c9 stand in its way.
// Every move of those three is illegal, and the filter proves none of them legal.
TEST(LegalityFilterPaths, CoordinatorOntoTheKingsFileWhereTheKingsShareARank) {
  Position pos;
  ASSERT_FALSE(pos.set(*find_variant("coordinator"), "10/2N7/2Nc6/2R7/10/10/10/10/1K5k2/10 w - - 0 1"));
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo);
  LegalityFilter filter(pos);
  int shield_moves = 0;
  for (const Move& m : pseudo) {
    const bool legal = is_legal(pos, m);
    ASSERT_EQ(filter.legal(pos, m), legal) << effect_text(pos, m);
    if (file_of(m.from) == 2) {
      ++shield_moves;
      EXPECT_FALSE(legal) << effect_text(pos, m);
    }
  }
  EXPECT_GT(shield_moves, 10);
}

// In check, the moves LastingCheck finds leaving the check standing are illegal; and in the
// variants where it holds it finds some, or the test would be weak.
TEST_P(EveryVariant, LastingCheckFindsOnlyIllegalMoves) {
  const Variant& v = *GetParam();
  int skipped = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 4000 + game, kPlies, [&](Position& pos) {
      if (!in_check(pos, pos.side_to_move())) return;
      const LastingCheck lasting(pos);
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      for (const Move& m : pseudo)
        if (lasting.leaves_in_check(pos, m)) {
          ASSERT_FALSE(is_legal(pos, m)) << pos.fen() << " " << move_text(pos, m);
          ++skipped;
        }
    });
  if (LastingCheck::holds_in(v) && v.royal_required[0] && v.royal_required[1]) {
    EXPECT_GT(skipped, 0) << "random games of " << v.name << " never skipped a move: the test would be weak";
  }
}

// Quiescence makes its moves with make_if_legal: the same answer as is_legal, the move made
// when legal, the position untouched when not.
TEST_P(EveryVariant, MakeIfLegalAgreesWithIsLegal) {
  const Variant& v = *GetParam();
  int refused = 0;
  for (int game = 0; game < kGames; ++game)
    testing::random_game(v, 7000 + game, kPlies, [&](Position& pos) {
      MoveList pseudo;
      generate_pseudo_legal(pos, pseudo);
      const std::string before = pos.fen();
      const uint64_t hash = pos.hash();
      for (const Move& m : pseudo) {
        const bool legal = is_legal(pos, m);
        ASSERT_EQ(make_if_legal(pos, m), legal) << before;
        if (legal) pos.unmake();
        refused += !legal;
        ASSERT_EQ(pos.fen(), before);
        ASSERT_EQ(pos.hash(), hash) << before;
      }
    });
  if (v.objective == Objective::Checkmate && v.royal_required[0] && v.royal_required[1]) {
    EXPECT_GT(refused, 0) << "random games of " << v.name
                          << " never met an illegal move: the test would be weak";
  }
}

TEST_P(EveryVariant, MoveTextIsUniqueAndParsesBack) {
  const Variant& v = *GetParam();
  for (int game = 0; game < 2; ++game)
    testing::random_game(v, 5000 + game, kPlies, [&](Position& pos) {
      if (pos.game_ply() % 4) return;
      MoveList legal;
      generate_legal(pos, legal);
      std::set<std::string> seen;
      for (const Move& m : legal) {
        const std::string text = move_text(pos, m, legal);
        ASSERT_TRUE(seen.insert(text).second) << "two moves print as " << text << " in " << pos.fen();
        auto parsed = parse_move(pos, text);
        ASSERT_TRUE(std::holds_alternative<Move>(parsed)) << text << " in " << pos.fen();
        ASSERT_TRUE(std::get<Move>(parsed).same_effect(m)) << text << " in " << pos.fen();
      }
    });
}

INSTANTIATE_TEST_SUITE_P(Variants, EveryVariant, ::testing::ValuesIn(all_variants()),
                         testing::variant_test_name);

}  // namespace
}  // namespace abbott
