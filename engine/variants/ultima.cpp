// Robert Abbott's Ultima and Hyper Chess (docs/rules.md): queen-moving pieces that each
// capture in their own way, and a Chameleon that captures every piece in that piece's way.
#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

namespace {

using R = RuleDecl;
using pieces::piece;
constexpr auto kAnyFriend = PincerPartner::AnyFriend;
constexpr auto kPincerCapable = PincerPartner::PincerCapable;

VariantDecl ultima() {
  VariantDecl v;
  v.name = "ultima";
  PieceDecl king = piece('K', "King", {R::jump(JumpSet::King).captures("*")}, 0);
  king.royal = true;
  PieceDecl immobilizer = piece('U', "Immobilizer", {R::slide(kAllDirs)}, 900);
  immobilizer.freezes = "*";
  PieceDecl chameleon = piece('B', "Chameleon",
                              {R::slide(kAllDirs)
                                   .withdraws("Q")
                                   .long_leaps("N")
                                   .coordinates("K", "R")
                                   .pincers("P", kAnyFriend)
                                   .pincer_only_on_orthogonal_moves(),
                               // Taking the King by a step onto it, with every other capture
                               // that step makes ("all that apply").
                               R::step(kAllDirs)
                                   .captures_only("K")
                                   .withdraws("Q")
                                   .coordinates("K", "R")
                                   .pincers("P", kAnyFriend)
                                   .pincer_only_on_orthogonal_moves()},
                              450);
  chameleon.freezes = "U";
  v.pieces = {king,
              piece('P', "Pawn", {R::slide(kOrthogonalDirs).pincers("*", kAnyFriend)}, 100),
              piece('Q', "Withdrawer", {R::slide(kAllDirs).withdraws("*")}, 400),
              piece('N', "Long Leaper", {R::slide(kAllDirs).long_leaps("*")}, 450),
              piece('R', "Coordinator", {R::slide(kAllDirs).coordinates("K", "*")}, 650),
              immobilizer,
              chameleon};
  v.start_fen = "rnbqkbnu/pppppppp/8/8/8/8/PPPPPPPP/UNBKQBNR w - - 0 1";
  v.stalemate = NoMoveResult::MoverWins;
  v.pawns.en_passant = false;
  v.pawns.moves_reset_clock = false;
  v.suicide = true;
  return v;
}

// Hyper Chess: its check is the list in docs/rules.md, which adds threats no move carries out (a Chameleon
// next to the King, Coordinator-Chameleon rectangles); those are the threat-only rules.
VariantDecl hyper() {
  VariantDecl v;
  v.name = "hyper";
  PieceDecl king = piece(
      'K', "King", {R::jump(JumpSet::King).captures("*").coordinates("R", "*").coordinates("B", "R")}, 0);
  king.royal = true;
  PieceDecl immobilizer = piece('U', "Immobilizer", {R::slide(kAllDirs)}, 900);
  immobilizer.freezes = "*";
  PieceDecl chameleon = piece('B', "Chameleon",
                              {R::slide(kAllDirs)
                                   .pincers("P", kPincerCapable)
                                   .pincer_only_on_orthogonal_moves()
                                   .withdraws("Q", 1)
                                   .coordinates("K", "R")
                                   .springer_leaps("N")
                                   .leaping_alone(),
                               R::jump(JumpSet::King).captures_only("K").only_for_check(),
                               R::step(kAllDirs).coordinates("R", "K").only_for_check()},
                              400);
  chameleon.freezes = "U";
  v.pieces = {king,
              piece('P', "Straddler", {R::slide(kOrthogonalDirs).pincers("*", kPincerCapable)}, 100),
              piece('N', "Springer", {R::slide(kAllDirs).springer_leaps("*")}, 350),
              piece('Q', "Retractor", {R::slide(kAllDirs).withdraws("*", 1)}, 300),
              piece('R', "Coordinator",
                    {R::slide(kAllDirs).coordinates("K", "*"),
                     R::slide(kAllDirs).coordinates("B", "K").only_for_check()},
                    750),
              immobilizer,
              chameleon};
  v.start_fen = "unbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNU w 0 1";
  v.fen_style = FenStyle::NoCastlingEp;
  v.pawns.en_passant = false;
  v.pawns.moves_reset_clock = false;
  return v;
}

// Hyper Chess with the MIT reading: coordination is persistent, so the rectangle corners are
// table rows, not move rules, and check is whatever a generated move would capture (a Chameleon
// stepping onto the King still counts, as in hyper).
VariantDecl hyper_mit() {
  VariantDecl v = hyper();
  v.name = "hyper-mit";
  for (PieceDecl& p : v.pieces) {
    std::vector<RuleDecl> kept;
    for (RuleDecl r : p.rules) {
      if (r.threat_only && !r.coordinate.empty()) continue;
      r.coordinate.clear();
      kept.push_back(r);
    }
    p.rules = kept;
  }
  v.death_corners = {{"R", "K", "*"}, {"B", "K", "R"}, {"R", "B", "K"}};
  return v;
}

}  // namespace

std::vector<VariantDecl> ultima_family() {
  return {ultima(), hyper(), hyper_mit()};
}

}  // namespace abbott::variants
