// The key table of variant files. Each scalar key is one row with its reader and writer; the list
// keys (piece rules, loss conditions, death corners) and rule options follow the table.
#include "engine/variant_keys.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <memory>
#include <sstream>
#include <variant>

#include "engine/rule_text.h"

namespace abbott {

namespace {

std::optional<bool> parse_bool(const std::string& v) {
  if (v == "yes" || v == "true") return true;
  if (v == "no" || v == "false") return false;
  return std::nullopt;
}
std::string bool_text(bool b) {
  return b ? "yes" : "no";
}
std::optional<int> parse_int(const std::string& v, int lo, int hi) {
  if (v.empty() || v.size() > 6) return std::nullopt;
  for (size_t i = 0; i < v.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(v[i])) && !(i == 0 && v[i] == '-')) return std::nullopt;
  if (v == "-") return std::nullopt;
  const int n = std::stoi(v);
  if (n < lo || n > hi) return std::nullopt;
  return n;
}

// A choice among words, for enums.
template <typename E, size_t N>
struct Words {
  std::array<std::pair<E, const char*>, N> words;
  std::string text(E e) const {
    for (const auto& [value, word] : words)
      if (value == e) return word;
    return {};
  }
  std::optional<Error> read(const std::string& v, E& out) const {
    std::string known;
    for (const auto& [value, word] : words) {
      if (v == word) {
        out = value;
        return std::nullopt;
      }
      known += (known.empty() ? "" : ", ") + std::string(word);
    }
    return Error{"'" + v + "' is not one of: " + known};
  }
};
constexpr Words<FenStyle, 2> kFenStyles{
    {{{FenStyle::Standard, "standard"}, {FenStyle::NoCastlingEp, "no-castling-ep"}}}};
constexpr Words<Objective, 2> kObjectives{
    {{{Objective::Checkmate, "checkmate"}, {Objective::CaptureKing, "capture-king"}}}};
constexpr Words<NoMoveResult, 3> kNoMoveResults{{{{NoMoveResult::Draw, "draw"},
                                                  {NoMoveResult::MoverWins, "mover-wins"},
                                                  {NoMoveResult::MoverLoses, "mover-loses"}}}};
constexpr Words<CastlingStyle, 3> kCastlingStyles{{{{CastlingStyle::None, "none"},
                                                    {CastlingStyle::KingSteps, "king-steps"},
                                                    {CastlingStyle::Free, "free"}}}};

std::optional<Error> bool_key(const std::string& v, bool& out) {
  auto b = parse_bool(v);
  if (!b) return Error{"expected yes or no, not '" + v + "'"};
  out = *b;
  return std::nullopt;
}
std::optional<Error> int_key(const std::string& v, int lo, int hi, int& out) {
  auto n = parse_int(v, lo, hi);
  if (!n)
    return Error{"expected a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not '" +
                 v + "'"};
  out = *n;
  return std::nullopt;
}
std::optional<Error> letters_key(const std::string& v, std::string& out) {
  if (!is_letter_set(v)) return Error{"expected upper-case piece letters, '*' or '-', not '" + v + "'"};
  out = letters_of(v);
  return std::nullopt;
}

std::optional<Error> board_key(VariantDecl& d, const std::string& v) {
  const auto x = v.find('x');
  const auto files = x == std::string::npos ? std::nullopt : parse_int(v.substr(0, x), 1, kMaxFiles);
  const auto ranks = x == std::string::npos ? std::nullopt : parse_int(v.substr(x + 1), 1, kMaxRanks);
  if (!files || !ranks)
    return Error{"impossible board '" + v + "': write FILESxRANKS, each from 1 to " +
                 std::to_string(kMaxFiles)};
  d.files = *files;
  d.ranks = *ranks;
  return std::nullopt;
}

// The square map is written rank by rank, top rank first, ranks separated by '/'.
std::string square_map_text(const VariantDecl& d) {
  if (d.square_map.empty()) return "-";
  std::string out;
  for (size_t i = 0; i < d.square_map.size(); ++i) {
    if (i && d.files && i % d.files == 0) out += '/';
    out += d.square_map[i];
  }
  return out;
}
std::optional<Error> square_map_key(VariantDecl& d, const std::string& v) {
  d.square_map.clear();
  if (v == "-") return std::nullopt;
  for (char c : v) {
    if (c == '/') continue;
    if (!std::isupper(static_cast<unsigned char>(c)))
      return Error{"a square map holds piece letters and '/', not '" + v + "'"};
    d.square_map += c;
  }
  return std::nullopt;
}

enum class LetterCheck : uint8_t { None, Letters };

struct ScalarKey {
  const char* name;
  bool always_written;
  LetterCheck letters;
  std::function<std::string(const VariantDecl&)> get;
  std::function<std::optional<Error>(VariantDecl&, const std::string&)> set;
};

// The board, the start position and how the game is won.
std::vector<ScalarKey> board_keys() {
  using V = VariantDecl;
  using S = const std::string&;
  return {
      {"board", true, LetterCheck::None,
       [](const V& d) { return std::to_string(d.files) + "x" + std::to_string(d.ranks); }, board_key},
      {"start", true, LetterCheck::None, [](const V& d) { return d.start_fen; },
       [](V& d, S v) -> std::optional<Error> {
         if (v.empty()) return Error{"the start position needs a FEN"};
         d.start_fen = v;
         return std::nullopt;
       }},
      {"fen-style", false, LetterCheck::None, [](const V& d) { return kFenStyles.text(d.fen_style); },
       [](V& d, S v) { return kFenStyles.read(v, d.fen_style); }},
      {"objective", false, LetterCheck::None, [](const V& d) { return kObjectives.text(d.objective); },
       [](V& d, S v) { return kObjectives.read(v, d.objective); }},
      {"stalemate", false, LetterCheck::None, [](const V& d) { return kNoMoveResults.text(d.stalemate); },
       [](V& d, S v) { return kNoMoveResults.read(v, d.stalemate); }},
  };
}

// Castling: its style, the King's file, the partner, the King's steps, which sides may.
std::vector<ScalarKey> castling_keys() {
  using V = VariantDecl;
  using S = const std::string&;
  return {
      {"castling", false, LetterCheck::None,
       [](const V& d) { return kCastlingStyles.text(d.castling.style); },
       [](V& d, S v) { return kCastlingStyles.read(v, d.castling.style); }},
      {"castling.king-file", false, LetterCheck::None,
       [](const V& d) { return std::string(1, static_cast<char>('a' + d.castling.king_file)); },
       [](V& d, S v) -> std::optional<Error> {
         if (v.size() != 1 || v[0] < 'a' || v[0] >= 'a' + kMaxFiles)
           return Error{"expected a file letter a to l, not '" + v + "'"};
         d.castling.king_file = v[0] - 'a';
         return std::nullopt;
       }},
      {"castling.partner", false, LetterCheck::Letters,
       [](const V& d) { return std::string(1, d.castling.partner); },
       [](V& d, S v) -> std::optional<Error> {
         if (v.size() != 1 || !std::isupper(static_cast<unsigned char>(v[0])))
           return Error{"expected one piece letter, not '" + v + "'"};
         d.castling.partner = v[0];
         return std::nullopt;
       }},
      {"castling.king-steps", false, LetterCheck::None,
       [](const V& d) { return std::to_string(d.castling.king_steps); },
       [](V& d, S v) { return int_key(v, 0, kMaxFiles, d.castling.king_steps); }},
      {"castling.white", false, LetterCheck::None, [](const V& d) { return bool_text(d.castling.white); },
       [](V& d, S v) { return bool_key(v, d.castling.white); }},
      {"castling.black", false, LetterCheck::None, [](const V& d) { return bool_text(d.castling.black); },
       [](V& d, S v) { return bool_key(v, d.castling.black); }},
  };
}

// Pawns: multi-step, en passant, promotion.
std::vector<ScalarKey> pawn_keys() {
  using V = VariantDecl;
  using S = const std::string&;
  return {
      {"pawns.multi-step", false, LetterCheck::None,
       [](const V& d) { return std::to_string(d.pawns.multi_step); },
       [](V& d, S v) { return int_key(v, 1, kMaxRanks, d.pawns.multi_step); }},
      {"pawns.en-passant", false, LetterCheck::None, [](const V& d) { return bool_text(d.pawns.en_passant); },
       [](V& d, S v) { return bool_key(v, d.pawns.en_passant); }},
      {"pawns.promote-to.white", false, LetterCheck::Letters,
       [](const V& d) { return letters_text(d.pawns.white_promotions); },
       [](V& d, S v) { return letters_key(v, d.pawns.white_promotions); }},
      {"pawns.promote-to.black", false, LetterCheck::Letters,
       [](const V& d) { return letters_text(d.pawns.black_promotions); },
       [](V& d, S v) { return letters_key(v, d.pawns.black_promotions); }},
      {"pawns.swaps-keep-off-back-ranks", false, LetterCheck::None,
       [](const V& d) { return bool_text(d.pawns.swaps_keep_pawns_off_back_ranks); },
       [](V& d, S v) { return bool_key(v, d.pawns.swaps_keep_pawns_off_back_ranks); }},
      {"pawns.promotion-zone", false, LetterCheck::None,
       [](const V& d) { return std::to_string(d.pawns.promotion_zone); },
       [](V& d, S v) { return int_key(v, 0, kMaxRanks, d.pawns.promotion_zone); }},
      {"pawns.promotion-from-reserve", false, LetterCheck::None,
       [](const V& d) { return bool_text(d.pawns.promotion_from_reserve); },
       [](V& d, S v) { return bool_key(v, d.pawns.promotion_from_reserve); }},
      {"pawns.moves-reset-clock", false, LetterCheck::None,
       [](const V& d) { return bool_text(d.pawns.moves_reset_clock); },
       [](V& d, S v) { return bool_key(v, d.pawns.moves_reset_clock); }},
  };
}

// The rules of single variant families: suicide, swap-back ban, edge ring, repetition.
std::vector<ScalarKey> special_rule_keys() {
  using V = VariantDecl;
  using S = const std::string&;
  return {
      {"suicide", false, LetterCheck::None, [](const V& d) { return bool_text(d.suicide); },
       [](V& d, S v) { return bool_key(v, d.suicide); }},
      {"no-swap-back", false, LetterCheck::None, [](const V& d) { return bool_text(d.no_swap_back); },
       [](V& d, S v) { return bool_key(v, d.no_swap_back); }},
      {"edge-ring", false, LetterCheck::None, [](const V& d) { return bool_text(d.edge_ring); },
       [](V& d, S v) { return bool_key(v, d.edge_ring); }},
      {"repetition-loses", false, LetterCheck::None, [](const V& d) { return bool_text(d.repetition_loses); },
       [](V& d, S v) { return bool_key(v, d.repetition_loses); }},
  };
}

// Which evaluation weights the variant uses, and the square map.
std::vector<ScalarKey> table_keys() {
  using V = VariantDecl;
  using S = const std::string&;
  return {
      {"weights", false, LetterCheck::None, [](const V& d) { return std::string(family_name(d.family)); },
       [](V& d, S v) -> std::optional<Error> {
         const auto f = family_by_name(v);
         if (!f)
           return Error{"unknown weights family '" + v +
                        "' (known: chess, ultima, aronson, stupid, chameleon, foolish-king)"};
         d.family = *f;
         return std::nullopt;
       }},
      {"square-map", false, LetterCheck::Letters, square_map_text, square_map_key},
  };
}

// Every scalar key, in the order a file is written.
const std::vector<ScalarKey>& scalar_keys() {
  static const std::vector<ScalarKey> keys = [] {
    std::vector<ScalarKey> all;
    for (auto part : {board_keys, castling_keys, pawn_keys, special_rule_keys, table_keys}) {
      auto section = part();
      all.insert(all.end(), section.begin(), section.end());
    }
    return all;
  }();
  return keys;
}

struct PieceKey {
  const char* suffix;  // after "piece.X"
  LetterCheck letters;
  std::function<std::string(const PieceDecl&)> get;
  std::function<std::optional<Error>(PieceDecl&, const std::string&)> set;
};

const std::vector<PieceKey>& piece_keys() {
  using P = PieceDecl;
  using S = const std::string&;
  static const std::vector<PieceKey> keys = {
      {".value", LetterCheck::None, [](const P& p) { return std::to_string(p.value); },
       [](P& p, S v) { return int_key(v, -100000, 100000, p.value); }},
      {".royal", LetterCheck::None, [](const P& p) { return bool_text(p.royal); },
       [](P& p, S v) { return bool_key(v, p.royal); }},
      {".pawn", LetterCheck::None, [](const P& p) { return bool_text(p.pawn); },
       [](P& p, S v) { return bool_key(v, p.pawn); }},
      {".pattern-only", LetterCheck::None, [](const P& p) { return bool_text(p.pattern_only); },
       [](P& p, S v) { return bool_key(v, p.pattern_only); }},
      {".moves-by-square-map", LetterCheck::None, [](const P& p) { return bool_text(p.moves_by_square_map); },
       [](P& p, S v) { return bool_key(v, p.moves_by_square_map); }},
      {".keeps-enemy-king-away", LetterCheck::None,
       [](const P& p) { return bool_text(p.keeps_enemy_king_away); },
       [](P& p, S v) { return bool_key(v, p.keeps_enemy_king_away); }},
      {".freezes", LetterCheck::Letters, [](const P& p) { return letters_text(p.freezes); },
       [](P& p, S v) { return letters_key(v, p.freezes); }},
      {".capturable-by", LetterCheck::Letters, [](const P& p) { return letters_text(p.capturable_by); },
       [](P& p, S v) { return letters_key(v, p.capturable_by); }},
  };
  return keys;
}

// Loss conditions: "white when no RA" or "white when black royal on rank 1".
const Words<Color, 2> kColors{{{{Color::White, "white"}, {Color::Black, "black"}}}};

std::string loss_text(const LossCondition& l) {
  if (l.kind == LossCondition::Kind::NoPiecesOf) return kColors.text(l.loser) + " when no " + l.letters;
  return kColors.text(l.loser) + " when " + kColors.text(l.royal_color) + " royal on rank " +
         std::to_string(l.rank + 1);
}

Result<LossCondition> parse_loss(const std::string& v) {
  std::istringstream in(v);
  std::vector<std::string> w;
  for (std::string s; in >> s;) w.push_back(s);
  const Error usage{"expected 'COLOUR when no LETTERS' or 'COLOUR when COLOUR royal on rank N', not '" + v +
                    "'"};
  LossCondition l{LossCondition::Kind::NoPiecesOf, Color::White, ""};
  if (w.size() < 3 || w[1] != "when" || kColors.read(w[0], l.loser)) return usage;
  if (w.size() == 4 && w[2] == "no" && is_letter_set(w[3]) && w[3] != "-" && w[3] != "*") {
    l.letters = w[3];
    return l;
  }
  if (w.size() == 7 && w[3] == "royal" && w[4] == "on" && w[5] == "rank" &&
      !kColors.read(w[2], l.royal_color)) {
    auto rank = parse_int(w[6], 1, kMaxRanks);
    if (!rank) return usage;
    l.kind = LossCondition::Kind::RoyalOnRank;
    l.rank = *rank - 1;
    return l;
  }
  return usage;
}

std::string death_corner_text(const DeathCornerDecl& d) {
  return letters_text(d.pieces) + " " + letters_text(d.partners) + " " + letters_text(d.victims);
}

PieceDecl* find_piece(VariantDecl& d, char letter) {
  for (PieceDecl& p : d.pieces)
    if (p.letter == letter) return &p;
  return nullptr;
}

}  // namespace

