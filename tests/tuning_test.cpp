// Evaluation weights as data, the training data format, the Texel tuner and tuning mode: tables
// read back what they write, the tuner lowers the loss on real self-play data and recovers
// weights that labelled a synthetic data set, its L2 term pulls toward the starting weights and
// held-out positions are measured exactly, and tuning-mode options move the evaluation by exactly
// the changed weight.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <set>

#include "eval/evaluate.h"
#include "eval/weights.h"
#include "movegen/movegen.h"
#include "protocol/tuning_options.h"
#include "protocol_support.h"
#include "tune/training_data.h"
#include "tune/tuner.h"

namespace abbott {
namespace {

using tune::TrainingPosition;

TEST(TrainingData, LinesRoundTrip) {
  const std::vector<TrainingPosition> positions = {
      {"hyper", "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w 0 1", 1.0, 35},
      {"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0.5, -12},
      {"foolish-king", "8/8/8/8/8/8/8/8 w - - 0 1", 0.0, 0},
      {"hyper", "4k3/8/8/8/8/8/8/4K3 w 0 1", 0.25, 7},
  };
  for (const TrainingPosition& p : positions) {
    const std::string line = tune::format_training_line(p);
    const auto parsed = tune::parse_training_line(line);
    ASSERT_TRUE(std::holds_alternative<TrainingPosition>(parsed))
        << line << ": " << std::get<std::string>(parsed);
    const auto& back = std::get<TrainingPosition>(parsed);
    EXPECT_EQ(back.variant, p.variant);
    EXPECT_EQ(back.fen, p.fen);
    EXPECT_EQ(back.result, p.result);
    EXPECT_EQ(back.score, p.score);
    EXPECT_EQ(tune::format_training_line(back), line);
  }
  EXPECT_EQ(tune::format_training_line(positions[0]),
            "hyper;rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w 0 1;1;35");
}

TEST(TrainingData, BadLinesAreRefusedWithTheReason) {
  const auto error = [](const std::string& line) {
    const auto parsed = tune::parse_training_line(line);
    return std::holds_alternative<std::string>(parsed) ? std::get<std::string>(parsed) : "(accepted)";
  };
  EXPECT_EQ(error("hyper;8/8 w 0 1;1"), "expected variant;FEN;result;score, found 3 fields");
  EXPECT_EQ(error("hyper;8/8 w 0 1;1.5;3"), "result '1.5' is not a number from 0 to 1");
  EXPECT_EQ(error("hyper;8/8 w 0 1;win;3"), "result 'win' is not a number from 0 to 1");
  EXPECT_EQ(error("hyper;8/8 w 0 1;1;3cp"), "score '3cp' is not an integer");
  EXPECT_EQ(error(";8/8 w 0 1;1;3"), "empty variant or FEN");
}

bool same(const eval::Params& a, const eval::Params& b, VariantFamily f) {
  eval::Params x = a, y = b;
  for (const std::string& name : eval::weight_names(f))
    if (*eval::find_weight(x, name) != *eval::find_weight(y, name)) return false;
  return true;
}

TEST(WeightTables, TextFormReadsBackEveryFamily) {
  for (int i = 0; i < kFamilyCount; ++i) {
    const auto f = static_cast<VariantFamily>(i);
    eval::Params changed = eval::default_params(f);
    changed.tempo = 17;
    changed.piece_adjust[eval::weight_names(f).back().back() - 'A'] = -23;
    const std::string text = eval::write_table(f, changed, "test");
    const auto read = eval::read_table(text, eval::Params{});
    ASSERT_TRUE(std::holds_alternative<eval::Params>(read)) << std::get<std::string>(read);
    EXPECT_TRUE(same(std::get<eval::Params>(read), changed, f)) << text;
  }
}

TEST(WeightTables, NamesAndErrors) {
  const std::vector<std::string> ultima = eval::weight_names(VariantFamily::Ultima);
  EXPECT_EQ(ultima.front(), "tempo");
  // Ultima's, Hyper Chess's and Rococo's pieces, Kings excluded.
  EXPECT_EQ(std::vector<std::string>(ultima.end() - 12, ultima.end()),
            (std::vector<std::string>{"piece_A", "piece_B", "piece_C", "piece_I", "piece_L", "piece_N",
                                      "piece_P", "piece_Q", "piece_R", "piece_S", "piece_U", "piece_W"}));
  const auto error = [](const std::string& text) {
    const auto read = eval::read_table(text, eval::Params{});
    return std::holds_alternative<std::string>(read) ? std::get<std::string>(read) : "(accepted)";
  };
  EXPECT_EQ(error("// c\n{\"tempo\", 3},\n{\"tempi\", 3},\n"), "line 3: unknown weight 'tempi'");
  EXPECT_EQ(error("{\"tempo\", x},"), "line 1: expected an integer value and }, in '{\"tempo\", x},'");
  EXPECT_EQ(error("tempo = 3"), "line 1: expected {\"name\", value}, in 'tempo = 3'");
}

TEST(WeightTables, EvaluationReadsItsFamilysTable) {
  for (const Variant* v : all_variants())
    testing::random_game(*v, 7, 30, [&](Position& pos) {
      ASSERT_EQ(evaluate(pos), evaluate(pos, eval::default_params(v->family))) << v->name << " " << pos.fen();
    });
}

std::vector<tune::TuneSample> small_data() {
  std::ifstream in(std::string(ABBOTT_SOURCE_DIR) + "/tests/data/tune_hyper.txt");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  int skipped = 0;
  auto loaded = tune::load_samples(lines, VariantFamily::Ultima, skipped);
  EXPECT_TRUE(std::holds_alternative<std::vector<tune::TuneSample>>(loaded)) << std::get<std::string>(loaded);
  EXPECT_EQ(skipped, 0);
  return std::get<std::vector<tune::TuneSample>>(loaded);
}

tune::TuneSettings small_settings(double regularize) {
  tune::TuneSettings s;
  s.family = VariantFamily::Ultima;
  s.start = eval::default_params(s.family);
  s.epochs = 60;
  s.threads = 2;
  s.relinearize_every = 20;
  s.regularize = regularize;
  return s;
}

TEST(Tuner, LowersTheLossOnSelfPlayData) {
  const std::vector<tune::TuneSample> samples = small_data();
  ASSERT_GE(samples.size(), 200u);
  const tune::TuneSettings s = small_settings(0);
  int reports = 0;
  const tune::TuneResult r = tune::tune(samples, {}, s, [&](const tune::EpochReport&) { ++reports; });
  EXPECT_EQ(reports, s.epochs + 2);  // the start, every epoch, the end
  EXPECT_GT(r.k, 0.01);
  EXPECT_LT(r.final_loss, r.start_loss);
  EXPECT_NEAR(r.final_loss, tune::exact_loss(samples, r.params, r.k, 1), 1e-12);  // summed in another order
}

TEST(Tuner, RecoversTheWeightsThatLabelledTheData) {
  // Positions from random Hyper Chess games, each labelled with the expected score that the
  // evaluation under known weights gives it; the tuner starts from other weights.
  const Variant& hyper = *find_variant("hyper");
  eval::Params truth = eval::default_params(VariantFamily::Ultima);
  truth.tempo = 22;
  truth.mobility_per_square = 5;
  truth.enemy_near_king = 9;
  truth.piece_adjust['N' - 'A'] = 40;
  truth.piece_adjust['Q' - 'A'] = -30;
  constexpr double kK = 1.2;
  std::vector<tune::TuneSample> samples;
  for (uint64_t game = 1; samples.size() < 600; ++game)
    testing::random_game(hyper, game, 40, [&](Position& pos) {
      if (pos.game_ply() < 6 || pos.game_ply() % 3) return;
      const int e = evaluate(pos, truth) * (pos.side_to_move() == Color::White ? 1 : -1);
      samples.push_back({&hyper, pos.fen(), tune::expected_score(e, kK)});
    });
  tune::TuneSettings s;
  s.family = VariantFamily::Ultima;
  s.weights = {"tempo", "mobility_per_square", "enemy_near_king", "piece_N", "piece_Q"};
  s.start = eval::default_params(VariantFamily::Ultima);  // tempo 10, mobility 3, near King 18, pieces 0
  s.k = kK;
  s.epochs = 600;
  s.threads = 2;
  s.learning_rate = 2;
  s.relinearize_every = 200;
  const tune::TuneResult r = tune::tune(samples, {}, s, nullptr);
  EXPECT_NEAR(r.params.tempo, truth.tempo, 1);
  EXPECT_NEAR(r.params.mobility_per_square, truth.mobility_per_square, 0);
  EXPECT_NEAR(r.params.enemy_near_king, truth.enemy_near_king, 1);
  EXPECT_NEAR(r.params.piece_adjust['N' - 'A'], 40, 2);
  EXPECT_NEAR(r.params.piece_adjust['Q' - 'A'], -30, 2);
  EXPECT_LT(r.final_loss, 1e-5);
}

// The squared distance of `p` from the Ultima family's compiled-in weights.
double distance_from_start(const eval::Params& p) {
  eval::Params a = p, b = eval::default_params(VariantFamily::Ultima);
  double sum = 0;
  for (const std::string& name : eval::weight_names(VariantFamily::Ultima))
    sum += std::pow(*eval::find_weight(a, name) - *eval::find_weight(b, name), 2);
  return sum;
}

TEST(Tuner, WithoutRegularizationFitsAsBefore) {
  // tests/data/tune_hyper_60.inc is what the tuner wrote with these settings before it had the
  // L2 term and held-out positions.
  std::ifstream in(std::string(ABBOTT_SOURCE_DIR) + "/tests/data/tune_hyper_60.inc");
  const std::string before((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // It started from the Ultima table of its day, whose pincer exposure was 6% (12% since a
  // match said so: docs/strength.md) and which had no pincer threat term (the file has no line
  // for it).
  tune::TuneSettings s = small_settings(0);
  s.start.pincer_exposure_percent = 6;
  s.start.pincer_threat_percent = 0;
  for (const std::string& name : eval::weight_names(VariantFamily::Ultima))
    if (name != "pincer_threat_percent") s.weights.push_back(name);
  const auto expected = eval::read_table(before, s.start);
  ASSERT_TRUE(std::holds_alternative<eval::Params>(expected)) << std::get<std::string>(expected);
  const tune::TuneResult r = tune::tune(small_data(), {}, s, nullptr);
  EXPECT_TRUE(same(r.params, std::get<eval::Params>(expected), VariantFamily::Ultima))
      << eval::write_table(VariantFamily::Ultima, r.params, "found");
  EXPECT_NEAR(r.k, 0.152180, 1e-6);
  EXPECT_NEAR(r.final_loss, 0.121237, 1e-6);
}

TEST(Tuner, LargeRegularizationKeepsTheStartingWeights) {
  const std::vector<tune::TuneSample> samples = small_data();
  const tune::TuneResult r = tune::tune(samples, {}, small_settings(1000), nullptr);
  EXPECT_TRUE(same(r.params, eval::default_params(VariantFamily::Ultima), VariantFamily::Ultima))
      << eval::write_table(VariantFamily::Ultima, r.params, "found");
  EXPECT_EQ(r.final_loss, r.start_loss);
}

TEST(Tuner, RegularizationPullsTowardTheStart) {
  // The more the L2 term weighs, the nearer the fit stays to the start, and the less it lowers
  // the data's loss.
  const std::vector<tune::TuneSample> samples = small_data();
  double last_distance = 1e300, last_loss = 0;
  for (double lambda : {0.0, 1e-6, 1e-5, 1e-4}) {
    const tune::TuneResult r = tune::tune(samples, {}, small_settings(lambda), nullptr);
    const double distance = distance_from_start(r.params);
    EXPECT_LT(distance, last_distance) << lambda;
    EXPECT_GT(r.final_loss, last_loss) << lambda;
    EXPECT_LT(r.final_loss, r.start_loss) << lambda;
    last_distance = distance;
    last_loss = r.final_loss;
  }
}

TEST(Tuner, HoldsOutTheLastPositions) {
  std::vector<tune::TuneSample> samples = small_data();
  const std::vector<tune::TuneSample> all = samples;
  ASSERT_EQ(all.size(), 569u);
  const std::vector<tune::TuneSample> held = tune::hold_out(samples, 10);
  ASSERT_EQ(samples.size(), 513u);
  ASSERT_EQ(held.size(), 56u);
  for (size_t i = 0; i < all.size(); ++i)
    EXPECT_EQ((i < 513 ? samples[i] : held[i - 513]).fen, all[i].fen) << i;
  std::vector<tune::TuneSample> none = all;
  EXPECT_TRUE(tune::hold_out(none, 0).empty());
  EXPECT_EQ(none.size(), 569u);
}

TEST(Tuner, ReportsTheExactLossOfTheHeldOutPositions) {
  std::vector<tune::TuneSample> samples = small_data();
  const std::vector<tune::TuneSample> held = tune::hold_out(samples, 20);
  std::vector<tune::EpochReport> reports;
  const tune::TuneResult r =
      tune::tune(samples, held, small_settings(0), [&](const tune::EpochReport& e) { reports.push_back(e); });
  ASSERT_EQ(reports.size(), 62u);
  for (const tune::EpochReport& e : reports) ASSERT_TRUE(e.held_out_loss.has_value()) << e.epoch;
  const eval::Params start = eval::default_params(VariantFamily::Ultima);
  EXPECT_EQ(*reports.front().held_out_loss, tune::exact_loss(held, start, r.k, 2));
  EXPECT_EQ(*r.start_held_out_loss, *reports.front().held_out_loss);
  EXPECT_EQ(*reports.back().held_out_loss, tune::exact_loss(held, r.params, r.k, 2));
  EXPECT_EQ(*r.final_held_out_loss, *reports.back().held_out_loss);
  EXPECT_EQ(*reports[reports.size() - 2].held_out_loss, *r.final_held_out_loss);  // the last epoch's weights
  // The held-out positions are not fitted: the fit on the others is the fit without them.
  const tune::TuneResult without = tune::tune(samples, {}, small_settings(0), nullptr);
  EXPECT_TRUE(same(r.params, without.params, VariantFamily::Ultima));
  EXPECT_FALSE(without.start_held_out_loss.has_value());
}

TEST(Tuner, CommandShowsTheHeldOutLossAndRefusesBadOptions) {
  const std::string data = std::string(ABBOTT_SOURCE_DIR) + "/tests/data/tune_hyper.txt";
  const std::string out = ::testing::TempDir() + "tune_command_test.inc";
  int code = -1;
  const std::string err = testing::run_binary("tune --data " + data + " --family ultima --out " + out +
                                                  " --epochs 2 --hold-out 10 --regularize 1e-6 2>&1",
                                              "", &code);
  ASSERT_EQ(code, 0) << err;
  const std::vector<std::string> lines = testing::lines_of(err);
  ASSERT_EQ(lines.size(), 6u) << err;
  EXPECT_EQ(lines[0], "tune: 513 positions of the ultima family (0 of other families skipped), 56 held out");
  for (int i = 1; i <= 4; ++i)
    EXPECT_TRUE(
        testing::starts_with(lines[static_cast<size_t>(i)], "epoch " + std::to_string(i == 4 ? 2 : i - 1)))
        << lines[static_cast<size_t>(i)];
  EXPECT_NE(lines[1].find(" (exact)  held-out 0."), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find("  held-out 0."), std::string::npos) << lines[2];
  EXPECT_NE(lines[5].find("  held-out 0."), std::string::npos) << lines[5];
  std::ifstream written(out);
  std::string first;
  std::getline(written, first);
  EXPECT_NE(first.find("513 positions"), std::string::npos) << first;
  EXPECT_NE(first.find("; 56 held out, loss 0."), std::string::npos) << first;
  EXPECT_NE(first.find("; regularize 1e-06)."), std::string::npos) << first;
  const std::string bad =
      "abbott tune: epochs >= 1, threads 1-256, lr > 0, relinearize >= 1, regularize >= 0, "
      "hold-out 0-90\n";
  const std::string base = "tune --data " + data + " --family ultima --out " + out;
  EXPECT_EQ(testing::run_binary(base + " --regularize=-1 2>&1", "", &code), bad);
  EXPECT_EQ(code, 2);
  EXPECT_EQ(testing::run_binary(base + " --hold-out 91 2>&1", "", &code), bad);
  EXPECT_EQ(testing::run_binary(base + " --hold-out 10 --validation " + data + " 2>&1", "", &code),
            "abbott tune: --hold-out and --validation exclude each other\n");
  EXPECT_EQ(testing::run_binary(base + " --validation nowhere.txt 2>&1", "", &code),
            "abbott tune: cannot read nowhere.txt\n");
  EXPECT_EQ(code, 2);
}

TEST(TuningOptions, SetTheWeightsTheEvaluationReads) {
  EXPECT_FALSE(protocol::set_tuning_option("ultima_tempo", "25"));  // not in tuning mode
  protocol::enable_tuning_options();
  const Position pos = testing::position("hyper");
  const int before = evaluate(pos);
  ASSERT_EQ(protocol::set_tuning_option("ultima_tempo", "25"), std::string());
  EXPECT_EQ(evaluate(pos), before + 15);  // the table's tempo is 10
  ASSERT_EQ(protocol::set_tuning_option("ultima_piece_Q", "-40"), std::string());
  EXPECT_EQ(evaluate(pos), before + 15);  // both sides lose the same on their Retractors
  const Position chess = testing::position("chess");
  const int chess_before = evaluate(chess);
  ASSERT_EQ(protocol::set_tuning_option("chess_tempo", "4"), std::string());
  EXPECT_EQ(evaluate(chess), chess_before - 6);
  EXPECT_EQ(evaluate(pos), before + 15);  // another family's table
  EXPECT_EQ(protocol::set_tuning_option("ultima_tempo", "abc"),
            std::string("option ultima_tempo: value must be a number from -10000 to 10000"));
  EXPECT_EQ(protocol::set_tuning_option("ultima_no_mating_force_divisor", "0"),
            std::string("option ultima_no_mating_force_divisor: value must be a number from 1 to 10000"));
  EXPECT_FALSE(protocol::set_tuning_option("ultima_piece_Z", "3"));  // no such piece in the family
  EXPECT_FALSE(protocol::set_tuning_option("Hash", "3"));
  const auto lines = protocol::tuning_option_lines();
  EXPECT_NE(std::find(lines.begin(), lines.end(),
                      "option name ultima_tempo type spin default 10 min -10000 max 10000"),
            lines.end());
  eval::family_params(VariantFamily::Ultima) = eval::default_params(VariantFamily::Ultima);
  eval::family_params(VariantFamily::Chess) = eval::default_params(VariantFamily::Chess);
  protocol::enable_tuning_options(false);
}

TEST(TuningOptions, OfferedOnlyInTuningMode) {
  const std::string script = "uci\\nsetoption name ultima_tempo value 3\\nquit\\n";
  const std::string listed = "option name ultima_tempo type spin default 10 min -10000 max 10000";
  const std::string refused = "info string error: unknown option 'ultima_tempo'";
  const std::string plain = testing::run_binary("", script);
  EXPECT_EQ(plain.find(listed), std::string::npos);
  EXPECT_NE(plain.find(refused), std::string::npos) << plain;
  const std::string tuning = testing::run_binary("--tune-options", script);
  EXPECT_NE(tuning.find(listed), std::string::npos);
  EXPECT_NE(tuning.find("option name foolish-king_piece_F type spin default 0 min -10000 max 10000"),
            std::string::npos);
  EXPECT_EQ(tuning.find("error"), std::string::npos) << tuning;
  setenv("ABBOTT_TUNE_OPTIONS", "1", 1);
  const std::string by_environment = testing::run_binary("", script);
  unsetenv("ABBOTT_TUNE_OPTIONS");
  EXPECT_NE(by_environment.find(listed), std::string::npos);
}

TEST(Datagen, WritesTheQuietPositionsOfItsGamesWithTheirResults) {
  const std::string path = ::testing::TempDir() + "datagen_test.txt";
  int code = -1;
  const std::string err = testing::run_binary(
      "datagen --variant hyper --games 2 --depth 2 --threads 2 --seed 3 --out " + path + " 2>&1", "", &code);
  ASSERT_EQ(code, 0) << err;
  EXPECT_NE(err.find("datagen: games 2/2  positions "), std::string::npos) << err;
  std::ifstream in(path);
  std::set<double> results;
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines) {
    const auto parsed = tune::parse_training_line(line);
    ASSERT_TRUE(std::holds_alternative<TrainingPosition>(parsed)) << line;
    const auto& p = std::get<TrainingPosition>(parsed);
    EXPECT_EQ(p.variant, "hyper");
    results.insert(p.result);
    Position pos = testing::position("hyper", p.fen);
    EXPECT_FALSE(in_check(pos, pos.side_to_move())) << line;
  }
  EXPECT_GT(lines, 10);
  EXPECT_LE(results.size(), 2u);  // each game's positions share its result
  EXPECT_NE(err.find("positions " + std::to_string(lines)), std::string::npos) << err;
}

// A game is played the same on any thread, whatever that thread searched before it: the four
// games on one thread write the positions of the four games on four threads. (Before the
// table's search age was reset with the table, a game's moves depended on the searches before
// it, and these runs wrote 324 and 326 positions.)
TEST(Datagen, WritesTheSamePositionsWhateverTheThreads) {
  std::vector<std::vector<std::string>> files;
  for (int threads : {1, 4}) {
    const std::string path = ::testing::TempDir() + "datagen_threads_" + std::to_string(threads) + ".txt";
    int code = -1;
    const std::string err =
        testing::run_binary("datagen --variant hyper --games 4 --nodes 5000 --seed 1401 --threads " +
                                std::to_string(threads) + " --out " + path + " 2>&1",
                            "", &code);
    ASSERT_EQ(code, 0) << err;
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    std::sort(lines.begin(), lines.end());
    files.push_back(lines);
  }
  EXPECT_GT(files[0].size(), 100u);
  ASSERT_EQ(files[0].size(), files[1].size());
  EXPECT_TRUE(files[0] == files[1]) << "the same number of positions, not the same positions";
}

TEST(Datagen, RefusesIncompleteOptions) {
  int code = 0;
  EXPECT_EQ(testing::run_binary("datagen --variant hyper --games 2 --out x 2>&1", "", &code),
            "abbott datagen: needs --variant, --games, --out and one of --depth or --nodes\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(
      testing::run_binary("datagen --variant hyper --games 2 --nodes 100 --hash 0 --out x 2>&1", "", &code),
      "abbott datagen: games >= 1, threads 1-256, depth 1-30, nodes >= 1, opening-plies 0-100, hash "
      "1-65536\n");
  EXPECT_EQ(code, 2);
  EXPECT_EQ(
      testing::run_binary("tune --data x --family ultimate --out y 2>&1", "", &code),
      "abbott tune: unknown family 'ultimate' (chess, ultima, aronson, stupid, chameleon, foolish-king)\n");
  EXPECT_EQ(code, 2);
}

}  // namespace
}  // namespace abbott
