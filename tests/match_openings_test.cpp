// Random openings: seeded, and balanced by a shallow search unless asked otherwise.
#include <gtest/gtest.h>

#include <cstdlib>

#include "match/openings.h"
#include "movegen/notation.h"
#include "search/search.h"
#include "test_support.h"

namespace abbott::match {
namespace {

// The White-side depth-4 score of the position an opening reaches.
int white_score(const Variant& v, const Opening& o) {
  Position pos = abbott::testing::position(v.name);
  for (const std::string& text : o.moves) {
    const auto parsed = parse_move(pos, text);
    EXPECT_TRUE(std::holds_alternative<Move>(parsed)) << text;
    if (!std::holds_alternative<Move>(parsed)) break;
    pos.make(std::get<Move>(parsed));
  }
  Search search;
  EXPECT_TRUE(search.set_hash_mb(1));
  SearchLimits limits;
  limits.depth = kBalanceDepth;
  const int score = search.run(pos, limits).score;
  return pos.side_to_move() == Color::White ? score : -score;
}

std::vector<Opening> openings(const Variant& v, int plies, int max_imbalance_cp, int count) {
  OpeningSource source;
  source.kind = OpeningSource::Kind::Random;
  source.plies = plies;
  source.max_imbalance_cp = max_imbalance_cp;
  auto made = make_openings(source, v, count, 7);
  return std::get<std::vector<Opening>>(made);
}

TEST(MatchOpenings, RandomOpeningsRepeatForTheSameSeed) {
  const Variant& v = *find_variant("ultima");
  const auto a = openings(v, 6, 150, 4), b = openings(v, 6, 150, 4);
  ASSERT_EQ(a.size(), 4u);
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i].moves, b[i].moves);
}

// datagen keeps one judge for all its games: the openings must be those of a judge per call,
// whatever the judge searched before.
TEST(MatchOpenings, AKeptBalanceJudgeGivesTheOpeningsOfAFreshOne) {
  const Variant& v = *find_variant("chameleon");
  OpeningSource source;
  source.kind = OpeningSource::Kind::Random;
  source.plies = 4;
  source.max_imbalance_cp = 150;
  BalanceJudge kept(v);
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const auto fresh = std::get<std::vector<Opening>>(make_openings(source, v, 1, seed));
    const auto judged = std::get<std::vector<Opening>>(make_openings(source, v, 1, seed, &kept));
    EXPECT_EQ(judged[0].moves, fresh[0].moves) << "seed " << seed;
  }
}

// Four random plies of Chameleon Chess often drop a piece: unfiltered, some openings are far
// from equal; balanced, every one scores within the limit of the start position.
TEST(MatchOpenings, BalancedRandomOpeningsStayNearTheStartScore) {
  const Variant& v = *find_variant("chameleon");
  const int start = white_score(v, Opening{});
  int lopsided = 0;
  for (const Opening& o : openings(v, 4, 0, 12)) lopsided += std::abs(white_score(v, o) - start) > 150;
  EXPECT_GT(lopsided, 0) << "the unfiltered openings were all balanced: the test shows nothing";
  for (const Opening& o : openings(v, 4, 150, 12)) {
    ASSERT_EQ(o.moves.size(), 4u);
    EXPECT_LE(std::abs(white_score(v, o) - start), 150);
  }
}

}  // namespace
}  // namespace abbott::match
