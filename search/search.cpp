// Alpha-beta search: iterative deepening with aspiration windows, principal-variation search,
// transposition table, quiescence over moves that remove pieces, check extension, null move and
// late-move reductions with guards, killers and history, and Lazy SMP over several threads.
#include "search/search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <thread>

#include "eval/evaluate.h"
#include "movegen/lasting_check.h"
#include "movegen/legality_filter.h"
#include "movegen/movegen.h"
#include "search/large_page_table.h"
#include "search/move_order.h"
#include "search/staged_picker.h"
#include "search/time_manager.h"
#include "search/tt.h"

namespace abbott {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kMaxPly = 120;
constexpr int kMaxQuiescencePly = 10;
constexpr int kLazyMargin = 500;

int score_to_tt(int score, int ply) {
  if (score > kMateBound) return score + ply;
  if (score < -kMateBound) return score - ply;
  return score;
}
int score_from_tt(int score, int ply) {
  if (score > kMateBound) return score - ply;
  if (score < -kMateBound) return score + ply;
  return score;
}

// Late-move reduction in plies, by depth and move number.
struct ReductionTable {
  int8_t r[64][64];
  ReductionTable() {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        r[d][m] = static_cast<int8_t>(d < 3 || m < 3 ? 0 : 0.6 + std::log(d) * std::log(m) / 2.2);
  }
};
const ReductionTable kReductions;

}  // namespace

struct Search::Impl {
  TranspositionTable tt{16};
  int threads = 1;
  int move_overhead_ms = 30;

  // The current search.
  std::atomic<bool> stop{false};
  std::atomic<bool> pondering{false};
  std::atomic<int64_t> start_ns{0};
  SearchLimits limits;
  TimeBudget budget;
  std::thread main_thread;
  std::atomic<bool> running{false};  // from start() until on_done has returned

  struct Worker;
  std::vector<std::unique_ptr<Worker>> workers;

  int64_t elapsed_ms() const { return (Clock::now().time_since_epoch().count() - start_ns.load()) / 1000000; }
  uint64_t total_nodes() const;
  // The set-up every search starts with, on whichever thread it will run.
  void prepare(const Position& pos, const SearchLimits& search_limits) {
    stop = false;
    limits = search_limits;
    pondering = search_limits.ponder;
    start_ns = Clock::now().time_since_epoch().count();
    budget = plan_time(search_limits, pos.side_to_move(), move_overhead_ms);
    tt.new_search();
    running = true;
  }
  SearchResult think(const Position& pos, const std::function<void(const SearchReport&)>& on_info);

 private:
  using OnInfo = std::function<void(const SearchReport&)>;
  std::vector<Move> root_moves_of(const Position& root) const;
  std::vector<std::thread> start_helpers(int max_depth);
  int aspiration_search(Worker& main, int depth, int line, int previous);
  void report_line(const Worker& main, int depth, int line, int score, const OnInfo& on_info) const;
  bool iteration_is_last(int depth, const SearchResult& result, size_t root_move_count,
                         const IterationStability& stability, int64_t& iteration_start_ms) const;
};

struct Search::Impl::Worker {
  Search::Impl& owner;
  const int id;
  Position pos;
  std::atomic<uint64_t> nodes{0};
  int seldepth = 0;
  int root_depth = 0;
  std::vector<Move> root_moves;
  std::vector<Move> excluded_root;  // MultiPV: moves already reported at this depth
  Move killers[kMaxPly + 1][2];
  int16_t history[2][kCells][kCells];
  HistoryJournal journal;  // history's writes while a node waits to order its moves
  Move pv[kMaxPly + 1][kMaxPly + 1];
  int pv_length[kMaxPly + 1];
  // What a position's evaluation, check tests and capture generation found, by position key:
  // iterative deepening and transpositions reach the same positions again.
  struct CachedFacts {
    uint64_t key = 0;
    int score = 0;
    bool has_score = false;
    int8_t in_check = -1;        // the side to move's; -1: not asked yet
    int8_t mover_in_check = -1;  // the other side's
    bool no_captures = false;    // capture generation found none
  };
  LargePageTable<CachedFacts> facts_cache;
  bool lasting_checks = false;  // LastingCheck holds in the variant: asked once a search, not a node
  PawnCache pawn_cache;

