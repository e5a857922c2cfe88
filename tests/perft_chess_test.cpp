// Orthodox chess perft: the published numbers pin the shared orthodox
// machinery: castling, en passant, promotion, pins and checks.
#include <gtest/gtest.h>

#include "bench/perft.h"
#include "engine/variant.h"

namespace abbott {
namespace {

struct PerftCase {
  const char* name;
  const char* fen;
  int depth;
  uint64_t nodes;
};

class ChessPerft : public ::testing::TestWithParam<PerftCase> {};

TEST_P(ChessPerft, MatchesPublishedCount) {
  const PerftCase& c = GetParam();
  Position pos;
  ASSERT_FALSE(pos.set(*find_variant("chess"), c.fen));
  EXPECT_EQ(perft(pos, c.depth), c.nodes);
}

INSTANTIATE_TEST_SUITE_P(
    Published, ChessPerft,
    ::testing::Values(
        PerftCase{"StartDepth5", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
        PerftCase{"KiwipeteDepth4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
                  4085603},
        PerftCase{"EnPassantPinsDepth5", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
        PerftCase{"PromotionsDepth4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4,
                  422333},
        PerftCase{"CastlingChecksDepth4", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4,
                  2103487}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

}  // namespace
}  // namespace abbott
