// Pieces as data: how a piece moves (motions) and what each move removes (capture mechanics).
//
// A piece is a list of MoveRules. A rule is one way of moving (a slide, a jump, a pawn step, a swap)
// plus the capture mechanics that act when it lands. Victims are sets of the variant's piece types,
// which is how imitation is written down: a Chameleon's withdraw rule lists only Withdrawers as
// victims. Rules are declared with piece letters (RuleDecl) and compiled into type masks when the
// variant is loaded (MoveRule).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/types.h"

namespace abbott {

enum class Motion : uint8_t {
  Slide,              // along `dirs`, through empty squares, up to `range` squares (0 = no limit)
  Jump,               // to each offset of `jumps`, over anything standing between
  PawnPush,           // straight forward for the mover's colour; multi-step from the start rank
  PawnCapture,        // one diagonal step forward, by replacement (and en passant for pawns)
  Swap,               // exchange squares with the first piece along a line
  MutualDestruction,  // remove itself and an adjacent enemy
  CannonHop,          // jump an adjacent piece of either side (the mount) to the square just beyond it
};

enum class JumpSet : uint8_t { None, Knight, King };

enum class LeapForm : uint8_t {
  Long,      // any number of single victims, landing anywhere beyond the last
  Springer,  // the first piece along the line only, landing immediately beyond it
};

enum class PincerPartner : uint8_t {
  AnyFriend,      // any friendly piece closes the pincer
  PincerCapable,  // only a friendly piece that could itself pincer this victim
};

// Letters of piece types: "*" means every type, "" none.
struct CoordinateDecl {
  std::string partners;  // own pieces that form the rectangle with the mover
  std::string victims;
  bool operator==(const CoordinateDecl&) const = default;
};

// What a rule is besides its piece letters, the same declared and compiled: the compiled MoveRule
// takes these fields from its RuleDecl in one assignment, so a new flag is declared once, here.
struct RuleTraits {
  Motion motion = Motion::Slide;
  DirMask dirs = kAllDirs;
  uint8_t range = 0;             // a slide's farthest stop (0 = no limit)
  bool even_stops_only = false;  // may stop only at even distances (colour-bound orthogonal slides)
  bool to_empty = true;          // may land on an empty square
  uint8_t withdraw_range = 0;    // the withdrawal captures only on moves of at most this many squares
  LeapForm leap_form = LeapForm::Long;
  bool leap_alone = false;         // a leaping move captures nothing else
  bool leap_then_replace = false;  // a leap may end by replacement further along the line
  PincerPartner pincer_partner = PincerPartner::AnyFriend;
  bool pincer_needs_orthogonal_move = false;
  // A rule that never makes a move but counts for check (docs/rules.md, "Hyper Chess", defines check
  // by a list that includes threats no move carries out).
  bool threat_only = false;
  bool operator==(const RuleTraits&) const = default;

  // The farthest a move of this rule may go along a line: its range, or any line's whole length.
  [[nodiscard]] int farthest_distance() const { return range ? range : kMaxFiles + kMaxRanks; }
  // Whether a move of this rule along a line (a slide or a long leap) may stop `distance` squares
  // from where it started: within its range, and at an even distance where it must.
  [[nodiscard]] bool may_stop_at(int distance) const {
    return (!range || distance <= range) && (!even_stops_only || distance % 2 == 0);
  }
  // Whether a slide of this rule goes both ways of each line it takes (ranks and files,
  // diagonals) and may stop anywhere within its range, so that one slider reach on the 64-bit
  // sets, cut to the range, holds its stops.
  [[nodiscard]] bool slides_whole_lines() const {
    const auto whole = [&](DirMask group) { return (dirs & group) == 0 || (dirs & group) == group; };
    return motion == Motion::Slide && !even_stops_only && whole(kOrthogonalDirs) && whole(kDiagonalDirs);
  }
};

// The piece letters of a declared rule; MoveRule holds the same sets as type masks (its victims()
// and keep_victims() list every victim field).
struct RuleDecl : RuleTraits {
  JumpSet jumps = JumpSet::None;
  std::string replace;       // enemy types captured by landing on them
  std::string withdraw;      // enemy types removed by moving directly away from them
  std::string approach;      // enemy types removed by stopping just before them
  std::string leap_victims;  // enemy types that a long or Springer leap may jump and remove
  std::string pincer;        // enemy types removed by custodian capture
  std::vector<CoordinateDecl> coordinate;
  std::string swap_own;    // own types it may swap with
  std::string swap_enemy;  // enemy types it may swap with

