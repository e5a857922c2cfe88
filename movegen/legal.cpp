// Legality (docs/rules.md, "Legal moves"): King safety in check variants, keep-away squares, and the end
// of the game by rule (King captured, loss conditions), after which there are no moves.
#include "movegen/keep_away.h"
#include "movegen/legality_filter.h"
#include "movegen/mechanics.h"
#include "movegen/movegen.h"

namespace abbott {

namespace {

bool loss_condition_holds(const Position& pos, const LossCondition& l) {
  if (l.kind == LossCondition::Kind::RoyalOnRank) {
    const Square k = pos.king(l.royal_color);
    return k != kNoSquare && rank_of(k) == l.rank;
  }
  const Variant& v = pos.variant();
  for (int t = 0; t < v.type_count(); ++t)
    if ((l.types & type_bit(static_cast<PieceType>(t))) && pos.count_of(l.loser, static_cast<PieceType>(t)))
      return false;
  return true;
}

}  // namespace

bool legal_apart_from_check(const Position& pos, const Move& m, Color mover) {
  const Variant& v = pos.variant();
  // A move may not lose the own King (a King stepping onto a death corner).
  if (pos.king(mover) == kNoSquare && v.royal_required[idx(mover)]) return false;
  if (v.keep_away_types && m.kind != MoveKind::Suicide && m.kind != MoveKind::MutualDestruction) {
    const Piece p = pos.at(m.to);
    if (is_piece(p)) {
      const PieceType t = type_of(p);
      if (t == v.royal_type && gen::in_keep_away_reach(pos, m.to, ~mover)) return false;
      if ((v.keep_away_types & type_bit(t)) && gen::reaches_enemy_king(pos, m.to)) return false;
    }
  }
  return true;
}

RuleEnd game_end_by_rule(const Position& pos) {
  const Variant& v = pos.variant();
  for (Color c : {Color::White, Color::Black})
    if (v.royal_required[idx(c)] && pos.king(c) == kNoSquare) return {true, ~c, nullptr};
  for (const LossCondition& l : v.losses)
    if (loss_condition_holds(pos, l)) return {true, ~l.loser, &l};
  return {};
}

bool is_legal(Position& pos, const Move& m) {
  if (pos.variant().objective == Objective::CaptureKing) return true;
  if (!make_if_legal(pos, m)) return false;
  pos.unmake();
  return true;
}

void generate_legal(Position& pos, MoveList& list, MoveKinds kinds) {
  list.clear();
  if (game_end_by_rule(pos).over) return;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo, kinds);
  LegalityFilter filter(pos);
  for (const Move& m : pseudo)
    if (filter.legal(pos, m)) list.push(m);
}

int count_legal(Position& pos) {
  if (game_end_by_rule(pos).over) return 0;
  MoveList pseudo;
  generate_pseudo_legal(pos, pseudo, MoveKinds::All);
  if (pos.variant().objective == Objective::CaptureKing) return pseudo.size();
  LegalityFilter filter(pos);
  int n = 0;
  for (const Move& m : pseudo) n += filter.legal(pos, m);
  return n;
}

std::optional<Error> position_problem(const Position& pos) {
  const Variant& v = pos.variant();
  if (v.objective != Objective::Checkmate) return std::nullopt;
  for (Color c : {Color::White, Color::Black})
    if (v.royal_required[idx(c)] && pos.king(c) == kNoSquare)
      return Error{std::string(c == Color::White ? "White" : "Black") + " has no King"};
  if (in_check(pos, ~pos.side_to_move())) return Error{"the side not to move is in check"};
  return std::nullopt;
}

}  // namespace abbott
