// Random and file openings.
#include "match/openings.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "engine/words.h"
#include "match/referee.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"

namespace abbott::match {

namespace {

constexpr int kMaxTries = 1000;

std::optional<Opening> random_opening(const Variant& v, int plies, SplitMix& rng, Position& pos) {
  (void)pos.set(v, "startpos");
  Opening o;
  for (int ply = 0; ply < plies; ++ply) {
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.empty()) return std::nullopt;
    const Move m = legal[rng.below(legal.size())];
    o.moves.push_back(move_text(pos, m, legal));
    pos.make(m);
  }
  if (adjudicate_position(pos).over()) return std::nullopt;
  return o;
}

// An opening from `fen` ("" = the start position) and move texts, at most `max_plies` of them
// (0 = all); nullopt when it does not fit the variant or the game is already over.
std::optional<Opening> make_opening(const Variant& v, const std::string& fen,
                                    const std::vector<std::string>& moves, int max_plies) {
  Position pos;
  Opening o;
  if (!fen.empty()) {
    if (pos.set(v, fen)) return std::nullopt;
    if (position_problem(pos)) return std::nullopt;
    o.fen = pos.fen();
  } else {
    (void)pos.set(v, "startpos");
  }
  for (const std::string& text : moves) {
    if (max_plies > 0 && static_cast<int>(o.moves.size()) >= max_plies) break;
    auto parsed = parse_move(pos, text);
    if (!std::holds_alternative<Move>(parsed)) return std::nullopt;
    const Move m = std::get<Move>(parsed);
    o.moves.push_back(move_text(pos, m));
    pos.make(m);
  }
  if (adjudicate_position(pos).over()) return std::nullopt;
  return o;
}

std::string joined(const std::vector<std::string>& w, size_t n) {
  std::string out;
  for (size_t i = 0; i < n && i < w.size(); ++i) out += (i ? " " : "") + w[i];
  return out;
}

// A line is a FEN when it has a '/', else moves from the start position.
std::optional<Opening> read_line(const Variant& v, const std::string& line, int max_plies) {
  if (line.find('/') != std::string::npos) return make_opening(v, line, {}, max_plies);
  return make_opening(v, "", split_words(line), max_plies);
}

// An EPD line: board, side, castling and en passant fields, then operations ("bm e4; id x;"),
// which are ignored. Variants whose FEN has fewer fields are tried with fewer.
std::optional<Opening> read_epd_line(const Variant& v, const std::string& line) {
  const auto w = split_words(line);
  for (size_t n : {4, 3, 2})
    if (auto o = make_opening(v, joined(w, n), {}, 0)) return o;
  return std::nullopt;
}

// Removes PGN comments ({...}, ; to the end of a line) and variations ((...)).
std::string without_comments(const std::string& text) {
  std::string out;
  int depth = 0;
  bool brace = false;
  bool line_comment = false;
  for (char c : text) {
    if (line_comment) {
      if (c == '\n') line_comment = false;
      continue;
    }
    if (brace) {
      brace = c != '}';
      continue;
    }
    if (c == '{')
      brace = true;
    else if (c == ';')
      line_comment = true;
    else if (c == '(')
      ++depth;
    else if (c == ')' && depth > 0)
      --depth;
    else if (depth == 0)
      out += c;
  }
  return out;
}

bool is_result(const std::string& w) {
  return w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*";
}

// The games of a PGN file as openings: the FEN tag if any, then the moves (abbott notation;
// move numbers, NAGs and check or annotation marks are skipped).
std::vector<Opening> read_pgn(const Variant& v, std::istream& in, int max_plies) {
  std::vector<Opening> out;
  std::string fen;
  std::string movetext;
  bool in_moves = false;
  const auto flush = [&] {
    std::vector<std::string> moves;
    for (std::string w : split_words(without_comments(movetext))) {
      if (is_result(w) || w[0] == '$') continue;
      const size_t dot = w.find_last_of('.');
      if (dot != std::string::npos) w = w.substr(dot + 1);
      while (!w.empty() && std::string("+#!?").find(w.back()) != std::string::npos) w.pop_back();
      if (!w.empty()) moves.push_back(w);
    }
    if (in_moves || !fen.empty())
      if (auto o = make_opening(v, fen, moves, max_plies)) out.push_back(*o);
    fen.clear();
    movetext.clear();
    in_moves = false;
  };
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line[0] == '[') {
      if (in_moves) flush();
      if (line.rfind("[FEN \"", 0) == 0) fen = line.substr(6, line.rfind('"') - 6);
      continue;
    }
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    in_moves = true;
    movetext += line + "\n";
  }
  if (in_moves || !fen.empty()) flush();
  return out;
}

