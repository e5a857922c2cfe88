// Random and file openings.
#include "match/openings.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "match/referee.h"
#include "movegen/movegen.h"
#include "movegen/notation.h"
#include "search/search.h"

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

// A line is a FEN when it has a '/', else moves from the start position.
std::optional<Opening> read_line(const Variant& v, const std::string& line) {
  Position pos;
  Opening o;
  if (line.find('/') != std::string::npos) {
    if (pos.set(v, line)) return std::nullopt;
    if (!position_problem(pos).empty()) return std::nullopt;
    o.fen = pos.fen();
  } else {
    (void)pos.set(v, "startpos");
    std::istringstream in(line);
    std::string text;
    while (in >> text) {
      auto parsed = parse_move(pos, text);
      if (!std::holds_alternative<Move>(parsed)) return std::nullopt;
      const Move m = std::get<Move>(parsed);
      o.moves.push_back(move_text(pos, m));
      pos.make(m);
    }
  }
  if (adjudicate_position(pos).over()) return std::nullopt;
  return o;
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
                                                              uint64_t seed) {
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
      Search judge;  // one thread and a depth limit: the same verdicts on every run
      judge.set_hash_mb(1);
      // Scores from White's side, measured against the start position's (Foolish King's
      // armies differ).
      const auto white_score = [&](const Position& pos) {
        judge.new_game();
        SearchLimits limits;
        limits.depth = kBalanceDepth;
        const int score = judge.run(pos, limits).score;
        return pos.side_to_move() == Color::White ? score : -score;
      };
      int start_score = 0;
      if (source.max_imbalance_cp > 0) {
        Position start;
        (void)start.set(variant, "startpos");
        start_score = white_score(start);
      }
      const auto balanced = [&](const Position& pos) {
        return source.max_imbalance_cp <= 0 ||
               std::abs(white_score(pos) - start_score) <= source.max_imbalance_cp;
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
    case OpeningSource::Kind::File: {
      std::ifstream in(source.path);
      if (!in) return "cannot read openings file " + source.path;
      std::vector<Opening> all;
      std::string line;
      while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
        if (auto o = read_line(variant, line)) all.push_back(*o);
      }
      if (all.empty()) return "no line of " + source.path + " is an opening of " + variant.name;
      for (int i = 0; i < count; ++i) out.push_back(all[i % all.size()]);
      return out;
    }
  }
  return out;
}

}  // namespace abbott::match