  // Builders, so that tables read as sentences.
  static RuleDecl slide(DirMask d, int r = 0) {
    RuleDecl x;
    x.motion = Motion::Slide;
    x.dirs = d;
    x.range = static_cast<uint8_t>(r);
    return x;
  }
  static RuleDecl step(DirMask d) { return slide(d, 1); }
  static RuleDecl jump(JumpSet targets) {
    RuleDecl x;
    x.motion = Motion::Jump;
    x.jumps = targets;
    return x;
  }
  static RuleDecl pawn_push() {
    RuleDecl x;
    x.motion = Motion::PawnPush;
    return x;
  }
  static RuleDecl pawn_capture(std::string victims = "*") {
    RuleDecl x;
    x.motion = Motion::PawnCapture;
    x.to_empty = false;
    x.replace = std::move(victims);
    return x;
  }
  static RuleDecl swap(std::string own, std::string enemy) {
    RuleDecl x;
    x.motion = Motion::Swap;
    x.to_empty = false;
    x.swap_own = std::move(own);
    x.swap_enemy = std::move(enemy);
    return x;
  }
  // Lands beyond the mount on an empty square, or takes an enemy there by replacement (`captures`).
  static RuleDecl cannon_hop(DirMask d = kAllDirs) {
    RuleDecl x;
    x.motion = Motion::CannonHop;
    x.dirs = d;
    return x;
  }
  static RuleDecl mutual_destruction(std::string victims = "*") {
    RuleDecl x;
    x.motion = Motion::MutualDestruction;
    x.to_empty = false;
    x.replace = std::move(victims);
    return x;
  }
  RuleDecl captures(std::string v = "*") const {
    RuleDecl x = *this;
    x.replace = std::move(v);
    return x;
  }
  RuleDecl captures_only(std::string v = "*") const {
    RuleDecl x = captures(std::move(v));
    x.to_empty = false;
    return x;
  }
  RuleDecl withdraws(std::string v = "*", int max_distance = 0) const {
    RuleDecl x = *this;
    x.withdraw = std::move(v);
    x.withdraw_range = static_cast<uint8_t>(max_distance);
    return x;
  }
  RuleDecl approaches(std::string v = "*") const {
    RuleDecl x = *this;
    x.approach = std::move(v);
    return x;
  }
  RuleDecl long_leaps(std::string v = "*") const {
    RuleDecl x = *this;
    x.leap_victims = std::move(v);
    x.leap_form = LeapForm::Long;
    return x;
  }
  RuleDecl springer_leaps(std::string v = "*") const {
    RuleDecl x = *this;
    x.leap_victims = std::move(v);
    x.leap_form = LeapForm::Springer;
    return x;
  }
  RuleDecl leaping_alone() const {
    RuleDecl x = *this;
    x.leap_alone = true;
    return x;
  }
  RuleDecl leap_may_end_by_replacement() const {
    RuleDecl x = *this;
    x.leap_then_replace = true;
    return x;
  }
  RuleDecl pincers(std::string v = "*", PincerPartner p = PincerPartner::AnyFriend) const {
    RuleDecl x = *this;
    x.pincer = std::move(v);
    x.pincer_partner = p;
    return x;
  }
  RuleDecl pincer_only_on_orthogonal_moves() const {
    RuleDecl x = *this;
    x.pincer_needs_orthogonal_move = true;
    return x;
  }
  RuleDecl coordinates(std::string partners, std::string victims = "*") const {
    RuleDecl x = *this;
    x.coordinate.push_back({std::move(partners), std::move(victims)});
    return x;
  }
  RuleDecl stops_on_even_distances() const {
    RuleDecl x = *this;
    x.even_stops_only = true;
    return x;
  }
  RuleDecl only_for_check() const {
    RuleDecl x = *this;
    x.threat_only = true;
    return x;
  }
  // Every set of piece letters the rule names, coordination's included: one list for whoever
  // checks the letters against the piece list.
  [[nodiscard]] std::vector<const std::string*> letter_sets() const {
    std::vector<const std::string*> sets = {&replace, &withdraw, &approach,  &leap_victims,
                                            &pincer,  &swap_own, &swap_enemy};
    for (const CoordinateDecl& c : coordinate) {
      sets.push_back(&c.partners);
      sets.push_back(&c.victims);
    }
    return sets;
  }
  bool operator==(const RuleDecl&) const = default;
};

// What a piece is, the same declared and compiled: the compiled PieceSpec takes these fields
// from its PieceDecl in one assignment.
struct PieceTraits {
  char letter = '?';  // upper-case FEN letter; Black uses the lower case
  std::string name;
  bool royal = false;                  // the King: check, checkmate, king capture
  bool pawn = false;                   // promotion, en passant, multi-step, 50-move counter
  bool pattern_only = false;           // a movement pattern for square maps, never on the board
  bool moves_by_square_map = false;    // moves as the pattern named by the square it stands on
  bool keeps_enemy_king_away = false;  // enemy King may not step into its reach, nor it move
                                       // to reach the enemy King
  int value = 0;                       // material value in centipawns
  bool operator==(const PieceTraits&) const = default;
};

struct PieceDecl : PieceTraits {
  std::vector<RuleDecl> rules;
  std::string freezes;              // enemy types frozen while adjacent to this piece
  std::string capturable_by = "*";  // enemy types that may capture this piece at all
  bool operator==(const PieceDecl&) const = default;
};

// Compiled forms: letters resolved to type masks of the variant.
struct Coordination {
  TypeMask partners = 0;
  TypeMask victims = 0;
};

struct MoveRule : RuleTraits {
  uint8_t jump_count = 0;
  std::array<int8_t, 8> jump_offsets{};  // Motion::Jump: from the mover to each target square
  TypeMask replace = 0;
  TypeMask withdraw = 0;
  TypeMask approach = 0;
  TypeMask leap_victims = 0;
  TypeMask pincer = 0;
  uint8_t coordination_count = 0;
  std::array<Coordination, 2> coordination{};
  TypeMask swap_own = 0;
  TypeMask swap_enemy = 0;
  bool has_landing_effects = false;  // withdraw, approach, pincer or coordinate present
  // is_quiet_slide_only() and takes_only_by_pincer(), kept once the victim sets are final
  // (derive_piece_facts): capture generation asks them of every slide it walks.
  bool quiet_slide_only = false;
  bool pincer_only = false;
  bool coordination_only = false;  // takes_by_coordination_only()

