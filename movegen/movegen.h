// The move generator's public face: pseudo-legal and legal moves, check, game end by rule.
#pragma once

#include <algorithm>
#include <array>
#include <optional>

#include "engine/error.h"
#include "engine/move.h"
#include "engine/position.h"

namespace abbott {

enum class MoveKinds : uint8_t {
  All,       // every move
  Captures,  // moves that remove an enemy piece or promote (for quiescence search)
};

// Moves of the side to move that obey movement and freezing, before the King-safety test.
void generate_pseudo_legal(const Position& pos, MoveList& list, MoveKinds kinds = MoveKinds::All);

// The side to move's pieces in the order generation visits them, kept: making and unmaking a
// capture may leave the same pieces listed in another order (a victim goes back at the end).
struct PieceOrder {
  explicit PieceOrder(const Position& pos) : count(pos.piece_count(pos.side_to_move())) {
    std::copy(pos.piece_list(pos.side_to_move()), pos.piece_list(pos.side_to_move()) + count,
              squares.begin());
  }
  int count;
  std::array<Square, kMaxPiecesPerSide> squares;
};
// generate_pseudo_legal with the pieces visited in `order`, which must hold the side to move's
// pieces: the moves in the order generate_pseudo_legal gave them when the order was kept.
void generate_pseudo_legal(const Position& pos, const PieceOrder& order, MoveList& list, MoveKinds kinds);

// Appends the pseudo-legal moves of `us`'s piece on `from` to `list`, in the order
// generate_pseudo_legal gives them (with `include_threat_only`, also those of the rules that only
// give check).
void generate_for_piece(const Position& pos, Color us, Square from, MoveList& list, MoveKinds kinds,
                        bool include_threat_only);
// The side to move's moves from `from` that may land on `to`: its piece's slides walked only
// along the line toward `to` and its jumps only to `to` (its other rules whole), in the order
// generate_for_piece gives them. Every move from `from` to `to` is among them: the search asks
// whether a remembered move is still there without generating the piece's other moves.
void generate_for_piece_toward(const Position& pos, Square from, Square to, MoveList& list);

// Legal moves: pseudo-legal moves that do not leave the own King capturable (check variants),
// obey the keep-away rules, and none at all when the game has ended by rule.
void generate_legal(Position& pos, MoveList& list, MoveKinds kinds = MoveKinds::All);
[[nodiscard]] int count_legal(Position& pos);
[[nodiscard]] bool is_legal(Position& pos, const Move& m);

// True when the side's King could be removed by an opponent move (docs/rules.md, "Check").
[[nodiscard]] bool in_check(const Position& pos, Color side);

// The tests of legality other than check, asked of the position after `m`, made by `mover`: the
// own King not lost, the keep-away rules.
[[nodiscard]] bool legal_apart_from_check(const Position& pos, const Move& m, Color mover);

// Makes `m` if it is legal; false leaves `pos` as it was. One check test a move, with no
// preparation: cheaper than LegalityFilter where a node tries only a move or two (quiescence).
// `mover_in_check()` answers that test, in_check(pos, ~pos.side_to_move()) of the position after
// the move, from what the caller knows (quiescence's cache of it: its positions recur from one
// iteration to the next).
template <class MoverInCheck>
[[nodiscard]] bool make_if_legal(Position& pos, const Move& m, MoverInCheck&& mover_in_check) {
  const Color us = pos.side_to_move();
  pos.make(m);
  if (pos.variant().objective == Objective::CaptureKing ||
      (!mover_in_check() && legal_apart_from_check(pos, m, us)))
    return true;
  pos.unmake();
  return false;
}
[[nodiscard]] inline bool make_if_legal(Position& pos, const Move& m) {
  return make_if_legal(pos, m, [&pos] { return in_check(pos, ~pos.side_to_move()); });
}

// The same question answered by generating the opponent's moves: slow, the test oracle.
[[nodiscard]] bool in_check_by_generation(const Position& pos, Color side);
// The opponent's first generated move that removes the side's King (its attacker and how it
// attacks), none when in_check_by_generation is false.
[[nodiscard]] std::optional<Move> king_capture(const Position& pos, Color side);

// Game over by the variant's rules before any move is tried: a King captured, or a loss
// condition (docs/rules.md, "Foolish King Chess"). Returns the winner, if any, and the loss
// condition that decided it (null when a King was captured). The one place these rules are
// evaluated: game_end (game_end.h) words the result from it.
struct RuleEnd {
  bool over = false;
  Color winner = Color::White;
  const LossCondition* loss = nullptr;
};
[[nodiscard]] RuleEnd game_end_by_rule(const Position& pos);

// Why a position read from a FEN cannot be played (e.g. the side not to move is in check), if it
// cannot.
[[nodiscard]] std::optional<Error> position_problem(const Position& pos);

}  // namespace abbott
