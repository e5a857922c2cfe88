// Turns a variant declaration into the compiled table: letters become type masks, derived facts
// are computed once, and inconsistent tables are refused with a message.
#include "engine/variant.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdlib>

#include "engine/bits64.h"

namespace abbott {

std::optional<PieceType> Variant::type_of_letter(char upper) const {
  for (int t = 0; t < type_count(); ++t)
    if (pieces[t].letter == upper && !pieces[t].pattern_only) return static_cast<PieceType>(t);
  return std::nullopt;
}

namespace {

struct Compiler {
  const VariantDecl& decl;
  std::string error;

  TypeMask mask(const std::string& letters) {
    if (letters == "*") return static_cast<TypeMask>((1u << decl.pieces.size()) - 1);
    TypeMask m = 0;
    for (char c : letters) {
      bool found = false;
      for (size_t t = 0; t < decl.pieces.size(); ++t)
        if (decl.pieces[t].letter == c) {
          m |= type_bit(static_cast<PieceType>(t));
          found = true;
        }
      if (!found && error.empty())
        error = decl.name + ": unknown piece letter '" + std::string(1, c) + "' in a rule";
    }
    return m;
  }

  MoveRule rule(const RuleDecl& r) {
    MoveRule m;
    static_cast<RuleTraits&>(m) = r;
    if (r.jumps == JumpSet::Knight) {
      for (int o : kKnightOffsets) m.jump_offsets[m.jump_count++] = static_cast<int8_t>(o);
    } else if (r.jumps == JumpSet::King) {
      for (int o : kDirOffset) m.jump_offsets[m.jump_count++] = static_cast<int8_t>(o);
    }
    m.replace = mask(r.replace);
    m.withdraw = mask(r.withdraw);
    m.approach = mask(r.approach);
    m.leap_victims = mask(r.leap_victims);
    m.pincer = mask(r.pincer);
    if (r.coordinate.size() > m.coordination.size() && error.empty())
      error = decl.name + ": too many coordination entries in one rule";
    for (const auto& c : r.coordinate) {
      if (m.coordination_count >= m.coordination.size()) break;
      m.coordination[m.coordination_count++] = {mask(c.partners), mask(c.victims)};
    }
    m.swap_own = mask(r.swap_own);
    m.swap_enemy = mask(r.swap_enemy);
    m.has_landing_effects = m.withdraw != 0 || m.approach != 0 || m.pincer != 0 || m.coordination_count != 0;
    return m;
  }
};

// The first-step offsets a rule can use, to decide whether two rules of one piece can ever
// produce the same move.
std::vector<int> first_steps(const MoveRule& r) {
  std::vector<int> out;
  switch (r.motion) {
    case Motion::Slide:
    case Motion::Swap:
    case Motion::MutualDestruction:
      for (int d = 0; d < kDirCount; ++d)
        if (r.dirs & (1 << d)) out.push_back(kDirOffset[d]);
      break;
    case Motion::Jump:
      for (int i = 0; i < r.jump_count; ++i) out.push_back(r.jump_offsets[i]);
      break;
    case Motion::PawnPush:
      out = {kStride, -kStride};
      break;
    case Motion::PawnCapture:
      out = {kStride + 1, kStride - 1, -kStride + 1, -kStride - 1};
      break;
    case Motion::CannonHop:
      // Its landing is two squares along; a slide or step through an occupied square never gets
      // there, so only another hop can coincide with it.
      for (int d = 0; d < kDirCount; ++d)
        if (r.dirs & (1 << d)) out.push_back(2 * kDirOffset[d]);
      break;
  }
  return out;
}

bool rules_may_coincide(const MoveRule& a, const MoveRule& b) {
  if (a.threat_only || b.threat_only) return false;
  const bool both_land_empty = a.to_empty && b.to_empty;
  const bool both_replace = (a.replace & b.replace) != 0;
  const bool both_swap = (a.motion == Motion::Swap && b.motion == Motion::Swap);
  const bool leaps = (a.leap_victims != 0 || b.leap_victims != 0);
  if (!both_land_empty && !both_replace && !both_swap && !leaps) return false;
  const auto sa = first_steps(a);
  const auto sb = first_steps(b);
  for (int x : sa)
    if (std::find(sb.begin(), sb.end(), x) != sb.end()) return true;
  return false;
}

// Adds the rule, the `rule`-th of type `t`'s, to the threat table.
void add_threats(const MoveRule& r, uint16_t rule, PieceType t, TypeMask royal, ThreatTable& tt) {
  const auto widen = [](uint8_t& slot, int reach) {
    if (reach > slot) slot = static_cast<uint8_t>(reach);
  };
  const int reach = r.range ? r.range : ThreatTable::kAnyDistance;
  const TypeMask me = type_bit(t);
  if ((r.leap_then_replace && (r.replace & royal)) || ((r.pincer & royal) && r.replace)) tt.exact = false;
  switch (r.motion) {
    case Motion::Slide:
      for (int d = 0; d < kDirCount; ++d) {
        if (!(r.dirs & (1 << d))) continue;
        if (r.replace & royal) {
          widen(tt.replace_reach[t][d], reach);
          if (r.even_stops_only) tt.even_stops[t] |= static_cast<DirMask>(1 << d);
        }
        if (r.approach & royal) widen(tt.approach_reach[t][d], reach);
        if (r.withdraw & royal) tt.withdraw_dirs[t] |= static_cast<DirMask>(1 << d);
        if ((r.leap_victims & royal) && r.leap_form == LeapForm::Long) {
          tt.long_leap_dirs[t] |= static_cast<DirMask>(1 << d);
          tt.long_leap_victims[t] |= r.leap_victims;
          tt.any_long_leap = true;
        }
        if ((r.leap_victims & royal) && r.leap_form == LeapForm::Springer)
          tt.springer_dirs[t] |= static_cast<DirMask>(1 << d);
      }
      break;
    case Motion::Jump:
      if (!(r.replace & royal)) break;
      for (int i = 0; i < r.jump_count; ++i) {
        const int offset = r.jump_offsets[i];
        int unit = -1;
        for (int d = 0; d < kDirCount; ++d)
          if (kDirOffset[d] == offset) unit = d;
        if (unit >= 0) {
          widen(tt.replace_reach[t][unit], 1);
          continue;
        }
        auto it =
            std::find_if(tt.jumps.begin(), tt.jumps.end(), [&](const auto& j) { return j.offset == offset; });
        if (it == tt.jumps.end())
          tt.jumps.push_back({offset, me});
        else
          it->types |= me;
      }
      break;
    case Motion::PawnCapture:
      if (!(r.replace & royal)) break;
      for (Color c : {Color::White, Color::Black})
        for (int side : {-1, 1}) {
          const int offset = (c == Color::White ? kStride : -kStride) + side;
          auto& list = tt.pawn_captures[idx(c)];
          auto it = std::find_if(list.begin(), list.end(), [&](const auto& j) { return j.offset == offset; });
          if (it == list.end())
            list.push_back({offset, me});
          else
            it->types |= me;
        }
      break;
    case Motion::MutualDestruction:
      if (r.replace & royal) tt.mutual_destruction |= me;
      break;
    case Motion::CannonHop:
      // The scan has no mount test: check falls back to generating the attackers' moves.
      if (r.replace & royal) tt.exact = false;
      break;
    case Motion::PawnPush:
    case Motion::Swap:
      break;
  }
  for (int c = 0; c < r.coordination_count; ++c)
    if (r.coordination[c].victims & royal) tt.coordinations.push_back({t, rule, r.coordination[c].partners});
}

// ---- The steps of compile_variant -----------------------------------------------------------

// Each declared piece becomes its PieceSpec: rules compiled, letters resolved to type masks.
std::optional<Error> compile_pieces(const VariantDecl& decl, Compiler& c, Variant& v) {
  for (size_t i = 0; i < decl.pieces.size(); ++i) {
    const PieceDecl& p = decl.pieces[i];
    if (!std::isupper(static_cast<unsigned char>(p.letter)))
      return Error{decl.name + ": piece letters must be upper case"};
    for (size_t j = 0; j < i; ++j)
      if (decl.pieces[j].letter == p.letter)
        return Error{decl.name + ": two pieces use the letter " + std::string(1, p.letter)};
    PieceSpec s;
    static_cast<PieceTraits&>(s) = p;
    for (const auto& r : p.rules) s.rules.push_back(c.rule(r));
    s.freezes = c.mask(p.freezes);
    v.pieces.push_back(std::move(s));
  }
  v.piece_types = static_cast<int>(v.pieces.size());
  v.every_type = static_cast<TypeMask>((1u << v.piece_types) - 1);
  return std::nullopt;
}

// A piece that may only be captured by some enemy types is removed from every other type's
// victim sets, so no generator has to know about the restriction.
void apply_capturable_by(const VariantDecl& decl, Compiler& c, Variant& v) {
  for (size_t victim = 0; victim < decl.pieces.size(); ++victim) {
    const TypeMask allowed = c.mask(decl.pieces[victim].capturable_by);
    for (size_t attacker = 0; attacker < v.pieces.size(); ++attacker) {
      if (allowed & type_bit(static_cast<PieceType>(attacker))) continue;
      const TypeMask keep = static_cast<TypeMask>(~type_bit(static_cast<PieceType>(victim)));
      for (MoveRule& r : v.pieces[attacker].rules) r.keep_victims(keep);
    }
  }
}

// Adds a move-making rule to its piece's slide summary (PieceSpec::slide_reach).
void add_slide_reach(const MoveRule& r, SlideReach& reach) {
  if (r.motion == Motion::Jump) reach.jumps = true;
  if (r.motion != Motion::Slide) return;
  if (r.range) {
    reach.ranged_slides = true;
    return;
  }
  const bool takes = r.replace || r.leap_victims;
  for (int d = 0; d < kDirCount; ++d) {
    if (!(r.dirs >> d & 1)) continue;
    ++reach.lines[d];
    reach.line_dirs |= static_cast<DirMask>(1 << d);
    if (!takes) continue;
    ++reach.take_blocker[d];
    reach.take_blocker_dirs |= static_cast<DirMask>(1 << d);
  }
}

// Whether the slides are summed on 64-bit sets, with the counts of each line group
// (SlideReach::on_sets64 and the rest).
void group_slide_reach(const Variant& v, SlideReach& reach) {
  const auto alike = [](const std::array<uint8_t, kDirCount>& counts, int first) {
    for (int d = first + 1; d < first + 4; ++d)
      if (counts[d] != counts[first]) return false;
    return true;
  };
  reach.alike_by_group = alike(reach.lines, 0) && alike(reach.lines, 4) && alike(reach.take_blocker, 0) &&
                         alike(reach.take_blocker, 4);
  reach.on_sets64 = fits_64(v.files, v.ranks) && reach.line_dirs && reach.alike_by_group;
  reach.orthogonal = reach.lines[0];
  reach.diagonal = reach.lines[4];
  reach.take_orthogonal = reach.take_blocker[0];
  reach.take_diagonal = reach.take_blocker[4];
  reach.groups_alike =
      reach.on_sets64 && reach.orthogonal == reach.diagonal && reach.take_orthogonal == reach.take_diagonal;
}

// The piece's one ranged slide as a range on the sets (SlideReach::ranged_range), where it goes
// along the eight lines of its unlimited slides.
void ranged_slide_on_sets(const Variant& v, const PieceSpec& spec, SlideReach& reach) {
  if (!reach.ranged_slides || !reach.groups_alike || reach.jumps || spec.moves_by_square_map || v.edge_ring)
    return;
  const MoveRule* ranged = nullptr;
  for (const MoveRule& r : spec.rules) {
    if (r.threat_only || r.motion != Motion::Slide || !r.range) continue;
    if (ranged || r.dirs != kAllDirs) return;
    ranged = &r;
  }
  if (!ranged) return;
  reach.ranged_range = ranged->range;
  reach.ranged_takes = ranged->replace || ranged->leap_victims;
}

// How the evaluation counts the type's mobility (SlideReach::mobility_count).
SlideReach::MobilityCount mobility_count(const Variant& v, const PieceSpec& spec, const SlideReach& reach) {
  using Count = SlideReach::MobilityCount;
  const bool by_kind = !spec.moves_by_square_map && !v.edge_ring && !reach.ranged_slides;
  if (!fits_64(v.files, v.ranks)) {
    if (!by_kind || (reach.line_dirs && !reach.alike_by_group)) return Count::PieceByPiece;
    if (!reach.line_dirs) return reach.jumps ? Count::Jumps : Count::PieceByPiece;
    return reach.jumps ? Count::GroupRunsWithJumps : Count::GroupRuns;
  }
  const bool all_on_sets =
      by_kind && (!reach.line_dirs || reach.on_sets64) && (!reach.jumps || reach.jumps_on_sets64);
  if (!all_on_sets) return reach.ranged_range ? Count::Ranged : Count::PieceByPiece;
  if (reach.jumps) return Count::WithJump;
  if (reach.groups_alike) return Count::SlidesAlike;
  if (!reach.diagonal) return Count::Orthogonal;
  if (!reach.orthogonal) return Count::Diagonal;
  return Count::BothGroups;
}

// The bit of the square `offset` from `s` (a mailbox offset), 0 where that is off the board.
uint64_t cell_at_offset64(const Variant& v, Square s, int offset) {
  const int to = s + offset;
  if (to < 0 || to >= kCells ||
      !v.on_board(file_of(static_cast<Square>(to)), rank_of(static_cast<Square>(to))))
    return 0;
  return cell_bit64(static_cast<Square>(to));
}

// A piece's one move-making jumping rule; null when it has none or two (which may reach one cell
// twice: counted rule by rule).
const MoveRule* one_jump_rule(const PieceSpec& spec) {
  const MoveRule* jump = nullptr;
  for (const MoveRule& r : spec.rules) {
    if (r.threat_only || r.motion != Motion::Jump) continue;
    if (jump) return nullptr;
    jump = &r;
  }
  return jump;
}

// A piece's one jumping rule as target sets (SlideReach::jumps_on_sets64), where the board fits.
void jump_reach_on_sets(const Variant& v, const PieceSpec& spec, SlideReach& reach) {
  if (!fits_64(v.files, v.ranks) || v.edge_ring) return;
  const MoveRule* jump = one_jump_rule(spec);
  if (!jump) return;
  for (int rank = 0; rank < v.ranks; ++rank)
    for (int file = 0; file < v.files; ++file) {
      uint64_t targets = 0;
      for (int i = 0; i < jump->jump_count; ++i)
        targets |= cell_at_offset64(v, make_square(file, rank), jump->jump_offsets[i]);
      reach.jump_targets64[rank * 8 + file] = targets;
    }
  reach.jump_takes = jump->replace != 0;
  reach.jumps_on_sets64 = true;
}

// The same as square sets (Variant::jump_target_sets), on boards beyond 8x8.
void jump_target_sets(Variant& v) {
  if (!v.piece_sets || v.edge_ring) return;
  for (int t = 0; t < v.type_count(); ++t) {
    const MoveRule* jump = one_jump_rule(v.pieces[t]);
    if (!jump) continue;
    v.pieces[t].slide_reach.jump_takes = jump->replace != 0;
    std::vector<SquareSet>& targets = v.jump_target_sets[t];
    targets.assign(kCells, SquareSet{});
    for (int rank = 0; rank < v.ranks; ++rank)
      for (int file = 0; file < v.files; ++file) {
        const Square from = make_square(file, rank);
        for (int i = 0; i < jump->jump_count; ++i) {
          const auto to = static_cast<Square>(from + jump->jump_offsets[i]);
          if (v.on_board(file_of(to), rank_of(to))) targets[from].add(to);
        }
      }
  }
}

// The threat table's jumps grouped by their attackers' types (in the order first met), each group
// made from `fresh`; for every King square of the board, `note(group, king, offset)` records the
// square `king - offset` from which the group's jump lands on it, in the group's kind of set.
template <class Group, class Note>
void group_jump_threats(const Variant& v, const std::vector<ThreatTable::Jump>& jumps,
                        std::vector<Group>& groups, const Group& fresh, Note&& note) {
  for (const ThreatTable::Jump& j : jumps) {
    auto same =
        std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.types == j.types; });
    if (same == groups.end()) {
      same = groups.insert(groups.end(), fresh);
      same->types = j.types;
    }
    for (int rank = 0; rank < v.ranks; ++rank)
      for (int file = 0; file < v.files; ++file) note(*same, make_square(file, rank), j.offset);
  }
}