  [[nodiscard]] bool is_quiet_slide_only() const {
    return !has_landing_effects && leap_victims == 0 && replace == 0;
  }
  // Whether gen::slide_stops64 (one slider reach on the 64-bit sets) holds every square this rule
  // may land on: a slide along whole lines, with no landing beyond a jumped victim when
  // `leap_landings` counts those. The check test's set path and reaches_lines_of both ask it.
  [[nodiscard]] bool stops_by_slider_reach(bool leap_landings) const {
    return slides_whole_lines() && !(leap_victims && leap_landings);
  }
  // Every capture it makes is a pincer closing where it lands on an empty square.
  [[nodiscard]] bool takes_only_by_pincer() const {
    return pincer && to_empty && !replace && !withdraw && !approach && !leap_victims && !coordination_count;
  }

  // A slide that lands on empty squares only, may stop anywhere within its range and leaps over
  // nothing.
  [[nodiscard]] bool lands_on_empty_squares_only() const {
    return motion == Motion::Slide && to_empty && !even_stops_only && !replace && !leap_victims;
  }
  // Such a slide that takes by coordination alone: a Coordinator's.
  [[nodiscard]] bool takes_by_coordination_only() const {
    return lands_on_empty_squares_only() && coordination_count && !withdraw && !approach && !pincer;
  }

