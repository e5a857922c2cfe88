// The UCI front end. Every input line gets either its protocol answer or an
// `info string error: ...` line; bad input never changes the game or the options.
#include <spdlog/spdlog.h>

#include <memory>
#include <sstream>

#include "movegen/movegen.h"
#include "movegen/notation.h"
#include "protocol/game.h"
#include "protocol/output.h"
#include "protocol/session.h"
#include "protocol/text.h"
#include "search/search.h"

namespace abbott {

namespace {

std::string rule_option_name(const std::string& rule) {
  return "Rule " + rule;
}

std::string score_text(int score) {
  if (is_mate_score(score)) return "mate " + std::to_string(mate_in_moves(score));
  return "cp " + std::to_string(score);
}

// The moves as text, each in the position it is played from.
std::string line_text(Position pos, const std::vector<Move>& moves) {
  std::string out;
  for (const Move& m : moves) {
    if (!out.empty()) out += ' ';
    out += move_text(pos, m);
    pos.make(m);
  }
  return out;
}

class Uci {
 public:
  explicit Uci(Output& out) : out_(out) {}

  bool handle(const std::string& line) {
    const auto words = split_words(line);
    if (words.empty()) return true;
    const std::string& cmd = words[0];
    if (cmd == "uci") {
      identify();
    } else if (cmd == "isready") {
      out_.line("readyok");
    } else if (cmd == "ucinewgame") {
      stop_and_wait();
      search_.new_game();
    } else if (cmd == "setoption") {
      set_option(line);
    } else if (cmd == "position") {
      position(words);
    } else if (cmd == "go") {
      go(words);
    } else if (cmd == "stop") {
      search_.stop();
    } else if (cmd == "ponderhit") {
      search_.ponderhit();
    } else if (cmd == "quit") {
      stop_and_wait();
      return false;
    } else if (cmd == "d") {
      out_.line("info string fen " + game_.position().fen());
    } else if (cmd == "debug" || cmd == "register") {
      // Accepted and ignored, as the protocol allows.
    } else {
      error("unknown command '" + printable(cmd) + "'");
    }
    return true;
  }

  void stop_and_wait() {
    search_.stop();
    search_.wait();
  }

 private:
  void error(const std::string& text) { out_.line("info string error: " + text); }

  void identify() {
    out_.line("id name abbott");
    out_.line("id author the abbott developers");
    out_.line("option name Hash type spin default 16 min 1 max 65536");
    out_.line("option name Threads type spin default 1 min 1 max 256");
    out_.line("option name MultiPV type spin default 1 min 1 max 256");
    out_.line("option name Ponder type check default false");
    out_.line("option name Move Overhead type spin default 30 min 0 max 5000");
    std::string combo = "option name UCI_Variant type combo default chess";
    for (const Variant* v : all_variants()) combo += " var " + v->name;
    out_.line(combo);
    for (const RuleOption& o : offered_rule_options())
      out_.line("option name " + rule_option_name(o.name) + " type check default false");
    out_.line("uciok");
  }

  void set_option(const std::string& line) {
    // setoption name NAME [value VALUE]; names may contain spaces.
    const size_t n = line.find(" name ");
    if (n == std::string::npos) return error("setoption needs 'name'");
    const size_t v = line.find(" value ", n);
    std::string name = line.substr(n + 6, v == std::string::npos ? std::string::npos : v - n - 6);
    std::string value = v == std::string::npos ? "" : line.substr(v + 7);
    while (!name.empty() && name.back() == ' ') name.pop_back();
    while (!value.empty() && value.back() == ' ') value.pop_back();
    long long number = 0;
    auto spin = [&](long long lo, long long hi) {
      if (parse_int(value, lo, hi, number)) return true;
      error("option " + name + " needs a number from " + std::to_string(lo) + " to " + std::to_string(hi));
      return false;
    };
    if (name == "Hash") {
      if (spin(1, 65536)) {
        stop_and_wait();
        search_.set_hash_mb(static_cast<size_t>(number));
      }
    } else if (name == "Threads") {
      if (spin(1, 256)) search_.set_threads(static_cast<int>(number));
    } else if (name == "MultiPV") {
      if (spin(1, 256)) multipv_ = static_cast<int>(number);
    } else if (name == "Move Overhead") {
      if (spin(0, 5000)) search_.set_move_overhead_ms(static_cast<int>(number));
    } else if (name == "Ponder") {
      if (value != "true" && value != "false") error("option Ponder needs true or false");
    } else if (name == "UCI_Variant") {
      if (auto err = game_.set_variant(value)) return error(*err);
      announce_variant();
    } else if (name.rfind("Rule ", 0) == 0) {
      if (value != "true" && value != "false") return error("option " + name + " needs true or false");
      if (auto err = game_.set_rule_option(name.substr(5), value == "true")) error(*err);
    } else {
      error("unknown option '" + printable(name) + "'");
    }
  }

