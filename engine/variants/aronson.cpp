// The Aronson family (docs/rules.md, "The Aronson family"): orthodox armies on 10x10 and 10x8 with two added
// Ultima/Rococo/Supremo pieces, plus Chimaerine and Chimaera, the Swapper's reductions.
#include <cctype>

#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

namespace {

using R = RuleDecl;
using pieces::piece;

struct AddedPiece {
  std::string variant;
  PieceDecl piece;
  bool suicide = false;
  bool swapper_rules = false;  // no swap back, pawns kept off the back ranks
};

std::vector<AddedPiece> added_pieces() {
  PieceDecl immobilizer = piece('I', "Immobilizer", {R::slide(kAllDirs)}, 850);
  immobilizer.freezes = "*";
  const R queen_moves = R::slide(kAllDirs);
  PieceDecl chimaera_swapper = piece('S', "Swapper", {queen_moves, R::swap("", "*")}, 350);
  chimaera_swapper.capturable_by = "";
  return {
      {"coordinator", piece('C', "Coordinator", {queen_moves.coordinates("K", "*")}, 550)},
      {"immobilizer", immobilizer, true},
      {"withdrawer", piece('W', "Withdrawer", {queen_moves.withdraws("*")}, 500)},
      {"advancer", piece('A', "Advancer", {queen_moves.approaches("*")}, 500)},
      {"long-leaper", piece('L', "Long Leaper", {queen_moves.long_leaps("*")}, 550)},
      {"pushme-pullyu", piece('X', "Pushme-Pullyu", {queen_moves.withdraws("*").approaches("*")}, 600)},
      {"swapper",
       piece('S', "Swapper", {queen_moves, R::swap("PNBRQK", "*"), R::mutual_destruction("*")}, 400), false,
       true},
      {"chimaerine", piece('S', "Swapper", {queen_moves, R::swap("", "*")}, 300), false, true},
      {"chimaera", chimaera_swapper, false, true},
      {"mimotaur",
       piece('M', "Mimotaur",
             {queen_moves, R::pawn_capture("P"), R::jump(JumpSet::Knight).captures_only("N"),
              R::slide(kDiagonalDirs).captures_only("BQ"), R::slide(kOrthogonalDirs).captures_only("RQ"),
              R::jump(JumpSet::King).captures_only("K")},
             750)},
  };
}

VariantDecl make(const AddedPiece& a, bool ten_ranks) {
  using namespace pieces;
  VariantDecl v;
  v.name = ten_ranks ? a.variant : a.variant + "-10x8";
  v.files = 10;
  v.ranks = ten_ranks ? 10 : 8;
  v.pieces = {pawn(), knight(300), bishop(350), rook(550), queen(1000), king(), a.piece};
  const char x = static_cast<char>(std::tolower(a.piece.letter));
  const std::string black_rank = std::string("rn") + x + "bqkb" + x + "nr";
  std::string white_rank = black_rank;
  for (char& ch : white_rank) ch = static_cast<char>(std::toupper(ch));
  std::string empties;
  for (int r = 0; r < v.ranks - 4; ++r) empties += "10/";
  v.start_fen = black_rank + "/pppppppppp/" + empties + "PPPPPPPPPP/" + white_rank + " w KQkq - 0 1";
  v.castling = {CastlingStyle::KingSteps, 5, 'R', 3, true, true};
  v.pawns.multi_step = ten_ranks ? 3 : 2;
  v.pawns.white_promotions = v.pawns.black_promotions = std::string("NBRQ") + a.piece.letter;
  v.pawns.swaps_keep_pawns_off_back_ranks = a.swapper_rules;
  v.no_swap_back = a.swapper_rules;
  v.suicide = a.suicide;
  return v;
}

}  // namespace

std::vector<VariantDecl> aronson() {
  std::vector<VariantDecl> out;
  for (const AddedPiece& a : added_pieces()) {
    out.push_back(make(a, true));
    out.push_back(make(a, false));
  }
  return out;
}

}  // namespace abbott::variants
