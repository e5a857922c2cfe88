// Piece declarations shared by the variant tables: a builder, and the orthodox chess pieces and
// their common compounds.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/piece_spec.h"

namespace abbott::pieces {

inline PieceDecl piece(char letter, std::string name, std::vector<RuleDecl> rules, int value) {
  PieceDecl p;
  p.letter = letter;
  p.name = std::move(name);
  p.rules = std::move(rules);
  p.value = value;
  return p;
}

inline PieceDecl pawn(int value = 100) {
  PieceDecl p = piece('P', "Pawn", {RuleDecl::pawn_push(), RuleDecl::pawn_capture("*")}, value);
  p.pawn = true;
  return p;
}
inline PieceDecl knight(int value = 320) {
  return piece('N', "Knight", {RuleDecl::jump(JumpSet::Knight).captures("*")}, value);
}
inline PieceDecl bishop(int value = 330) {
  return piece('B', "Bishop", {RuleDecl::slide(kDiagonalDirs).captures("*")}, value);
}
inline PieceDecl rook(int value = 500) {
  return piece('R', "Rook", {RuleDecl::slide(kOrthogonalDirs).captures("*")}, value);
}
inline PieceDecl queen(int value = 900) {
  return piece('Q', "Queen", {RuleDecl::slide(kAllDirs).captures("*")}, value);
}
inline PieceDecl king() {
  PieceDecl k = piece('K', "King", {RuleDecl::jump(JumpSet::King).captures("*")}, 0);
  k.royal = true;
  return k;
}
// A slider plus the Knight's jump: the Archbishop (Bishop + Knight) and Chancellor (Rook + Knight).
inline PieceDecl slider_and_knight(char letter, std::string name, DirMask slides, int value) {
  return piece(letter, std::move(name),
               {RuleDecl::slide(slides).captures("*"), RuleDecl::jump(JumpSet::Knight).captures("*")}, value);
}
inline PieceDecl archbishop(char letter = 'A', int value = 850) {
  return slider_and_knight(letter, "Archbishop", kDiagonalDirs, value);
}
inline PieceDecl chancellor(char letter = 'C', int value = 900) {
  return slider_and_knight(letter, "Chancellor", kOrthogonalDirs, value);
}

}  // namespace abbott::pieces