  // 16,384 entries (256 KiB), whatever the table's size: the cache is read at every node, and
  // it pays only while it stays in the processor's second-level cache. At 4 MiB (the size it had
  // beside tables of 16 MiB and more) it kept more positions but its reads waited on memory:
  // searches take 6-12% less time with this one (docs/performance.md).
  static constexpr size_t kFactsCacheEntries = size_t{1} << 14;

  Worker(Search::Impl& o, int i, const Position& p)
      : owner(o), id(i), pos(p), facts_cache(kFactsCacheEntries) {
    std::fill(&history[0][0][0], &history[0][0][0] + 2 * kCells * kCells, int16_t{0});
  }

  // A new search of the same game: the history and the evaluations still hold, the killers
  // (indexed by ply from another root) do not.
  void begin(const Position& root, const std::vector<Move>& moves) {
    pos = root;
    lasting_checks = LastingCheck::holds_in(root.variant());
    root_moves = moves;
    excluded_root.clear();
    nodes = 0;
    seldepth = 0;
    for (auto& k : killers) k[0] = k[1] = Move{};
  }

  // Only this worker writes its count (others read it): a plain load and store, where an atomic
  // add is a locked instruction that waits at every node for the stores before it to drain.
  void count_node() { nodes.store(nodes.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed); }

  // The cache's entry for this position, whoever it holds now.
  CachedFacts& facts_slot() { return facts_cache[pos.hash() & (facts_cache.size() - 1)]; }

  CachedFacts& cached_facts() {
    CachedFacts& e = facts_slot();
    if (e.key != pos.hash()) e = CachedFacts{pos.hash()};
    return e;
  }

  // Just after a move is made: the child node reads its cached facts (and a full-width child its
  // table entry) among its first steps, both at random places in large tables; asking for them
  // now lets the memory's latency pass while the child checks the game end and repetitions.
  void prefetch_child(bool full_width) {
    if (full_width) owner.tt.prefetch(pos.hash());
    __builtin_prefetch(&facts_slot());
  }

  int cached_evaluate() {
    CachedFacts& e = cached_facts();
    if (!e.has_score) {
      e.score = evaluate(pos, &pawn_cache);
      e.has_score = true;
    }
    return e.score;
  }

  bool cached_in_check() {
    CachedFacts& e = cached_facts();
    if (e.in_check < 0) e.in_check = in_check(pos, pos.side_to_move());
    return e.in_check;
  }

  // The side to move's captures (and promotions). Half of quiescence's positions have none, and
  // those are not generated again when the position recurs.
  void generate_captures(MoveList& list) {
    CachedFacts& e = cached_facts();
    if (e.no_captures) {
      list.clear();
      return;
    }
    generate_pseudo_legal(pos, list, MoveKinds::Captures);
    e.no_captures = list.empty();
  }

  // Whether the side that just moved left its King in check (the move was illegal).
  bool cached_mover_in_check() {
    CachedFacts& e = cached_facts();
    if (e.mover_in_check < 0) e.mover_in_check = in_check(pos, ~pos.side_to_move());
    return e.mover_in_check;
  }

  bool should_stop() {
    if (owner.stop.load(std::memory_order_relaxed)) return true;
    if (id != 0) return false;
    const uint64_t n = nodes.load(std::memory_order_relaxed);
    if (owner.limits.nodes && n >= owner.limits.nodes) owner.stop = true;
    // Every 8 nodes: a node can take milliseconds where check is found by generation (death
    // corners), and reading the clock costs far less than a node.
    if ((n & 7) == 0 && owner.budget.limited && !owner.pondering &&
        owner.elapsed_ms() >= owner.budget.hard_ms)
      owner.stop = true;
    return owner.stop.load(std::memory_order_relaxed);
  }