// The threat table's jumps as square sets (ThreatTable::jump_sets), on boards beyond 8x8.
void derive_jump_threat_sets(Variant& v) {
  if (!v.piece_sets || v.edge_ring) return;
  for (const PieceSpec& p : v.pieces)
    if (p.moves_by_square_map) return;
  ThreatTable& tt = v.threats;
  group_jump_threats(v, tt.jumps, tt.jump_sets, ThreatTable::JumpSets{0, std::vector<SquareSet>(kCells)},
                     [&](ThreatTable::JumpSets& g, Square king, int offset) {
                       const auto from = static_cast<Square>(king - offset);
                       if (v.on_board(file_of(from), rank_of(from))) g.from[king].add(from);
                     });
}

// The types whose captures a test on the square sets decides (Variant::square_set_takers).
void square_set_takers(Variant& v) {
  if (!v.piece_sets || v.edge_ring || !v.death_corners.empty() || v.pawns.promotion_zone) return;
  for (int t = 0; t < v.type_count(); ++t) {
    const PieceSpec& s = v.pieces[t];
    const bool decided =
        !s.moves_by_square_map && std::all_of(s.rules.begin(), s.rules.end(), [&](const MoveRule& r) {
          if (r.threat_only) return true;
          if (r.has_landing_effects) return false;
          if (s.pawn) return r.motion == Motion::PawnPush || r.motion == Motion::PawnCapture;
          return r.motion == Motion::Jump && !v.jump_target_sets[t].empty();
        });
    if (decided) v.square_set_takers |= type_bit(static_cast<PieceType>(t));
  }
}

