// The game loop of the match runner.
#include "match/game.h"

#include <spdlog/spdlog.h>

#include <cstdio>

#include "match/referee.h"
#include "match/score_adjudicator.h"
#include "movegen/notation.h"

namespace abbott::match {

namespace {

const char* colour_name(Color c) {
  return c == Color::White ? "White" : "Black";
}

Outcome loss_for(Color c) {
  return c == Color::White ? Outcome::BlackWins : Outcome::WhiteWins;
}

bool no_move_reason(const std::string& reason) {
  return reason == "checkmate" || reason == "stalemate" || reason == "no legal move";
}

std::string seconds_text(int64_t ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f s", static_cast<double>(ms) / 1000.0);
  return buf;
}

std::string thinking_comment(const Thinking& t, int64_t elapsed_ms) {
  char buf[64];
  std::string score;
  if (t.mate_moves) {
    score = (*t.mate_moves >= 0 ? "+M" : "-M") + std::to_string(std::abs(*t.mate_moves));
  } else if (t.score_cp) {
    std::snprintf(buf, sizeof buf, "%+.2f", *t.score_cp / 100.0);
    score = buf;
  }
  std::snprintf(buf, sizeof buf, "%.3fs", static_cast<double>(elapsed_ms) / 1000.0);
  if (score.empty()) return buf;
  return score + "/" + std::to_string(t.depth) + " " + buf;
}

// The moves so far in both wire forms, kept in step with the position.
struct GameMoves {
  Position pos;
  Referee referee;
  std::vector<std::string> uci;
  std::vector<std::string> cecp;