bool is_list_key(const std::string& key) {
  return key == "loss" || key == "death-corner" ||
         (key.size() > 6 && key.rfind("piece.", 0) == 0 && key.substr(key.size() - 5) == ".rule");
}

std::optional<Error> KeySetter::apply(VariantDecl& decl, const KeyLine& line, int line_number) {
  if (line.key.rfind("option.", 0) == 0) return apply_option_key(decl, line, line_number);
  if (is_list_key(line.key)) return apply_list_key(decl, line, line_number);
  if (line.key.rfind("piece.", 0) == 0) return apply_piece_key(decl, line, line_number);
  if (line.key == "pawns.promote-to") {  // both colours at once
    for (const char* k : {"pawns.promote-to.white", "pawns.promote-to.black"})
      if (auto e = apply(decl, {k, line.value}, line_number)) return e;
    return std::nullopt;
  }
  for (const ScalarKey& k : scalar_keys())
    if (line.key == k.name) {
      if (k.letters == LetterCheck::Letters) letter_uses_.push_back({line.value, line_number});
      return k.set(decl, line.value);
    }
  return Error{"unknown key '" + line.key + "'"};
}

std::optional<Error> KeySetter::apply_piece_key(VariantDecl& decl, const KeyLine& line, int line_number) {
  const std::string& key = line.key;
  if (key.size() < 7 || !std::isupper(static_cast<unsigned char>(key[6])) ||
      (key.size() > 7 && key[7] != '.'))
    return Error{"unknown key '" + key + "' (piece keys are piece.X with X an upper-case letter)"};
  const char letter = key[6];
  if (key.size() == 7) {
    if (named_pieces_.count(letter)) return Error{"piece letter '" + std::string(1, letter) + "' used twice"};
    named_pieces_.insert(letter);
    if (line.value.empty()) return Error{"piece." + std::string(1, letter) + " needs a name"};
    PieceDecl* p = find_piece(decl, letter);
    if (!p) {
      if (decl.pieces.size() >= kMaxPieceTypes) return Error{"a variant has at most 16 piece types"};
      decl.pieces.emplace_back();
      p = &decl.pieces.back();
      p->letter = letter;
    }
    p->name = line.value;
    return std::nullopt;
  }
  PieceDecl* p = find_piece(decl, letter);
  if (!p)
    return Error{"piece " + std::string(1, letter) + " is not defined yet; start with piece." + letter +
                 " = NAME"};
  const std::string suffix = key.substr(7);
  for (const PieceKey& k : piece_keys())
    if (suffix == k.suffix) {
      if (k.letters == LetterCheck::Letters) letter_uses_.push_back({line.value, line_number});
      return k.set(*p, line.value);
    }
  return Error{"unknown key '" + key + "'"};
}

