// The browser board's JSON API (web/api.h), called without HTTP: exact moves and victims for
// hand-picked positions, the engine's answer, game end, and every kind of bad input.
#include <gtest/gtest.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "web/api.h"

namespace abbott::web {
namespace {

using nlohmann::json;

struct Answer {
  int status;
  json body;
};

Answer call(Api& api, const std::string& path, const json& request) {
  const Reply r = api.handle("POST", path, request.dump());
  return {r.status, json::parse(r.body)};
}

// The legal moves of an answer as "TEXT FROM-TO kind victims" lines, in the order given.
std::vector<std::string> move_lines(const json& position, const std::string& from) {
  std::vector<std::string> lines;
  for (const json& m : position["moves"]) {
    if (m["from"] != from) continue;
    std::string line = m["text"].get<std::string>() + " " + m["from"].get<std::string>() + "-" +
                       m["to"].get<std::string>() + " " + m["kind"].get<std::string>();
    for (const json& v : m["victims"]) line += " " + v.get<std::string>();
    lines.push_back(line);
  }
  return lines;
}

TEST(WebApi, LongLeaperMovesListEveryVictim) {
  Api api;
  const auto a =
      call(api, "/api/position", {{"variant", "ultima"}, {"fen", "k7/8/5p2/8/3p4/8/1p6/N3K3 w - - 0 1"}});
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(move_lines(a.body, "a1"),
            (std::vector<std::string>{"a1a2 a1-a2 normal", "a1a3 a1-a3 normal", "a1a4 a1-a4 normal",
                                      "a1a5 a1-a5 normal", "a1a6 a1-a6 normal", "a1a7 a1-a7 normal",
                                      "a1b1 a1-b1 normal", "a1c1 a1-c1 normal", "a1d1 a1-d1 normal",
                                      "a1c3 a1-c3 normal b2", "a1e5 a1-e5 normal b2 d4",
                                      "a1g7 a1-g7 normal b2 d4 f6", "a1h8 a1-h8 normal b2 d4 f6"}));
  const auto played =
      call(api, "/api/play",
           {{"variant", "ultima"}, {"fen", "k7/8/5p2/8/3p4/8/1p6/N3K3 w - - 0 1"}, {"move", "a1g7"}});
  ASSERT_EQ(played.status, 200);
  EXPECT_EQ(played.body["board"], (json{{"a8", "k"}, {"g7", "N"}, {"e1", "K"}}));
  EXPECT_EQ(played.body["side"], "black");
  EXPECT_EQ(played.body["fen"], "k7/6N1/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(WebApi, WithdrawerRemovesThePieceItLeaves) {
  Api api;
  const auto a =
      call(api, "/api/position", {{"variant", "ultima"}, {"fen", "k7/8/8/3p4/3Q4/8/8/4K3 w - - 0 1"}});
  ASSERT_EQ(a.status, 200);
  int withdrawals = 0;
  for (const json& m : a.body["moves"]) {
    const bool away = m["from"] == "d4" && (m["to"] == "d3" || m["to"] == "d2" || m["to"] == "d1");
    EXPECT_EQ(m["victims"], away ? json::array({"d5"}) : json::array()) << m;
    EXPECT_EQ(m["effect"], away ? "removes d5" : "") << m;
    withdrawals += away;
  }
  EXPECT_EQ(withdrawals, 3);
}

TEST(WebApi, SwapperMovesSharingFromAndToAreBothOffered) {
  Api api;
  const json game = {{"variant", "swapper"}, {"fen", "4k5/10/10/10/10/4p5/4S5/10/10/4K5 w - - 0 1"}};
  const auto a = call(api, "/api/position", game);
  ASSERT_EQ(a.status, 200);
  std::vector<json> e4e5;
  for (const json& m : a.body["moves"])
    if (m["from"] == "e4" && m["to"] == "e5") e4e5.push_back(m);
  ASSERT_EQ(e4e5.size(), 2u);
  EXPECT_EQ(e4e5[0]["text"], "e4e5");
  EXPECT_EQ(e4e5[0]["kind"], "swap");
  EXPECT_EQ(e4e5[0]["victims"], json::array());
  EXPECT_EQ(e4e5[1]["text"], "e4e5xe4");
  EXPECT_EQ(e4e5[1]["kind"], "mutual-destruction");
  EXPECT_EQ(e4e5[1]["victims"], json::array({"e4", "e5"}));
  json play = game;
  play["move"] = "e4e5xe4";
  const auto destroyed = call(api, "/api/play", play);
  ASSERT_EQ(destroyed.status, 200);
  EXPECT_EQ(destroyed.body["board"], (json{{"e1", "K"}, {"e10", "k"}}));
  play["move"] = "e4e5";
  const auto swapped = call(api, "/api/play", play);
  EXPECT_EQ(swapped.body["board"], (json{{"e1", "K"}, {"e10", "k"}, {"e4", "p"}, {"e5", "S"}}));
}

TEST(WebApi, GameEndGivesTheReasonAndNoMoves) {
  Api api;
  const auto a =
      call(api, "/api/position", {{"variant", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}});
  ASSERT_EQ(a.status, 200);
  EXPECT_EQ(a.body["end"], (json{{"over", true}, {"result", "0-1"}, {"reason", "checkmate"}}));
  EXPECT_EQ(a.body["check"], true);
  EXPECT_EQ(a.body["moves"], json::array());
  const auto more =
      call(api, "/api/play",
           {{"variant", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}, {"move", "a2a3"}});
  EXPECT_EQ(more.status, 400);
  EXPECT_EQ(more.body["error"], "the game is over: checkmate");
  const auto engine =
      call(api, "/api/engine", {{"variant", "chess"}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}});
  EXPECT_EQ(engine.status, 400);
}

TEST(WebApi, TakingBackIsAskingWithOneMoveFewer) {
  Api api;
  const auto start = call(api, "/api/position", {{"variant", "hyper"}});
  const auto played = call(api, "/api/play", {{"variant", "hyper"}, {"move", "c2c6"}});
  const auto back = call(api, "/api/position", {{"variant", "hyper"}, {"moves", json::array()}});
  ASSERT_EQ(played.status, 200);
  EXPECT_NE(played.body["fen"], start.body["fen"]);
  EXPECT_EQ(back.body, start.body);
}

TEST(WebApi, EngineMoveIsLegalAndReportsItsSearch) {
  Api api;
  const auto a = call(api, "/api/engine", {{"variant", "hyper"}, {"depth", 3}});
  ASSERT_EQ(a.status, 200) << a.body;
  ASSERT_EQ(a.body["info"].size(), 3u);
  EXPECT_EQ(a.body["info"][2]["depth"], 3);
  EXPECT_FALSE(a.body["info"][2]["pv"].empty());
  EXPECT_EQ(a.body["info"][2]["pv"][0], a.body["move"]["text"]);
  // The move is one of the start position's legal moves, and the answer's position follows it.
  const auto start = call(api, "/api/position", {{"variant", "hyper"}});
  EXPECT_NE(std::find(start.body["moves"].begin(), start.body["moves"].end(), a.body["move"]),
            start.body["moves"].end());
  const auto after = call(api, "/api/play", {{"variant", "hyper"}, {"move", a.body["move"]["text"]}});
  EXPECT_EQ(a.body["position"], after.body);
}

TEST(WebApi, EngineSharesOutItsClock) {
  Api api;
  const auto start = std::chrono::steady_clock::now();
  const auto a = call(
      api, "/api/engine",
      {{"variant", "ultima"}, {"clock", {{"white_ms", 2000}, {"black_ms", 60000}, {"increment_ms", 0}}}});
  const auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_LT(ms, 1000);  // two seconds for the whole game: a small share of them for one move
  EXPECT_EQ(call(api, "/api/engine", {{"variant", "ultima"}, {"clock", {{"white_ms", 2000}}}}).body,
            (json{{"error", "'clock' needs white_ms and black_ms"}}));
  EXPECT_EQ(call(api, "/api/engine", {{"variant", "ultima"}, {"clock", 5}}).status, 400);
}

TEST(WebApi, AnalysisGivesSeveralLinesAndFindsTheMate) {
  Api api;
  const auto mate =
      call(api, "/api/analyse",
           {{"variant", "chess"}, {"fen", "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1"}, {"depth", 3}, {"multipv", 2}});
  ASSERT_EQ(mate.status, 200) << mate.body;
  ASSERT_EQ(mate.body["lines"].size(), 2u);
  EXPECT_EQ(mate.body["lines"][0]["multipv"], 1);
  EXPECT_EQ(mate.body["lines"][0]["mate"], 1);
  EXPECT_EQ(mate.body["lines"][0]["pv"], json::array({"b1b8"}));
  EXPECT_EQ(mate.body["lines"][1]["multipv"], 2);
  EXPECT_NE(mate.body["lines"][1]["pv"][0], "b1b8");
  const auto three = call(api, "/api/analyse", {{"variant", "ultima"}, {"depth", 2}, {"multipv", 3}});
  ASSERT_EQ(three.status, 200);
  ASSERT_EQ(three.body["lines"].size(), 3u);
  std::set<std::string> first_moves;
  for (const json& line : three.body["lines"]) first_moves.insert(line["pv"][0].get<std::string>());
  EXPECT_EQ(first_moves.size(), 3u);
  EXPECT_EQ(call(api, "/api/analyse", {{"variant", "chess"}, {"multipv", 11}}).status, 400);
}

TEST(WebApi, ReportsArriveWhileTheEngineThinksAndAGoneClientStopsIt) {
  Api api;
  std::vector<json> seen;
  const auto start = std::chrono::steady_clock::now();
  // A 20 s search whose listener goes away after the second report.
  const Reply r = api.handle("POST", "/api/analyse", R"({"variant":"hyper","movetime_ms":20000})",
                             [&](const json& report) {
                               seen.push_back(report);
                               return seen.size() < 2;
                             });
  const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_LT(seconds, 10.0);
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0]["depth"], 1);
  EXPECT_EQ(json::parse(r.body)["info"][0], seen[0]);
}

