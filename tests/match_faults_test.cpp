// The match runner against misbehaving fake engines (tests/fake_engines/fake_engine.py): every
// fault ends the game as a loss with its reason, the engine is restarted, and the match goes on.
#include <gtest/gtest.h>

#include <sstream>

#include "match/match.h"

namespace abbott::match {
namespace {

std::string fake_command(const std::string& args) {
  return std::string(ABBOTT_PYTHON) + " " + ABBOTT_SOURCE_DIR +
         "/tests/fake_engines/fake_engine.py --abbott " + ABBOTT_BINARY + " " + args;
}

EngineSpec fake(const std::string& name, const std::string& args, Protocol protocol = Protocol::Auto) {
  EngineSpec spec = std::get<EngineSpec>(parse_engine_spec(fake_command(args)));
  spec.name = name;
  spec.protocol = protocol;
  return spec;
}

struct MatchRun {
  MatchSummary summary;
  std::string output;
  std::string error;
};

MatchSettings settings(EngineSpec first, EngineSpec second, int games = 2) {
  MatchSettings s;
  s.engines = {std::move(first), std::move(second)};
  s.variants = {find_variant("chess")};
  s.games = games;
  s.limits.tc = TimeControl::parse("5+0.1");
  s.openings.kind = OpeningSource::Kind::Random;
  s.openings.plies = 2;
  s.max_plies = 10;
  s.timeouts.start_ms = 3000;
  return s;
}

MatchRun run(const MatchSettings& s) {
  std::ostringstream out;
  auto result = run_match(s, out);
  MatchRun r;
  r.output = out.str();
  if (auto* err = std::get_if<std::string>(&result))
    r.error = *err;
  else
    r.summary = std::get<MatchSummary>(result);
  return r;
}

// Both games of the pair were lost by the first engine for `reason`, with `termination`.
void expect_two_losses(const MatchRun& r, const std::string& reason, const std::string& termination) {
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.games, 2) << r.output;
  EXPECT_EQ(r.summary.score.losses, 2) << r.output;
  EXPECT_EQ(r.summary.terminations.at(termination), 2) << r.output;
  ASSERT_EQ(r.summary.fault_reasons.size(), 2u) << r.output;
  for (const auto& f : r.summary.fault_reasons) EXPECT_NE(f.find(reason), std::string::npos) << f;
}

TEST(MatchFaults, GoodEnginesPlayToTheMoveLimit) {
  const MatchRun r = run(settings(fake("a", "--seed 1"), fake("b", "--seed 2 --proto xboard")));
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.games, 2);
  EXPECT_EQ(r.summary.score.draws, 2);
  EXPECT_EQ(r.summary.terminations.at("adjudication"), 2);
  EXPECT_NE(r.output.find("Engine 1: a (uci, 5+0.1)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Engine 2: b (xboard, 5+0.1)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("{move limit of 10 plies}"), std::string::npos) << r.output;
}

// An engine written for one game has no UCI_Variant option: `variant=native` plays it as it is,
// and without the key the runner refuses it, before the first game, for any variant but chess.
TEST(MatchFaults, NativeVariantEngineNeedsNoVariantOption) {
  EngineSpec native = fake("native", "--native hyper");
  MatchSettings s = settings(native, fake("b", "--seed 2"));
  s.variants = {find_variant("hyper")};
  const MatchRun refused = run(s);
  EXPECT_NE(refused.error.find("no UCI_Variant option"), std::string::npos) << refused.error;

  s.engines[0] =
      std::get<EngineSpec>(parse_engine_spec("cmd='" + fake_command("--native hyper") + "' variant=native"));
  const MatchRun played = run(s);
  ASSERT_EQ(played.error, "") << played.output;
  EXPECT_EQ(played.summary.games, 2) << played.output;
  EXPECT_EQ(played.summary.score.draws, 2) << played.output;
  EXPECT_EQ(played.summary.terminations.at("adjudication"), 2) << played.output;
}

TEST(MatchFaults, IllegalMoveUci) {
  expect_two_losses(run(settings(fake("bad", "--mode illegal --at 2"), fake("good", ""))),
                    "makes an illegal move", "rules infraction");
}

TEST(MatchFaults, IllegalMoveCecp) {
  expect_two_losses(run(settings(fake("bad", "--proto xboard --mode illegal --at 2"), fake("good", ""))),
                    "makes an illegal move", "rules infraction");
}

TEST(MatchFaults, CrashUci) {
  expect_two_losses(run(settings(fake("bad", "--mode crash --at 2"), fake("good", ""))),
                    "engine crashed (exit code 3) while thinking", "abandoned");
}

TEST(MatchFaults, CrashBySignalCecp) {
  expect_two_losses(run(settings(fake("bad", "--proto xboard --mode segv --at 2"), fake("good", ""))),
                    "engine crashed (signal 11", "abandoned");
}

TEST(MatchFaults, HangWithoutClockIsCaughtByTheMoveTimeout) {
  MatchSettings s = settings(fake("bad", "--mode hang --at 2"), fake("good", "--proto xboard"));
  s.limits.tc.reset();
  s.limits.depth = 1;
  // Long enough for the good fake engine, which starts an abbott process for every move (slow
  // in the sanitized build on a loaded machine); the bad one never answers.
  s.timeouts.move_ms = 2000;
  expect_two_losses(run(s), "engine hung: no move in 2.0 s", "abandoned");
}

TEST(MatchFaults, HangWithClockLosesOnTime) {
  // Per-engine time controls: only the misbehaving engine plays fast.
  MatchSettings s = settings(fake("bad", "--proto xboard --mode hang --at 1"), fake("good", ""));
  s.engines[0].tc = "0.5+0";
  expect_two_losses(run(s), "loses on time", "time forfeit");
}

TEST(MatchFaults, FlagUci) {
  MatchSettings s = settings(fake("bad", "--mode flag --at 2"), fake("good", ""));
  s.engines[0].tc = "0.5+0";
  expect_two_losses(run(s), "loses on time", "time forfeit");
}

TEST(MatchFaults, NoMoveWhereMovesExist) {
  expect_two_losses(run(settings(fake("bad", "--mode nomove --at 1"), fake("good", ""))), "returned no move",
                    "rules infraction");
}

TEST(MatchFaults, EngineThatNeverStartsForfeitsThenStopsTheMatch) {
  MatchSettings s = settings(fake("bad", "--mode nostart", Protocol::Uci), fake("good", ""));
  // Short, so that the test is quick, but long enough for the good engine to start on a loaded
  // machine (at 300 ms it sometimes did not).
  s.timeouts.start_ms = 1000;
  expect_two_losses(run(s), "engine hung: no uciok after uci", "abandoned");
  s.games = 6;  // three failed starts in a row end the match
  const MatchRun r = run(s);
  EXPECT_NE(r.error.find("engine bad: engine hung"), std::string::npos) << r.output;
}

// Issue 14: an engine without the variant forfeited every game and the match reported 2-0-0.
TEST(MatchFaults, EngineWithoutTheVariantIsRefusedBeforeTheFirstGame) {
  for (const char* proto : {"uci", "xboard"}) {
    MatchSettings s = settings(fake("fake", std::string("--variants chess,ultima --proto ") + proto),
                               fake("other", "--proto uci"));
    s.variants = {find_variant("ultima"), find_variant("hyper")};
    const MatchRun r = run(s);
    EXPECT_EQ(r.summary.games, 0) << r.output;
    EXPECT_EQ(r.error.rfind("engine fake cannot play hyper (", 0), 0u) << proto << ": " << r.error;
    EXPECT_EQ(r.output.find("Games:"), std::string::npos) << r.output;
  }
}

TEST(MatchFaults, GarbageOutputIsIgnored) {
  const MatchRun r = run(settings(fake("noisy", "--mode garbage"), fake("good", "--proto xboard")));
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.score.draws, 2) << r.output;
  EXPECT_TRUE(r.summary.fault_reasons.empty());
}

TEST(MatchFaults, FalseClaimIsRecordedAndTheGameGoesOn) {
  const MatchRun r = run(settings(fake("claimer", "--proto xboard --mode claim --at 2"), fake("good", "")));
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.score.draws, 2) << r.output;
  EXPECT_EQ(r.summary.disagreements, 2) << r.output;
}