std::optional<Error> KeySetter::apply_list_key(VariantDecl& decl, const KeyLine& line, int line_number) {
  const bool first = started_lists_.insert(line.key).second;
  const bool none = line.value == "none";
  if (line.key == "loss") {
    if (first) decl.losses.clear();
    if (none) return std::nullopt;
    auto l = parse_loss(line.value);
    if (auto* e = std::get_if<Error>(&l)) return *e;
    letter_uses_.push_back({std::get<LossCondition>(l).letters, line_number});
    decl.losses.push_back(std::get<LossCondition>(l));
    return std::nullopt;
  }
  if (line.key == "death-corner") {
    if (first) decl.death_corners.clear();
    if (none) return std::nullopt;
    std::istringstream in(line.value);
    std::vector<std::string> w;
    for (std::string s; in >> s;) w.push_back(s);
    if (w.size() != 3 || !is_letter_set(w[0]) || !is_letter_set(w[1]) || !is_letter_set(w[2]))
      return Error{"expected 'PIECES PARTNERS VICTIMS' (three sets of piece letters), not '" + line.value +
                   "'"};
    for (const auto& s : w) letter_uses_.push_back({s, line_number});
    decl.death_corners.push_back({letters_of(w[0]), letters_of(w[1]), letters_of(w[2])});
    return std::nullopt;
  }
  PieceDecl* p = find_piece(decl, line.key[6]);
  if (!p)
    return Error{"piece " + std::string(1, line.key[6]) + " is not defined yet; start with piece." +
                 line.key[6] + " = NAME"};
  if (first) p->rules.clear();
  if (none) return std::nullopt;
  auto r = parse_rule(line.value);
  if (auto* e = std::get_if<Error>(&r)) return *e;
  const RuleDecl& rule = std::get<RuleDecl>(r);
  for (const std::string* s : rule.letter_sets()) letter_uses_.push_back({*s, line_number});
  p->rules.push_back(rule);
  return std::nullopt;
}

