// Rule options (docs/variants.md): Stupid's en passant is off by default and can be switched on
// without changing the variant's name. Only captures reset Stupid's halfmove clock.
#include <gtest/gtest.h>

#include "movegen/notation.h"
#include "test_support.h"

namespace abbott {
namespace {

bool has_move(Position& pos, const std::string& text, const std::string& effect) {
  MoveList legal;
  generate_legal(pos, legal);
  for (const Move& m : legal)
    if (move_text(pos, m, legal) == text && effect_text(pos, m) == effect) return true;
  return false;
}

TEST(RuleOptions, StupidEnPassantIsOffByDefault) {
  Position pos = testing::position("stupid", "3k4/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
  pos.make(std::get<Move>(parse_move(pos, "e2e4")));
  EXPECT_EQ(pos.fen(), "3k4/8/8/8/3pP3/8/8/4K3 b - - 1 1");
  EXPECT_FALSE(has_move(pos, "d4e3", "removes e4"));
}

TEST(RuleOptions, StupidEnPassantCanBeSwitchedOn) {
  for (const char* name : {"stupid", "stupid-total"}) {
    const Variant* base = find_variant(name);
    ASSERT_NE(base, nullptr);
    ASSERT_EQ(rule_options(*base).size(), 1u);
    const Variant* ep = with_rule_option(*base, "en-passant");
    ASSERT_NE(ep, nullptr);
    EXPECT_EQ(ep->name, name);
    Position pos;
    ASSERT_FALSE(pos.set(*ep, "3k4/8/8/8/3p4/8/4P3/4K3 w - - 0 1"));
    pos.make(std::get<Move>(parse_move(pos, "e2e4")));
    EXPECT_EQ(pos.fen(), "3k4/8/8/8/3pP3/8/8/4K3 b - e3 1 1");
    EXPECT_TRUE(has_move(pos, "d4e3", "removes e4")) << name;
  }
  EXPECT_EQ(with_rule_option(*find_variant("chess"), "en-passant"), nullptr);
}

}  // namespace
}  // namespace abbott
