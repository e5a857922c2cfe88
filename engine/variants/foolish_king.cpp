// Foolish King Chess (docs/rules.md): White has no King but a Fool that must be protected; Black
// has a King, Hunters and free castling, and wins by three special conditions.
#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

std::vector<VariantDecl> foolish_king() {
  using namespace pieces;
  using R = RuleDecl;
  PieceDecl fool;
  fool.letter = 'F';
  fool.name = "Fool";
  fool.rules = {R::jump(JumpSet::Knight), R::step(kOrthogonalDirs)};
  fool.capturable_by = "PK";
  fool.keeps_enemy_king_away = true;
  fool.value = 400;
  PieceDecl hunter;
  hunter.letter = 'H';
  hunter.name = "Hunter";
  hunter.rules = {R::slide(kDiagonalDirs).captures("*"),
                  R::slide(kOrthogonalDirs).captures("*").stops_on_even_distances()};
  hunter.value = 550;

  VariantDecl v;
  v.name = "foolish-king";
  v.files = 10;
  v.ranks = 8;
  v.pieces = {pawn(), knight(), bishop(), rook(), queen(), king(), archbishop('A', 800), hunter, fool};
  v.start_fen = "rnnhkqhnnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RANBFNBNAR w kq - 0 1";
  v.castling = {CastlingStyle::Free, 4, 'R', 0, false, true};
  v.pawns.multi_step = 2;
  v.pawns.white_promotions = "F";
  v.pawns.black_promotions = "H";
  v.losses = {{LossCondition::Kind::NoPiecesOf, Color::White, "RA"},
              {LossCondition::Kind::NoPiecesOf, Color::White, "F"},
              {LossCondition::Kind::RoyalOnRank, Color::White, "", Color::Black, 0}};
  return {v};
}

}  // namespace abbott::variants