// Whether capture generation may ask on the 64-bit sets which pieces of this type may take: the
// board fits them, with no edge ring, death corner or square map, and no pawn of the type
// promotes in a zone (a zone pawn's quiet moves may be promotions). Both passes below need it.
bool capture_sets_apply64(const Variant& v, const PieceSpec& s) {
  return fits_64(v.files, v.ranks) && !v.edge_ring && v.death_corners.empty() && !s.moves_by_square_map &&
         !(s.pawn && v.pawns.promotion_zone);
}

// Whether a piece of this type takes only the enemy it lands on, by rules that capture generation
// can ask on the sets (Variant::takes_at_reach64). A pawn moves only as a pawn (its pushes and
// diagonal captures), and only a pawn does.
bool piece_takes_at_reach64(const Variant& v, const PieceSpec& s) {
  if (!capture_sets_apply64(v, s)) return false;
  return std::all_of(s.rules.begin(), s.rules.end(), [&](const MoveRule& r) {
    if (r.threat_only) return true;
    if (r.has_landing_effects) return false;
    switch (r.motion) {
      case Motion::Slide:
        return !s.pawn && !r.leap_victims;
      case Motion::Jump:
        return !s.pawn && s.slide_reach.jumps_on_sets64;  // two jumping rules: not on the sets
      case Motion::PawnPush:
      case Motion::PawnCapture:
        return s.pawn;
      default:
        return false;
    }
  });
}

