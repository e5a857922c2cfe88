// The browser board's JSON API, independent of the HTTP library so that tests call it directly.
// The API keeps no games: every request names the variant, the start FEN and the moves played,
// and the answer is the position they lead to. Taking a move back is asking again with one move
// fewer; no request can corrupt another's game.
//
//   GET  /api/variants   every variant (web/game_state.h, variant_json)
//   POST /api/position   {variant, fen?, moves?}          -> the position (position_json)
//   POST /api/play       {variant, fen?, moves?, move}    -> the position after `move`
//   POST /api/engine     {variant, fen?, moves?, depth? | movetime_ms? | clock: {white_ms, black_ms,
//                        increment_ms?}}
//                        -> {move, info: [{depth, multipv, score, mate?, nodes, time_ms, pv}], position}
//   POST /api/analyse    {variant, fen?, moves?, depth? | movetime_ms?, multipv?}
//                        -> {lines: the latest report of each line, best first, info}
//   POST /api/pgn/export {variant, fen?, moves?, white?, black?} -> {pgn}
//   POST /api/pgn/import {pgn}  -> {variant, fen, moves, white, black, position}
//   POST /api/pgn/save   {variant, fen?, moves?, white?, black?} -> {file}: a finished game saved
//                        in the folder given to `abbott serve --games DIR`
//   GET  /api/settings   -> {save_games}: whether finished games are saved
//
// Every error is {"error": "..."} with an HTTP status: 400 for bad input (malformed JSON, unknown
// variant, bad FEN, illegal move, a game that is over), 404 for an unknown path, 405 for a
// wrong method, 413 for a body over kMaxBodyBytes.
#pragma once

#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>

#include "search/search.h"

namespace abbott::web {

constexpr size_t kMaxBodyBytes = 64 * 1024;
constexpr size_t kMaxMoves = 2000;  // moves one request may replay
constexpr int kMaxDepth = 30;       // the engine's depth limit per request
constexpr int64_t kMaxMovetimeMs = 60000;
constexpr int64_t kDefaultMovetimeMs = 1000;
constexpr int kMaxMultiPv = 10;
constexpr int64_t kMaxClockMs = 24LL * 3600 * 1000;

struct Reply {
  int status = 200;
  std::string body;  // JSON
};

// The body of an error reply.
std::string error_body(std::string_view message);

// JSON as text. Bytes that are not UTF-8 become U+FFFD: a message may quote one byte of a
// multi-byte character from the input.
std::string json_text(const nlohmann::json& j);

// Receives each search report of /api/engine and /api/analyse as it is made (from the search's
// thread); returning false stops the search, e.g. when the client has gone.
using ReportSink = std::function<bool(const nlohmann::json& report)>;

class Api {
 public:
  // `games_dir`: the folder finished games are saved in (POST /api/pgn/save); "" saves none.
  explicit Api(std::string games_dir = "") : games_dir_(std::move(games_dir)) {}

  Reply handle(std::string_view method, std::string_view path, std::string_view body,
               const ReportSink& on_report = nullptr);

 private:
  Reply save_game(const nlohmann::json& request, Position& pos);

  // Runs one search (one at a time) and returns its reports, each with its line in abbott's notation.
  nlohmann::json search(const Position& pos, const SearchLimits& limits, const ReportSink& on_report,
                        SearchResult& result);

  std::mutex engine_mutex_;  // one search at a time: it owns the hash table
  Search search_;
  std::string games_dir_;
  std::mutex save_mutex_;  // file names are chosen one at a time
};

}  // namespace abbott::web
