// PGN writing and reading for the browser board.
#include "web/pgn.h"

#include <cctype>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/game_end.h"
#include "movegen/notation.h"
#include "movegen/pgn_layout.h"

namespace abbott::web {

namespace {

using pgn::tag;

// Replays the game into `pos`, writing each move's text as abbott writes it into `texts`;
// returns what is wrong, or "".
std::string replay(const PgnGame& game, Position& pos, std::vector<std::string>& texts) {
  const Variant* v = find_variant(game.variant);
  if (!v) return "unknown variant '" + game.variant + "'";
  if (auto err = pos.set(*v, game.fen.empty() ? "startpos" : game.fen)) return "bad FEN: " + err->message;
  for (size_t i = 0; i < game.moves.size(); ++i) {
    auto parsed = parse_move(pos, game.moves[i]);
    if (auto* err = std::get_if<Error>(&parsed))
      return "move " + std::to_string(i + 1) + " (" + game.moves[i] + "): " + err->message;
    texts.push_back(move_text(pos, std::get<Move>(parsed)));
    pos.make(std::get<Move>(parsed));
  }
  return "";
}

// Splits movetext into move tokens: drops comments ({...} and ; to the end of the line),
// variations ((...), nested), numeric annotations ($N), move numbers, results and the check and
// annotation marks other programs add (+ # ! ?).
std::vector<std::string> move_tokens(std::string_view text) {
  std::vector<std::string> tokens;
  size_t i = 0;
  int depth = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '{') {
      const size_t end = text.find('}', i);
      i = end == std::string_view::npos ? text.size() : end + 1;
    } else if (c == ';') {
      const size_t end = text.find('\n', i);
      i = end == std::string_view::npos ? text.size() : end + 1;
    } else if (c == '(' || c == ')') {
      depth += c == '(' ? 1 : (depth > 0 ? -1 : 0);
      ++i;
    } else if (std::isspace(static_cast<unsigned char>(c)) || c == '}') {
      ++i;  // a stray '}' closes no comment
    } else {
      size_t end = i;
      while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) &&
             std::string_view("{}();").find(text[end]) == std::string_view::npos)
        ++end;
      std::string token(text.substr(i, end - i));
      i = end;
      if (depth > 0 || token[0] == '$') continue;
      // "12." and "12..." are move numbers; "12.e2e4" carries its move after the number.
      size_t digits = 0;
      while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits]))) ++digits;
      if (digits > 0 && digits < token.size() && token[digits] == '.') {
        token.erase(0, token.find_first_not_of('.', digits));
        if (token.find_first_not_of('.') == std::string::npos) continue;
      }
      if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*") continue;
      while (!token.empty() && std::string_view("+#!?").find(token.back()) != std::string_view::npos)
        token.pop_back();
      if (!token.empty()) tokens.push_back(token);
    }
  }
  return tokens;
}

}  // namespace

std::variant<std::string, PgnError> write_pgn(const PgnGame& game) {
  Position pos;
  std::vector<std::string> texts;
  if (std::string error = replay(game, pos, texts); !error.empty()) return PgnError{error};
  const GameEnd end = game_end(pos);
  Position start;
  (void)start.set(pos.variant(), game.fen.empty() ? "startpos" : game.fen);
  const std::string start_fen = start.fen();

  std::string out = tag("Event", "abbott serve game") + tag("Site", "abbott serve") + tag("Date", game.date) +
                    tag("Round", "-") + tag("White", game.white) + tag("Black", game.black) +
                    tag("Result", end.result_text()) + tag("Variant", pos.variant().name) +
                    tag("SetUp", "1") + tag("FEN", start_fen);
  if (end.over()) out += tag("Termination", end.reason);
  out += "\n";

  std::vector<pgn::Ply> plies;
  for (const std::string& text : texts) plies.push_back({text, ""});
  std::vector<std::string> closing;
  if (end.over()) closing.push_back("{" + end.reason + "}");
  closing.push_back(end.result_text());
  return out + pgn::movetext(start.fullmove_number(), start.side_to_move() == Color::Black, plies, closing);
}

std::variant<PgnGame, PgnError> read_pgn(std::string_view text) {
  PgnGame game;
  game.variant = "chess";  // a PGN without a Variant tag is orthodox chess
  game.fen = "startpos";
  size_t i = 0;
  // The tag section: lines [Name "value"] before the movetext.
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i >= text.size() || text[i] != '[') break;
    const size_t name_start = i + 1;
    size_t name_end = name_start;
    while (name_end < text.size() && !std::isspace(static_cast<unsigned char>(text[name_end])) &&
           text[name_end] != '"')
      ++name_end;
    size_t q = text.find('"', name_end);
    if (q == std::string_view::npos)
      return PgnError{"a PGN tag without a value: " + std::string(text.substr(i, 40))};
    std::string value;
    size_t j = q + 1;
    for (; j < text.size() && text[j] != '"'; ++j) {
      if (text[j] == '\\' && j + 1 < text.size()) ++j;
      value += text[j];
    }
    const size_t close = text.find(']', j);
    if (j >= text.size() || close == std::string_view::npos) return PgnError{"a PGN tag is not closed"};
    const std::string name(text.substr(name_start, name_end - name_start));
    if (name == "Variant") game.variant = value == "normal" ? "chess" : value;
    if (name == "FEN") game.fen = value;
    if (name == "White") game.white = value;
    if (name == "Black") game.black = value;
    if (name == "Date") game.date = value;
    i = close + 1;
  }
  // The movetext runs to the next game's tags, if any.
  std::string_view movetext = text.substr(i);
  if (const size_t next = movetext.find("\n["); next != std::string_view::npos)
    movetext = movetext.substr(0, next);
  game.moves = move_tokens(movetext);
  Position pos;
  std::vector<std::string> texts;
  if (std::string error = replay(game, pos, texts); !error.empty()) return PgnError{error};
  game.moves = texts;
  return game;
}

}  // namespace abbott::web