// Whether every capture of a piece of this type is a pincer (Variant::pincer_only_types64): its
// rules, the threat-only ones aside, are slides that take nothing or take only by pincer, at
// least one of them the latter. Its pincering slides' directions, reversed, are added to
// `reverse_dirs`.
bool piece_takes_only_by_pincer64(const Variant& v, const PieceSpec& s, DirMask& reverse_dirs) {
  if (!capture_sets_apply64(v, s)) return false;
  DirMask dirs = 0;
  for (const MoveRule& r : s.rules) {
    if (r.threat_only || (r.motion == Motion::Slide && r.quiet_slide_only)) continue;
    if (r.motion != Motion::Slide || !r.pincer_only) return false;
    dirs |= r.pincer_needs_orthogonal_move ? r.dirs & kOrthogonalDirs : r.dirs;
  }
  for (unsigned d = dirs; d; d &= d - 1)
    reverse_dirs |= static_cast<DirMask>(1u << opposite(__builtin_ctz(d)));
  return dirs != 0;
}

// The evaluation's pincer exposure: which enemy types, standing beside a piece with the square
// opposite empty, count as the far side of a pincer on it (any piece when some rule pincers it
// with any friend, else the types that can pincer it themselves); victim types with the same
// partners form one group, so that exposure is found for a whole group at once.
void group_pincer_victims(Variant& v, TypeMask any_partner_victims) {
  for (TypeMask victims = v.pincer_victims; victims; victims &= victims - 1) {
    const auto victim = static_cast<PieceType>(__builtin_ctz(victims));
    const TypeMask me = type_bit(victim);
    TypeMask& partners = v.pincer_partners[victim];
    if (any_partner_victims & me) {
      partners = v.all_types();
    } else {
      for (size_t u = 0; u < v.pieces.size(); ++u)
        if (v.pincer_capable[u] & me) partners |= type_bit(static_cast<PieceType>(u));
    }
    auto same = std::find_if(v.pincer_groups.begin(), v.pincer_groups.end(),
                             [&](const Variant::PincerGroup& g) { return g.partners == partners; });
    if (same == v.pincer_groups.end())
      v.pincer_groups.push_back({me, partners});
    else
      same->victims |= me;
  }
  for (Variant::PincerGroup& g : v.pincer_groups) {
    const TypeMask left_out = v.all_types() & ~g.victims;
    if (std::popcount(left_out) < std::popcount(g.victims)) g.victims_left_out = left_out;
  }
}

