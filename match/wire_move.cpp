// Translation between protocol move text and legal moves.
#include "match/wire_move.h"

#include "movegen/xboard_move.h"

namespace abbott::match {

std::string wire_text(Position& pos, const Move& m, Wire wire) {
  return wire == Wire::Uci ? move_text(pos, m) : xboard::move_text(pos, m);
}

Result<Move> parse_wire_move(Position& pos, std::string_view text, Wire wire) {
  if (wire == Wire::Uci) return parse_move(pos, text);
  auto parsed = xboard::parse_move(pos, text, xboard::PlainSideCapture::Accept);
  if (const auto* why = std::get_if<Error>(&parsed))
    return Error{"'" + std::string(text) + "': " + why->message};
  return std::get<Move>(parsed);
}

}  // namespace abbott::match
