// Pure and Total Stupid Chess (docs/rules.md): every piece has a chess nature and an Ultima
// nature; the King is captured, not mated. Pure: a move uses one nature. Total: the combined
// moves listed in the rule book are added, the pure ones stay.
#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

namespace {

using R = RuleDecl;
using pieces::piece;

VariantDecl make(bool total) {
  PieceDecl king = piece('K', "Emperor-king", {R::jump(JumpSet::King).captures("*")}, 0);
  king.royal = true;

  PieceDecl pawn = piece('P', "Pincer-pawn",
                         {R::pawn_push(), R::pawn_capture("*"), R::slide(kOrthogonalDirs).pincers("*")}, 100);
  pawn.pawn = true;
  PieceDecl bishop = piece('B', "Leaper-bishop",
                           {R::slide(kDiagonalDirs).captures("*"), R::slide(kAllDirs).long_leaps("*")}, 450);
  PieceDecl queen = piece('Q', "Retreater-queen",
                          {R::slide(kAllDirs).captures("*"), R::slide(kAllDirs).withdraws("*")}, 900);
  PieceDecl freezer =
      piece('R', "Freezer-rook", {R::slide(kAllDirs), R::slide(kOrthogonalDirs).captures_only("*")}, 550);
  freezer.freezes = "*";
  PieceDecl coordinator =
      piece('C', "Coordinator-rook",
            {R::slide(kAllDirs).coordinates("K", "*"), R::slide(kOrthogonalDirs).captures_only("*")}, 550);
  PieceDecl chameleon = piece('N', "Chameleon-knight",
                              {R::jump(JumpSet::Knight).captures("*"),
                               R::slide(kAllDirs)
                                   .pincers("P")
                                   .pincer_only_on_orthogonal_moves()
                                   .long_leaps("B")
                                   .withdraws("Q")
                                   .coordinates("K", "C"),
                               // Its step onto the Emperor-king is an Ultima-nature move too:
                               // every other imitation that step fits applies with it.
                               R::step(kAllDirs)
                                   .captures_only("K")
                                   .pincers("P")
                                   .pincer_only_on_orthogonal_moves()
                                   .withdraws("Q")
                                   .coordinates("K", "C")},
                              350);
  chameleon.freezes = "R";

  if (total) {
    pawn.rules.push_back(R::pawn_push().pincers("*"));
    pawn.rules.push_back(R::pawn_capture("*").pincers("*"));
    queen.rules.push_back(R::slide(kAllDirs).captures("*").withdraws("*"));
    bishop.rules.push_back(
        R::slide(kDiagonalDirs).captures("*").long_leaps("*").leap_may_end_by_replacement());
    coordinator.rules.push_back(R::slide(kOrthogonalDirs).captures_only("*").coordinates("K", "*"));
    chameleon.rules.push_back(R::jump(JumpSet::Knight).captures("*").pincers("P").coordinates("K", "C"));
  }

  VariantDecl v;
  v.name = total ? "stupid-total" : "stupid";
  v.pieces = {king, pawn, bishop, queen, freezer, coordinator, chameleon};
  v.start_fen = "cnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/CNBQKBNR w - - 0 1";
  v.objective = Objective::CaptureKing;
  v.stalemate = NoMoveResult::MoverLoses;
  v.pawns.en_passant = false;
  v.pawns.moves_reset_clock = false;
  // The article's optional en passant rule (off by default; docs/variants.md, "Rule options").
  v.options = {{"en-passant", "pawns may capture en passant after a double step",
                [](VariantDecl& d) { d.pawns.en_passant = true; }}};
  return v;
}

}  // namespace

std::vector<VariantDecl> stupid() {
  return {make(false), make(true)};
}

}  // namespace abbott::variants
