// Every evaluation weight in one place, so that they can be tuned from self-play. Values are in
// centipawns. Piece values themselves live in the variant tables (engine/variants/).
#pragma once

namespace abbott::eval {

struct Params {
  int tempo = 10;
  // Mobility: per reachable square, for pieces that move like the pieces of these games.
  int mobility_per_square = 3;
  int mobility_cap = 20;  // squares counted per piece
  // Centralisation: per step closer to the centre, for non-royal, non-pawn pieces.
  int centre_per_step = 4;
  // A frozen piece is out of play: this share (percent) of its value is lost.
  int frozen_share_percent = 25;
  int frozen_king = 120;  // a frozen King cannot escape anything
  // King danger: enemy pieces near the King, and enemy pieces aimed at it along a line.
  int enemy_near_king = 18;
  int enemy_on_king_line = 25;
  // Kings sharing a rank or file: a coordinator only needs to reach the other line.
  int coordinator_alignment = 35;
  int king_escape_square = 6;  // per empty neighbour of the King (check variants)
  // Landing captures aimed at a piece, as a share (percent) of its value: an enemy withdrawer
  // next to it that can step directly away (a threat now), an enemy next to it with the square
  // opposite empty (a pincer needs only a piece to land there).
  int withdraw_threat_percent = 12;
  int pincer_exposure_percent = 6;
  // Converting a won position: with at least this material lead, against at most this much
  // material, push the enemy King away from the centre and bring the own King closer (per
  // step), so that the search has a direction once the captures are over.
  int mop_up_lead = 400;
  int mop_up_loser_material = 400;
  int mop_up_edge = 10;
  int mop_up_king_proximity = 6;
  // A side with no piece but its King that can take a King (and no pawn to promote) cannot mate:
  // its advantage is divided by this, where stalemate is a draw.
  int no_mating_force_divisor = 8;
  // Orthodox pawns.
  int pawn_advance = 6;  // per rank advanced, promoting pawns only
  int passed_pawn = 20;  // plus pawn_advance * 2 per rank when passed
  int doubled_pawn = 12;
  int isolated_pawn = 10;
};

inline constexpr Params kDefaultParams{};

}  // namespace abbott::eval
