// The match runner's small parts: engine specs, command lines, time controls and clocks.
#include <gtest/gtest.h>

#include <thread>

#include "match/engine_spec.h"
#include "match/process.h"
#include "match/time_control.h"

namespace abbott::match {
namespace {

TEST(MatchEngineSpec, PlainCommandLine) {
  const auto parsed = parse_engine_spec("/usr/games/stockfish --flag 'two words'");
  const auto& spec = std::get<EngineSpec>(parsed);
  EXPECT_EQ(spec.argv, (std::vector<std::string>{"/usr/games/stockfish", "--flag", "two words"}));
  EXPECT_EQ(spec.name, "stockfish");
  EXPECT_EQ(spec.protocol, Protocol::Auto);
}

TEST(MatchEngineSpec, KeyValueForm) {
  const auto parsed = parse_engine_spec(
      "cmd='build/abbott --x' name=deep proto=uci depth=4 option.Hash=16 \"option.Move Overhead=10\"");
  const auto& spec = std::get<EngineSpec>(parsed);
  EXPECT_EQ(spec.argv, (std::vector<std::string>{"build/abbott", "--x"}));
  EXPECT_EQ(spec.name, "deep");
  EXPECT_EQ(spec.protocol, Protocol::Uci);
  EXPECT_EQ(spec.depth, 4);
  ASSERT_EQ(spec.options.size(), 2u);
  EXPECT_EQ(spec.options[1].first, "Move Overhead");
  EXPECT_EQ(spec.options[1].second, "10");
}

TEST(MatchEngineSpec, InterpreterNamesTheScript) {
  EXPECT_EQ(
      std::get<EngineSpec>(parse_engine_spec("python3 tests/fake_engines/fake_engine.py --mode x")).name,
      "fake_engine");
}

TEST(MatchEngineSpec, Errors) {
  EXPECT_TRUE(std::holds_alternative<SpecError>(parse_engine_spec("")));
  EXPECT_TRUE(std::holds_alternative<SpecError>(parse_engine_spec("cmd=x depth=0")));
  EXPECT_TRUE(std::holds_alternative<SpecError>(parse_engine_spec("cmd=x proto=winboard")));
  EXPECT_TRUE(std::holds_alternative<SpecError>(parse_engine_spec("cmd=x colour=red")));
  EXPECT_TRUE(std::holds_alternative<SpecError>(parse_engine_spec("cmd=x variant=hyper")));
  EXPECT_TRUE(std::get<EngineSpec>(parse_engine_spec("cmd=x variant=native")).native_variant);
  EXPECT_FALSE(std::get<EngineSpec>(parse_engine_spec("cmd=x")).native_variant);
  EXPECT_TRUE(std::holds_alternative<SpecError>(parse_engine_spec("engine 'unterminated")));
}

TEST(MatchCommandLine, QuotesAndEscapes) {
  EXPECT_EQ(*split_command_line("a \"b c\" d\\ e 'f\"g'"),
            (std::vector<std::string>{"a", "b c", "d e", "f\"g"}));
  EXPECT_EQ(*split_command_line("  "), std::vector<std::string>{});
  EXPECT_EQ(*split_command_line("''"), std::vector<std::string>{""});
  EXPECT_FALSE(split_command_line("\"open"));
}

TEST(MatchTimeControl, Parse) {
  const auto tc = TimeControl::parse("10+0.1");
  ASSERT_TRUE(tc);
  EXPECT_EQ(tc->base_ms, 10000);
  EXPECT_EQ(tc->increment_ms, 100);
  EXPECT_EQ(tc->moves, 0);
  EXPECT_EQ(tc->pgn_text(), "10+0.1");
  const auto periods = TimeControl::parse("40/1:30");
  ASSERT_TRUE(periods);
  EXPECT_EQ(periods->moves, 40);
  EXPECT_EQ(periods->base_ms, 90000);
  EXPECT_EQ(periods->pgn_text(), "40/90");
  for (const char* bad : {"", "x", "10+", "+1", "0", "1/2/3", "-5", "10+0.1.2"})
    EXPECT_FALSE(TimeControl::parse(bad)) << bad;
}

TEST(MatchClock, MarginIncrementAndForfeit) {
  GameClock clock({TimeControl{1000, 100, 0}, std::nullopt}, 50);
  EXPECT_TRUE(clock.running(Color::White));
  EXPECT_FALSE(clock.running(Color::Black));
  EXPECT_TRUE(clock.charge(Color::White, 400));
  EXPECT_EQ(clock.remaining_ms(Color::White), 700);  // 1000 - 400 + 100
  EXPECT_TRUE(clock.charge(Color::White, 740));      // over by 40: within the margin
  EXPECT_EQ(clock.remaining_ms(Color::White), 100);  // floored at 0, then the increment
  EXPECT_FALSE(clock.charge(Color::White, 151));     // over by 51: lost on time
  EXPECT_TRUE(clock.charge(Color::Black, 1000000));  // no clock, no forfeit
}

TEST(MatchClock, MovesPerPeriod) {
  GameClock clock({TimeControl{1000, 0, 2}, TimeControl{1000, 0, 2}}, 0);
  EXPECT_EQ(clock.moves_to_go(Color::White), 2);
  EXPECT_TRUE(clock.charge(Color::White, 300));
  EXPECT_EQ(clock.moves_to_go(Color::White), 1);
  EXPECT_TRUE(clock.charge(Color::White, 300));
  EXPECT_EQ(clock.remaining_ms(Color::White), 1400);  // a new period adds the base time
  EXPECT_EQ(clock.moves_to_go(Color::White), 2);
}

TEST(MatchProcess, LinesTimeoutsAndExit) {
  Process p;
  ASSERT_FALSE(p.start({"/bin/sh", "-c", "read x; echo \"got $x\"; printf 'no newline'; exit 7"}, "", ""));
  EXPECT_EQ(p.read_line(after_ms(200)).status, ReadStatus::Timeout);
  ASSERT_TRUE(p.write_line("hello"));
  auto r = p.read_line(after_ms(5000));
  EXPECT_EQ(r.status, ReadStatus::Line);
  EXPECT_EQ(r.line, "got hello");
  r = p.read_line(after_ms(5000));
  EXPECT_EQ(r.line, "no newline");
  EXPECT_EQ(p.read_line(after_ms(5000)).status, ReadStatus::Closed);
  for (int i = 0; i < 200 && p.exit_description().empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_EQ(p.exit_description(), "exit code 7");
  EXPECT_FALSE(p.write_line("anyone there?"));
}

TEST(MatchProcess, LongLinesAreCutAndMissingProgramsReported) {
  Process p;
  ASSERT_FALSE(p.start({"/bin/sh", "-c", "head -c 200000 /dev/zero | tr '\\0' x; echo; echo end"}, "", ""));
  const auto first = p.read_line(after_ms(5000));
  EXPECT_EQ(first.line.size(), Process::kMaxLine);
  std::string last;
  for (ReadResult r = p.read_line(after_ms(5000)); r.status == ReadStatus::Line;
       r = p.read_line(after_ms(5000)))
    last = r.line;
  EXPECT_EQ(last, "end");
  Process missing;
  EXPECT_TRUE(missing.start({"/nonexistent/engine"}, "", ""));
}

}  // namespace
}  // namespace abbott::match
