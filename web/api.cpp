// The JSON API's requests: read and check the input, replay the game, answer with the position.
#include "web/api.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <optional>
#include <variant>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/game_end.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"
#include "web/game_state.h"
#include "web/pgn.h"

namespace abbott::web {

namespace {

using nlohmann::json;

Reply error(int status, std::string_view message) {
  return {status, error_body(message)};
}

Reply ok(const json& j) {
  return {200, json_text(j)};
}

// The game a request names: its variant, start FEN and moves, replayed into `pos`. Returns the
// error message, or nothing when `pos` holds the position.
std::optional<std::string> load_game(const json& request, Position& pos) {
  if (!request.is_object()) return "the request must be a JSON object";
  const auto variant = request.find("variant");
  if (variant == request.end() || !variant->is_string()) return "'variant' (a variant name) is required";
  const Variant* v = find_variant(variant->get<std::string>());
  if (!v) return "unknown variant '" + variant->get<std::string>() + "' (GET /api/variants lists them)";
  std::string fen = "startpos";
  if (const auto f = request.find("fen"); f != request.end() && !f->is_null()) {
    if (!f->is_string()) return "'fen' must be a string";
    fen = f->get<std::string>();
    if (fen.empty()) fen = "startpos";
  }
  if (auto err = pos.set(*v, fen)) return "bad FEN: " + err->message;
  if (auto problem = position_problem(pos)) return "illegal position: " + problem->message;
  const auto moves = request.find("moves");
  if (moves == request.end() || moves->is_null()) return std::nullopt;
  if (!moves->is_array()) return "'moves' must be an array of move texts";
  if (moves->size() > kMaxMoves) return "too many moves (at most " + std::to_string(kMaxMoves) + ")";
  for (const json& m : *moves) {
    if (!m.is_string()) return "'moves' must be an array of move texts";
    auto parsed = parse_move(pos, m.get<std::string>());
    if (auto* err = std::get_if<Error>(&parsed)) return err->message + " in " + pos.fen();
    pos.make(std::get<Move>(parsed));
  }
  return std::nullopt;
}

// An optional integer field within [low, high]; `value` is left alone when the field is absent.
std::optional<std::string> read_int(const json& request, const char* name, int64_t low, int64_t high,
                                    int64_t& value) {
  const auto f = request.find(name);
  if (f == request.end() || f->is_null()) return std::nullopt;
  if (!f->is_number_integer() || f->get<int64_t>() < low || f->get<int64_t>() > high)
    return std::string("'") + name + "' must be an integer from " + std::to_string(low) + " to " +
           std::to_string(high);
  value = f->get<int64_t>();
  return std::nullopt;
}

// Today's date as PGN writes it, YYYY.MM.DD.
std::string today() {
  const std::chrono::year_month_day d{
      std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
  char text[16];
  std::snprintf(text, sizeof text, "%04d.%02u.%02u", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
  return text;
}

// An optional short string field (a player's name).
std::optional<std::string> read_name(const json& request, const char* name, std::string& value) {
  const auto f = request.find(name);
  if (f == request.end() || f->is_null()) return std::nullopt;
  if (!f->is_string() || f->get<std::string>().size() > 100)
    return std::string("'") + name + "' must be a string of at most 100 characters";
  value = f->get<std::string>();
  return std::nullopt;
}

// The game a request names, as PGN: moves as given (load_game has checked them), players' names
// from the request, today's date.
std::variant<std::string, PgnError> request_pgn(const json& request, const Position& pos) {
  PgnGame game;
  game.variant = pos.variant().name;
  if (const auto f = request.find("fen"); f != request.end() && f->is_string())
    game.fen = f->get<std::string>();
  if (const auto m = request.find("moves"); m != request.end() && m->is_array())
    for (const json& text : *m) game.moves.push_back(text.get<std::string>());
  if (auto err = read_name(request, "white", game.white)) return PgnError{*err};
  if (auto err = read_name(request, "black", game.black)) return PgnError{*err};
  game.date = today();
  return write_pgn(game);
}

Reply export_pgn(const json& request, const Position& pos) {
  auto pgn = request_pgn(request, pos);
  if (auto* err = std::get_if<PgnError>(&pgn)) return error(400, err->message);
  return ok({{"pgn", std::get<std::string>(pgn)}});
}

Reply import_pgn(const json& request) {
  if (!request.is_object()) return error(400, "the request must be a JSON object");
  const auto text = request.find("pgn");
  if (text == request.end() || !text->is_string()) return error(400, "'pgn' (the PGN text) is required");
  auto read = read_pgn(text->get<std::string>());
  if (auto* err = std::get_if<PgnError>(&read)) return error(400, err->message);
  const PgnGame& game = std::get<PgnGame>(read);
  Position pos;
  (void)pos.set(*find_variant(game.variant), game.fen);
  const std::string start_fen = pos.fen();
  for (const std::string& m : game.moves) pos.make(std::get<Move>(parse_move(pos, m)));
  return ok({{"variant", game.variant},
             {"fen", start_fen},
             {"moves", game.moves},
             {"white", game.white},
             {"black", game.black},
             {"position", position_json(pos)}});
}

json variants_json() {
  json list = json::array();
  for (const Variant* v : all_variants()) list.push_back(variant_json(*v));
  return {{"variants", list}};
}

}  // namespace

std::string error_body(std::string_view message) {
  return json_text(json{{"error", message}});
}

std::string json_text(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

Reply Api::handle(std::string_view method, std::string_view path, std::string_view body,
                  const ReportSink& on_report) {
  if (path == "/api/variants") {
    if (method != "GET") return error(405, "use GET for /api/variants");
    return ok(variants_json());
  }
  if (path == "/api/settings") {
    if (method != "GET") return error(405, "use GET for /api/settings");
    return ok({{"save_games", !games_dir_.empty()}});
  }
  if (path != "/api/position" && path != "/api/play" && path != "/api/engine" && path != "/api/analyse" &&
      path != "/api/pgn/export" && path != "/api/pgn/import" && path != "/api/pgn/save")
    return error(404, "no such API: " + std::string(path));
  if (method != "POST") return error(405, "use POST for " + std::string(path));
  if (body.size() > kMaxBodyBytes) return error(413, "the request is larger than 64 KiB");
  const json request = json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (request.is_discarded()) return error(400, "the request is not valid JSON");
  if (path == "/api/pgn/import") return import_pgn(request);
  Position pos;
  if (auto err = load_game(request, pos)) return error(400, *err);

  if (path == "/api/position") return ok(position_json(pos));
  if (path == "/api/pgn/export") return export_pgn(request, pos);
  if (path == "/api/pgn/save") return save_game(request, pos);
  if (path == "/api/play") {
    const auto move = request.find("move");
    if (move == request.end() || !move->is_string()) return error(400, "'move' (a move text) is required");
    if (const GameEnd end = game_end(pos); end.over()) return error(400, "the game is over: " + end.reason);
    auto parsed = parse_move(pos, move->get<std::string>());
    if (auto* err = std::get_if<Error>(&parsed)) return error(400, err->message);
    pos.make(std::get<Move>(parsed));
    return ok(position_json(pos));
  }
  // /api/engine and /api/analyse: a search with the request's limits.
  int64_t depth = 0;
  int64_t movetime_ms = 0;
  int64_t multipv = 1;
  if (auto err = read_int(request, "depth", 1, kMaxDepth, depth)) return error(400, *err);
  if (auto err = read_int(request, "movetime_ms", 1, kMaxMovetimeMs, movetime_ms)) return error(400, *err);
  if (auto err = read_int(request, "multipv", 1, kMaxMultiPv, multipv)) return error(400, *err);
  SearchLimits limits;
  // A game clock: the time each side has left and the increment; abbott's time manager shares it out.
  if (const auto clock = request.find("clock"); clock != request.end() && !clock->is_null()) {
    if (!clock->is_object()) return error(400, "'clock' must be {white_ms, black_ms, increment_ms?}");
    int64_t white = -1, black = -1, increment = 0;
    if (auto err = read_int(*clock, "white_ms", 0, kMaxClockMs, white)) return error(400, *err);
    if (auto err = read_int(*clock, "black_ms", 0, kMaxClockMs, black)) return error(400, *err);
    if (auto err = read_int(*clock, "increment_ms", 0, kMaxMovetimeMs, increment)) return error(400, *err);
    if (white < 0 || black < 0) return error(400, "'clock' needs white_ms and black_ms");
    limits.time_left_ms = {white, black};
    limits.increment_ms = {increment, increment};
  } else if (depth == 0 && movetime_ms == 0) {
    movetime_ms = kDefaultMovetimeMs;
  }
  if (const GameEnd end = game_end(pos); end.over()) return error(400, "the game is over: " + end.reason);
  limits.depth = static_cast<int>(depth);
  limits.movetime_ms = movetime_ms;
  limits.multipv = static_cast<int>(multipv);
  SearchResult result;
  const json info = search(pos, limits, on_report, result);
  if (result.best.is_null()) return error(400, "no legal move");
  if (path == "/api/analyse") {
    // The latest report of each line, best first.
    std::vector<json> lines(static_cast<size_t>(multipv));
    for (const json& report : info) lines[report["multipv"].get<size_t>() - 1] = report;
    json answer = json::array();
    for (const json& line : lines)
      if (!line.is_null()) answer.push_back(line);
    return ok({{"lines", answer}, {"info", info}});
  }
  Position after = pos;
  MoveList legal;
  generate_legal(after, legal);
  json move = move_json(after, result.best, legal);
  after.make(result.best);
  return ok({{"move", move}, {"info", info}, {"position", position_json(after)}});
}

Reply Api::save_game(const json& request, Position& pos) {
  if (games_dir_.empty()) return error(400, "saving games is off (abbott serve --games DIR turns it on)");
  if (const GameEnd end = game_end(pos); !end.over()) return error(400, "only a finished game is saved");
  auto pgn = request_pgn(request, pos);
  if (auto* err = std::get_if<PgnError>(&pgn)) return error(400, err->message);
  // abbott-VARIANT-YYYYMMDD-HHMMSS[-N].pgn, never overwriting a file.
  const auto now = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
  const std::chrono::year_month_day d{std::chrono::floor<std::chrono::days>(now)};
  const std::chrono::hh_mm_ss t{now - std::chrono::floor<std::chrono::days>(now)};
  char stamp[32];
  std::snprintf(stamp, sizeof stamp, "%04d%02u%02u-%02d%02d%02d", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()),
                static_cast<int>(t.hours().count()), static_cast<int>(t.minutes().count()),
                static_cast<int>(t.seconds().count()));
  const std::string stem = "abbott-" + pos.variant().name + "-" + stamp;
  std::lock_guard lock(save_mutex_);
  std::filesystem::path file = std::filesystem::path(games_dir_) / (stem + ".pgn");
  for (int n = 2; std::filesystem::exists(file); ++n)
    file = std::filesystem::path(games_dir_) / (stem + "-" + std::to_string(n) + ".pgn");
  std::ofstream out(file);
  out << std::get<std::string>(pgn);
  out.close();
  if (!out) return error(500, "cannot write " + file.string());
  return ok({{"file", file.string()}});
}

nlohmann::json Api::search(const Position& pos, const SearchLimits& limits, const ReportSink& on_report,
                           SearchResult& result) {
  json info = json::array();
  std::lock_guard lock(engine_mutex_);
  result = search_.run(pos, limits, [&](const SearchReport& r) {
    // The principal variation in abbott's notation, each move read in the position it is played from.
    Position line = pos;
    json pv = json::array();
    for (const Move& m : r.pv) {
      pv.push_back(move_text(line, m));
      line.make(m);
    }
    json report = {{"depth", r.depth}, {"multipv", r.multipv}, {"score", r.score},
                   {"nodes", r.nodes}, {"time_ms", r.time_ms}, {"pv", pv}};
    if (is_mate_score(r.score)) report["mate"] = mate_in_moves(r.score);
    if (on_report && !on_report(report)) search_.stop();
    info.push_back(report);
  });
  return info;
}

}  // namespace abbott::web