// Facts about each piece and the variant that the generator reads instead of scanning rules:
// the royal type, who freezes or keeps the King away, who may pincer or withdraw, whether any
// rule does more than replace, and whether two rules of one piece can make the same move; and
// each piece's slide summary and the pincer groups, which the evaluation reads; and whether the
// position keeps its pieces as sets.
std::optional<Error> derive_piece_facts(const VariantDecl& decl, Variant& v) {
  TypeMask any_partner_victims = 0;  // types some rule pincers with any friendly partner
  v.takes_at_reach64 = fits_64(v.files, v.ranks);
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    PieceSpec& s = v.pieces[t];
    if (s.royal) {
      if (v.royal_type != kNoPieceType) return Error{decl.name + ": two royal piece types"};
      v.royal_type = static_cast<PieceType>(t);
    }
    if (s.freezes) v.freezer_types |= type_bit(static_cast<PieceType>(t));
    if (s.pawn) v.pawn_types |= type_bit(static_cast<PieceType>(t));
    if (s.keeps_enemy_king_away) v.keep_away_types |= type_bit(static_cast<PieceType>(t));
    // The victims this type's slides pincer: all of them, and those it closes on from any side.
    TypeMask slide_pincered = 0, closed_anywhere = 0;
    for (MoveRule& r : s.rules) {
      if (!r.threat_only && r.motion == Motion::Slide && r.pincer) {
        slide_pincered |= r.pincer;
        if ((r.dirs & kOrthogonalDirs) == kOrthogonalDirs && !r.range && !r.even_stops_only)
          closed_anywhere |= r.pincer;
      }
      r.quiet_slide_only = r.is_quiet_slide_only();
      r.pincer_only = r.takes_only_by_pincer();
      r.coordination_only = r.takes_by_coordination_only();
      if (r.motion == Motion::PawnPush) v.pawn_pushes = true;
      if (r.motion == Motion::Slide && (r.replace || r.approach || r.leap_victims))
        v.line_taker_dirs[t] |= r.dirs;
      if (r.threat_only) {
        s.has_threat_only_rules = true;
      } else {
        v.pincer_capable[t] |= r.pincer;
        v.withdraw_capable[t] |= r.withdraw;
        v.pincer_victims |= r.pincer;
        if (r.pincer_partner == PincerPartner::AnyFriend) any_partner_victims |= r.pincer;
        v.withdraw_victims |= r.withdraw;
      }
      if (r.has_landing_effects || r.leap_victims || r.motion == Motion::Swap ||
          r.motion == Motion::MutualDestruction || r.motion == Motion::CannonHop || r.threat_only)
        v.replacement_only = false;
      if (r.motion == Motion::Swap) v.swaps_enemy[t] |= r.swap_enemy;
      if (!r.threat_only) add_slide_reach(r, s.slide_reach);
    }
    for (TypeMask victims = closed_anywhere; victims; victims &= victims - 1)
      v.pincer_closers[__builtin_ctz(victims)] |= type_bit(static_cast<PieceType>(t));
    if ((slide_pincered & ~closed_anywhere) || s.moves_by_square_map) v.pincer_closers_exact = false;
    // A piece that moves by its square's pattern may move as a line taker on some square.
    if (v.line_taker_dirs[t] || s.moves_by_square_map)
      v.line_taker_types |= type_bit(static_cast<PieceType>(t));
    group_slide_reach(v, s.slide_reach);
    jump_reach_on_sets(v, s, s.slide_reach);
    SlideReach& reach = s.slide_reach;
    ranged_slide_on_sets(v, s, reach);
    reach.mobility_count = mobility_count(v, s, reach);
    if (!piece_takes_at_reach64(v, s)) v.takes_at_reach64 = false;
    if (piece_takes_only_by_pincer64(v, s, v.pincer_only_reverse_dirs64))
      v.pincer_only_types64 |= type_bit(static_cast<PieceType>(t));
    for (size_t a = 0; a < s.rules.size(); ++a)
      for (size_t b = a + 1; b < s.rules.size(); ++b)
        if (rules_may_coincide(s.rules[a], s.rules[b])) s.needs_dedup = true;
    if (s.moves_by_square_map) s.needs_dedup = false;
    if (v.withdraw_capable[t] || s.moves_by_square_map)
      v.withdraw_movers |= type_bit(static_cast<PieceType>(t));
  }
  if (v.freezer_types || v.keep_away_types || !v.death_corners.empty() || v.losses.size() || v.edge_ring)
    v.replacement_only = false;
  group_pincer_victims(v, any_partner_victims);
  return std::nullopt;
}