TEST(MatchFaults, EngineThatExitsBetweenGamesIsRestartedWithoutPenalty) {
  const MatchRun r =
      run(settings(fake("one-game", "--proto xboard --mode exitonresult"), fake("good", ""), 4));
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.games, 4);
  EXPECT_EQ(r.summary.score.draws, 4) << r.output;
  EXPECT_TRUE(r.summary.fault_reasons.empty()) << r.output;
}

TEST(MatchFaults, ConcurrentGamesWithRestarts) {
  MatchSettings s = settings(fake("flaky", "--mode flaky"), fake("good", "--proto xboard"), 8);
  s.concurrency = 2;
  const MatchRun r = run(s);
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.games, 8);
  EXPECT_EQ(r.summary.score.wins, 0);
  EXPECT_EQ(r.summary.score.losses, static_cast<int>(r.summary.fault_reasons.size()));
  EXPECT_GT(r.summary.score.losses, 0);
  EXPECT_GT(r.summary.score.draws, 0);
}

TEST(MatchFaults, SprtStopsALopsidedMatchEarly) {
  MatchSettings s = settings(fake("good", ""), fake("flaky", "--mode flaky"), 40);
  s.sprt = SprtSettings{0, 200, 0.05, 0.05};
  const MatchRun r = run(s);
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.sprt_verdict, "H1 accepted") << r.output;
  EXPECT_LT(r.summary.games, 40);
  EXPECT_NE(r.output.find("LLR"), std::string::npos);
}

TEST(MatchInternal, AbbottsOwnSearchPlaysAFakeEngine) {
  EngineSpec abbott = std::get<EngineSpec>(parse_engine_spec("cmd=@abbott name=abbott-d2 depth=2"));
  EXPECT_EQ(abbott.protocol, Protocol::Internal);
  MatchSettings s = settings(abbott, fake("fake", "--proto xboard"));
  s.variants = {find_variant("ultima"), find_variant("coordinator")};
  s.limits.tc.reset();
  s.engines[1].tc = "5+0.1";
  const MatchRun r = run(s);
  ASSERT_EQ(r.error, "") << r.output;
  EXPECT_EQ(r.summary.games, 4) << r.output;
  EXPECT_TRUE(r.summary.fault_reasons.empty()) << r.output;
  EXPECT_NE(r.output.find("Engine 1: abbott-d2 (internal, - depth 2)"), std::string::npos) << r.output;
}

}  // namespace
}  // namespace abbott::match
