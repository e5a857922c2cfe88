// Hand-built rule cases: small positions whose exact legal move lists (with each move's full
// effect) were derived by hand from docs/rules.md, independently of the move generator. The cases
// live in tests/rule_cases/*.txt; the format is described in tests/rule_cases/README.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "engine/position.h"
#include "engine/square_text.h"
#include "engine/variant.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott {
namespace {

struct RuleCase {
  std::string name;
  std::string file;  // file:line of the `case` line, for failure messages
  std::string variant;
  std::string fen;
  std::vector<std::string> play;                  // moves played from the FEN before generating
  std::vector<std::string> only_from;             // restrict the comparison to moves from these squares
  std::optional<int> count;                       // asserted number of (filtered) moves
  std::optional<bool> in_check;                   // asserted check state of the side to move
  std::optional<std::vector<std::string>> moves;  // exact (filtered) move lines
};

// gtest prints the parameter of a failing test: the name and place say enough.
void PrintTo(const RuleCase& c, std::ostream* os) {
  *os << c.file << " " << c.name;
}

struct ParseResult {
  std::vector<RuleCase> cases;
  std::vector<std::string> errors;
};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// Drops a trailing `# comment` and surrounding blanks.
std::string strip_comment(const std::string& s) {
  const auto hash = s.find('#');
  return trim(hash == std::string::npos ? s : s.substr(0, hash));
}

// Collapses runs of blanks to one space so that `e4e5  xe6` equals `e4e5 xe6`.
std::string normalise(const std::string& s) {
  std::istringstream in(s);
  std::string word, out;
  while (in >> word) {
    if (!out.empty()) out += ' ';
    out += word;
  }
  return out;
}

void parse_file(const std::filesystem::path& path, ParseResult& result) {
  std::ifstream in(path);
  const std::string fname = path.filename().string();
  if (!in) {
    result.errors.push_back(fname + ": cannot open");
    return;
  }
  std::optional<RuleCase> current;
  bool in_moves = false;
  std::string line;
  int lineno = 0;
  auto error = [&](const std::string& what) {
    result.errors.push_back(fname + ":" + std::to_string(lineno) + ": " + what);
  };
  while (std::getline(in, line)) {
    ++lineno;
    const std::string text = strip_comment(line);
    if (text.empty()) continue;
    if (in_moves && text != "end") {
      current->moves->push_back(normalise(text));
      continue;
    }
    in_moves = false;
    const auto space = text.find(' ');
    const std::string key = text.substr(0, space);
    const std::string value = space == std::string::npos ? "" : trim(text.substr(space + 1));
    if (key == "case") {
      if (current) error("case '" + current->name + "' has no 'end'");
      current = RuleCase{};
      current->name = value;
      current->file = fname + ":" + std::to_string(lineno);
      if (value.empty()) error("case without a name");
    } else if (!current) {
      error("'" + key + "' outside a case");
    } else if (key == "variant") {
      current->variant = value;
    } else if (key == "fen") {
      current->fen = value;
    } else if (key == "play") {
      std::istringstream words(value);
      std::string mv;
      while (words >> mv) current->play.push_back(mv);
    } else if (key == "only-from") {
      std::istringstream words(value);
      std::string sq;
      while (words >> sq) current->only_from.push_back(sq);
    } else if (key == "count") {
      try {
        current->count = std::stoi(value);
      } catch (const std::exception&) {
        error("bad count '" + value + "'");
      }
    } else if (key == "in-check") {
      if (value != "yes" && value != "no") error("in-check must be yes or no");
      current->in_check = value == "yes";
    } else if (key == "moves") {
      current->moves.emplace();
      in_moves = true;
    } else if (key == "end") {
      if (current->variant.empty() || current->fen.empty()) error("case needs a variant and a fen");
      if (!current->moves && !current->count && !current->in_check) error("case asserts nothing");
      result.cases.push_back(*current);
      current.reset();
    } else {
      error("unknown key '" + key + "'");
    }
  }
  if (current) error("case '" + current->name + "' not closed by 'end'");
}

const ParseResult& all_cases() {
  static const ParseResult result = [] {
    ParseResult r;
    const std::filesystem::path dir = std::filesystem::path(ABBOTT_SOURCE_DIR) / "tests" / "rule_cases";
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(dir))
      for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".txt") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) parse_file(f, r);
    return r;
  }();
  return result;
}