// How each type can take the King: the threat table (threat_table.h) and royal_takers.
void derive_royal_threats(Variant& v) {
  if (v.royal_type == kNoPieceType) return;
  const TypeMask royal = type_bit(v.royal_type);
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    const TypeMask me = type_bit(static_cast<PieceType>(t));
    std::vector<const PieceSpec*> specs = {&v.pieces[t]};
    if (v.pieces[t].moves_by_square_map)
      for (const PieceSpec& p : v.pieces)
        if (p.pattern_only) specs.push_back(&p);
    // The threat table is indexed by the rules actually used (square-map pieces are looked up
    // by their square's pattern); royal_takers by the piece standing there.
    const std::vector<MoveRule>& rules = v.pieces[t].rules;
    for (size_t i = 0; i < rules.size(); ++i)
      add_threats(rules[i], static_cast<uint16_t>(i), static_cast<PieceType>(t), royal, v.threats);
    v.threats.coordinations_of[t + 1] = static_cast<uint16_t>(v.threats.coordinations.size());
    for (const PieceSpec* spec : specs)
      for (const MoveRule& r : spec->rules) {
        if (r.victims() & royal) v.royal_attackers |= me;
        if (r.leap_victims & royal) v.royal_takers.leap |= me;
        if (r.withdraw & royal) v.royal_takers.withdraw |= me;
        if (r.pincer & royal) {
          v.royal_takers.pincer |= me;
          if (r.motion != Motion::Slide) v.royal_takers.pincer_by_slides_only = false;
        }
        for (int i = 0; i < r.coordination_count; ++i)
          if (r.coordination[i].victims & royal) {
            v.royal_takers.coordinate |= me;
            v.royal_takers.coordinate_partners |= r.coordination[i].partners;
          }
      }
  }
  // The check test asks the coordinations on the 64-bit sets, a type's pieces at once, when each
  // is a jump or a slide along whole lines that leaps over nothing, and no piece moves by its
  // square.
  bool on_sets64 = fits_64(v.files, v.ranks);
  bool by_runs = !on_sets64;
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    if (v.pieces[t].moves_by_square_map) on_sets64 = by_runs = false;
    for (int i = v.threats.coordinations_of[t]; i < v.threats.coordinations_of[t + 1]; ++i) {
      const MoveRule& r = v.pieces[t].rules[v.threats.coordinations[i].rule];
      if (r.motion != Motion::Jump && !r.stops_by_slider_reach(!r.leap_alone)) on_sets64 = false;
      if (!r.lands_on_empty_squares_only()) by_runs = false;
    }
  }
  v.threats.coordinations_on_sets64 = on_sets64;
  v.threats.coordinations_by_runs = by_runs;
}

