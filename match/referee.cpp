// Adjudication for the match runner.
#include "match/referee.h"

#include <string_view>

namespace abbott::match {

namespace {

bool is_orthodox_name(std::string_view name) {
  for (std::string_view n : {"King", "Queen", "Rook", "Bishop", "Knight", "Pawn", "Archbishop", "Chancellor"})
    if (name == n) return true;
  return false;
}

// Mating material is measured only where every piece moves and captures as its orthodox
// namesake and the only goal is mate.
bool orthodox_rules(const Variant& v) {
  if (v.objective != Objective::Checkmate || v.freezer_types || v.keep_away_types || v.suicide ||
      !v.losses.empty() || !v.death_corners.empty())
    return false;
  for (const PieceSpec& p : v.pieces)
    if (!is_orthodox_name(p.name) || p.pattern_only || p.moves_by_square_map) return false;
  return true;
}

}  // namespace

bool insufficient_material(const Position& pos) {
  const Variant& v = pos.variant();
  if (!orthodox_rules(v)) return false;
  int knights = 0;
  int bishops = 0;
  bool bishop_colours[2] = {false, false};
  for (Color c : {Color::White, Color::Black}) {
    for (int i = 0; i < pos.piece_count(c); ++i) {
      const Square s = pos.piece_square(c, i);
      const PieceSpec& p = pos.spec_at(s);
      if (p.royal) continue;
      if (p.name == "Knight") {
        ++knights;
      } else if (p.name == "Bishop") {
        ++bishops;
        bishop_colours[(file_of(s) + rank_of(s)) % 2] = true;
      } else {
        return false;
      }
    }
  }
  if (knights + bishops <= 1) return true;
  return knights == 0 && !(bishop_colours[0] && bishop_colours[1]);
}

std::string repetition_key(const Position& pos) {
  std::string fen = pos.fen();
  for (int field = 0; field < 2; ++field) {
    const size_t blank = fen.find_last_of(' ');
    if (blank == std::string::npos) break;
    fen.resize(blank);
  }
  return fen;
}

void Referee::record(const Position& pos) {
  last_count_ = ++seen_[repetition_key(pos)];
}

GameEnd Referee::adjudicate(Position& pos) const {
  GameEnd end = adjudicate_position(pos);
  if (!end.over() && last_count_ >= 3) end = {Outcome::Draw, "threefold repetition"};
  return end;
}

GameEnd adjudicate_position(Position& pos) {
  GameEnd end = game_end(pos);
  if (!end.over() && insufficient_material(pos)) end = {Outcome::Draw, "insufficient material"};
  return end;
}

}  // namespace abbott::match