std::optional<Error> KeySetter::apply_option_key(VariantDecl& decl, const KeyLine& line, int line_number) {
  const std::string rest = line.key.substr(7);
  const auto dot = rest.find('.');
  const std::string name = rest.substr(0, dot);
  if (name.empty()) return Error{"an option needs a name: option.NAME = DESCRIPTION"};
  RuleOption* option = nullptr;
  for (RuleOption& o : decl.options)
    if (o.name == name) option = &o;
  if (dot == std::string::npos) {
    if (!option) {
      decl.options.push_back({name, "", [](VariantDecl&) {}});  // the lines below add what it changes
      option = &decl.options.back();
    }
    option->description = line.value;
    return std::nullopt;
  }
  if (!option)
    return Error{"option " + name + " is not defined yet; start with option." + name + " = DESCRIPTION"};
  // Check the line on a copy now, so that applying the option later cannot fail.
  VariantDecl scratch = decl;
  KeySetter check;
  const KeyLine inner{rest.substr(dot + 1), line.value};
  if (inner.key.rfind("option.", 0) == 0) return Error{"an option cannot define options"};
  if (auto e = check.apply(scratch, inner, line_number)) return e;
  for (const LetterUse& u : check.letter_uses()) letter_uses_.push_back(u);
  auto& lines = option_lines_[name];
  if (!lines) {
    lines = std::make_shared<std::vector<KeyLine>>();
    option->apply = [before = option->apply, lines](VariantDecl& d) {
      if (before) before(d);
      KeySetter setter;
      for (const KeyLine& l : *lines) (void)setter.apply(d, l, 0);
    };
  }
  lines->push_back(inner);
  return std::nullopt;
}

