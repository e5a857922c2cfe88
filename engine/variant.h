// A variant is a table: board, pieces, start position and rule flags grouped by rule.
// The tables themselves live in engine/variants/; this file defines their shape and the
// compiled form the move generator reads.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/error.h"
#include "engine/piece_spec.h"
#include "engine/square_set.h"
#include "engine/threat_table.h"
#include "engine/types.h"

namespace abbott {

enum class Objective : uint8_t {
  Checkmate,    // a move may not leave the own King capturable
  CaptureKing,  // any pseudo-legal move is legal; removing the enemy King wins
};

enum class NoMoveResult : uint8_t {
  Draw,        // stalemate is a draw (a side in check with no move is mated)
  MoverWins,   // the side that left the opponent without a move wins (Ultima's stalemate)
  MoverLoses,  // the side without a move loses (king-capture games)
};

enum class CastlingStyle : uint8_t {
  None,
  KingSteps,  // the King moves `king_steps` toward the Rook, the Rook lands next to it
  Free,       // the King moves any distance toward the Rook, the Rook to any passed square
};

enum class FenStyle : uint8_t {
  Standard,      // board side castling ep halfmove fullmove
  NoCastlingEp,  // board side halfmove fullmove (Hyper Chess engines); six fields accepted too
};

// The family a variant belongs to (engine/variants/families.h): variants of one family share
// their pieces' ideas, and the evaluation one table of weights (eval/weights.h).
enum class VariantFamily : uint8_t { Chess, Ultima, Aronson, Stupid, Chameleon, FoolishKing };
constexpr int kFamilyCount = 6;

// "chess", "ultima", "aronson", "stupid", "chameleon", "foolish-king".
std::string_view family_name(VariantFamily f);
std::optional<VariantFamily> family_by_name(std::string_view name);

struct CastlingRules {
  CastlingStyle style = CastlingStyle::None;
  int king_file = 4;   // the King's start file; the partners start in the corners
  char partner = 'R';  // the piece the King castles with
  int king_steps = 2;
  bool white = true;
  bool black = true;
  bool operator==(const CastlingRules&) const = default;
};

struct PawnRules {
  int multi_step = 2;  // squares a pawn may advance from its start rank
  bool en_passant = true;
  std::string white_promotions;  // letters; empty = no promotion
  std::string black_promotions;
  bool swaps_keep_pawns_off_back_ranks = false;  // a swap may not put a pawn on rank 1 or the last
  bool moves_reset_clock = true;                 // pawn moves reset the 50-move counter (else only captures)
  // 0: a pawn push or capture onto the last rank must promote. N > 0: any move of a pawn that ends
  // on one of the last N ranks may promote, and may also stay a pawn (Rococo).
  int promotion_zone = 0;
  bool promotion_from_reserve = false;  // only to types the side has fewer of than at the start
  bool operator==(const PawnRules&) const = default;
};

// A side loses at once when one of these holds after any move (docs/rules.md, "Foolish King Chess").
struct LossCondition {
  enum class Kind : uint8_t { NoPiecesOf, RoyalOnRank } kind;
  Color loser;
  std::string letters;               // NoPiecesOf: the loser has none of these types
  Color royal_color = Color::Black;  // RoyalOnRank: this side's royal piece reaching `rank`
  int rank = 0;
  TypeMask types = 0;  // compiled from `letters`
  bool operator==(const LossCondition&) const = default;
};

// Persistent coordination (docs/rules.md, "Death corners"): while an own piece of `pieces` and an own
// piece of `partners` stand on different ranks and files, the other two corners of their rectangle
// remove enemy pieces of `victims` that stand there after any move.
struct DeathCornerDecl {
  std::string pieces;
  std::string partners;
  std::string victims;
  bool operator==(const DeathCornerDecl&) const = default;
};
struct DeathCorner {
  TypeMask pieces = 0;
  TypeMask partners = 0;
  TypeMask victims = 0;
};

struct VariantDecl;

// A rule the user may switch on for a variant (an engine option, not a separate variant): the
// registry compiles the variant once more with `apply` run on its declaration.
struct RuleOption {
  std::string name;                         // e.g. "en-passant"
  std::string description;                  // one line for the protocols' option lists
  std::function<void(VariantDecl&)> apply;  // a function of the table, or the lines of a variant file
};

// The rules of a variant that need no compiling, the same declared and compiled: the compiled
// Variant takes these fields from its VariantDecl in one assignment.
struct VariantTraits {
  std::string name;
  int files = 8;
  int ranks = 8;
  std::string start_fen;
  FenStyle fen_style = FenStyle::Standard;
  Objective objective = Objective::Checkmate;
  NoMoveResult stalemate = NoMoveResult::Draw;
  CastlingRules castling;
  PawnRules pawns;
  bool suicide = false;  // a frozen non-royal piece may remove itself as its move
  // Two pieces of opposite sides that a swap exchanged may not swap back on the next move
  // (Swapper with Swapper; in Rococo also Swapper with Chameleon).
  bool no_swap_back = false;
  // The outer ring of squares may be touched only to capture (or swap), and then by as few ring
  // squares as that capture needs (docs/rules.md, "Rococo"; movegen/edge_ring.cpp).
  bool edge_ring = false;
  bool repetition_loses = false;  // the move that repeats a position for the third time loses
  std::vector<LossCondition> losses;
  VariantFamily family = VariantFamily::Chess;  // whose evaluation weights (engine/variants/families.cpp)
  bool operator==(const VariantTraits&) const = default;
};

struct VariantDecl : VariantTraits {
  std::vector<PieceDecl> pieces;
  std::string square_map;                      // optional: files*ranks pattern letters, top rank first
  std::vector<DeathCornerDecl> death_corners;  // empty: coordination acts only on moves
  std::vector<RuleOption> options;
};

// Variant::centre_tally's layout, written once: a square's steps toward the centre in the low 16
// bits and whether they are odd in bit 16, so that one addition a piece sums both; a sum of
// tallies read back as the two sums.
constexpr uint32_t centre_tally_of(int steps) {
  return static_cast<uint32_t>(steps) | (static_cast<uint32_t>(steps) & 1) << 16;
}
constexpr int tallied_steps(uint32_t tally) {
  return static_cast<int>(tally & 0xFFFF);
}
constexpr int tallied_odd_steps(uint32_t tally) {
  return static_cast<int>(tally >> 16);
}

struct Variant : VariantTraits {
  std::string enabled_option;  // the rule option this table has switched on, if any
  std::vector<PieceSpec> pieces;
  // Their number and a bit for each, set when they are compiled: the search's set queries ask
  // for them at every step, where the vector's size cost a division each time.
  int piece_types = 0;
  TypeMask every_type = 0;
  std::array<PieceType, kCells> square_pattern{};  // kNoPieceType where no map
  std::array<std::vector<PieceType>, kColorCount> promotions;
  // How many of each type each side has in the start position (a promotion reserve's limit).
  std::array<std::array<uint8_t, kMaxPieceTypes>, kColorCount> start_counts{};
  std::vector<DeathCorner> death_corners;

