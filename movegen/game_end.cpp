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

std::string rule_end_reason(const Variant& v, const RuleEnd& end) {
  if (!end.loss) return "King captured";
  const LossCondition& l = *end.loss;
  if (l.kind == LossCondition::Kind::RoyalOnRank) return "King reached rank " + std::to_string(l.rank + 1);
  std::string names;
  for (char c : l.letters) {
    auto t = v.type_of_letter(c);
    if (!t) continue;
    if (!names.empty()) names += " or ";
    names += v.pieces[*t].name;
  }
  return "no " + names + " left";
}

}  // namespace

GameEnd game_end(Position& pos) {
  const Variant& v = pos.variant();
  const RuleEnd rule = game_end_by_rule(pos);
  if (rule.over) return {win_for(rule.winner), rule_end_reason(v, rule)};

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
  if (pos.repetitions() >= 2)
    return {v.repetition_loses ? win_for(mover) : Outcome::Draw, "threefold repetition"};
  if (pos.halfmove_clock() >= 100) return {Outcome::Draw, "100 plies without progress"};
  return {};
}

}  // namespace abbott
