// Orthodox chess and Capablanca Chess (docs/rules.md); Capablanca validates the 10-file machinery.
#include "engine/variants/families.h"
#include "engine/variants/orthodox_pieces.h"

namespace abbott::variants {

std::vector<VariantDecl> orthodox() {
  using namespace pieces;
  VariantDecl chess;
  chess.name = "chess";
  chess.pieces = {pawn(), knight(), bishop(), rook(), queen(), king()};
  chess.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  chess.castling = {CastlingStyle::KingSteps, 4, 'R', 2, true, true};
  chess.pawns.multi_step = 2;
  chess.pawns.white_promotions = chess.pawns.black_promotions = "NBRQ";

  VariantDecl capablanca = chess;
  capablanca.name = "capablanca";
  capablanca.files = 10;
  capablanca.pieces = {pawn(), knight(), bishop(), rook(), queen(), king(), archbishop(), chancellor()};
  capablanca.start_fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
  capablanca.castling = {CastlingStyle::KingSteps, 5, 'R', 3, true, true};
  capablanca.pawns.white_promotions = capablanca.pawns.black_promotions = "NBRQAC";
  return {chess, capablanca};
}

}  // namespace abbott::variants