  void announce_variant() {
    const Variant& v = game_.variant();
    out_.line("info string variant " + v.name + " files " + std::to_string(v.files) + " ranks " +
              std::to_string(v.ranks) + " startpos " + v.start_fen);
  }

  void position(const std::vector<std::string>& words) {
    size_t i = 1;
    std::string fen;
    if (i < words.size() && words[i] == "startpos") {
      fen = "startpos";
      ++i;
    } else if (i < words.size() && words[i] == "fen") {
      for (++i; i < words.size() && words[i] != "moves"; ++i) fen += (fen.empty() ? "" : " ") + words[i];
    } else {
      return error("position needs 'startpos' or 'fen FEN'");
    }
    std::vector<std::string> moves;
    if (i < words.size()) {
      if (words[i] != "moves") return error("expected 'moves', got '" + printable(words[i]) + "'");
      moves.assign(words.begin() + static_cast<long>(i) + 1, words.end());
    }
    if (auto err = game_.set_position(fen, moves)) error(*err + " (position unchanged)");
  }

  void go(const std::vector<std::string>& words) {
    if (search_.searching()) return error("already searching; send stop first");
    search_.wait();
    SearchLimits limits;
    limits.multipv = multipv_;
    Position root = game_.position();
    for (size_t i = 1; i < words.size(); ++i) {
      const std::string& w = words[i];
      long long n = 0;
      auto number = [&](long long lo, long long hi) {
        if (i + 1 < words.size() && parse_int(words[i + 1], lo, hi, n)) {
          ++i;
          return true;
        }
        error("go " + w + " needs a number");
        return false;
      };
      if (w == "infinite")
        limits.infinite = true;
      else if (w == "ponder")
        limits.ponder = true;
      else if (w == "wtime" && number(-1000000000, 1000000000))
        limits.time_left_ms[0] = std::max(0LL, n);
      else if (w == "btime" && number(-1000000000, 1000000000))
        limits.time_left_ms[1] = std::max(0LL, n);
      else if (w == "winc" && number(0, 1000000000))
        limits.increment_ms[0] = n;
      else if (w == "binc" && number(0, 1000000000))
        limits.increment_ms[1] = n;
      else if (w == "movestogo" && number(0, 10000))
        limits.moves_to_go = static_cast<int>(n);
      else if (w == "movetime" && number(0, 1000000000))
        limits.movetime_ms = std::max(1LL, n);
      else if (w == "depth" && number(1, 100))
        limits.depth = static_cast<int>(n);
      else if (w == "nodes" && number(1, 1000000000000LL))
        limits.nodes = static_cast<uint64_t>(n);
      else if (w == "mate" && number(1, 100))
        limits.mate = static_cast<int>(n);
      else if (w == "searchmoves") {
        while (i + 1 < words.size()) {
          auto parsed = parse_move(root, words[i + 1]);
          if (!std::holds_alternative<Move>(parsed)) break;
          limits.search_moves.push_back(std::get<Move>(parsed));
          ++i;
        }
      } else if (w != "wtime" && w != "btime" && w != "winc" && w != "binc" && w != "movestogo" &&
                 w != "movetime" && w != "depth" && w != "nodes" && w != "mate") {
        error("unknown go parameter '" + printable(w) + "'");
      }
    }
    auto shared_root = std::make_shared<Position>(root);
    search_.start(
        root, limits,
        [this, shared_root](const SearchReport& r) {
          std::ostringstream s;
          s << "info depth " << r.depth << " seldepth " << r.seldepth << " multipv " << r.multipv << " score "
            << score_text(r.score) << (r.lowerbound ? " lowerbound" : "")
            << (r.upperbound ? " upperbound" : "") << " nodes " << r.nodes << " nps " << r.nps << " hashfull "
            << r.hashfull << " time " << r.time_ms << " pv " << line_text(*shared_root, r.pv);
          out_.line(s.str());
        },
        [this, shared_root](const SearchResult& r) {
          if (r.best.is_null()) {
            out_.line("bestmove (none)");
            return;
          }
          Position pos = *shared_root;
          std::string text = "bestmove " + move_text(pos, r.best);
          if (!r.ponder.is_null()) {
            pos.make(r.best);
            text += " ponder " + move_text(pos, r.ponder);
          }
          out_.line(text);
        });
  }

  Output& out_;
  Game game_;
  Search search_;
  int multipv_ = 1;
};

}  // namespace

void run_uci(std::istream& in, Output& out, const std::string& first_line) {
  Uci uci(out);
  if (!uci.handle(first_line)) return;
  std::string line;
  while (std::getline(in, line)) {
    spdlog::debug("<< {}", line);
    if (!uci.handle(line)) return;
  }
  uci.stop_and_wait();
}

}  // namespace abbott
