// The evaluation's weights, in centipawns. Their values are data: one table per variant family in
// eval/weights/*.inc, named as in eval/weights.h, read and written by `abbott tune`. Piece values
// themselves live in the variant tables (engine/variants/); the tables here only adjust them.
#pragma once

#include <array>

namespace abbott::eval {

struct Params {
  int tempo = 0;
  // Mobility: per reachable square, for pieces that move like the pieces of these games.
  int mobility_per_square = 0;
  int mobility_cap = 0;  // squares counted per piece
  // Centralisation: per step closer to the centre, for non-royal, non-pawn pieces.
  int centre_per_step = 0;
  // A frozen piece is out of play: this share (percent) of its value is lost.
  int frozen_share_percent = 0;
  int frozen_king = 0;  // a frozen King cannot escape anything
  // King danger: enemy pieces near the King, and enemy pieces aimed at it along a line.
  int enemy_near_king = 0;
  int enemy_on_king_line = 0;
  // Kings sharing a rank or file: a coordinator only needs to reach the other line.
  int coordinator_alignment = 0;
  int king_escape_square = 0;  // per empty neighbour of the King (check variants)
  // Landing captures aimed at a piece, as a share (percent) of its value: an enemy withdrawer
  // next to it that can step directly away (a threat now), an enemy next to it with the square
  // opposite empty (a pincer needs only a piece to land there).
  int withdraw_threat_percent = 0;
  int pincer_exposure_percent = 0;
  // A pincer that can close now: an enemy piece that can pincer ours reaches the empty square
  // opposite the partner with one orthogonal slide. On top of the exposure above.
  int pincer_threat_percent = 0;
  // Converting a won position: with at least this material lead, against at most this much
  // material, push the enemy King away from the centre and bring the own King closer (per
  // step), so that the search has a direction once the captures are over.
  int mop_up_lead = 0;
  int mop_up_loser_material = 0;
  int mop_up_edge = 0;
  int mop_up_king_proximity = 0;
  // A side with no piece but its King that can take a King (and no pawn to promote) cannot mate:
  // its advantage is divided by this, where stalemate is a draw.
  int no_mating_force_divisor = 1;
  // Orthodox pawns.
  int pawn_advance = 0;  // per rank advanced, promoting pawns only
  int passed_pawn = 0;   // plus pawn_advance * 2 per rank when passed
  int doubled_pawn = 0;
  int isolated_pawn = 0;
  // Added to a non-royal piece's table value, by its upper-case letter ('A' first).
  std::array<int, 26> piece_adjust{};
};

}  // namespace abbott::eval