// The threat table on the 64-bit sets (ThreatTable::on_sets64), where every threat is a capture by
// replacement that reaches alike along the four lines of each group.
void derive_threats_on_sets64(Variant& v) {
  ThreatTable& tt = v.threats;
  if (!v.cells64 || v.royal_type == kNoPieceType || !tt.exact || v.freezer_types ||
      !v.death_corners.empty() || v.edge_ring || tt.mutual_destruction || tt.any_long_leap ||
      !tt.coordinations.empty() || v.royal_takers.pincer)
    return;
  std::vector<ThreatTable::LineThreat64> lines;
  for (size_t t = 0; t < v.pieces.size(); ++t) {
    if (v.pieces[t].moves_by_square_map || tt.even_stops[t] || tt.withdraw_dirs[t] || tt.long_leap_dirs[t] ||
        tt.springer_dirs[t])
      return;
    for (int d = 0; d < kDirCount; ++d)
      if (tt.approach_reach[t][d]) return;
    for (const int first : {0, 4}) {
      const uint8_t reach = tt.replace_reach[t][first];
      for (int d = first + 1; d < first + 4; ++d)
        if (tt.replace_reach[t][d] != reach) return;
      if (!reach) continue;
      const ThreatTable::LineThreat64 line{first == 0, reach == ThreatTable::kAnyDistance ? 0 : reach,
                                           type_bit(static_cast<PieceType>(t))};
      auto same = std::find_if(lines.begin(), lines.end(), [&](const auto& l) {
        return l.orthogonal == line.orthogonal && l.range == line.range;
      });
      if (same == lines.end())
        lines.push_back(line);
      else
        same->types |= line.types;
    }
  }
  for (Color c : {Color::White, Color::Black}) {
    std::vector<ThreatTable::Jump> jumps = tt.jumps;
    jumps.insert(jumps.end(), tt.pawn_captures[idx(c)].begin(), tt.pawn_captures[idx(c)].end());
    group_jump_threats(v, jumps, tt.jumps64[idx(c)], ThreatTable::JumpThreat64{},
                       [&](ThreatTable::JumpThreat64& g, Square king, int offset) {
                         g.from[index64(king)] |= cell_at_offset64(v, king, -offset);
                       });
  }
  tt.lines64 = std::move(lines);
  tt.on_sets64 = true;
}

// Counts the start position's pieces per side and type from the board field of the start FEN.
std::optional<Error> count_start_pieces(const VariantDecl& decl, Variant& v) {
  for (char ch : decl.start_fen) {
    if (ch == ' ') break;
    if (!std::isalpha(static_cast<unsigned char>(ch))) continue;
    const auto t = v.type_of_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
    if (!t) return Error{decl.name + ": start position names unknown piece " + std::string(1, ch)};
    ++v.start_counts[std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1][*t];
  }
  return std::nullopt;
}

std::optional<Error> compile_promotions(const VariantDecl& decl, Variant& v) {
  for (int side = 0; side < kColorCount; ++side) {
    const std::string& letters = side == 0 ? decl.pawns.white_promotions : decl.pawns.black_promotions;
    for (char ch : letters) {
      auto t = v.type_of_letter(ch);
      if (!t) return Error{decl.name + ": unknown promotion letter " + std::string(1, ch)};
      v.promotions[side].push_back(*t);
    }
  }
  return std::nullopt;
}

