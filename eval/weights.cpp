// The compiled-in tables and their text form; see weights.h.
#include "eval/weights.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace abbott::eval {

namespace {

constexpr std::array<Params, kFamilyCount> kCompiledIn{
    params_from({
#include "eval/weights/chess.inc"
    }),
    params_from({
#include "eval/weights/ultima.inc"
    }),
    params_from({
#include "eval/weights/aronson.inc"
    }),
    params_from({
#include "eval/weights/stupid.inc"
    }),
    params_from({
#include "eval/weights/chameleon.inc"
    }),
    params_from({
#include "eval/weights/foolish-king.inc"
    }),
};

std::array<Params, kFamilyCount> live = kCompiledIn;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// One `{"name", value},` line into `p`; an error message when it is not one.
std::string read_line(std::string_view line, Params& p) {
  const std::string shown = "'" + std::string(line) + "'";
  if (!line.starts_with("{\"")) return "expected {\"name\", value}, in " + shown;
  const size_t close = line.find('"', 2);
  if (close == std::string_view::npos) return "unterminated name in " + shown;
  const std::string_view name = line.substr(2, close - 2);
  std::string_view rest = trim(line.substr(close + 1));
  if (!rest.starts_with(",")) return "expected a comma after the name in " + shown;
  rest = trim(rest.substr(1));
  int value = 0;
  const auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
  if (ec != std::errc() || trim(std::string_view(end, rest.data() + rest.size() - end)) != "},")
    return "expected an integer value and }, in " + shown;
  int* field = find_weight(p, name);
  if (!field) return "unknown weight '" + std::string(name) + "'";
  *field = value;
  return {};
}

}  // namespace

const Params& default_params(VariantFamily f) {
  return kCompiledIn[static_cast<size_t>(f)];
}

Params& family_params(VariantFamily f) {
  return live[static_cast<size_t>(f)];
}

std::vector<std::string> weight_names(VariantFamily f) {
  std::vector<std::string> names;
  for (const ScalarWeight& w : kScalarWeights) names.emplace_back(w.name);
  std::string letters;
  for (const Variant* v : all_variants()) {
    if (v->family != f) continue;
    for (const PieceSpec& spec : v->pieces)
      if (!spec.royal && !spec.pattern_only && letters.find(spec.letter) == std::string::npos)
        letters += spec.letter;
  }
  std::sort(letters.begin(), letters.end());
  for (char c : letters) names.push_back(std::string(kPiecePrefix) + c);
  return names;
}

std::string write_table(VariantFamily f, const Params& p, std::string_view comment) {
  std::ostringstream out;
  out << "// " << comment << "\n";
  Params copy = p;
  for (const std::string& name : weight_names(f))
    out << "{\"" << name << "\", " << *find_weight(copy, name) << "},\n";
  return out.str();
}

std::variant<Params, std::string> read_table(std::string_view text, const Params& base) {
  Params p = base;
  int number = 0;
  while (!text.empty()) {
    const size_t eol = text.find('\n');
    const std::string_view line = trim(text.substr(0, eol));
    text = eol == std::string_view::npos ? std::string_view() : text.substr(eol + 1);
    ++number;
    if (line.empty() || line.starts_with("//")) continue;
    if (std::string error = read_line(line, p); !error.empty())
      return "line " + std::to_string(number) + ": " + error;
  }
  return p;
}

}  // namespace abbott::eval
