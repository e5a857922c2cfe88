// Self-play games for training data; see datagen.h.
#include "tune/datagen.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "match/openings.h"
#include "movegen/game_end.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"
#include "search/search.h"
#include "tune/training_data.h"

namespace abbott::tune {

namespace {

// The position after a random balanced opening for game `index`, or an error.
std::string start_position(const DatagenSettings& s, int index, match::BalanceJudge& judge, Position& pos) {
  match::OpeningSource source;
  source.kind = match::OpeningSource::Kind::Random;
  source.plies = s.opening_plies;
  source.max_imbalance_cp = s.max_opening_imbalance;
  auto made =
      match::make_openings(source, *s.variant, 1, s.seed * 1000003 + static_cast<uint64_t>(index), &judge);
  if (auto* err = std::get_if<std::string>(&made)) return *err;
  (void)pos.set(*s.variant, "startpos");
  for (const std::string& text : std::get<std::vector<match::Opening>>(made).front().moves) {
    auto parsed = parse_move(pos, text);
    if (auto* e = std::get_if<Error>(&parsed)) return "opening move " + text + ": " + e->message;
    pos.make(std::get<Move>(parsed));
  }
  return {};
}

// One game: its kept positions, labelled with its result from White's side.
std::vector<TrainingPosition> play_one(const DatagenSettings& s, int index, Search& search,
                                       match::BalanceJudge& judge, std::string& error) {
  Position pos;
  if (error = start_position(s, index, judge, pos); !error.empty()) return {};
  search.new_game();
  SearchLimits limits;
  limits.depth = s.depth;
  limits.nodes = s.nodes;
  std::vector<TrainingPosition> kept;
  double result = 0.5;
  int lead_plies = 0, lead_sign = 0;
  for (int ply = 0;; ++ply) {
    const GameEnd end = game_end(pos);
    if (end.over()) {
      result = end.outcome == Outcome::WhiteWins ? 1.0 : end.outcome == Outcome::BlackWins ? 0.0 : 0.5;
      break;
    }
    if (ply >= s.max_plies) break;
    const SearchResult r = search.run(pos, limits);
    if (r.best.is_null()) break;
    const int white_score = pos.side_to_move() == Color::White ? r.score : -r.score;
    // Adjudication: both sides' searches see the same side far ahead.
    const int sign = white_score >= s.resign_score ? 1 : white_score <= -s.resign_score ? -1 : 0;
    lead_plies = sign != 0 && sign == lead_sign ? lead_plies + 1 : (sign != 0 ? 1 : 0);
    lead_sign = sign;
    if (lead_plies >= s.resign_plies) {
      result = sign > 0 ? 1.0 : 0.0;
      break;
    }
    // Quiet: what the evaluation alone should judge, without a capture or a check to resolve.
    if (ply >= s.skip_plies && !r.best.is_capture() && !is_mate_score(r.score) &&
        !in_check(pos, pos.side_to_move()))
      kept.push_back({s.variant->name, pos.fen(), 0.5, white_score});
    pos.make(r.best);
  }
  for (TrainingPosition& p : kept) p.result = result;
  return kept;
}

}  // namespace

std::string run_datagen(const DatagenSettings& s, std::ostream& out,
                        const std::function<void(const DatagenProgress&)>& progress) {
  const auto started = std::chrono::steady_clock::now();
  std::atomic<int> next{0};
  std::mutex m;  // guards out, progress, done and error
  DatagenProgress done;
  std::string error;
  const auto worker = [&] {
    Search search;
    search.set_threads(1);
    if (!search.set_hash_mb(static_cast<size_t>(s.hash_mb))) {
      std::lock_guard lock(m);
      error = "no memory for a hash table of " + std::to_string(s.hash_mb) + " MiB";
      next = s.games;
      return;
    }
    match::BalanceJudge judge(*s.variant);  // kept for the worker's games
    for (int index; (index = next++) < s.games;) {
      std::string game_error;
      const std::vector<TrainingPosition> kept = play_one(s, index, search, judge, game_error);
      std::lock_guard lock(m);
      if (!game_error.empty()) {
        error = game_error;
        next = s.games;  // stop the other workers after their game
        return;
      }
      for (const TrainingPosition& p : kept) out << format_training_line(p) << '\n';
      ++done.games_done;
      done.positions += kept.size();
      done.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      if (progress) progress(done);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < s.threads; ++t) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  out.flush();
  return error;
}

}  // namespace abbott::tune