  int terminal_score(const RuleEnd& end, int ply) const {
    return end.winner == pos.side_to_move() ? kMateScore - ply : -(kMateScore - ply);
  }

  int no_move_score(bool in_check, int ply) const {
    const Variant& v = pos.variant();
    if (v.objective == Objective::Checkmate && in_check) return -(kMateScore - ply);
    switch (v.stalemate) {
      case NoMoveResult::Draw:
        return 0;
      case NoMoveResult::MoverWins:
      case NoMoveResult::MoverLoses:
        return -(kMateScore - ply);
    }
    return 0;
  }

  void update_pv(int ply, const Move& m) {
    pv[ply][ply] = m;
    for (int i = ply + 1; i < pv_length[ply + 1]; ++i) pv[ply][i] = pv[ply + 1][i];
    pv_length[ply] = pv_length[ply + 1];
  }

  bool has_pieces_beyond_pawns(Color c) const {
    int count = 0;
    const int n = pos.piece_count(c);
    for (int i = 0; i < n; ++i) {
      const PieceSpec& s = pos.spec_at(pos.piece_square(c, i));
      if (!s.royal && !s.pawn) ++count;
    }
    return count >= 2;
  }

  int quiescence(int alpha, int beta, int ply, int qply) {
    count_node();
    pv_length[ply] = ply;
    seldepth = std::max(seldepth, ply);
    if (should_stop()) return 0;
    const RuleEnd end = game_end_by_rule(pos);
    if (end.over) return terminal_score(end, ply);
    if (ply >= kMaxPly) return cached_evaluate();

    // In check at the horizon every evasion is tried, so that mates are seen; otherwise only
    // moves that remove pieces, with a stand-pat. Deeper, check is not asked: asking it one ply
    // further too scored about 11 Elo less in Hyper Chess self-play (docs/strength.md).
    const Color us = pos.side_to_move();
    const bool evasions = qply == 0 && pos.variant().objective == Objective::Checkmate && cached_in_check();
    int best = -kInfiniteScore;
    int stand_pat = 0;
    if (!evasions) {
      // Lazy evaluation: far outside the window, material decides and the positional terms
      // (mobility walks every line) are skipped.
      const int material = us == Color::White ? material_balance(pos) : -material_balance(pos);
      stand_pat =
          (material - kLazyMargin >= beta || material + kLazyMargin <= alpha) ? material : cached_evaluate();
      if (stand_pat >= beta || qply >= kMaxQuiescencePly) return stand_pat;
      alpha = std::max(alpha, stand_pat);
      best = stand_pat;
    }
    MoveList list;
    if (evasions)
      generate_pseudo_legal(pos, list, MoveKinds::All);
    else
      generate_captures(list);
    MovePicker picker(pos, list, 0, nullptr, nullptr);
    int legal = 0;
    // Once a move proves illegal, whether the node is in check: then the moves that leave the
    // check standing are skipped unmade (a node in check often has many captures, few legal).
    std::optional<LastingCheck> lasting;
    bool check_asked = !lasting_checks;
    while (const Move* m = picker.next()) {
      if (!evasions) {
        const int gain = picker.last_gain();
        // Delta pruning; deep in the sequence only clearly winning captures go on.
        if (m->promotion == kNoPieceType && stand_pat + gain + 150 <= alpha) continue;
        if (qply >= 4 && gain <= 0) continue;
      }
      // Made and then tested: a quiescence node tries few moves, too few to pay for the
      // legality filter's preparation.
      if (lasting && lasting->skips(pos, *m)) continue;
      if (!make_if_legal(pos, *m, [this] { return cached_mover_in_check(); })) {
        if (!check_asked) {
          check_asked = true;
          if (cached_in_check()) lasting.emplace(pos);
        }
        continue;
      }
      prefetch_child(false);
      ++legal;
      const int score = -quiescence(-beta, -alpha, ply + 1, qply + 1);
      pos.unmake();
      if (owner.stop.load(std::memory_order_relaxed)) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          update_pv(ply, *m);
          if (alpha >= beta) break;
        }
      }
    }
    // No evasion among all moves: mated (or stalemated-in-check rules). Counted out of line
    // (count_legal), so that its move list is no part of every quiescence node's stack frame,
    // which a list built here made 31 KiB instead of 18 KiB.
    if (evasions && legal == 0) return count_legal(pos) ? cached_evaluate() : no_move_score(true, ply);
    return best;
  }

  // The node's score when it is settled before any move is tried: the game is over by rule, drawn
  // by repetition or the 100-ply rule, at the ply limit, or outside the mate-distance window
  // (which this narrows).
  std::optional<int> settled_before_moves(int& alpha, int& beta, int ply) {
    const RuleEnd end = game_end_by_rule(pos);
    if (end.over) return terminal_score(end, ply);
    // A repetition inside the tree is scored as the rule's result, as if repeated a third time.
    if (pos.repetitions() >= 1) return pos.variant().repetition_loses ? kMateScore - ply : 0;
    if (pos.halfmove_clock() >= 100) return 0;
    if (ply >= kMaxPly) return cached_evaluate();
    alpha = std::max(alpha, -(kMateScore - ply));
    beta = std::min(beta, kMateScore - ply - 1);
    if (alpha >= beta) return alpha;
    return std::nullopt;
  }

  // The table's score when its entry is deep enough and its bound settles a non-PV node; the
  // entry's move, if any, goes to `tt_move` for ordering either way.
  std::optional<int> table_cutoff(uint64_t key, int alpha, int beta, int depth, int ply, bool pv_node,
                                  uint32_t& tt_move) {
    const TTEntry* e = owner.tt.probe(key);
    if (!e) return std::nullopt;
    tt_move = e->move;
    const int tt_score = score_from_tt(e->score, ply);
    if (!pv_node && ply > 0 && e->depth >= depth &&
        (e->bound() == Bound::Exact || (e->bound() == Bound::Lower && tt_score >= beta) ||
         (e->bound() == Bound::Upper && tt_score <= alpha)))
      return tt_score;
    return std::nullopt;
  }

  // Null move: passing still fails high, so a real move would too. Not in king-capture games, not
  // when few pieces are left (zugzwang).
  std::optional<int> null_move_cutoff(int beta, int depth, int ply, int static_eval) {
    if (depth < 3 || static_eval < beta || pos.variant().objective != Objective::Checkmate ||
        !has_pieces_beyond_pawns(pos.side_to_move()) || std::abs(beta) >= kMateBound)
      return std::nullopt;
    const int r = 3 + depth / 4;
    pos.make_null();
    const int score = -search(-beta, -beta + 1, depth - r, ply + 1, false, false);
    pos.unmake_null();
    if (owner.stop.load(std::memory_order_relaxed)) return 0;
    if (score >= beta) return score >= kMateBound ? beta : score;
    return std::nullopt;
  }

  // At the root only the moves asked for (`go searchmoves`) and not yet reported as a better line
  // (MultiPV) are searched.
  bool excluded_at_root(const Move& m) const {
    const auto same = [&](const Move& x) { return x.same_effect(m); };
    return std::any_of(excluded_root.begin(), excluded_root.end(), same) ||
           std::none_of(root_moves.begin(), root_moves.end(), same);
  }

  // Searches the `legal`-th legal move, already made: the first with the full window, the rest
  // with a null window, quiet ones reduced late in the list (killers a ply less), and searched
  // again when they beat alpha. Unmakes it.
  int search_made_move(int legal, bool quiet, bool killer, bool in_check, int alpha, int beta, int depth,
                       int ply, bool pv_node) {
    prefetch_child(depth > 1);
    int score;
    if (legal == 1) {
      score = -search(-beta, -alpha, depth - 1, ply + 1, pv_node, true);
    } else {
      int r = 0;
      if (quiet && !in_check && depth >= 3) {
        r = kReductions.r[std::min(depth, 63)][std::min(legal, 63)];
        if (pv_node) r = std::max(0, r - 1);
        if (killer) r = std::max(0, r - 1);  // it refuted a sibling position: likely good here too
        r = std::min(r, depth - 2);
      }
      score = -search(-alpha - 1, -alpha, depth - 1 - r, ply + 1, false, true);
      if (score > alpha && r > 0) score = -search(-alpha - 1, -alpha, depth - 1, ply + 1, false, true);
      if (score > alpha && score < beta && pv_node)
        score = -search(-beta, -alpha, depth - 1, ply + 1, true, true);
    }
    pos.unmake();
    return score;
  }

  // Quiet moves searched before a cut-off lose history: their squares, without allocating.
  struct QuietsTried {
    struct FromTo {
      Square from, to;
    };
    std::array<FromTo, kMaxMoves> squares;  // left uninitialised: only the first `count` are read
    int count = 0;
    void add(const Move& m) { squares[count++] = {m.from, m.to}; }
  };

  // A quiet move that cut off becomes a killer and gains history; the quiet moves before it lose.
  void reward_quiet_cutoff(const Move& m, int depth, int ply, const QuietsTried& tried) {
    const Color us = pos.side_to_move();
    if (!killers[ply][0].same_effect(m)) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = m;
    }
    // Large enough against the table's bound that old entries fade as the game moves on.
    const int bonus = std::min(16 * depth * depth, 2048);
    reward(us, m.from, m.to, bonus);
    for (int i = 0; i < tried.count; ++i) reward(us, tried.squares[i].from, tried.squares[i].to, -bonus);
  }

  int search(int alpha, int beta, int depth, int ply, bool pv_node, bool allow_null) {
    pv_length[ply] = ply;
    if (depth <= 0) return quiescence(alpha, beta, ply, 0);
    count_node();
    seldepth = std::max(seldepth, ply);
    if (should_stop()) return 0;
    const bool root = ply == 0;
    if (!root)
      if (const auto settled = settled_before_moves(alpha, beta, ply)) return *settled;

    const uint64_t key = pos.hash();
    uint32_t tt_move = 0;
    if (const auto hit = table_cutoff(key, alpha, beta, depth, ply, pv_node, tt_move)) return *hit;

    LegalityFilter filter(pos, [this] { return cached_in_check(); });
    const bool in_check = filter.in_check() && pos.variant().objective == Objective::Checkmate;
    if (in_check && ply < 2 * root_depth + 4) ++depth;  // check extension
    const int static_eval = in_check ? -kInfiniteScore : cached_evaluate();

    if (!pv_node && !in_check) {
      // Reverse futility pruning.
      if (depth <= 3 && std::abs(beta) < kMateBound && static_eval - 110 * depth >= beta) return static_eval;
      if (allow_null)
        if (const auto cut = null_move_cutoff(beta, depth, ply, static_eval)) return *cut;
    }

    MoveList list;
    // Up to two plies above quiescence the node's searches leave its killers as they are (they
    // write those of the plies below), and the history they change is rewound through the
    // journal: without a table move the moves may come in stages, the captures first (often
    // known to be none: the position was a quiescence node one iteration before).
    const bool staged = depth <= 2 && !root && !tt_move;
    if (staged) generate_captures(list);
    // A table move comes before the other moves are generated, except at the root and in deeper
    // nodes, whose table move's search is long: the journal's log then stays short (2,000 writes
    // in a 20 s Hyper Chess search) for nearly all the gain.
    const bool table_move_first = !root && depth <= 6;
    StagedPicker picker(pos, list, tt_move, killers[ply], &history[idx(pos.side_to_move())], staged,
                        table_move_first ? &journal : nullptr);
    int best = -kInfiniteScore;
    Move best_move;
    int legal = 0;
    const int original_alpha = alpha;
    QuietsTried quiets_tried;
    std::optional<LastingCheck> lasting;  // in check, after the first illegal move: as in quiescence
    while (const Move* mp = picker.next()) {
      const Move m = *mp;
      if (root && excluded_at_root(m)) continue;
      // A move the filter cannot prove legal is made for the test, and stays made for its search.
      const bool made = !filter.proved_legal(pos, m);
      if (made && lasting && lasting->skips(pos, m)) continue;
      if (made && !make_if_legal(pos, m, [this] { return cached_mover_in_check(); })) {
        if (!lasting && lasting_checks && filter.in_check()) lasting.emplace(pos);
        continue;
      }
      ++legal;
      const bool quiet = !m.is_capture() && m.promotion == kNoPieceType;
      // Late move pruning of quiet moves at shallow depth. Once this move and all those left are
      // plain, every one of them would be skipped here: the node's search is over.
      if (!pv_node && !in_check && quiet && depth <= 3 && legal > 4 + depth * depth && best > -kMateBound) {
        if (made) pos.unmake();
        if (m.is_plain() && picker.only_plain_moves_left()) break;
        continue;
      }
      const bool killer = quiet && picker.last_was_killer();
      if (!made) pos.make(m);
      const int score = search_made_move(legal, quiet, killer, in_check, alpha, beta, depth, ply, pv_node);
      if (owner.stop.load(std::memory_order_relaxed)) return 0;
      if (score > best) {
        best = score;
        best_move = m;
        if (score > alpha) {
          alpha = score;
          update_pv(ply, m);
          if (alpha >= beta) {
            if (quiet) reward_quiet_cutoff(m, depth, ply, quiets_tried);
            break;
          }
        }
      }
      if (quiet) quiets_tried.add(m);
    }

    if (legal == 0) return root ? 0 : no_move_score(filter.in_check(), ply);
    const Bound bound = best >= beta ? Bound::Lower : best > original_alpha ? Bound::Exact : Bound::Upper;
    // After a fail low every move scored at most alpha: the best of those upper bounds says
    // little, so the table keeps the move an earlier search stored for this position.
    const uint32_t stored_move = bound == Bound::Upper ? 0 : move_key(best_move);
    owner.tt.store(key, stored_move, score_to_tt(best, ply), depth, bound);
    return best;
  }

  void reward(Color us, Square from, Square to, int bonus) {
    int16_t& h = history[idx(us)][from][to];
    journal.record(h);
    const int updated = h + bonus - h * std::abs(bonus) / 16384;
    h = static_cast<int16_t>(std::clamp(updated, -16000, 16000));
  }
};

