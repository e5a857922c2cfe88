// The rule book and the variant list cover every variant the registry holds: docs/variants.md
// names each one, and docs/rules.md gives each start position exactly as abbott writes it. A new
// variant table without its rules in the docs fails here.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/position.h"
#include "engine/variant.h"

namespace abbott {
namespace {

std::string read_doc(const std::string& name) {
  const std::filesystem::path path = std::filesystem::path(ABBOTT_SOURCE_DIR) / "docs" / name;
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(Docs, VariantListNamesEveryVariant) {
  const std::string list = read_doc("variants.md");
  for (const Variant* v : all_variants())
    EXPECT_NE(list.find("`" + v->name + "`"), std::string::npos)
        << v->name << " is missing from docs/variants.md";
}

TEST(Docs, RuleBookGivesEveryStartPosition) {
  const std::string rules = read_doc("rules.md");
  for (const Variant* v : all_variants()) {
    Position start;
    ASSERT_FALSE(start.set(*v, "startpos")) << v->name;
    EXPECT_NE(rules.find("`" + start.fen() + "`"), std::string::npos)
        << v->name << ": start position " << start.fen() << " is missing from docs/rules.md";
  }
}

}  // namespace
}  // namespace abbott