// The castling partner's type, the King's and Rooks' home squares and which squares cost which
// rights when a piece leaves or is taken there.
std::optional<Error> compile_castling(const VariantDecl& decl, Variant& v) {
  if (v.castling.style == CastlingStyle::None) return std::nullopt;
  auto partner = v.type_of_letter(v.castling.partner);
  if (!partner) return Error{decl.name + ": castling partner letter unknown"};
  v.castling_partner = *partner;
  const int top = v.ranks - 1;
  const int last = v.files - 1;
  v.castle_king_home = {make_square(v.castling.king_file, 0), make_square(v.castling.king_file, top)};
  v.castle_rook_home = {make_square(last, 0), make_square(0, 0), make_square(last, top), make_square(0, top)};
  v.rights_lost_at[v.castle_king_home[0]] = 3;
  v.rights_lost_at[v.castle_king_home[1]] = 12;
  for (int i = 0; i < 4; ++i) v.rights_lost_at[v.castle_rook_home[i]] = static_cast<uint8_t>(1 << i);
  return std::nullopt;
}

// The square map of pieces that move by the pattern of their square (Chameleon Chess).
std::optional<Error> compile_square_map(const VariantDecl& decl, Variant& v) {
  v.square_pattern.fill(kNoPieceType);
  if (decl.square_map.empty()) return std::nullopt;
  if (static_cast<int>(decl.square_map.size()) != decl.files * decl.ranks)
    return Error{decl.name + ": square map must have files*ranks letters"};
  for (int r = 0; r < decl.ranks; ++r)
    for (int f = 0; f < decl.files; ++f) {
      const char ch = decl.square_map[(decl.ranks - 1 - r) * decl.files + f];
      std::optional<PieceType> t;
      for (int k = 0; k < v.type_count(); ++k)
        if (v.pieces[k].letter == ch) t = static_cast<PieceType>(k);
      if (!t) return Error{decl.name + ": square map names unknown piece " + ch};
      v.square_pattern[make_square(f, r)] = *t;
    }
  return std::nullopt;
}

void measure_centre_distance(Variant& v) {
  for (int f = 0; f < v.files; ++f)
    for (int r = 0; r < v.ranks; ++r) {
      const Square s = make_square(f, r);
      v.centre_distance[s] =
          static_cast<uint8_t>(std::max(std::abs(2 * f - (v.files - 1)), std::abs(2 * r - (v.ranks - 1))));
      v.centre_tally[s] = centre_tally_of(std::max(v.files, v.ranks) - v.centre_distance[s]);
    }
}

void collect_cells64(Variant& v) {
  if (!fits_64(v.files, v.ranks)) return;
  for (int f = 0; f < v.files; ++f)
    for (int r = 0; r < v.ranks; ++r) v.cells64 |= cell_bit64(make_square(f, r));
  std::array<uint64_t, 8> by_distance{};
  for (uint64_t w = v.cells64; w; w &= w - 1) {
    const Square s = bits64_detail::kSquare[__builtin_ctzll(w)];
    by_distance[v.centre_distance[s]] |= cell_bit64(s);
  }
  for (int d = 0; d < 8; ++d)
    if (by_distance[d]) v.centre_rings64[v.centre_ring_count++] = {by_distance[d], d};
}

}  // namespace

std::optional<Error> compile_variant(const VariantDecl& decl, Variant& v) {
  if (decl.files < 1 || decl.files > kMaxFiles || decl.ranks < 1 || decl.ranks > kMaxRanks)
    return Error{decl.name + ": board size out of range"};
  if (decl.pieces.empty() || decl.pieces.size() > kMaxPieceTypes)
    return Error{decl.name + ": needs between 1 and 16 piece types"};
  Compiler c{decl, {}};
  v = Variant{};
  static_cast<VariantTraits&>(v) = decl;
  for (const auto& d : decl.death_corners)
    v.death_corners.push_back({c.mask(d.pieces), c.mask(d.partners), c.mask(d.victims)});

  if (auto err = compile_pieces(decl, c, v)) return err;
  if (!c.error.empty()) return Error{c.error};
  apply_capturable_by(decl, c, v);
  if (!c.error.empty()) return Error{c.error};
  if (auto err = derive_piece_facts(decl, v)) return err;
  derive_royal_threats(v);
  if (auto err = compile_promotions(decl, v)) return err;
  if (decl.pawns.promotion_from_reserve)
    if (auto err = count_start_pieces(decl, v)) return err;
  for (LossCondition& l : v.losses) l.types = c.mask(l.letters);
  if (auto err = compile_castling(decl, v)) return err;
  if (auto err = compile_square_map(decl, v)) return err;
  if (!c.error.empty()) return Error{c.error};
  measure_centre_distance(v);
  collect_cells64(v);
  derive_threats_on_sets64(v);
  // Freezing, pincers and jumps ask their questions on the 64-bit sets where the board fits
  // (engine/board_sets.h), and on square sets on larger boards.
  v.piece_sets = !v.cells64;
  jump_target_sets(v);
  derive_jump_threat_sets(v);
  square_set_takers(v);
  if (v.any_side_promotes() && !v.cells64) v.pawn_key_types = v.pawn_types;
  return std::nullopt;
}

}  // namespace abbott