uint64_t Search::Impl::total_nodes() const {
  uint64_t n = 0;
  for (const auto& w : workers) n += w->nodes.load(std::memory_order_relaxed);
  return n;
}

// The legal moves at the root, restricted to `go searchmoves` when given.
std::vector<Move> Search::Impl::root_moves_of(const Position& root) const {
  MoveList legal;
  Position scratch = root;
  generate_legal(scratch, legal);
  std::vector<Move> moves;
  for (const Move& m : legal)
    if (limits.search_moves.empty() || std::any_of(limits.search_moves.begin(), limits.search_moves.end(),
                                                   [&](const Move& s) { return s.same_effect(m); }))
      moves.push_back(m);
  return moves;
}

// Helper threads (Lazy SMP) search the same tree with the shared table, at staggered depths, until
// the main thread stops them.
std::vector<std::thread> Search::Impl::start_helpers(int max_depth) {
  std::vector<std::thread> helpers;
  for (int i = 1; i < threads; ++i)
    helpers.emplace_back([this, i, max_depth] {
      Worker& w = *workers[i];
      for (int depth = 1 + (i & 1); depth <= max_depth && !stop; ++depth) {
        w.root_depth = depth;
        w.search(-kInfiniteScore, kInfiniteScore, depth, 0, true, false);
      }
    });
  return helpers;
}