  // Castling squares (index: 0 White kingside, 1 White queenside, 2 Black kingside, 3 Black
  // queenside) and the rights lost when a move touches a square.
  std::array<Square, kColorCount> castle_king_home{};
  std::array<Square, 4> castle_rook_home{};
  std::array<uint8_t, kCells> rights_lost_at{};
  // Twice the (king-step) distance from each square to the board's centre, so that even-sized
  // boards have an exact centre; the evaluation reads it for every piece.
  std::array<uint8_t, kCells> centre_distance{};
  // Per square, its steps in from the edge of that measure, max(files, ranks) - centre_distance
  // (at least 1), as centre_tally_of packs them: summed over the pieces that score the centre, the
  // two sums that give their centre bonus at once (the evaluation's centre_bonus_sum).
  std::array<uint32_t, kCells> centre_tally{};

  // Derived facts the generator and the check test use to skip work.
  PieceType royal_type = kNoPieceType;
  PieceType castling_partner = kNoPieceType;
  std::array<bool, kColorCount> royal_required{};  // the side has a King in the start position
  TypeMask freezer_types = 0;
  TypeMask keep_away_types = 0;
  TypeMask pawn_types = 0;  // types that are pawns (PieceTraits::pawn)
  // The pawns whose squares Position::pawn_key hashes: the pawn types where a side promotes (the
  // evaluation scores their structure only there) on a board larger than 8x8 (where it keeps
  // their scores by that key); none elsewhere.
  TypeMask pawn_key_types = 0;
  bool pawn_pushes = false;                            // some rule is a pawn's push (Motion::PawnPush)
  std::array<TypeMask, kMaxPieceTypes> swaps_enemy{};  // enemy types each type may swap with
  bool replacement_only = true;  // every capture is by replacement: pins decide legality
  std::array<TypeMask, kMaxPieceTypes> pincer_capable{};    // victims each type could pincer
  std::array<TypeMask, kMaxPieceTypes> withdraw_capable{};  // victims each type could withdraw from
  TypeMask pincer_victims = 0;                              // types some piece could pincer
  // Per victim type, the types that may stand on a pincer's far side against it: every type where
  // some rule takes the victim with any friendly partner, else the types that could pincer it.
  std::array<TypeMask, kMaxPieceTypes> pincer_partners{};
  // Per victim type, the types with a slide that pincers it arriving from any orthogonal side at
  // any distance (along all four orthogonal directions, no range, no even stops): the evaluation
  // finds a pincer threat's movers on the 64-bit sets with them. Exact (`pincer_closers_exact`)
  // when no type pincers a victim only by other slides and none moves as its square's pattern:
  // then the sets answer what a walk along each mover's rules answers.
  std::array<TypeMask, kMaxPieceTypes> pincer_closers{};
  bool pincer_closers_exact = true;
  TypeMask withdraw_victims = 0;  // types some piece could withdraw from
  // Per type, the directions of its slides that take what ends the line or is approached, threat-
  // only ones included: along them it endangers a King it sees (the evaluation's King lines).
  std::array<DirMask, kMaxPieceTypes> line_taker_dirs{};
  // The types with some line_taker_dirs, and those that move by their square's pattern: what may
  // stand on a King's line and endanger it.
  TypeMask line_taker_types = 0;
  // Every piece takes only the enemy piece it lands on, and the board fits the 64-bit sets: its
  // slides and its one jumping rule have no landing captures or leaps, a pawn only pushes and
  // takes diagonally (outside a promotion zone), and there is no edge ring, death corner or
  // square map (chess and its like). Capture generation then asks on the sets which pieces have
  // an enemy where their lines end (along line_taker_dirs) or on their jump targets, or, for a
  // pawn, on its capture squares or a promotion or en passant in reach, and walks the rules of
  // only those: mostly two or three of sixteen.
  bool takes_at_reach64 = false;
  // The types whose every capture is a pincer (their other rules are slides that take nothing:
  // Hyper Chess's Straddlers, Ultima's pawns), where the board fits the 64-bit sets without an
  // edge ring, death corner or square map. Such a piece takes only where its lines reach one of
  // the side's pincer landings; capture generation finds those pieces from the landings at once,
  // along the directions of their pincering slides reversed, and walks the rules of only those.
  TypeMask pincer_only_types64 = 0;
  DirMask pincer_only_reverse_dirs64 = 0;
  // Beyond the 64-bit sets, where the position keeps square sets (no edge ring, death corner or
  // promotion zone): the types whose captures a set test decides, pawns that only push and take
  // diagonally and pieces that only jump (a Knight, the orthodox King: Variant::jump_target_sets),
  // none with landing captures or a square map. Capture generation leaves out their pieces with
  // nothing to take, found on the sets, as takes_at_reach64 does where the board fits.
  TypeMask square_set_takers = 0;
  // The types whose pieces may withdraw: those with a withdrawing rule, and those that move as
  // the pattern of their square (Chameleon Chess), which may be one.
  TypeMask withdraw_movers = 0;
  // The pincer victims grouped by the enemy types that may stand beside them as a pincer's far
  // side (the evaluation's exposure term; variant.cpp, group_pincer_victims).
  struct PincerGroup {
    TypeMask victims = 0;
    TypeMask partners = 0;
    // The types that are not victims, when they are fewer than the victims (else 0): the
    // victims' pieces are gathered as the side's pieces less these.
    TypeMask victims_left_out = 0;
  };
  std::vector<PincerGroup> pincer_groups;
  // The position keeps its pieces as square sets (engine/square_set.h) on boards beyond 8x8, for
  // freezing, pincers and the jumps below (where the board fits, the 64-bit sets answer those
  // questions).
  bool piece_sets = false;
  // Where the position keeps square sets: the target cells of a type's one jumping rule (a
  // Knight's) from each square, [type][square], empty for a type with none or with two (which may
  // reach a cell twice) and in edge-ring variants (whose ring is no quiet landing). Mobility and
  // capture generation ask a jump's targets with one intersection instead of eight board reads.
  std::array<std::vector<SquareSet>, kMaxPieceTypes> jump_target_sets;
  // The board's cells as a 64-bit set (engine/bits64.h) when it has at most 8 files and 8 ranks,
  // else 0. Where it is set the position also keeps its pieces as 64-bit sets, on which mobility,
  // freezing, pincer landings and the evaluation's exposure are found (engine/board_sets.h).
  uint64_t cells64 = 0;
  // Where the board fits the 64-bit sets, its cells by their centre_distance (at most 7 there),
  // the distances with no cell left out: the evaluation counts its pieces' nearness to the centre
  // ring by ring, a bit count each, rather than piece by piece.
  struct CentreRing {
    uint64_t cells = 0;
    int distance = 0;
  };
  std::array<CentreRing, 8> centre_rings64{};
  int centre_ring_count = 0;
  // Piece types that can take the royal piece by each mechanic (threat-only rules included).
  struct RoyalTakers {
    TypeMask leap = 0;
    TypeMask withdraw = 0;
    TypeMask pincer = 0;
    TypeMask coordinate = 0;
    TypeMask coordinate_partners = 0;  // partners of those coordinations
    bool pincer_by_slides_only = true;
  } royal_takers;
  TypeMask royal_attackers = 0;  // types with any rule that can remove the royal piece
  ThreatTable threats;           // the royal piece's attackers, for the fast check test

