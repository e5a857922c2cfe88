// Chameleon Chess by P. D. Magnus (docs/rules.md, "Chameleon Chess"): every piece but the King moves as the
// orthodox piece printed on the square it stands on. The map below is the rule book's
// reconstruction; replacing it is a table edit.
#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

std::vector<VariantDecl> chameleon() {
  using namespace pieces;
  auto pattern = [](PieceDecl p) {
    p.pattern_only = true;
    return p;
  };
  PieceDecl chameleon_piece;
  chameleon_piece.letter = 'C';
  chameleon_piece.name = "Chameleon";
  chameleon_piece.moves_by_square_map = true;
  chameleon_piece.value = 300;

  VariantDecl v;
  v.name = "chameleon";
  v.files = 6;
  v.ranks = 7;
  v.pieces = {king(),          chameleon_piece, pattern(pawn()), pattern(knight()), pattern(bishop()),
              pattern(rook()), pattern(queen())};
  v.square_map =
      "RNBQKB"
      "PPPPPP"
      "NQRBNK"
      "BKNRQR"
      "NQRBNK"
      "PPPPPP"
      "RNBQKB";
  v.start_fen = "cccckc/cccccc/6/6/6/CCCCCC/CCCCKC w - - 0 1";
  v.pawns.en_passant = false;
  return {v};
}

}  // namespace abbott::variants