// One iteration of the main thread for one MultiPV line: from depth 5, a window around the last
// score that widens (doubling) on each fail until the score falls inside it.
int Search::Impl::aspiration_search(Worker& main, int depth, int line, int previous) {
  int delta = 30;
  int alpha = -kInfiniteScore, beta = kInfiniteScore;
  if (depth >= 5 && line == 1 && std::abs(previous) < kMateBound) {
    alpha = previous - delta;
    beta = previous + delta;
  }
  for (;;) {
    const int score = main.search(alpha, beta, depth, 0, true, false);
    if (stop) return score;
    if (score <= alpha) {
      alpha = std::max(-kInfiniteScore, alpha - delta);
    } else if (score >= beta) {
      beta = std::min(kInfiniteScore, beta + delta);
    } else {
      return score;
    }
    delta *= 2;
    if (delta > 1000) alpha = -kInfiniteScore, beta = kInfiniteScore;
  }
}

void Search::Impl::report_line(const Worker& main, int depth, int line, int score,
                               const OnInfo& on_info) const {
  if (!on_info) return;
  SearchReport r;
  r.depth = depth;
  r.seldepth = main.seldepth;
  r.multipv = line;
  r.score = score;
  r.nodes = total_nodes();
  r.time_ms = elapsed_ms();
  r.nps = r.time_ms > 0 ? r.nodes * 1000 / static_cast<uint64_t>(r.time_ms) : r.nodes * 1000;
  r.hashfull = tt.hashfull();
  r.pv.assign(main.pv[0], main.pv[0] + main.pv_length[0]);
  on_info(r);
}

