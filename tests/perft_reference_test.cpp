// Perft against the reference counts: tests/data/oracle.txt and tests/data/rococo.txt hold counts
// from an independent implementation of docs/rules.md, tests/data/hyper.txt those of an existing Hyper
// Chess engine. Counts up to 600k leaves run in every build;
// larger (or slower) ones are the Deep tests (not run under the sanitizers).
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

#include "bench/perft.h"
#include "test_support.h"

namespace abbott {
namespace {

struct ReferenceLine {
  std::string variant;
  std::string fen;
  int depth;
  uint64_t nodes;
};

std::string trim(const std::string& s) {
  const auto a = s.find_first_not_of(" \t");
  const auto b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

std::vector<ReferenceLine> load(const std::string& file, const std::string& fixed_variant) {
  std::vector<ReferenceLine> out;
  std::ifstream in(std::string(ABBOTT_SOURCE_DIR) + "/tests/data/" + file);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string field;
    while (std::getline(ss, field, '|')) fields.push_back(trim(field));
    if (fields.size() != 3) continue;
    std::stringstream counts(fields[2]);
    uint64_t n;
    int depth = 0;
    while (counts >> n)
      out.push_back({fixed_variant.empty() ? fields[0] : fixed_variant, fields[1], ++depth, n});
  }
  return out;
}

std::vector<ReferenceLine> all_lines(bool deep) {
  std::vector<ReferenceLine> out;
  for (const auto& l : load("oracle.txt", "")) out.push_back(l);
  for (const auto& l : load("hyper.txt", "hyper")) out.push_back(l);
  for (const auto& l : load("rococo.txt", "")) out.push_back(l);
  // Death-corner variants find check by generation, about fifty times slower per node.
  std::vector<ReferenceLine> selected;
  for (const auto& l : out) {
    const uint64_t cost = l.nodes * (find_variant(l.variant)->death_corners.empty() ? 1 : 50);
    if ((cost > 600000) == deep && l.nodes <= 5000000) selected.push_back(l);
  }
  return selected;
}

std::string line_name(const ::testing::TestParamInfo<ReferenceLine>& param_info) {
  std::string n = param_info.param.variant + "_" + std::to_string(param_info.index) + "_depth" +
                  std::to_string(param_info.param.depth);
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
}

class ReferencePerft : public ::testing::TestWithParam<ReferenceLine> {};
class DeepReferencePerft : public ::testing::TestWithParam<ReferenceLine> {};

void check(const ReferenceLine& l) {
  Position pos = testing::position(l.variant, l.fen);
  EXPECT_EQ(perft(pos, l.depth), l.nodes) << l.variant << " | " << l.fen << " | depth " << l.depth;
}

TEST(ReferenceData, IsPresentAndCoversEveryVariant) {
  std::set<std::string> seen;
  for (const auto& l : all_lines(false)) seen.insert(l.variant);
  for (const Variant* v : all_variants()) {
    if (v->name == "capablanca") continue;  // its counts are the CapablancaPerft tests
    EXPECT_TRUE(seen.count(v->name)) << "no reference counts for " << v->name;
  }
}

TEST_P(ReferencePerft, MatchesReference) {
  check(GetParam());
}
TEST_P(DeepReferencePerft, MatchesReference) {
  check(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Counts, ReferencePerft, ::testing::ValuesIn(all_lines(false)), line_name);
INSTANTIATE_TEST_SUITE_P(Counts, DeepReferencePerft, ::testing::ValuesIn(all_lines(true)), line_name);

// Capablanca Chess: independent engines agree on these.
TEST(CapablancaPerft, StartDepth4) {
  Position pos = testing::position("capablanca");
  EXPECT_EQ(perft(pos, 4), 805128u);
}
TEST(CapablancaPerft, DeepStartDepth5) {
  Position pos = testing::position("capablanca");
  EXPECT_EQ(perft(pos, 5), 28741319u);
}

// One ply beyond the oracle's hyper-mit lines: the count the generation-only check gave before the
// death-corner pre-scan, so the pre-scan provably misses no check there.
TEST(HyperMitPerft, StartDepth4EqualsTheGenerationOnlyCheck) {
  Position pos = testing::position("hyper-mit");
  EXPECT_EQ(perft(pos, 4), 1846900u);
}

}  // namespace
}  // namespace abbott