namespace {

std::vector<KeyLine> lines_without_options(const VariantDecl& decl, bool with_defaults) {
  std::vector<KeyLine> out;
  const VariantDecl plain;
  for (const ScalarKey& k : scalar_keys()) {
    const std::string v = k.get(decl);
    if (with_defaults || k.always_written || v != k.get(plain)) out.push_back({k.name, v});
  }
  // One line for the promotions when both sides have the same.
  const auto white = std::find_if(out.begin(), out.end(),
                                  [](const KeyLine& l) { return l.key == "pawns.promote-to.white"; });
  if (white != out.end() && decl.pawns.white_promotions == decl.pawns.black_promotions) {
    white->key = "pawns.promote-to";
    out.erase(white + 1);
  }
  for (const LossCondition& l : decl.losses) out.push_back({"loss", loss_text(l)});
  if (with_defaults && decl.losses.empty()) out.push_back({"loss", "none"});
  for (const DeathCornerDecl& d : decl.death_corners) out.push_back({"death-corner", death_corner_text(d)});
  if (with_defaults && decl.death_corners.empty()) out.push_back({"death-corner", "none"});
  const PieceDecl plain_piece;
  for (const PieceDecl& p : decl.pieces) {
    const std::string prefix = "piece." + std::string(1, p.letter);
    out.push_back({prefix, p.name});
    for (const PieceKey& k : piece_keys()) {
      const std::string v = k.get(p);
      if (with_defaults || v != k.get(plain_piece)) out.push_back({prefix + k.suffix, v});
    }
    for (const RuleDecl& r : p.rules) out.push_back({prefix + ".rule", rule_text(r)});
    if (p.rules.empty() && with_defaults) out.push_back({prefix + ".rule", "none"});
  }
  return out;
}

}  // namespace