// Whether the iteration just finished should be the last: a mate found, a forced move, or the
// clock. `iteration_start_ms` becomes the next iteration's start.
bool Search::Impl::iteration_is_last(int depth, const SearchResult& result, size_t root_move_count,
                                     const IterationStability& stability, int64_t& iteration_start_ms) const {
  if (limits.mate > 0 && result.score > kMateBound && mate_in_moves(result.score) <= limits.mate) return true;
  // Under a clock, a mate both searched through twice over needs no deeper iteration: they
  // would only repeat it (up to the depth limit, with an info line each).
  if (budget.limited && is_mate_score(result.score) && depth >= 2 * (kMateScore - std::abs(result.score)))
    return true;
  // A single legal move needs no thought, unless the user asked for analysis.
  if (root_move_count == 1 && budget.limited) return true;
  if (budget.limited && !pondering) {
    const int64_t now = elapsed_ms();
    if (now >= budget.soft_ms * 0.6 * stability.soft_limit_scale()) return true;
    // The next iteration takes a few times this one: do not start one the hard limit would cut.
    if (now + 2 * (now - iteration_start_ms) > budget.hard_ms) return true;
    iteration_start_ms = now;
  }
  return false;
}

SearchResult Search::Impl::think(const Position& root, const OnInfo& on_info) {
  SearchResult result;
  const std::vector<Move> root_moves = root_moves_of(root);
  if (root_moves.empty()) return result;
  result.best = root_moves.front();

  // The workers last from one search to the next of a game (new_game() ends them), unless the
  // thread count or the variant changed.
  if (static_cast<int>(workers.size()) != threads ||
      (!workers.empty() && &workers[0]->pos.variant() != &root.variant()))
    workers.clear();
  while (static_cast<int>(workers.size()) < threads)
    workers.push_back(std::make_unique<Worker>(*this, static_cast<int>(workers.size()), root));
  for (auto& w : workers) w->begin(root, root_moves);
  const int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 10) : kMaxPly - 10;
  const int multipv = std::clamp(limits.multipv, 1, static_cast<int>(root_moves.size()));
  std::vector<std::thread> helpers = start_helpers(max_depth);

  Worker& main = *workers[0];
  int previous = 0;
  int64_t iteration_start_ms = 0;
  IterationStability stability;
  for (int depth = 1; depth <= max_depth; ++depth) {
    main.root_depth = depth;
    main.excluded_root.clear();
    for (int line = 1; line <= multipv; ++line) {
      main.seldepth = 0;
      const int score = aspiration_search(main, depth, line, previous);
      if (stop && depth > 1) {
        // A root move that raised alpha in the unfinished iteration was searched deeper than
        // the last finished one's best move, and beat it.
        if (line == 1 && main.pv_length[0] > 0) {
          result.best = main.pv[0][0];
          result.ponder = main.pv_length[0] > 1 ? main.pv[0][1] : Move{};
        }
        break;
      }
      if (main.pv_length[0] == 0) break;
      const Move best = main.pv[0][0];
      if (line == 1) {
        result.best = best;
        result.ponder = main.pv_length[0] > 1 ? main.pv[0][1] : Move{};
        result.score = score;
        result.depth = depth;
        previous = score;
      }
      main.excluded_root.push_back(best);
      report_line(main, depth, line, score, on_info);
    }
    if (stop) break;
    stability.record(result.best, result.score);
    if (iteration_is_last(depth, result, root_moves.size(), stability, iteration_start_ms)) break;
  }
  // An infinite or pondering search waits for stop (or ponderhit) before answering.
  while ((limits.infinite || pondering) && !stop) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  stop = true;
  for (auto& t : helpers) t.join();
  result.nodes = total_nodes();
  result.time_ms = elapsed_ms();
  return result;
}

