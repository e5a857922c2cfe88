// What the cutechess-cli form writes: its result lines (exact strings, the numbers worked out
// independently), the PGN's Termination tag in both forms, score adjudication, and openings
// from EPD and PGN files.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "match/cutechess_report.h"
#include "match/openings.h"
#include "match/pgn.h"
#include "match/score_adjudicator.h"
#include "test_support.h"

namespace abbott::match {
namespace {

MatchSettings two_engines() {
  MatchSettings s;
  s.engines[0].name = "new";
  s.engines[1].name = "old";
  return s;
}

TEST(CutechessLines, ScoreLine) {
  EXPECT_EQ(cutechess_score_line("A", "B", Trinomial{6, 1, 3}), "Score of A vs B: 6 - 3 - 1  [0.650] 10");
  EXPECT_EQ(cutechess_score_line("A", "B", Trinomial{3, 12, 5}), "Score of A vs B: 3 - 5 - 12  [0.450] 20");
}

TEST(CutechessLines, EloLine) {
  // W 6, L 3, D 1: score 0.65; sd of the mean sqrt(0.2025 / 10); Elo 107.5, interval ends 446.5
  // and -91.6; LOS 0.5 + 0.5 erf(3 / sqrt(18)).
  EXPECT_EQ(cutechess_elo_line(Trinomial{6, 1, 3}),
            "Elo difference: 107.5 +/- 269.1, LOS: 84.1 %, DrawRatio: 10.0 %");
  EXPECT_EQ(cutechess_elo_line(Trinomial{3, 12, 5}),
            "Elo difference: -34.9 +/- 98.7, LOS: 24.0 %, DrawRatio: 60.0 %");
  // All wins: no finite Elo, no interval, as cutechess-cli prints it.
  EXPECT_EQ(cutechess_elo_line(Trinomial{2, 0, 0}),
            "Elo difference: inf +/- nan, LOS: 92.1 %, DrawRatio: 0.0 %");
  EXPECT_EQ(cutechess_elo_line(Trinomial{0, 2, 0}),
            "Elo difference: 0.0 +/- 0.0, LOS: nan %, DrawRatio: 100.0 %");
}

TEST(CutechessLines, SprtLine) {
  MatchSummary s;
  const SprtSettings sprt;  // elo0 0, elo1 10, alpha = beta = 0.05: bounds ln(1/19), ln(19)
  EXPECT_EQ(cutechess_sprt_line(s, sprt), "SPRT: llr 0 (0.0%), lbound -2.94, ubound 2.94");
  s.llr = 1.2345;
  EXPECT_EQ(cutechess_sprt_line(s, sprt), "SPRT: llr 1.23 (41.9%), lbound -2.94, ubound 2.94");
  s.llr = 3.1;
  s.sprt_verdict = "H1 accepted";
  EXPECT_EQ(cutechess_sprt_line(s, sprt),
            "SPRT: llr 3.1 (105.3%), lbound -2.94, ubound 2.94 - H1 was accepted");
  s.llr = -3.0;
  s.sprt_verdict = "H0 accepted";
  EXPECT_EQ(cutechess_sprt_line(s, SprtSettings{0, 5, 0.05, 0.1}),
            "SPRT: llr -3 (-103.8%), lbound -2.25, ubound 2.89 - H0 was accepted");
}

TEST(CutechessLines, RatingsBlock) {
  MatchSettings settings = two_engines();
  MatchSummary s;
  s.score = {6, 1, 3};
  s.first_by_colour = {Trinomial{4, 1, 0}, Trinomial{2, 0, 3}};
  EXPECT_EQ(cutechess_ratings(settings, s),
            "...      new playing White: 4 - 0 - 1  [0.900] 5\n"
            "...      new playing Black: 2 - 3 - 0  [0.400] 5\n"
            "...      White vs Black: 7 - 2 - 1  [0.750] 10\n"
            "Elo difference: 107.5 +/- 269.1, LOS: 84.1 %, DrawRatio: 10.0 %");
  settings.sprt = SprtSettings{};
  s.llr = 0.5;
  EXPECT_EQ(cutechess_ratings(settings, s).substr(cutechess_ratings(settings, s).rfind('\n') + 1),
            "SPRT: llr 0.5 (17.0%), lbound -2.94, ubound 2.94");
}

TEST(CutechessLines, ReportSequenceWithRatingInterval) {
  const MatchSettings settings = two_engines();
  std::ostringstream out;
  CutechessReport report(settings, 2, out);
  const Variant* hyper = find_variant("hyper");
  MatchSummary s;
  GameRecord r;
  r.end = {Outcome::WhiteWins, "checkmate"};
  report.game_started({1, 4, hyper, "new", "old"});
  s.games = 1;
  s.score = {1, 0, 0};
  s.first_by_colour[0] = {1, 0, 0};
  report.game_finished({1, 4, hyper, "new", "old"}, r, s);
  report.game_started({2, 4, hyper, "old", "new"});
  r.end = {Outcome::Draw, "threefold repetition"};
  s.games = 2;
  s.score = {1, 1, 0};
  s.first_by_colour[1] = {0, 1, 0};
  report.game_finished({2, 4, hyper, "old", "new"}, r, s);
  report.match_finished(s);  // just printed at game 2: not again
  EXPECT_EQ(out.str(),
            "Started game 1 of 4 (new vs old)\n"
            "Finished game 1 (new vs old): 1-0 {checkmate}\n"
            "Score of new vs old: 1 - 0 - 0  [1.000] 1\n"
            "Started game 2 of 4 (old vs new)\n"
            "Finished game 2 (old vs new): 1/2-1/2 {threefold repetition}\n"
            "Score of new vs old: 1 - 0 - 1  [0.750] 2\n"
            "...      new playing White: 1 - 0 - 0  [1.000] 1\n"
            "...      new playing Black: 0 - 0 - 1  [0.500] 1\n"
            "...      White vs Black: 1 - 0 - 1  [0.750] 2\n"
            "Elo difference: 190.8 +/- nan, LOS: 84.1 %, DrawRatio: 50.0 %\n"
            "Finished match\n");
}

GameRecord finished_game(Termination t, Outcome o, const std::string& reason) {
  GameRecord g;
  g.start_fen = "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w 0 1";
  g.plies = {{"e2e4", "book"}, {"e7e5", "+0.10/3 0.010s"}};
  g.end = {o, reason};
  g.termination = t;
  return g;
}

TEST(CutechessPgn, TerminationTagInBothForms) {
  PgnHeader h{"E", "2026.01.01", 1, "A", "B", "hyper", "-"};
  const GameRecord normal = finished_game(Termination::Normal, Outcome::WhiteWins, "checkmate");
  const GameRecord adjudicated =
      finished_game(Termination::Adjudication, Outcome::BlackWins,
                    "Black wins by adjudication: White scored -400 cp or less for 3 moves");
  EXPECT_NE(pgn_text(h, normal).find("[Termination \"normal\"]\n"), std::string::npos);
  EXPECT_NE(pgn_text(h, adjudicated).find("[Termination \"adjudication\"]\n"), std::string::npos);
  h.cutechess_terminations = true;
  EXPECT_EQ(pgn_text(h, normal).find("[Termination"), std::string::npos);
  EXPECT_NE(pgn_text(h, adjudicated).find("[PlyCount \"2\"]\n[Termination \"adjudication\"]\n\n"),
            std::string::npos);
  GameRecord stalled = finished_game(Termination::Abandoned, Outcome::WhiteWins, "Black: engine hung");
  stalled.stalled = true;
  EXPECT_EQ(cutechess_termination(stalled), "stalled connection");
  stalled.stalled = false;
  EXPECT_EQ(cutechess_termination(stalled), "abandoned");
  EXPECT_EQ(cutechess_termination(finished_game(Termination::TimeForfeit, Outcome::WhiteWins, "")),
            "time forfeit");
  EXPECT_EQ(cutechess_termination(finished_game(Termination::RulesInfraction, Outcome::WhiteWins, "")),
            "illegal move");
}

TEST(CutechessPgn, MinimalHasNoComments) {
  PgnHeader h{"E", "2026.01.01", 1, "A", "B", "hyper", "-"};
  h.minimal = true;
  const std::string text = pgn_text(h, finished_game(Termination::Normal, Outcome::WhiteWins, "checkmate"));
  EXPECT_NE(text.find("\n1. e2e4 e7e5 1-0\n"), std::string::npos) << text;
  EXPECT_EQ(text.find('{'), std::string::npos);
}

TEST(ScoreAdjudication, DrawAfterMoveNumberAndCount) {
  ScoreAdjudicator a({/*draw_move_number=*/10, /*draw_move_count=*/2, /*draw_score=*/10, 0, 0});
  // Ply 17..20: four level scores, but fewer than 10 full moves until ply 20.
  EXPECT_FALSE(a.after_move(Color::White, 5, false, 17));
  EXPECT_FALSE(a.after_move(Color::Black, -10, false, 18));
  EXPECT_FALSE(a.after_move(Color::White, 0, false, 19));
  const auto end = a.after_move(Color::Black, 3, false, 20);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->outcome, Outcome::Draw);
  EXPECT_EQ(end->reason, "draw by adjudication: both scores within 10 cp for 2 moves");
}

TEST(ScoreAdjudication, DrawCountRestartsOnCapturesBigScoresAndMissingScores) {
  ScoreAdjudicator a({1, 1, 10, 0, 0});
  EXPECT_FALSE(a.after_move(Color::White, 0, false, 40));
  EXPECT_FALSE(a.after_move(Color::Black, 0, true, 41));  // a capture: count restarts
  EXPECT_FALSE(a.after_move(Color::White, 0, false, 42));
  EXPECT_FALSE(a.after_move(Color::Black, 11, false, 43));  // outside the window
  EXPECT_FALSE(a.after_move(Color::White, 0, false, 44));
  EXPECT_FALSE(a.after_move(Color::Black, std::nullopt, false, 45));  // no score
  EXPECT_FALSE(a.after_move(Color::White, 0, false, 46));
  EXPECT_TRUE(a.after_move(Color::Black, -1, false, 47));
}

TEST(ScoreAdjudication, ResignPerSide) {
  ScoreAdjudicator a({0, 0, 0, /*resign_move_count=*/3, /*resign_score=*/400});
  EXPECT_FALSE(a.after_move(Color::White, -400, false, 1));
  EXPECT_FALSE(a.after_move(Color::Black, 400, false, 2));
  EXPECT_FALSE(a.after_move(Color::White, -500, false, 3));
  EXPECT_FALSE(a.after_move(Color::Black, -900, false, 4));  // Black's own count starts
  const auto end = a.after_move(Color::White, -100000, false, 5);
  ASSERT_TRUE(end);
  EXPECT_EQ(end->outcome, Outcome::BlackWins);
  EXPECT_EQ(end->reason, "Black wins by adjudication: White scored -400 cp or less for 3 moves");
  ScoreAdjudicator b({0, 0, 0, 2, 400});
  EXPECT_FALSE(b.after_move(Color::Black, -400, false, 1));
  EXPECT_FALSE(b.after_move(Color::Black, -399, false, 3));  // not low enough: count restarts
  EXPECT_FALSE(b.after_move(Color::Black, -401, false, 5));
  EXPECT_EQ(b.after_move(Color::Black, -401, false, 7)->outcome, Outcome::WhiteWins);
}

TEST(ScoreAdjudication, MateScores) {
  Thinking t;
  t.mate_moves = 3;
  EXPECT_EQ(adjudication_score(t), 99997);
  t.mate_moves = -2;
  EXPECT_EQ(adjudication_score(t), -99998);
  t.mate_moves.reset();
  t.score_cp = -42;
  EXPECT_EQ(adjudication_score(t), -42);
  EXPECT_EQ(adjudication_score(Thinking{}), std::nullopt);
}

using abbott::testing::OwnTempFile;

TEST(CutechessOpenings, EpdLinesWithOperations) {
  OpeningSource src;
  src.kind = OpeningSource::Kind::File;
  src.format = OpeningSource::Format::Epd;
  const OwnTempFile book("cutechess_book.epd",
                         "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"e4\"; c0 \"x\";\n"
                         "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 bm Nf3;\n");
  src.path = book.path();
  const auto got = std::get<std::vector<Opening>>(make_openings(src, *find_variant("chess"), 3, 1));
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(got[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  EXPECT_EQ(got[1].fen, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 1");
  EXPECT_EQ(got[2].fen, got[0].fen);  // cycling
  src.start = 2;
  EXPECT_EQ(std::get<std::vector<Opening>>(make_openings(src, *find_variant("chess"), 1, 1))[0].fen,
            got[1].fen);
}

TEST(CutechessOpenings, PgnGamesCutToPlies) {
  OpeningSource src;
  src.kind = OpeningSource::Kind::File;
  src.format = OpeningSource::Format::Pgn;
  src.max_plies = 3;
  const OwnTempFile book(
      "cutechess_book.pgn",
      "[Event \"a\"]\n[Variant \"hyper\"]\n\n1. e2e4 {book} e7e5 2. d2d4! (2. f2f4) d7d5 3. c2c4 *\n\n"
      "[Event \"b\"]\n\n1. c2c4 $1 c7c5 1-0\n");
  src.path = book.path();
  const auto got = std::get<std::vector<Opening>>(make_openings(src, *find_variant("chess"), 2, 1));
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].moves, (std::vector<std::string>{"e2e4", "e7e5", "d2d4"}));
  EXPECT_EQ(got[1].moves, (std::vector<std::string>{"c2c4", "c7c5"}));
}

TEST(CutechessOpenings, RandomOrderIsASeededShuffle) {
  OpeningSource src;
  src.kind = OpeningSource::Kind::File;
  const OwnTempFile book("cutechess_lines.txt", "e2e4\nd2d4\nc2c4\ng1f3\nb2b3\n");
  src.path = book.path();
  src.random_order = true;
  const auto first = [&](uint64_t seed) {
    std::vector<std::string> out;
    const auto made = make_openings(src, *find_variant("chess"), 5, seed);
    for (const auto& o : std::get<std::vector<Opening>>(made)) out.push_back(o.moves[0]);
    return out;
  };
  auto a = first(1);
  EXPECT_EQ(a, first(1));
  EXPECT_NE(a, first(2));
  std::sort(a.begin(), a.end());
  EXPECT_EQ(a, (std::vector<std::string>{"b2b3", "c2c4", "d2d4", "e2e4", "g1f3"}));
}

}  // namespace
}  // namespace abbott::match