// An option is written as the lines that change the variant when it is on.
std::vector<KeyLine> variant_key_lines(const VariantDecl& decl, bool with_defaults) {
  std::vector<KeyLine> out = lines_without_options(decl, with_defaults);
  const std::vector<KeyLine> base = lines_without_options(decl, true);
  for (const RuleOption& o : decl.options) {
    out.push_back({"option." + o.name, o.description});
    VariantDecl changed = decl;
    o.apply(changed);
    for (const KeyLine& l : changed_lines(base, lines_without_options(changed, true)))
      out.push_back({"option." + o.name + "." + l.key, l.value});
  }
  return out;
}

std::vector<KeyLine> changed_lines(const std::vector<KeyLine>& base, const std::vector<KeyLine>& changed) {
  const auto values = [](const std::vector<KeyLine>& lines, const std::string& key) {
    std::vector<std::string> out;
    for (const KeyLine& l : lines)
      if (l.key == key) out.push_back(l.value);
    return out;
  };
  // A piece the base lacks needs only the keys that differ from a fresh piece's.
  const auto default_for_new_piece = [&](const KeyLine& l) {
    if (l.key.rfind("piece.", 0) != 0 || l.key.size() < 8 || !values(base, l.key.substr(0, 7)).empty())
      return false;
    if (is_list_key(l.key)) return l.value == "none";
    for (const PieceKey& k : piece_keys())
      if (l.key.substr(7) == k.suffix) return l.value == k.get(PieceDecl{});
    return false;
  };
  std::vector<KeyLine> out;
  for (const KeyLine& l : changed) {
    if (default_for_new_piece(l)) continue;
    if (is_list_key(l.key)) {
      if (values(base, l.key) != values(changed, l.key)) out.push_back(l);
    } else if (values(base, l.key) != std::vector<std::string>{l.value}) {
      out.push_back(l);
    }
  }
  return out;
}

}  // namespace abbott