Search::Search() : impl_(std::make_unique<Impl>()) {}

Search::~Search() {
  stop();
  wait();
}

bool Search::set_hash_mb(size_t mb) {
  wait();
  return impl_->tt.resize(std::clamp<size_t>(mb, 1, 65536));
}
void Search::set_threads(int threads) {
  impl_->threads = std::clamp(threads, 1, 256);
}
void Search::set_move_overhead_ms(int ms) {
  impl_->move_overhead_ms = std::clamp(ms, 0, 5000);
}
void Search::new_game() {
  wait();
  impl_->tt.clear();
  impl_->workers.clear();
}

void Search::start(const Position& pos, const SearchLimits& limits,
                   std::function<void(const SearchReport&)> on_info,
                   std::function<void(const SearchResult&)> on_done) {
  wait();
  Impl& s = *impl_;
  s.prepare(pos, limits);
  s.main_thread = std::thread([&s, pos, on_info = std::move(on_info), on_done = std::move(on_done)] {
    const SearchResult r = s.think(pos, on_info);
    // No longer "searching" once the result is out: a GUI may send the next go at once.
    s.running = false;
    if (on_done) on_done(r);
  });
}

void Search::stop() {
  impl_->stop = true;
}

void Search::ponderhit() {
  impl_->start_ns = Clock::now().time_since_epoch().count();
  impl_->pondering = false;
}

void Search::wait() {
  if (impl_->main_thread.joinable()) impl_->main_thread.join();
}

bool Search::searching() const {
  return impl_->running.load();
}

// On the calling thread: a new thread for every search would start on a fresh stack, and datagen's
// many short searches spent a tenth of their time in the kernel faulting its pages in.
SearchResult Search::run(const Position& pos, const SearchLimits& limits,
                         std::function<void(const SearchReport&)> on_info) {
  wait();
  Impl& s = *impl_;
  s.prepare(pos, limits);
  const SearchResult r = s.think(pos, on_info);
  s.running = false;
  return r;
}

}  // namespace abbott