std::variant<std::vector<Opening>, std::string> file_openings(const OpeningSource& source,
                                                              const Variant& variant, int count,
                                                              uint64_t seed) {
  std::ifstream in(source.path);
  if (!in) return "cannot read openings file " + source.path;
  std::vector<Opening> all;
  if (source.format == OpeningSource::Format::Pgn) {
    all = read_pgn(variant, in, source.max_plies);
  } else {
    std::string line;
    while (std::getline(in, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
      auto o = source.format == OpeningSource::Format::Epd ? read_epd_line(variant, line)
                                                           : read_line(variant, line, source.max_plies);
      if (o) all.push_back(*o);
    }
  }
  if (all.empty()) return "no line of " + source.path + " is an opening of " + variant.name;
  const size_t first = static_cast<size_t>(std::max(1, source.start) - 1) % all.size();
  std::rotate(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(first), all.end());
  if (source.random_order) {
    SplitMix rng{seed};
    for (size_t i = all.size(); i > 1; --i) std::swap(all[i - 1], all[rng.below(static_cast<int>(i))]);
  }
  std::vector<Opening> out;
  for (int i = 0; i < count; ++i) out.push_back(all[i % all.size()]);
  return out;
}

}  // namespace

uint64_t SplitMix::next() {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::variant<OpeningSource, std::string> parse_opening_source(const std::string& text) {
  OpeningSource s;
  if (text.empty() || text == "startpos") return s;
  if (text.rfind("random:", 0) == 0) {
    const std::string n = text.substr(7);
    if (n.empty() || n.size() > 3 || n.find_first_not_of("0123456789") != std::string::npos)
      return std::string("random openings need a ply count, e.g. random:8");
    s.kind = OpeningSource::Kind::Random;
    s.plies = std::stoi(n);
    return s;
  }
  s.kind = OpeningSource::Kind::File;
  s.path = text;
  return s;
}

std::variant<std::vector<Opening>, std::string> make_openings(const OpeningSource& source,
                                                              const Variant& variant, int count,
                                                              uint64_t seed, BalanceJudge* judge) {
  std::vector<Opening> out;
  switch (source.kind) {
    case OpeningSource::Kind::StartPosition:
      out.assign(count, Opening{});
      return out;
    case OpeningSource::Kind::Random: {
      // The variant's name joins the seed so that each variant gets its own openings.
      uint64_t mixed = seed;
      for (char c : variant.name) mixed = mixed * 131 + static_cast<unsigned char>(c);
      SplitMix rng{mixed};
      std::optional<BalanceJudge> own_judge;
      if (source.max_imbalance_cp > 0 && !judge) judge = &own_judge.emplace(variant);
      const auto balanced = [&](const Position& pos) {
        return source.max_imbalance_cp <= 0 || judge->imbalance(pos) <= source.max_imbalance_cp;
      };
      for (int i = 0; i < count; ++i) {
        std::optional<Opening> o;
        Position pos;
        for (int t = 0; t < kMaxTries && !o; ++t) {
          o = random_opening(variant, source.plies, rng, pos);
          if (o && !balanced(pos)) o.reset();
        }
        if (!o)
          return "no random opening of " + std::to_string(source.plies) + " plies found for " + variant.name +
                 (source.max_imbalance_cp > 0 ? " within the balance limit" : "");
        out.push_back(*o);
      }
      return out;
    }
    case OpeningSource::Kind::File:
      return file_openings(source, variant, count, seed);
  }
  return out;
}

}  // namespace abbott::match