// Cases whose variant is not (yet) in the engine are reported by one test, not by each case.
std::vector<RuleCase> runnable_cases() {
  std::vector<RuleCase> out;
  std::set<std::string> names;  // a duplicate name is reported by the file test, and skipped here
  for (const RuleCase& c : all_cases().cases)
    if (find_variant(c.variant) && names.insert(c.name).second) out.push_back(c);
  return out;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += "    " + l + "\n";
  return out;
}

class RuleCaseTest : public ::testing::TestWithParam<RuleCase> {};

TEST_P(RuleCaseTest, ExactMoves) {
  const RuleCase& c = GetParam();
  SCOPED_TRACE(c.file + " case " + c.name + " (" + c.variant + ") " + c.fen);
  const Variant* variant = find_variant(c.variant);
  ASSERT_NE(variant, nullptr);
  Position pos;
  const auto err = pos.set(*variant, c.fen);
  ASSERT_FALSE(err) << "FEN rejected: " << err->message;
  for (const std::string& text : c.play) {
    const auto parsed = parse_move(pos, text);
    ASSERT_TRUE(std::holds_alternative<Move>(parsed))
        << "cannot play " << text << ": " << std::get<Error>(parsed).message;
    pos.make(std::get<Move>(parsed));
  }

  MoveList legal;
  generate_legal(pos, legal);
  std::vector<std::string> got;
  for (const Move& m : legal) {
    const std::string from = square_text(m.from);
    if (!c.only_from.empty() && std::find(c.only_from.begin(), c.only_from.end(), from) == c.only_from.end())
      continue;
    const std::string effect = effect_text(pos, m);
    got.push_back(normalise(move_text(pos, m, legal) + (effect.empty() ? "" : " " + effect)));
  }

  // Every move needs its own text (docs/notation.md).
  std::map<std::string, int> seen;
  std::vector<std::string> duplicated;
  for (const auto& g : got)
    if (++seen[g] == 2) duplicated.push_back(g);
  EXPECT_TRUE(duplicated.empty()) << "lines produced more than once:\n" << join(duplicated);

  if (c.in_check) {
    EXPECT_EQ(in_check(pos, pos.side_to_move()), *c.in_check) << "check state differs";
  }
  if (c.count) {
    EXPECT_EQ(static_cast<int>(got.size()), *c.count) << "move count differs";
  }
  if (c.moves) {
    const std::set<std::string> want(c.moves->begin(), c.moves->end());
    EXPECT_EQ(want.size(), c.moves->size()) << "the case lists a move twice";
    const std::set<std::string> have(got.begin(), got.end());
    std::vector<std::string> missing, unexpected;
    std::set_difference(want.begin(), want.end(), have.begin(), have.end(), std::back_inserter(missing));
    std::set_difference(have.begin(), have.end(), want.begin(), want.end(), std::back_inserter(unexpected));
    EXPECT_TRUE(missing.empty() && unexpected.empty())
        << "missing (expected, not generated):\n"
        << join(missing) << "unexpected (generated, not expected):\n"
        << join(unexpected);
  }
}

std::string case_test_name(const ::testing::TestParamInfo<RuleCase>& info) {
  std::string name;
  for (char ch : info.param.name) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(RuleCases, RuleCaseTest, ::testing::ValuesIn(runnable_cases()), case_test_name);

TEST(RuleCasesFiles, ParseCleanlyWithUniqueNames) {
  const ParseResult& r = all_cases();
  EXPECT_TRUE(r.errors.empty()) << join(r.errors);
  EXPECT_FALSE(r.cases.empty());
  std::set<std::string> names;
  for (const RuleCase& c : r.cases) EXPECT_TRUE(names.insert(c.name).second) << "duplicate case " << c.name;
}

TEST(RuleCasesFiles, EveryVariantExists) {
  for (const RuleCase& c : all_cases().cases)
    EXPECT_NE(find_variant(c.variant), nullptr)
        << c.file << " case " << c.name << ": no variant " << c.variant;
}

}  // namespace
}  // namespace abbott
