// Positions, moves and variants as JSON for the browser board.
#include "web/game_state.h"

#include <algorithm>
#include <string>

#include "engine/square_text.h"
#include "engine/variant_summary.h"
#include "movegen/game_end.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::web {

namespace {

using nlohmann::json;

std::string kind_name(MoveKind k) {
  switch (k) {
    case MoveKind::Normal:
      return "normal";
    case MoveKind::Castle:
      return "castle";
    case MoveKind::Swap:
      return "swap";
    case MoveKind::MutualDestruction:
      return "mutual-destruction";
    case MoveKind::Suicide:
      return "suicide";
  }
  return "normal";
}

// The FEN letter of a piece: upper case for White, lower case for Black.
std::string piece_letter(const Variant& v, Piece p) {
  const char upper = v.spec(type_of(p)).letter;
  return std::string(1, color_of(p) == Color::White ? upper : static_cast<char>(upper - 'A' + 'a'));
}

json square_or_null(Square s) {
  return s == kNoSquare ? json(nullptr) : json(square_text(s));
}

}  // namespace

json variant_json(const Variant& v) {
  json pieces = json::array();
  for (const PieceSpec& spec : v.pieces)
    pieces.push_back({{"letter", std::string(1, spec.letter)},
                      {"name", spec.name},
                      {"royal", spec.royal},
                      {"pattern_only", spec.pattern_only}});
  json square_map = nullptr;
  const bool has_square_map = std::any_of(v.pieces.begin(), v.pieces.end(),
                                          [](const PieceSpec& spec) { return spec.moves_by_square_map; });
  if (has_square_map) {
    square_map = json::object();
    for (int rank = 0; rank < v.ranks; ++rank)
      for (int file = 0; file < v.files; ++file) {
        const Square s = make_square(file, rank);
        const PieceType t = v.square_pattern[s];
        if (t != kNoPieceType) square_map[square_text(s)] = std::string(1, v.spec(t).letter);
      }
  }
  return {{"name", v.name},           {"files", v.files},
          {"ranks", v.ranks},         {"summary", std::string(variant_summary(v))},
          {"start_fen", v.start_fen}, {"pieces", pieces},
          {"square_map", square_map}};
}

json move_json(const Position& pos, const Move& m, const MoveList& legal) {
  json victims = json::array();
  Move sorted = m;
  sorted.sort_victims();
  for (int i = 0; i < sorted.victim_count; ++i) victims.push_back(square_text(sorted.victims[i]));
  return {{"text", move_text(pos, m, legal)},
          {"from", square_text(m.from)},
          {"to", square_text(m.to)},
          {"kind", kind_name(m.kind)},
          {"promotion", m.promotion == kNoPieceType
                            ? json(nullptr)
                            : json(std::string(1, pos.variant().spec(m.promotion).letter))},
          {"rook_from", square_or_null(m.rook_from)},
          {"rook_to", square_or_null(m.rook_to)},
          {"mover_dies", (m.flags & kFlagMoverDies) != 0},
          {"victims", victims},
          {"effect", effect_text(pos, m)}};
}

json position_json(Position& pos) {
  const Variant& v = pos.variant();
  json board = json::object();
  for (int rank = 0; rank < v.ranks; ++rank)
    for (int file = 0; file < v.files; ++file) {
      const Square s = make_square(file, rank);
      if (is_piece(pos.at(s))) board[square_text(s)] = piece_letter(v, pos.at(s));
    }
  const Color us = pos.side_to_move();
  const GameEnd end = game_end(pos);
  // A game over by repetition or the move counter still has moves the generator would make.
  MoveList legal;
  if (!end.over()) generate_legal(pos, legal);
  json moves = json::array();
  for (const Move& m : legal) moves.push_back(move_json(pos, m, legal));
  return {{"variant", v.name},
          {"fen", pos.fen()},
          {"side", us == Color::White ? "white" : "black"},
          {"board", board},
          {"check", pos.king(us) == kNoSquare ? json(nullptr) : json(in_check(pos, us))},
          {"end", {{"over", end.over()}, {"result", end.result_text()}, {"reason", end.reason}}},
          {"moves", moves}};
}

}  // namespace abbott::web
