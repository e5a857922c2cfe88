// Adjudication for the match runner.
#include "match/referee.h"

#include <algorithm>

namespace abbott::match {

namespace {

// A rule that moves and captures as the orthodox pieces do: a slide, a jump or a pawn's step that
// removes at most the piece on its destination, whatever its type (`all`: every type's bit).
bool replaces_only(const MoveRule& r, TypeMask all) {
  const bool orthodox_motion = r.motion == Motion::Slide || r.motion == Motion::Jump ||
                               r.motion == Motion::PawnPush || r.motion == Motion::PawnCapture;
  return orthodox_motion && (r.motion == Motion::PawnPush || r.replace == all) && !r.has_landing_effects &&
         r.leap_victims == 0 && !r.threat_only && !r.even_stops_only;
}

// Mating material is measured only where every piece moves and captures as the orthodox pieces
// do and the only goal is mate.
bool orthodox_rules(const Variant& v) {
  if (v.objective != Objective::Checkmate || v.freezer_types || v.keep_away_types || v.suicide ||
      !v.losses.empty() || !v.death_corners.empty())
    return false;
  const auto all = static_cast<TypeMask>((1u << v.type_count()) - 1);
  for (const PieceSpec& p : v.pieces) {
    if (p.pattern_only || p.moves_by_square_map) return false;
    if (!std::all_of(p.rules.begin(), p.rules.end(),
                     [&](const MoveRule& r) { return replaces_only(r, all); }))
      return false;
  }
  return true;
}

// The minor pieces, by their moves: the Knight's jump alone, or the Bishop's unlimited diagonal
// slide alone.
bool is_knight(const PieceSpec& p) {
  if (p.rules.size() != 1) return false;
  const MoveRule& r = p.rules[0];
  return r.motion == Motion::Jump && r.jump_count == kKnightOffsets.size() &&
         std::is_permutation(kKnightOffsets.begin(), kKnightOffsets.end(), r.jump_offsets.begin());
}

bool is_bishop(const PieceSpec& p) {
  if (p.rules.size() != 1) return false;
  const MoveRule& r = p.rules[0];
  return r.motion == Motion::Slide && r.dirs == kDiagonalDirs && r.range == 0;
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
      if (is_knight(p)) {
        ++knights;
      } else if (is_bishop(p)) {
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
  if (!end.over() && last_count_ >= 3) {
    // Where repeating loses (Rococo), the side to move wins: the other side made the repetition.
    const Outcome repeater_loses =
        pos.side_to_move() == Color::White ? Outcome::WhiteWins : Outcome::BlackWins;
    end = {pos.variant().repetition_loses ? repeater_loses : Outcome::Draw, "threefold repetition"};
  }
  return end;
}

GameEnd adjudicate_position(Position& pos) {
  GameEnd end = game_end(pos);
  if (!end.over() && insufficient_material(pos)) end = {Outcome::Draw, "insufficient material"};
  return end;
}

}  // namespace abbott::match