  // The victim sets of every capture mechanic, in one place: a new mechanic's victim field is
  // added to both functions, and every user (capturable_by, the King's attackers) follows.
  [[nodiscard]] TypeMask victims() const {
    TypeMask all = replace | withdraw | approach | leap_victims | pincer;
    for (int i = 0; i < coordination_count; ++i) all |= coordination[i].victims;
    return all;
  }
  void keep_victims(TypeMask keep) {
    replace &= keep;
    withdraw &= keep;
    approach &= keep;
    leap_victims &= keep;
    pincer &= keep;
    for (auto& co : coordination) co.victims &= keep;
  }
};

// A piece's move-making slides without a range, summed per direction, so that counting the
// squares it reaches (the evaluation's mobility) needs no walk over its rules.
struct SlideReach {
  std::array<uint8_t, kDirCount> lines{};  // how many such slides go along each direction
  DirMask line_dirs = 0;
  // ... of which take what ends the line (by replacement or by leaping it)
  std::array<uint8_t, kDirCount> take_blocker{};
  DirMask take_blocker_dirs = 0;
  bool ranged_slides = false;  // some move-making slide has a range: it is not summed here
  bool jumps = false;          // some move-making rule jumps
  // The counts are alike along the four orthogonal lines and alike along the four diagonal ones
  // (every sliding piece of the built-in games): the evaluation sums its slides line group by
  // line group, with these counts; where the board also fits a 64-bit set (engine/bits64.h) and
  // the piece slides, on the position's 64-bit sets.
  bool alike_by_group = false;
  bool on_sets64 = false;
  uint8_t orthogonal = 0, diagonal = 0;
  uint8_t take_orthogonal = 0, take_diagonal = 0;
  // The two groups' counts are the same (a piece that slides alike along all eight lines): its
  // slides are summed on the union of the two groups' reach, with half the bit counts.
  bool groups_alike = false;
  // The board fits a 64-bit set, there is no edge ring, and the piece has one jumping rule (the
  // Knight): that rule's target cells from each cell (rank * 8 + file); the evaluation counts its
  // jumps with two bit counts. On larger boards the targets are Variant::jump_target_sets.
  bool jumps_on_sets64 = false;
  // The piece's one jumping rule, on either kind of set, takes the enemy piece on a target.
  bool jump_takes = false;
  // How the evaluation sums the mobility of the type's pieces, decided once here rather than for
  // every piece or type it visits. Where the board fits a 64-bit set and every move-making rule is
  // counted on the sets (the slides by line group, the jumps by target sets; no ranged slide, edge
  // ring or square map), the common case, for all the type's pieces at once: slides alike along
  // the eight lines, along one group only, along both groups, or with the one jump's targets;
  // else its one ranged slide on the sets (ranged_range). On a larger board, with the same
  // exclusions, piece by piece but with no rule read: the slides by line group along the line
  // runs, with or without the jumps' targets, or the jumps' targets alone. Else piece by piece,
  // as each rule says.
  enum class MobilityCount : uint8_t {
    PieceByPiece,
    Ranged,
    SlidesAlike,
    Orthogonal,
    Diagonal,
    BothGroups,
    WithJump,
    GroupRuns,
    GroupRunsWithJumps,
    Jumps
  };
  MobilityCount mobility_count = MobilityCount::PieceByPiece;
  // A ranged slide counted on the sets too (Ultima's Chameleon, whose King-taking step is a slide
  // of range 1): the piece's one ranged slide goes along all eight lines, as its unlimited slides
  // do (groups_alike), and it has no jump, no square map and no edge ring; the ranged slide's
  // cells are then the unlimited reach within `ranged_range` (0: not so; counted rule by rule),
  // with the enemy ending a line when `ranged_takes`. Two bytes, which the struct's padding had:
  // a larger PieceSpec makes every lookup of a piece's spec dearer (eight bytes more cost the move
  // picker's scoring 6% more instructions in a `hyper` search).
  uint8_t ranged_range = 0;
  bool ranged_takes = false;
  std::array<uint64_t, 64> jump_targets64{};
};

struct PieceSpec : PieceTraits {
  std::vector<MoveRule> rules;  // every rule, threat-only ones included
  TypeMask freezes = 0;
  bool needs_dedup = false;  // two rules may produce the same effect: compare before adding
  bool has_threat_only_rules = false;
  SlideReach slide_reach;
};

}  // namespace abbott
