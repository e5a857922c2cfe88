// Game end by rule, in the order a referee must check it: a decided game first (King captured,
// special loss), then no legal move, then the draw rules.
#include "movegen/game_end.h"

#include "movegen/movegen.h"

namespace abbott {

std::string GameEnd::result_text() const {
  switch (outcome) {
    case Outcome::WhiteWins:
      return "1-0";
    case Outcome::BlackWins:
      return "0-1";
    case Outcome::Draw:
      return "1/2-1/2";
    case Outcome::Ongoing:
      break;
  }
  return "*";
}

namespace {

Outcome win_for(Color c) {
  return c == Color::White ? Outcome::WhiteWins : Outcome::BlackWins;
}

std::string rule_end_reason(const Position& pos, const RuleEnd& end) {
  const Variant& v = pos.variant();
  const Color loser = ~end.winner;
  if (v.royal_required[idx(loser)] && pos.king(loser) == kNoSquare) return "King captured";
  for (const LossCondition& l : v.losses) {
    if (l.loser != loser) continue;
    if (l.kind == LossCondition::Kind::RoyalOnRank) {
      const Square k = pos.king(l.royal_color);
      if (k != kNoSquare && rank_of(k) == l.rank) return "King reached rank " + std::to_string(l.rank + 1);
      continue;
    }
    bool any = false;
    for (int t = 0; t < v.type_count(); ++t)
      if ((l.types & type_bit(static_cast<PieceType>(t))) && pos.count_of(loser, static_cast<PieceType>(t)))
        any = true;
    if (!any) {
      std::string names;
      for (char c : l.letters) {
        auto t = v.type_of_letter(c);
        if (!t) continue;
        if (!names.empty()) names += " or ";
        names += v.pieces[*t].name;
      }
      return "no " + names + " left";
    }
  }
  return "game decided by rule";
}

}  // namespace

GameEnd game_end(Position& pos) {
  const Variant& v = pos.variant();
  const RuleEnd rule = game_end_by_rule(pos);
  if (rule.over) return {win_for(rule.winner), rule_end_reason(pos, rule)};

  MoveList legal;
  generate_legal(pos, legal);
  const Color mover = pos.side_to_move();
  if (legal.empty()) {
    if (v.objective == Objective::Checkmate && in_check(pos, mover)) return {win_for(~mover), "checkmate"};
    switch (v.stalemate) {
      case NoMoveResult::Draw:
        return {Outcome::Draw, "stalemate"};
      case NoMoveResult::MoverWins:
        return {win_for(~mover), "stalemate"};
      case NoMoveResult::MoverLoses:
        return {win_for(~mover), "no legal move"};
    }
  }
  if (pos.repetitions() >= 2) return {Outcome::Draw, "threefold repetition"};
  if (pos.halfmove_clock() >= 100) return {Outcome::Draw, "100 plies without progress"};
  return {};
}

}  // namespace abbott