TEST(WebApi, VariantsListTablesAndSquareMaps) {
  Api api;
  const Reply r = api.handle("GET", "/api/variants", "");
  ASSERT_EQ(r.status, 200);
  const json variants = json::parse(r.body)["variants"];
  EXPECT_EQ(variants.size(), 30u);
  for (const json& v : variants) {
    if (v["name"] == "chameleon") {
      EXPECT_EQ(v["files"], 6);
      EXPECT_EQ(v["ranks"], 7);
      EXPECT_EQ(v["square_map"].size(), 42u);
    }
    if (v["name"] == "ultima") {
      EXPECT_EQ(v["square_map"], nullptr);
      EXPECT_EQ(v["pieces"][3],
                (json{{"letter", "N"}, {"name", "Long Leaper"}, {"royal", false}, {"pattern_only", false}}));
      EXPECT_EQ(v["summary"],
                "Ultima (Baroque chess): each piece captures its own way; the Immobilizer freezes");
    }
  }
}

TEST(WebApi, BadInputGetsOneErrorShape) {
  Api api;
  const auto check = [&](const std::string& method, const std::string& path, const std::string& body,
                         int status, const std::string& message) {
    const Reply r = api.handle(method, path, body);
    EXPECT_EQ(r.status, status) << path << " " << body;
    EXPECT_EQ(json::parse(r.body), (json{{"error", message}})) << path << " " << body;
  };
  check("POST", "/api/position", "{\"variant\": ", 400, "the request is not valid JSON");
  check("POST", "/api/position", "[1,2]", 400, "the request must be a JSON object");
  check("POST", "/api/position", "{}", 400, "'variant' (a variant name) is required");
  check("POST", "/api/position", R"({"variant":"ultimo"})", 400,
        "unknown variant 'ultimo' (GET /api/variants lists them)");
  check("POST", "/api/position", R"({"variant":"chess","moves":"e2e4"})", 400,
        "'moves' must be an array of move texts");
  check("POST", "/api/position", R"({"variant":"chess","moves":[7]})", 400,
        "'moves' must be an array of move texts");
  check("POST", "/api/play", R"({"variant":"chess"})", 400, "'move' (a move text) is required");
  check("POST", "/api/engine", R"({"variant":"chess","depth":0})", 400,
        "'depth' must be an integer from 1 to 30");
  check("POST", "/api/engine", R"({"variant":"chess","movetime_ms":"fast"})", 400,
        "'movetime_ms' must be an integer from 1 to 60000");
  check("GET", "/api/play", "", 405, "use POST for /api/play");
  check("POST", "/api/variants", "", 405, "use GET for /api/variants");
  check("POST", "/api/nothing", "{}", 404, "no such API: /api/nothing");
  check("POST", "/api/position", std::string(kMaxBodyBytes + 1, ' '), 413,
        "the request is larger than 64 KiB");
  // The messages from the rules' own parsers are passed on.
  for (const auto& [path, body] : std::vector<std::pair<std::string, std::string>>{
           {"/api/play", R"({"variant":"chess","move":"e2e5"})"},
           {"/api/play", R"({"variant":"chess","move":"zz"})"},
           {"/api/position", R"({"variant":"chess","moves":["e2e4","e2e4"]})"},
           {"/api/position", R"({"variant":"chess","fen":"8/8/8 w - - 0 1"})"},
           {"/api/position", R"({"variant":"chess","fen":"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"})"}}) {
    const Reply r = api.handle("POST", path, body);
    EXPECT_EQ(r.status, 400) << body;
    const json j = json::parse(r.body);
    ASSERT_TRUE(j.contains("error")) << r.body;
    EXPECT_FALSE(j["error"].get<std::string>().empty());
  }
  // A message quoting one byte of a two-byte character is still JSON (the fuzzer found it throwing).
  const Reply split = api.handle("POST", "/api/position",
                                 "{\"variant\":\"ultima\",\"fen\":\"k7/8/5p2/8/3p4/8/\xca\x85"
                                 "1/N3K3 w -J - 0 1\"}");
  EXPECT_EQ(split.status, 400);
  EXPECT_TRUE(json::parse(split.body)["error"].is_string()) << split.body;
  // A bad request leaves nothing behind: the next one is answered as usual.
  EXPECT_EQ(api.handle("POST", "/api/position", R"({"variant":"chess"})").status, 200);
}

}  // namespace
}  // namespace abbott::web
