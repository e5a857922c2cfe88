// The cutechess-cli command line of `abbott match`: each option's translation into the runner's
// settings, and the exact messages for options abbott does not know or cannot honour.
#include <gtest/gtest.h>

#include <sstream>

#include "cli/cutechess_args.h"
#include "engine/words.h"

namespace abbott::cli {
namespace {

const std::string kEngines =
    "-engine cmd=/bin/e1 name=A proto=uci tc=10+0.1 -engine cmd=/bin/e2 name=B depth=3 ";

CutechessRun parsed(const std::string& text) {
  auto r = parse_cutechess_args(split_words(text));
  if (auto* err = std::get_if<std::string>(&r)) ADD_FAILURE() << text << ": " << *err;
  return std::holds_alternative<CutechessRun>(r) ? std::get<CutechessRun>(r) : CutechessRun{};
}

std::string error(const std::string& text) {
  auto r = parse_cutechess_args(split_words(text));
  if (std::holds_alternative<CutechessRun>(r)) return "(accepted)";
  return std::get<std::string>(r);
}

TEST(CutechessArgs, RecognisesTheForm) {
  EXPECT_TRUE(is_cutechess_form(split_words("-engine cmd=x -engine cmd=y")));
  EXPECT_TRUE(is_cutechess_form(split_words("-version")));
  EXPECT_TRUE(is_cutechess_form(split_words("-tb /x")));
  EXPECT_FALSE(is_cutechess_form(split_words("--engine x --engine y --games 4")));
  EXPECT_FALSE(is_cutechess_form(split_words("-e x -e y -n 4 -v hyper")));
}

TEST(CutechessArgs, EnginesAndEach) {
  const auto run = parsed(kEngines + "-each option.Hash=8 option.X=1 dir=/tmp stderr=/tmp/err arg=--flag");
  const auto& a = run.settings.engines[0];
  const auto& b = run.settings.engines[1];
  EXPECT_EQ(a.argv, (std::vector<std::string>{"/bin/e1", "--flag"}));
  EXPECT_EQ(a.name, "A");
  EXPECT_EQ(a.protocol, match::Protocol::Uci);
  EXPECT_EQ(*a.tc, "10+0.1");
  EXPECT_EQ(b.name, "B");
  EXPECT_EQ(b.protocol, match::Protocol::Auto);
  EXPECT_EQ(*b.depth, 3);
  EXPECT_FALSE(b.tc);
  EXPECT_EQ(b.dir, "/tmp");
  EXPECT_EQ(b.stderr_path, "/tmp/err");
  ASSERT_EQ(b.options.size(), 2u);
  EXPECT_EQ(b.options[0], (std::pair<std::string, std::string>{"Hash", "8"}));
}

TEST(CutechessArgs, EachOverridesTheEnginesOwnSettings) {
  const auto run = parsed(
      "-engine cmd=/e option.Hash=16 tc=1+0 depth=2 -engine cmd=/e nodes=500 -each option.Hash=8 tc=inf");
  EXPECT_EQ(run.settings.engines[0].options,
            (std::vector<std::pair<std::string, std::string>>{{"Hash", "8"}}));
  EXPECT_FALSE(run.settings.engines[0].tc);  // tc=inf: no clock, the depth limit only
  EXPECT_EQ(*run.settings.engines[1].nodes, 500);
  // Both named "e": told apart as abbott's own form does.
  EXPECT_EQ(run.settings.engines[0].name, "e-1");
  EXPECT_EQ(run.settings.engines[1].name, "e-2");
}

TEST(CutechessArgs, Defaults) {
  const auto run = parsed(kEngines);
  EXPECT_EQ(run.settings.games, 2);  // one pair of games when neither -games nor -rounds is given
  EXPECT_EQ(run.settings.variants.size(), 1u);
  EXPECT_EQ(run.settings.variants[0]->name, "chess");
  EXPECT_EQ(run.settings.openings.kind, match::OpeningSource::Kind::StartPosition);
  EXPECT_TRUE(run.settings.cutechess_terminations);
  EXPECT_EQ(run.settings.event, "?");
  EXPECT_EQ(run.rating_interval, 0);
  EXPECT_EQ(run.log_level, "warn");
}

TEST(CutechessArgs, GamesTimesRounds) {
  EXPECT_EQ(parsed(kEngines + "-games 2 -rounds 50").settings.games, 100);
  EXPECT_EQ(parsed(kEngines + "-rounds 8 -games 2 -repeat").settings.games, 16);
  EXPECT_EQ(parsed(kEngines + "-games 120 -repeat 2").settings.games, 120);
  EXPECT_EQ(
      error(kEngines + "-games 3"),
      "-games x -rounds must be an even number of games, not 3 (abbott match plays every opening twice, "
      "colours reversed)");
  EXPECT_EQ(error(kEngines + "-games 2 -repeat 4"),
            "Invalid value for option \"-repeat\": \"4\" (abbott match plays every opening twice, colours "
            "reversed)");
  EXPECT_EQ(error(kEngines + "-games 0"), "Invalid value for option \"-games\": \"0\"");
  EXPECT_EQ(error(kEngines + "-rounds x"), "Invalid value for option \"-rounds\": \"x\"");
}

TEST(CutechessArgs, PlainValues) {
  const auto run =
      parsed(kEngines +
             "-games 2 -variant hyper -concurrency 3 -maxmoves 100 -srand 42 -wait 5 -ratinginterval 10 "
             "-recover -tournament gauntlet -event Tune -epdout /tmp/end.epd -debug");
  const auto& s = run.settings;
  EXPECT_EQ(s.variants[0]->name, "hyper");
  EXPECT_EQ(s.concurrency, 3);
  EXPECT_EQ(s.max_plies, 200);
  EXPECT_EQ(s.seed, 42u);
  EXPECT_EQ(s.wait_ms, 5);
  EXPECT_EQ(run.rating_interval, 10);
  EXPECT_EQ(s.event, "Tune");
  EXPECT_EQ(s.epd_path, "/tmp/end.epd");
  EXPECT_EQ(run.log_level, "debug");
  EXPECT_EQ(parsed(kEngines + "-variant standard").settings.variants[0]->name, "chess");
  EXPECT_EQ(parsed(kEngines + "-tournament round-robin").settings.games, 2);
}

TEST(CutechessArgs, Openings) {
  const auto& o =
      parsed(kEngines + "-openings file=book.epd format=epd order=random plies=16 start=3").settings.openings;
  EXPECT_EQ(o.kind, match::OpeningSource::Kind::File);
  EXPECT_EQ(o.path, "book.epd");
  EXPECT_EQ(o.format, match::OpeningSource::Format::Epd);
  EXPECT_TRUE(o.random_order);
  EXPECT_EQ(o.max_plies, 16);
  EXPECT_EQ(o.start, 3);
  EXPECT_EQ(o.max_imbalance_cp, 0);
  const auto& p = parsed(kEngines + "-openings file=b.pgn").settings.openings;
  EXPECT_EQ(p.format, match::OpeningSource::Format::Pgn);  // cutechess-cli's default format
  EXPECT_FALSE(p.random_order);
  EXPECT_EQ(error(kEngines + "-openings format=epd"), "Option \"-openings\" needs argument(s): file");
  EXPECT_EQ(error(kEngines + "-openings file=b format=bin"), "Invalid opening suite format: \"bin\"");
  EXPECT_EQ(error(kEngines + "-openings file=b order=shuffled"),
            "Invalid opening selection order: \"shuffled\"");
  EXPECT_EQ(error(kEngines + "-openings file=b depth=3"),
            "Invalid argument for option \"-openings\": \"depth=3\"");
}

TEST(CutechessArgs, PgnOut) {
  auto s = parsed(kEngines + "-pgnout games.pgn").settings;
  EXPECT_EQ(s.pgn_path, "games.pgn");
  EXPECT_FALSE(s.pgn_minimal);
  EXPECT_TRUE(parsed(kEngines + "-pgnout games.pgn min fi").settings.pgn_minimal);
  s = parsed(kEngines + "-pgnout file=f.pgn min=true").settings;  // fastchess's form
  EXPECT_EQ(s.pgn_path, "f.pgn");
  EXPECT_TRUE(s.pgn_minimal);
  EXPECT_EQ(error(kEngines + "-pgnout a.pgn max"), "Invalid value for option \"-pgnout\": \"a.pgn max\"");
  EXPECT_EQ(error(kEngines + "-pgnout a b c d"), "Too many arguments for option \"-pgnout\"");
}

TEST(CutechessArgs, SprtAndAdjudication) {
  const auto run = parsed(kEngines +
                          "-sprt elo0=0 elo1=10 alpha=0.05 beta=0.1 -draw movenumber=40 movecount=8 score=10 "
                          "-resign movecount=3 score=400");
  const auto& s = run.settings;
  ASSERT_TRUE(s.sprt);
  EXPECT_EQ(s.sprt->elo1, 10);
  EXPECT_EQ(s.sprt->beta, 0.1);
  EXPECT_EQ(s.adjudication.draw_move_number, 40);
  EXPECT_EQ(s.adjudication.draw_move_count, 8);
  EXPECT_EQ(s.adjudication.draw_score, 10);
  EXPECT_EQ(s.adjudication.resign_move_count, 3);
  EXPECT_EQ(s.adjudication.resign_score, 400);
  EXPECT_EQ(error(kEngines + "-sprt elo0=0 elo1=5"), "Option \"-sprt\" needs argument(s): alpha, beta");
  EXPECT_EQ(
      error(kEngines + "-sprt elo0=5 elo1=0 alpha=0.05 beta=0.05"),
      "Invalid value for option \"-sprt\": \"elo0=5 elo1=0 alpha=0.05 beta=0.05\" (elo1 must be above elo0, "
      "alpha and beta between 0 and 0.5)");
  EXPECT_EQ(error(kEngines + "-draw movenumber=40 movecount=x score=10"),
            "Invalid value for option \"-draw\": \"movenumber=40 movecount=x score=10\"");
  EXPECT_EQ(error(kEngines + "-resign movecount=3 score=400 twosided=true"),
            "Option \"-resign\": twosided=true is not supported by abbott match");
  // Negative numbers are values, not options.
  EXPECT_EQ(parsed(kEngines + "-sprt elo0=-5 elo1=0 alpha=0.05 beta=0.05").settings.sprt->elo0, -5);
}

TEST(CutechessArgs, OptionErrors) {
  EXPECT_EQ(error(kEngines + "-foo 3"), "Unknown option: \"-foo\"");
  EXPECT_EQ(error(kEngines + "-games"), "Option \"-games\" needs 1 argument(s)");
  EXPECT_EQ(error(kEngines + "-games 2 4"), "Too many arguments for option \"-games\"");
  EXPECT_EQ(error(kEngines + "-games 2 -games 2"), "Multiple instances of option \"-games\"");
  EXPECT_EQ(error(kEngines + "-concurrency 0"), "Invalid value for option \"-concurrency\": \"0\"");
  EXPECT_EQ(
      error(kEngines + "-variant nosuch").rfind("Invalid value for option \"-variant\": \"nosuch\": ", 0),
      0u);
  EXPECT_EQ(error(kEngines + "-tournament knockout"), "Invalid tournament type: knockout");
  EXPECT_EQ(error(kEngines + "-output format=fastchess"),
            "Invalid value for option \"-output\": \"format=fastchess\" (only format=cutechess)");
  EXPECT_EQ(error(kEngines + "-tb /syzygy"),
            "Option \"-tb\" is not supported by abbott match: no tablebases exist for these variants");
  EXPECT_EQ(error(kEngines + "-noswap"),
            "Option \"-noswap\" is not supported by abbott match: every opening is played twice with colours "
            "reversed");
}

TEST(CutechessArgs, EngineErrors) {
  EXPECT_EQ(error("-engine cmd=x tc=1"), "At least two engines are needed");
  EXPECT_EQ(error("-engine cmd=x tc=1 -engine cmd=y tc=1 -engine cmd=z tc=1"),
            "abbott match plays two engines, not 3");
  EXPECT_EQ(error("-engine name=x tc=1 -engine cmd=y tc=1"), "missing chess engine command");
  EXPECT_EQ(error("-engine cmd=x -engine cmd=y tc=1"), "Invalid or missing time control");
  EXPECT_EQ(error("-engine cmd=x tc=fast -engine cmd=y tc=1"), "Invalid time control: \"fast\"");
  EXPECT_EQ(error("-engine cmd=x depth=0 -engine cmd=y tc=1"), "Invalid depth limit: \"0\"");
  EXPECT_EQ(error("-engine cmd=x nodes=-5 -engine cmd=y tc=1"), "Invalid node limit: \"-5\"");
  EXPECT_EQ(error("-engine cmd=x colour=red -engine cmd=y tc=1"), "Invalid engine option: \"colour\"");
  EXPECT_EQ(error("-engine cmd=x tc=1 timemargin=x -engine cmd=y tc=1"), "Invalid time margin: \"x\"");
  EXPECT_EQ(error("-engine cmd=x proto=winboard tc=1 -engine cmd=y tc=1"),
            "proto must be uci, xboard or auto, not 'winboard'");
  EXPECT_EQ(error("-engine cmd=x st=0 -engine cmd=y tc=1"), "Invalid search time: \"0\"");
  EXPECT_EQ(error("-engine cmd=x st=1 -engine cmd=y tc=1 -each tc=2"),
            "st= can't be used in combination with tc=");
  EXPECT_EQ(error("-engine conf=sf -engine cmd=y tc=1"),
            "Engine option \"conf\" is not supported by abbott match: there is no engine configuration file; "
            "give cmd=");
}

TEST(CutechessArgs, FixedTimePerMove) {
  const auto run = parsed("-engine cmd=x st=0.25 -engine cmd=y st=2");
  EXPECT_EQ(*run.settings.engines[0].movetime_ms, 250);
  EXPECT_EQ(*run.settings.engines[1].movetime_ms, 2000);
  EXPECT_FALSE(run.settings.engines[0].tc);
}

TEST(CutechessArgs, AcceptedButIgnoredSettingsAreNamed) {
  const auto run = parsed(
      "-engine cmd=x tc=1 restart=on ponder timemargin=250 -engine cmd=y tc=1 "
      "-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 model=normalized -pgnout file=g.pgn notation=san");
  EXPECT_EQ(run.settings.margin_ms, 250);
  // Options first, then the engines' settings.
  EXPECT_EQ(run.notes, (std::vector<std::string>{
                           "-sprt model=normalized is ignored: the LLR is on logistic Elo",
                           "-pgnout notation=san is ignored",
                           "engine option restart is ignored: engines are restarted only after a fault",
                           "engine option ponder is ignored: engines never ponder"}));
}

TEST(CutechessArgs, VersionHelpAndLog) {
  EXPECT_TRUE(parsed("-version").show_version);
  EXPECT_TRUE(parsed("-help").show_help);
  const auto run = parsed(kEngines + "-log file=/tmp/m.log level=warning");
  EXPECT_EQ(run.log_file, "/tmp/m.log");
  EXPECT_EQ(run.log_level, "warn");
}

}  // namespace
}  // namespace abbott::cli