  [[nodiscard]] const PieceSpec& spec(PieceType t) const { return pieces[t]; }
  [[nodiscard]] int type_count() const { return piece_types; }
  // Every type of the variant, as a mask.
  [[nodiscard]] TypeMask all_types() const { return every_type; }
  // Whether `c`'s pawns promote somewhere; and whether either side's do.
  [[nodiscard]] bool promotes(Color c) const { return !promotions[idx(c)].empty(); }
  [[nodiscard]] bool any_side_promotes() const { return promotes(Color::White) || promotes(Color::Black); }
  [[nodiscard]] std::optional<PieceType> type_of_letter(char upper) const;
  [[nodiscard]] bool on_board(int file, int rank) const {
    return file >= 0 && file < files && rank >= 0 && rank < ranks;
  }
  // A square of the outer ring (first or last file or rank).
  [[nodiscard]] bool on_ring(Square s) const {
    const int f = file_of(s), r = rank_of(s);
    return f == 0 || r == 0 || f == files - 1 || r == ranks - 1;
  }
};

// Compiles a declaration, or returns why it is inconsistent.
std::optional<Error> compile_variant(const VariantDecl& decl, Variant& out);

// The registry of every variant abbott plays: the built-in tables, then those loaded from files.
const std::vector<const Variant*>& all_variants();
const Variant* find_variant(std::string_view name);
// The declaration a listed variant was compiled from (a parent for variant files).
const VariantDecl* find_variant_declaration(std::string_view name);
// Compiles a declaration as the registry does: the start position must read, and which sides
// need a King is taken from it; the message when it does not compile.
Result<std::unique_ptr<Variant>> build_variant(const VariantDecl& decl);
// Compiles and lists the declarations; one with the name of a listed variant replaces it (the
// old one stays valid for games that use it). Adds nothing and says why when one does not compile.
std::optional<Error> add_variants(const std::vector<VariantDecl>& decls);

// The rule options a variant offers, and the variant with one of them switched on (nullptr if it
// has no such option). The optional form keeps the base variant's name.
std::vector<RuleOption> rule_options(const Variant& v);
const Variant* with_rule_option(const Variant& v, std::string_view option);

}  // namespace abbott
