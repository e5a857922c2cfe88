// PGN formatting.
#include "match/pgn.h"

#include <sstream>

#include "movegen/pgn_layout.h"

namespace abbott::match {

namespace {

using pgn::tag;

// Braces end a PGN comment early, so the ones inside engine claims are turned into parentheses.
std::string comment(const std::string& text) {
  std::string c;
  for (char ch : text) c += ch == '{' ? '(' : ch == '}' ? ')' : ch;
  return "{" + c + "}";
}

// Side to move and move number from a FEN's second, and last, fields.
void fen_counters(const std::string& fen, bool& black_to_move, int& move_number) {
  std::istringstream in(fen);
  std::vector<std::string> fields;
  std::string f;
  while (in >> f) fields.push_back(f);
  black_to_move = fields.size() > 1 && fields[1] == "b";
  move_number = 1;
  if (!fields.empty()) {
    try {
      move_number = std::max(1, std::stoi(fields.back()));
    } catch (const std::exception&) {
    }
  }
}

std::string final_comment(const GameRecord& g) {
  std::string text = g.end.reason;
  static const char* kSide[] = {"White", "Black"};
  for (int c = 0; c < kColorCount; ++c) {
    if (!g.false_claims[c].empty())
      text += "; " + std::string(kSide[c]) + " engine claimed " + g.false_claims[c];
    if (!g.verdicts[c].empty()) text += "; " + std::string(kSide[c]) + " engine: " + g.verdicts[c];
  }
  return comment(text);
}

}  // namespace

std::string cutechess_termination(const GameRecord& g) {
  switch (g.termination) {
    case Termination::Normal:
      return "";
    case Termination::TimeForfeit:
      return "time forfeit";
    case Termination::RulesInfraction:
      return "illegal move";
    case Termination::Abandoned:
      return g.stalled ? "stalled connection" : "abandoned";
    case Termination::Adjudication:
      return "adjudication";
  }
  return "";
}

std::string pgn_text(const PgnHeader& h, const GameRecord& g) {
  std::string out;
  out += tag("Event", h.event);
  out += tag("Site", "abbott match");
  out += tag("Date", h.date);
  out += tag("Round", std::to_string(h.round));
  out += tag("White", h.white);
  out += tag("Black", h.black);
  out += tag("Result", g.end.result_text());
  out += tag("Variant", h.variant);
  out += tag("SetUp", "1");
  out += tag("FEN", g.start_fen);
  out += tag("TimeControl", h.time_control);
  out += tag("PlyCount", std::to_string(g.plies.size()));
  const std::string termination =
      h.cutechess_terminations ? cutechess_termination(g) : termination_text(g.termination);
  if (!termination.empty()) out += tag("Termination", termination);
  out += "\n";

  bool black = false;
  int number = 1;
  fen_counters(g.start_fen, black, number);
  std::vector<pgn::Ply> plies;
  for (const auto& ply : g.plies)
    plies.push_back({ply.text, ply.comment.empty() || h.minimal ? "" : comment(ply.comment)});
  std::vector<std::string> closing{g.end.result_text()};
  if (!h.minimal) closing.insert(closing.begin(), final_comment(g));
  out += pgn::movetext(number, black, plies, closing);
  out += "\n";
  return out;
}

PgnWriter::PgnWriter(const std::string& path) : path_(path) {
  if (!path_.empty()) out_.open(path_, std::ios::out | std::ios::app);
}

void PgnWriter::write(const std::string& text) {
  if (path_.empty()) return;
  std::lock_guard lock(mutex_);
  out_ << text;
  out_.flush();
}

}  // namespace abbott::match
