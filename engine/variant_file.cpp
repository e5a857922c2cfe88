// Reads variant files: each section becomes a declaration (its parent's, with the section's keys
// applied), is checked as a whole, compiled and its start position set, so that a file either
// loads completely or gives one message naming the file and line.
#include "engine/variant_file.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <variant>

#include "engine/ini_file.h"
#include "engine/position.h"
#include "engine/variant_keys.h"

namespace abbott {

namespace {

struct SectionReader {
  const std::string& source;
  const std::vector<VariantDecl>& earlier;  // this file's sections read so far

  Error at(int line, const std::string& message) const {
    return Error{source + ":" + std::to_string(line) + ": " + message};
  }

  const VariantDecl* parent(const std::string& name) const {
    for (auto it = earlier.rbegin(); it != earlier.rend(); ++it)
      if (it->name == name) return &*it;
    return find_variant_declaration(name);
  }

  // The first letter of `uses` that names no piece of `decl`, with its line.
  std::optional<Error> unknown_letter(const VariantDecl& decl, const std::vector<LetterUse>& uses) const {
    for (const LetterUse& u : uses) {
      if (u.letters == "*" || u.letters == "-") continue;
      for (char c : u.letters) {
        if (c == '/') continue;
        bool known = false;
        for (const PieceDecl& p : decl.pieces) known = known || p.letter == c;
        if (!known)
          return at(u.line, "unknown piece letter '" + std::string(1, c) + "' in [" + decl.name + "]");
      }
    }
    return std::nullopt;
  }

  // Compiles `decl` and sets its start position; the message names the line where it went wrong.
  std::optional<Error> check_compiles(const VariantDecl& decl, int header, int start_line,
                                      const std::string& what) const {
    Variant v;
    if (auto err = compile_variant(decl, v)) return at(header, what + err->message);
    Position pos;
    if (auto err = pos.set(v, v.start_fen))
      return at(start_line, what + "start position does not fit [" + decl.name + "]: " + err->message);
    return std::nullopt;
  }

  // The rules of the whole variant, beyond each key on its own.
  std::optional<Error> check_whole(const VariantDecl& decl, const IniSection& s,
                                   const std::map<std::string, int>& lines) const {
    const auto line_of = [&](const std::string& key) {
      auto it = lines.find(key);
      return it == lines.end() ? s.line : it->second;
    };
    if (decl.pieces.empty()) return at(s.line, "[" + decl.name + "] defines no pieces (piece.X = NAME)");
    if (decl.start_fen.empty()) return at(s.line, "[" + decl.name + "] has no start position (start = FEN)");
    bool royal = false;
    for (const PieceDecl& p : decl.pieces) royal = royal || p.royal;
    if (decl.objective == Objective::Checkmate && !royal)
      return at(line_of("objective"), "[" + decl.name +
                                          "] uses check (objective = checkmate) but no piece is royal "
                                          "(piece.X.royal = yes)");
    if (decl.castling.style != CastlingStyle::None && decl.castling.king_file >= decl.files)
      return at(line_of("castling.king-file"), "castling.king-file is off the " + std::to_string(decl.files) +
                                                   "-file board of [" + decl.name + "]");
    const int steps = decl.castling.king_steps;
    if (decl.castling.style == CastlingStyle::KingSteps &&
        (decl.castling.king_file - steps < 0 || decl.castling.king_file + steps >= decl.files))
      return at(line_of("castling.king-steps"),
                "castling.king-steps takes the King off the board of [" + decl.name + "]");
    for (const PieceDecl& p : decl.pieces)
      if (p.moves_by_square_map && decl.square_map.empty())
        return at(s.line, "piece " + std::string(1, p.letter) + " of [" + decl.name +
                              "] moves by the square map, but there is no square-map");
    return check_compiles(decl, s.line, line_of("start"), "");
  }

  Result<VariantDecl> read(const IniSection& s) const {
    VariantDecl decl;
    if (!s.parent.empty()) {
      const VariantDecl* p = parent(s.parent);
      if (!p)
        return at(s.line, "unknown parent variant '" + s.parent +
                              "' (a parent is a variant abbott has or an earlier section)");
      decl = *p;
    }
    decl.name = s.name;
    KeySetter setter;
    std::map<std::string, int> lines;
    for (const IniEntry& e : s.entries) {
      if (auto err = setter.apply(decl, {e.key, e.value}, e.line)) return at(e.line, err->message);
      lines[e.key] = e.line;
    }
    if (auto err = unknown_letter(decl, setter.letter_uses())) return *err;
    if (auto err = check_whole(decl, s, lines)) return *err;
    for (const RuleOption& o : decl.options) {
      VariantDecl changed = decl;
      o.apply(changed);
      if (auto err = check_compiles(changed, s.line, s.line, "option " + o.name + ": ")) return *err;
    }
    return decl;
  }
};

}  // namespace

VariantFile read_variant_file(std::string_view text, const std::string& source) {
  VariantFile out;
  const IniText ini = read_ini(text);
  if (ini.error) {
    out.error = Error{source + ":" + std::to_string(ini.error->line) + ": " + ini.error->message};
    return out;
  }
  std::map<std::string, int> seen;
  for (const IniSection& s : ini.sections) {
    if (auto it = seen.find(s.name); it != seen.end()) {
      out.error = Error{source + ":" + std::to_string(s.line) + ": variant '" + s.name +
                        "' is defined twice in this file (first at line " + std::to_string(it->second) + ")"};
      break;
    }
    seen[s.name] = s.line;
    auto read = SectionReader{source, out.variants}.read(s);
    if (auto* err = std::get_if<Error>(&read)) {
      out.error = *err;
      break;
    }
    out.variants.push_back(std::move(std::get<VariantDecl>(read)));
  }
  if (!out.error && ini.sections.empty()) out.error = Error{source + ": no [variant] section in the file"};
  if (out.error) out.variants.clear();
  return out;
}

Result<std::vector<std::string>> load_variant_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in || std::filesystem::is_directory(path)) return Error{path + ": cannot read the file"};
  std::ostringstream text;
  text << in.rdbuf();
  const VariantFile file = read_variant_file(text.str(), path);
  if (file.error) return *file.error;
  if (auto err = add_variants(file.variants)) return Error{path + ": " + err->message};
  std::vector<std::string> names;
  for (const VariantDecl& d : file.variants) names.push_back(d.name);
  return names;
}

}  // namespace abbott
