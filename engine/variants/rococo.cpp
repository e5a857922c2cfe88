// Rococo by Peter Aronson and David Howe (docs/rules.md, "Rococo"): Ultima's descendant on 10x10,
// whose outer ring may be used only to capture, with Cannon Pawns that hop, a Swapper, and a
// Chameleon that takes each piece the way that piece takes. Won by capturing the King.
#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

namespace {

using R = RuleDecl;
using pieces::piece;

PieceDecl rococo_chameleon() {
  const R queen_moves = R::slide(kAllDirs);
  PieceDecl c = piece('C', "Chameleon",
                      {// A move to an empty square takes every Advancer, Withdrawer and Long
                       // Leaper its geometry fits, all at once.
                       queen_moves.approaches("A").withdraws("W").long_leaps("L"),
                       // The other imitations take exactly one piece and combine with nothing.
                       R::jump(JumpSet::King).captures_only("K"), R::cannon_hop().captures_only("P"),
                       R::swap("", "S"), R::mutual_destruction("S")},
                      450);
  c.freezes = "I";
  return c;
}

}  // namespace

std::vector<VariantDecl> rococo() {
  VariantDecl v;
  v.name = "rococo";
  v.files = 10;
  v.ranks = 10;
  const R queen_moves = R::slide(kAllDirs);
  PieceDecl king = piece('K', "King", {R::jump(JumpSet::King).captures("*")}, 0);
  king.royal = true;
  PieceDecl pawn = piece('P', "Cannon Pawn", {R::step(kAllDirs), R::cannon_hop().captures("*")}, 100);
  pawn.pawn = true;
  PieceDecl immobilizer = piece('I', "Immobilizer", {queen_moves}, 700);
  immobilizer.freezes = "*";
  v.pieces = {king, pawn, rococo_chameleon(), piece('A', "Advancer", {queen_moves.approaches("*")}, 450),
              piece('W', "Withdrawer", {queen_moves.withdraws("*")}, 450), immobilizer,
              piece('L', "Long Leaper", {queen_moves.long_leaps("*")}, 550),
              // Swaps with any piece but a friendly Swapper.
              piece('S', "Swapper", {queen_moves, R::swap("KPCAWIL", "*"), R::mutual_destruction("*")}, 450)};
  v.start_fen = "10/1iwlkclas1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1IWLKCLAS1/10 w - - 0 1";
  v.objective = Objective::CaptureKing;
  v.stalemate = NoMoveResult::MoverLoses;
  v.pawns.multi_step = 1;
  v.pawns.en_passant = false;
  v.pawns.moves_reset_clock = false;
  v.pawns.white_promotions = v.pawns.black_promotions = "CAWILS";
  v.pawns.promotion_zone = 2;
  v.pawns.promotion_from_reserve = true;
  v.suicide = true;
  v.no_swap_back = true;
  v.edge_ring = true;
  v.repetition_loses = true;
  return {v};
}

}  // namespace abbott::variants
