// Variant files: every built-in variant written as a file reads back to the same declaration,
// the files shipped in variants/ are exactly that text, and the variants read from them count
// the reference perft numbers of tests/data.
#include "engine/variant_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "bench/perft.h"
#include "engine/variants/families.h"

namespace abbott {
namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::filesystem::path shipped(const std::string& family) {
  return std::filesystem::path(ABBOTT_SOURCE_DIR) / "variants" / (family + ".ini");
}

// Two declarations are the same variant: every field, and every rule option changes both alike.
void expect_same(const VariantDecl& read, const VariantDecl& built_in) {
  EXPECT_TRUE(static_cast<const VariantTraits&>(read) == static_cast<const VariantTraits&>(built_in));
  EXPECT_EQ(read.square_map, built_in.square_map);
  EXPECT_TRUE(read.death_corners == built_in.death_corners);
  ASSERT_EQ(read.pieces.size(), built_in.pieces.size());
  for (size_t i = 0; i < read.pieces.size(); ++i)
    EXPECT_TRUE(read.pieces[i] == built_in.pieces[i])
        << built_in.name << " piece " << built_in.pieces[i].letter;
  ASSERT_EQ(read.options.size(), built_in.options.size());
  for (size_t i = 0; i < read.options.size(); ++i) {
    EXPECT_EQ(read.options[i].name, built_in.options[i].name);
    EXPECT_EQ(read.options[i].description, built_in.options[i].description);
    VariantDecl a = read, b = built_in;
    read.options[i].apply(a);
    built_in.options[i].apply(b);
    EXPECT_TRUE(static_cast<const VariantTraits&>(a) == static_cast<const VariantTraits&>(b));
    EXPECT_TRUE(a.pieces == b.pieces);
  }
}

TEST(VariantFile, EveryBuiltInVariantReadsBackFromItsOwnSection) {
  for (const auto& family : variants::families())
    for (const VariantDecl& d : family.variants) {
      SCOPED_TRACE(d.name);
      const VariantFile file = read_variant_file(variant_section_text(d), "section");
      ASSERT_FALSE(file.error) << file.error->message << "\n" << variant_section_text(d);
      ASSERT_EQ(file.variants.size(), 1u);
      expect_same(file.variants[0], d);
    }
}

// The shipped files are the writer's output, so that they cannot drift from the tables; on a
// difference the expected text is written next to the build for inspection.
TEST(VariantFile, ShippedFilesAreTheBuiltInTables) {
  for (const auto& family : variants::families()) {
    const std::string expected = variant_family_text(family.name, family.variants);
    const std::string actual = read_text(shipped(family.name));
    if (actual != expected) {
      std::filesystem::create_directories("expected-variants");
      std::ofstream("expected-variants/" + family.name + ".ini") << expected;
    }
    EXPECT_EQ(actual, expected) << shipped(family.name) << " differs from the built-in tables; the expected "
                                << "text is in " << std::filesystem::absolute("expected-variants");
    const VariantFile file = read_variant_file(actual, shipped(family.name).string());
    if (file.error || file.variants.size() != family.variants.size()) {
      ADD_FAILURE() << (file.error ? file.error->message : "a different number of variants");
      continue;
    }
    for (size_t i = 0; i < file.variants.size(); ++i) {
      SCOPED_TRACE(family.variants[i].name);
      expect_same(file.variants[i], family.variants[i]);
    }
  }
}

// The ```ini blocks of docs/variant-files.md read, and those named after a built-in variant are
// that variant exactly, so that the examples cannot drift from the tables.
TEST(VariantFile, DocumentationExamplesReadAndMatchTheTables) {
  const std::string doc = read_text(std::filesystem::path(ABBOTT_SOURCE_DIR) / "docs" / "variant-files.md");
  int blocks = 0, matched = 0;
  for (size_t at = doc.find("```ini\n"); at != std::string::npos; at = doc.find("```ini\n", at)) {
    at += 7;
    const std::string block = doc.substr(at, doc.find("```", at) - at);
    ++blocks;
    const VariantFile file =
        read_variant_file(block, "docs/variant-files.md example " + std::to_string(blocks));
    ASSERT_FALSE(file.error) << file.error->message << "\n" << block;
    for (const VariantDecl& d : file.variants)
      for (const auto& family : variants::families())
        for (const VariantDecl& built_in : family.variants)
          if (built_in.name == d.name) {
            SCOPED_TRACE(d.name);
            expect_same(d, built_in);
            ++matched;
          }
  }
  EXPECT_EQ(blocks, 8);
  EXPECT_EQ(matched, 7);
}

struct Reference {
  std::string variant, fen;
  std::vector<uint64_t> counts;
};

std::vector<Reference> references() {
  std::vector<Reference> out;
  for (const char* name : {"oracle.txt", "hyper.txt"}) {
    std::ifstream in(std::filesystem::path(ABBOTT_SOURCE_DIR) / "tests" / "data" / name);
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      std::vector<std::string> fields;
      std::stringstream ss(line);
      for (std::string f; std::getline(ss, f, '|');) {
        const auto a = f.find_first_not_of(' '), b = f.find_last_not_of(' ');
        fields.push_back(a == std::string::npos ? "" : f.substr(a, b - a + 1));
      }
      if (fields.size() != 3) continue;
      Reference r{std::string(name) == "hyper.txt" ? "hyper" : fields[0], fields[1], {}};
      std::stringstream counts(fields[2]);
      for (uint64_t n; counts >> n;) r.counts.push_back(n);
      out.push_back(r);
    }
  }
  return out;
}

// Each shipped file's variants, compiled as the registry would (but kept out of it, so that other
// tests in this process see only the built-in list), count the reference perft numbers to depth 3
// (depth 2 where the death corners' slow check test would make depth 3 take minutes).
TEST(VariantFile, ShippedFilesCountTheReferencePerft) {
  std::vector<std::unique_ptr<Variant>> from_files;
  for (const auto& family : variants::families()) {
    const VariantFile file = read_variant_file(read_text(shipped(family.name)), family.name);
    ASSERT_FALSE(file.error) << file.error->message;
    for (const VariantDecl& d : file.variants) {
      auto built = build_variant(d);
      ASSERT_FALSE(std::holds_alternative<Error>(built)) << std::get<Error>(built).message;
      from_files.push_back(std::move(std::get<std::unique_ptr<Variant>>(built)));
    }
  }
  int positions = 0;
  for (const Reference& r : references()) {
    const auto v = std::find_if(from_files.begin(), from_files.end(),
                                [&](const auto& f) { return f->name == r.variant; });
    ASSERT_NE(v, from_files.end()) << r.variant;
    Position pos;
    ASSERT_FALSE(pos.set(**v, r.fen)) << r.variant << " " << r.fen;
    const size_t depth = std::min<size_t>(r.counts.size(), (*v)->death_corners.empty() ? 3 : 2);
    for (size_t d = 1; d <= depth; ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d)), r.counts[d - 1])
          << r.variant << " | " << r.fen << " | " << d;
    ++positions;
  }
  EXPECT_GE(positions, 200);
}

}  // namespace
}  // namespace abbott