  void play(const Move& m, GameRecord& record, std::string comment) {
    record.plies.push_back({move_text(pos, m), std::move(comment)});
    uci.push_back(wire_text(pos, m, Wire::Uci));
    cecp.push_back(wire_text(pos, m, Wire::Cecp));
    pos.make(m);
    referee.record(pos);
  }
  const std::vector<std::string>& for_player(const EnginePlayer& p) const {
    return p.wire() == Wire::Uci ? uci : cecp;
  }
};

void lose(GameRecord& record, Color loser, std::string reason, Termination t, bool faulted) {
  record.end = {loss_for(loser), std::move(reason)};
  record.termination = t;
  if (faulted) record.faulted[idx(loser)] = true;
}

void fault_loss(GameRecord& record, Color c, const EngineFault& f) {
  const Termination t =
      f.kind == EngineFault::Kind::Protocol ? Termination::RulesInfraction : Termination::Abandoned;
  lose(record, c, std::string(colour_name(c)) + ": " + f.detail, t, true);
  record.stalled = f.kind == EngineFault::Kind::Hung;
}

// Tells the engines the result and, when the rules ended the game, asks for their verdicts.
void close_game(const std::array<EnginePlayer*, kColorCount>& players, GameMoves& game, GameRecord& record,
                bool by_rule) {
  const bool no_moves = no_move_reason(record.end.reason);
  for (Color c : {Color::White, Color::Black}) {
    if (record.faulted[idx(c)]) continue;
    EnginePlayer& p = *players[idx(c)];
    const FinalPosition final{&game.for_player(p),          by_rule,
                              game.pos.side_to_move() == c, no_moves,
                              record.end.result_text(),     record.end.reason};
    record.verdicts[idx(c)] = p.final_verdict(final);
    if (by_rule && !verdict_agrees(record.verdicts[idx(c)], record.end)) {
      ++record.disagreements;
      spdlog::warn("{} engine disagrees with the referee ({} {{{}}}): {}", colour_name(c),
                   record.end.result_text(), record.end.reason, record.verdicts[idx(c)]);
    }
  }
}

// Sets up the start position and plays the opening; false (with the record ended) when the
// opening does not fit the variant, which openings.cpp rules out beforehand.
bool play_opening(const GameSettings& s, GameMoves& game, GameRecord& record) {
  if (auto err = game.pos.set(*s.variant, s.opening.fen.empty() ? "startpos" : s.opening.fen)) {
    record.end = {Outcome::Draw, "bad opening FEN: " + err->message};
    record.termination = Termination::Abandoned;
    return false;
  }
  record.start_fen = game.pos.fen();
  game.referee.record(game.pos);
  for (const std::string& text : s.opening.moves) {
    auto parsed = parse_move(game.pos, text);
    if (const auto* err = std::get_if<Error>(&parsed)) {
      record.end = {Outcome::Draw, "bad opening: " + err->message};
      record.termination = Termination::Abandoned;
      return false;
    }
    game.play(std::get<Move>(parsed), record, "book");
  }
  return true;
}

}  // namespace

std::string termination_text(Termination t) {
  switch (t) {
    case Termination::Normal:
      return "normal";
    case Termination::TimeForfeit:
      return "time forfeit";
    case Termination::RulesInfraction:
      return "rules infraction";
    case Termination::Abandoned:
      return "abandoned";
    case Termination::Adjudication:
      return "adjudication";
  }
  return "unterminated";
}

bool verdict_agrees(const std::string& verdict, const GameEnd& end) {
  if (verdict.empty()) return true;
  if (verdict.rfind("bestmove", 0) == 0) return verdict == "bestmove (none)" || verdict == "bestmove 0000";
  for (const char* r : {"1-0", "0-1", "1/2-1/2"})
    if (verdict.rfind(r, 0) == 0) return end.result_text() == r;
  return false;
}

GameRecord forfeited_game(const GameSettings& settings, Color loser, const EngineFault& fault) {
  GameRecord record;
  GameMoves game;
  if (play_opening(settings, game, record)) fault_loss(record, loser, fault);
  record.end_fen = game.pos.fen();
  return record;
}

namespace {

// Asks the engines for moves until the game ends; true when it ended by the rules.
bool play_moves(const std::array<EnginePlayer*, kColorCount>& players, const GameSettings& s, GameMoves& game,
                GameRecord& record) {
  GameClock clock({s.control[0].tc, s.control[1].tc}, s.margin_ms);
  ScoreAdjudicator scores(s.adjudication);
  std::optional<GameEnd> by_scores;

  for (;;) {
    record.end = game.referee.adjudicate(game.pos);
    if (record.end.over()) return true;
    if (by_scores) {
      record.end = *by_scores;
      record.termination = Termination::Adjudication;
      return false;
    }
    if (s.max_plies && static_cast<int>(record.plies.size()) >= s.max_plies) {
      record.end = {Outcome::Draw, "move limit of " + std::to_string(s.max_plies) + " plies"};
      record.termination = Termination::Adjudication;
      return false;
    }
    const Color side = game.pos.side_to_move();
    EnginePlayer& player = *players[idx(side)];
    const auto& movetime = s.control[idx(side)].movetime_ms;
    const bool timed = clock.running(side) || movetime;
    const int64_t allowed = clock.running(side) ? clock.allowance_ms(side)
                            : movetime          ? *movetime + s.margin_ms
                                                : s.timeouts.move_ms;
    const MoveRequest request{&game.for_player(player), side, &clock, after_ms(allowed)};
    MoveReply reply = player.go(request);
    for (const std::string& claim : reply.claims) {
      // The referee found the game still on before this move.
      spdlog::warn("{} engine claims '{}' but the game goes on", colour_name(side), claim);
      record.false_claims[idx(side)] += (record.false_claims[idx(side)].empty() ? "" : "; ") + claim;
      ++record.disagreements;
    }
    const std::string who = colour_name(side);
    switch (reply.kind) {
      case MoveReply::Kind::Timeout:
        if (timed) {
          lose(record, side, who + " loses on time", Termination::TimeForfeit, true);
        } else {
          lose(record, side, who + ": engine hung: no move in " + seconds_text(allowed),
               Termination::Abandoned, true);
          record.stalled = true;
        }
        return false;
      case MoveReply::Kind::Fault:
        fault_loss(record, side, *reply.fault);
        return false;
      case MoveReply::Kind::Resign:
        lose(record, side, who + " resigns", Termination::Normal, false);
        return false;
      case MoveReply::Kind::NoMove:
        lose(record, side, who + " returned no move ('" + reply.text + "') in a position with legal moves",
             Termination::RulesInfraction, true);
        return false;
      case MoveReply::Kind::Move:
        break;
    }
    if (!clock.charge(side, reply.elapsed_ms)) {
      lose(record, side, who + " loses on time", Termination::TimeForfeit, false);
      return false;
    }
    auto parsed = parse_wire_move(game.pos, reply.text, player.wire());
    if (const auto* err = std::get_if<Error>(&parsed)) {
      lose(record, side, who + " makes an illegal move: " + err->message, Termination::RulesInfraction, true);
      return false;
    }
    spdlog::debug("ply {}: {} plays {} ({})", record.plies.size() + 1, who, reply.text,
                  thinking_comment(reply.thinking, reply.elapsed_ms));
    game.play(std::get<Move>(parsed), record, thinking_comment(reply.thinking, reply.elapsed_ms));
    by_scores = scores.after_move(side, adjudication_score(reply.thinking), game.pos.halfmove_clock() == 0,
                                  static_cast<int>(record.plies.size()));
  }
}

}  // namespace

GameRecord play_game(const std::array<EnginePlayer*, kColorCount>& players, const GameSettings& s) {
  GameRecord record;
  GameMoves game;
  if (!play_opening(s, game, record)) return record;
  const bool by_rule = play_moves(players, s, game, record);
  record.end_fen = game.pos.fen();
  close_game(players, game, record, by_rule);
  return record;
}

}  // namespace abbott::match
