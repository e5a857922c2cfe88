// PGN export and import for the browser board (web/pgn.h), and their API requests.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <regex>

#include "web/api.h"
#include "web/pgn.h"

namespace abbott::web {
namespace {

using nlohmann::json;

TEST(WebPgn, WritesTagsMovesAndTheRulesVerdict) {
  PgnGame game;
  game.variant = "chess";
  game.moves = {"f2f3", "e7e5", "g2g4", "d8h4"};
  game.white = "You";
  game.black = "abbott";
  game.date = "2026.11.25";
  const auto pgn = write_pgn(game);
  ASSERT_TRUE(std::holds_alternative<std::string>(pgn));
  EXPECT_EQ(
      std::get<std::string>(pgn),
      "[Event \"abbott serve game\"]\n[Site \"abbott serve\"]\n[Date \"2026.11.25\"]\n[Round \"-\"]\n"
      "[White \"You\"]\n[Black \"abbott\"]\n[Result \"0-1\"]\n[Variant \"chess\"]\n[SetUp \"1\"]\n"
      "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n[Termination \"checkmate\"]\n\n"
      "1. f2f3 e7e5 2. g2g4 d8h4 {checkmate} 0-1\n");
}

TEST(WebPgn, WritesBlackFirstAndTheSharedSquaresSuffix) {
  PgnGame game;
  game.variant = "swapper";
  game.fen = "4k5/10/10/10/10/4p5/4S5/10/10/4K5 b - - 0 7";
  game.moves = {"e10d10", "e4e5xe4"};
  const auto pgn = write_pgn(game);
  ASSERT_TRUE(std::holds_alternative<std::string>(pgn)) << std::get<PgnError>(pgn).message;
  const std::string text = std::get<std::string>(pgn);
  EXPECT_NE(text.find("[Result \"*\"]\n[Variant \"swapper\"]\n[SetUp \"1\"]\n"
                      "[FEN \"4k5/10/10/10/10/4p5/4S5/10/10/4K5 b - - 0 7\"]\n\n7... e10d10 8. e4e5xe4 *\n"),
            std::string::npos)
      << text;
}

TEST(WebPgn, ReadsMovesPastCommentsVariationsAndMarks) {
  const auto read = read_pgn(
      "[Event \"x\"]\n[White \"A \\\"B\\\"\"]\n[Variant \"normal\"]\n\n"
      "1. f2f3 e7e5 {a comment (with a parenthesis} 2.g2g4 (2. a2a3 a7a6) $2 d8h4# ; mate\n0-1\n\n"
      "[Event \"the next game\"]\n1. e2e4 *\n");
  ASSERT_TRUE(std::holds_alternative<PgnGame>(read)) << std::get<PgnError>(read).message;
  const PgnGame& game = std::get<PgnGame>(read);
  EXPECT_EQ(game.variant, "chess");
  EXPECT_EQ(game.white, "A \"B\"");
  EXPECT_EQ(game.moves, (std::vector<std::string>{"f2f3", "e7e5", "g2g4", "d8h4"}));
}

TEST(WebPgn, RefusesWhatTheRulesRefuse) {
  const auto illegal = read_pgn("[Variant \"ultima\"]\n1. e2e4 e7e5 2. d1d2 *");
  ASSERT_TRUE(std::holds_alternative<PgnError>(illegal));
  EXPECT_EQ(std::get<PgnError>(illegal).message.rfind("move 3 (d1d2): ", 0), 0u)
      << std::get<PgnError>(illegal).message;
  const auto unknown = read_pgn("[Variant \"ultimo\"]\n*");
  ASSERT_TRUE(std::holds_alternative<PgnError>(unknown));
  EXPECT_EQ(std::get<PgnError>(unknown).message, "unknown variant 'ultimo'");
  EXPECT_TRUE(std::holds_alternative<PgnError>(read_pgn("[Variant \"chess")));
  // A stray closing brace is skipped (the fuzzer found it looping).
  const auto stray = read_pgn("1. e2e4 } e7e5 *");
  ASSERT_TRUE(std::holds_alternative<PgnGame>(stray));
  EXPECT_EQ(std::get<PgnGame>(stray).moves, (std::vector<std::string>{"e2e4", "e7e5"}));
}

TEST(WebPgn, ApiExportsAndImportsTheSameGame) {
  Api api;
  const json game = {{"variant", "ultima"}, {"moves", {"b2b5", "g7g4"}}, {"white", "me"}};
  const Reply exported = api.handle("POST", "/api/pgn/export", game.dump());
  ASSERT_EQ(exported.status, 200) << exported.body;
  const std::string pgn = json::parse(exported.body)["pgn"];
  EXPECT_TRUE(std::regex_search(pgn, std::regex(R"(\[Date "\d{4}\.\d\d\.\d\d"\])"))) << pgn;
  EXPECT_NE(pgn.find("\n1. b2b5 g7g4 *\n"), std::string::npos) << pgn;
  const Reply imported = api.handle("POST", "/api/pgn/import", json{{"pgn", pgn}}.dump());
  ASSERT_EQ(imported.status, 200) << imported.body;
  const json answer = json::parse(imported.body);
  EXPECT_EQ(answer["variant"], "ultima");
  EXPECT_EQ(answer["moves"], game["moves"]);
  EXPECT_EQ(answer["white"], "me");
  const Reply position = api.handle("POST", "/api/position", game.dump());
  EXPECT_EQ(answer["position"], json::parse(position.body));
  const Reply bad = api.handle("POST", "/api/pgn/import", R"({"pgn": "1. e2e5 *"})");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(api.handle("POST", "/api/pgn/import", R"({"text": ""})").status, 400);
}

TEST(WebPgn, FinishedGamesAreSavedInTheGamesFolder) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("abbott-games-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  Api api(dir.string());
  EXPECT_EQ(json::parse(api.handle("GET", "/api/settings", "").body), (json{{"save_games", true}}));
  const json mated = {{"variant", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}, {"white", "me"}};
  const Reply saved = api.handle("POST", "/api/pgn/save", mated.dump());
  ASSERT_EQ(saved.status, 200) << saved.body;
  const std::filesystem::path file = json::parse(saved.body)["file"].get<std::string>();
  EXPECT_EQ(file.parent_path(), dir);
  EXPECT_EQ(file.filename().string().rfind("abbott-chess-", 0), 0u) << file;
  std::ifstream in(file);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text,
            json::parse(api.handle("POST", "/api/pgn/export", mated.dump()).body)["pgn"].get<std::string>());
  // The same game saved again goes into a new file.
  const Reply again = api.handle("POST", "/api/pgn/save", mated.dump());
  EXPECT_NE(json::parse(again.body)["file"], json::parse(saved.body)["file"]);
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()),
            2);
  // A game still going on is not saved, nor anything when no folder was given.
  const Reply going_on = api.handle("POST", "/api/pgn/save", R"({"variant":"chess","moves":["e2e4"]})");
  EXPECT_EQ(json::parse(going_on.body), (json{{"error", "only a finished game is saved"}}));
  Api no_folder;
  EXPECT_EQ(json::parse(no_folder.handle("GET", "/api/settings", "").body), (json{{"save_games", false}}));
  EXPECT_EQ(no_folder.handle("POST", "/api/pgn/save", mated.dump()).status, 400);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace abbott::web
