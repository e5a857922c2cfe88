// The orthodox chess pieces and their common compounds, shared by every variant that uses them.
#pragma once

#include "engine/piece_spec.h"

namespace abbott::pieces {

inline PieceDecl pawn(int value = 100) {
  PieceDecl p{'P', "Pawn", {RuleDecl::pawn_push(), RuleDecl::pawn_capture("*")}};
  p.pawn = true;
  p.value = value;
  return p;
}
inline PieceDecl knight(int value = 320) {
  return {
      'N',   "Knight", {RuleDecl::leaper(LeapSet::Knight).captures("*")}, "", "*", false, false, false, false,
      false, value};
}
inline PieceDecl bishop(int value = 330) {
  return {
      'B',   "Bishop", {RuleDecl::slide(kDiagonalDirs).captures("*")}, "", "*", false, false, false, false,
      false, value};
}
inline PieceDecl rook(int value = 500) {
  return {
      'R',   "Rook", {RuleDecl::slide(kOrthogonalDirs).captures("*")}, "", "*", false, false, false, false,
      false, value};
}
inline PieceDecl queen(int value = 900) {
  return {'Q',   "Queen", {RuleDecl::slide(kAllDirs).captures("*")}, "", "*", false, false, false, false,
          false, value};
}
inline PieceDecl king() {
  PieceDecl k{'K', "King", {RuleDecl::leaper(LeapSet::King).captures("*")}};
  k.royal = true;
  return k;
}
// Bishop + Knight.
inline PieceDecl archbishop(char letter = 'A', int value = 850) {
  return {letter,
          "Archbishop",
          {RuleDecl::slide(kDiagonalDirs).captures("*"), RuleDecl::leaper(LeapSet::Knight).captures("*")},
          "",
          "*",
          false,
          false,
          false,
          false,
          false,
          value};
}
// Rook + Knight.
inline PieceDecl chancellor(char letter = 'C', int value = 900) {
  return {letter,
          "Chancellor",
          {RuleDecl::slide(kOrthogonalDirs).captures("*"), RuleDecl::leaper(LeapSet::Knight).captures("*")},
          "",
          "*",
          false,
          false,
          false,
          false,
          false,
          value};
}

}  // namespace abbott::pieces
