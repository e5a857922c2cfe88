// Piece rules as text. Each term is a word and its arguments; parse_rule and rule_text share the
// words through the tables below, so that reading and writing cannot disagree.
#include "engine/rule_text.h"

#include <array>
#include <cctype>
#include <optional>
#include <sstream>
#include <utility>
#include <vector>

#include "engine/words.h"

namespace abbott {

namespace {

constexpr std::array<std::pair<const char*, DirMask>, 3> kDirGroups = {
    {{"all", kAllDirs}, {"orthogonal", kOrthogonalDirs}, {"diagonal", kDiagonalDirs}}};
// Compass points in the order of the direction indices of engine/types.h.
constexpr std::array<const char*, kDirCount> kCompass = {"n", "e", "s", "w", "ne", "se", "sw", "nw"};

std::vector<std::string> split_terms(const std::string& s) {
  std::vector<std::string> out;
  std::string term;
  std::istringstream in(s);
  while (std::getline(in, term, ',')) out.push_back(term);
  return out;
}

std::string dirs_text(DirMask d) {
  for (const auto& [name, mask] : kDirGroups)
    if (mask == d) return name;
  std::string out;
  for (int i = 0; i < kDirCount; ++i)
    if (d & (1 << i)) out += (out.empty() ? "" : "+") + std::string(kCompass[i]);
  return out.empty() ? "none" : out;
}

Result<DirMask> parse_dirs(const std::string& text) {
  for (const auto& [name, mask] : kDirGroups)
    if (text == name) return mask;
  DirMask d = 0;
  std::istringstream in(text);
  std::string point;
  while (std::getline(in, point, '+')) {
    int found = -1;
    for (int i = 0; i < kDirCount; ++i)
      if (point == kCompass[i]) found = i;
    if (found < 0)
      return Error{"unknown direction '" + text +
                   "' (all, orthogonal, diagonal, or compass points such as n+ne)"};
    d |= static_cast<DirMask>(1 << found);
  }
  return d;
}

std::optional<int> small_number(const std::string& text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  for (char c : text)
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
  return std::stoi(text);
}

// Reads the motion term into `r`; returns a message when it is not one.
std::optional<Error> parse_motion(const std::vector<std::string>& w, RuleDecl& r) {
  const std::string& m = w[0];
  const auto arg_count = [&](size_t lo, size_t hi) -> std::optional<Error> {
    if (w.size() - 1 < lo || w.size() - 1 > hi) return Error{"wrong number of arguments to '" + m + "'"};
    return std::nullopt;
  };
  if (m == "slide" || m == "step") {
    if (auto e = arg_count(1, m == "slide" ? 2 : 1)) return e;
    auto d = parse_dirs(w[1]);
    if (auto* e = std::get_if<Error>(&d)) return *e;
    int range = m == "step" ? 1 : 0;
    if (w.size() == 3) {
      auto n = small_number(w[2]);
      if (!n || *n < 1 || *n > 11)
        return Error{"a slide's range must be a number from 1 to 11, not '" + w[2] + "'"};
      range = *n;
    }
    r = RuleDecl::slide(std::get<DirMask>(d), range);
  } else if (m == "leap") {  // the file word for a jump (Motion::Jump), as in "leaper"
    if (auto e = arg_count(1, 1)) return e;
    if (w[1] != "knight" && w[1] != "king") return Error{"unknown leap '" + w[1] + "' (knight or king)"};
    r = RuleDecl::jump(w[1] == "knight" ? JumpSet::Knight : JumpSet::King);
  } else if (m == "cannon-hop") {
    if (auto e = arg_count(1, 1)) return e;
    auto d = parse_dirs(w[1]);
    if (auto* e = std::get_if<Error>(&d)) return *e;
    r = RuleDecl::cannon_hop(std::get<DirMask>(d));
  } else if (m == "pawn-push") {
    if (auto e = arg_count(0, 0)) return e;
    r = RuleDecl::pawn_push();
  } else if (m == "pawn-capture" || m == "mutual-destruction") {
    if (auto e = arg_count(0, 1)) return e;
    const std::string victims = w.size() == 2 ? w[1] : "*";
    if (!is_letter_set(victims)) return Error{"bad piece letters '" + victims + "'"};
    r = m == "pawn-capture" ? RuleDecl::pawn_capture(letters_of(victims))
                            : RuleDecl::mutual_destruction(letters_of(victims));
  } else if (m == "swap") {
    if (auto e = arg_count(2, 2)) return e;
    if (!is_letter_set(w[1]) || !is_letter_set(w[2])) return Error{"bad piece letters in '" + m + "'"};
    r = RuleDecl::swap(letters_of(w[1]), letters_of(w[2]));
  } else {
    return Error{
        "unknown motion '" + m +
        "' (known: slide, step, leap, cannon-hop, pawn-push, pawn-capture, swap, mutual-destruction)"};
  }
  return std::nullopt;
}

constexpr const char* kMechanics =
    "capture, capture-only, withdraw, approach, long-leap, springer-leap, leap-alone, leap-then-capture, "
    "pincer, pincer-orthogonal-only, coordinate, even-stops, check-only";

// Reads one mechanic or flag term into `r`.
std::optional<Error> parse_mechanic(const std::vector<std::string>& w, RuleDecl& r) {
  const std::string& m = w[0];
  const auto letters = [&](size_t i) -> std::optional<std::string> {
    if (i >= w.size()) return std::nullopt;
    if (!is_letter_set(w[i])) return std::nullopt;
    return letters_of(w[i]);
  };
  const auto need = [&](size_t lo, size_t hi) { return w.size() - 1 >= lo && w.size() - 1 <= hi; };
  const std::string bad = "wrong arguments to '" + m + "'";
  if (m == "capture" || m == "capture-only" || m == "approach" || m == "long-leap" || m == "springer-leap") {
    const auto v = letters(1);
    if (!need(1, 1) || !v) return Error{bad + " (expects piece letters, '*' or '-')"};
    if (m == "approach") {
      r.approach = *v;
    } else if (m == "long-leap" || m == "springer-leap") {
      r.leap_victims = *v;
      r.leap_form = m == "long-leap" ? LeapForm::Long : LeapForm::Springer;
    } else {
      r.replace = *v;
      if (m == "capture-only") r.to_empty = false;
    }
  } else if (m == "withdraw") {
    const auto v = letters(1);
    if (!need(1, 3) || !v || w.size() == 3 || (w.size() == 4 && w[2] != "within"))
      return Error{bad + " (withdraw LETTERS [within N])"};
    r.withdraw = *v;
    if (w.size() == 4) {
      auto n = small_number(w[3]);
      if (!n || *n < 1 || *n > 11)
        return Error{"withdraw within needs a number from 1 to 11, not '" + w[3] + "'"};
      r.withdraw_range = *n;
    }
  } else if (m == "pincer") {
    const auto v = letters(1);
    if (!need(1, 2) || !v || (w.size() == 3 && w[2] != "capable-partner"))
      return Error{bad + " (pincer LETTERS [capable-partner])"};
    r.pincer = *v;
    r.pincer_partner = w.size() == 3 ? PincerPartner::PincerCapable : PincerPartner::AnyFriend;
  } else if (m == "coordinate") {
    const auto partners = letters(1);
    const auto victims = letters(2);
    if (!need(2, 2) || !partners || !victims) return Error{bad + " (coordinate PARTNERS VICTIMS)"};
    r.coordinate.push_back({*partners, *victims});
  } else if (m == "leap-alone" || m == "leap-then-capture" || m == "pincer-orthogonal-only" ||
             m == "even-stops" || m == "check-only") {
    if (!need(0, 0)) return Error{"'" + m + "' takes no arguments"};
    bool& flag = m == "leap-alone"          ? r.leap_alone
                 : m == "leap-then-capture" ? r.leap_then_replace
                 : m == "even-stops"        ? r.even_stops_only
                 : m == "check-only"        ? r.threat_only
                                            : r.pincer_needs_orthogonal_move;
    flag = true;
  } else {
    return Error{"unknown mechanic '" + m + "' (known: " + kMechanics + ")"};
  }
  return std::nullopt;
}

std::string motion_text(const RuleDecl& r) {
  switch (r.motion) {
    case Motion::Slide:
      return r.range == 1 ? "step " + dirs_text(r.dirs)
                          : "slide " + dirs_text(r.dirs) + (r.range ? " " + std::to_string(r.range) : "");
    case Motion::Jump:
      return r.jumps == JumpSet::Knight ? "leap knight" : "leap king";
    case Motion::PawnPush:
      return "pawn-push";
    case Motion::PawnCapture:
    case Motion::MutualDestruction: {
      const std::string word = r.motion == Motion::PawnCapture ? "pawn-capture" : "mutual-destruction";
      return r.replace == "*" ? word : word + " " + letters_text(r.replace);
    }
    case Motion::Swap:
      return "swap " + letters_text(r.swap_own) + " " + letters_text(r.swap_enemy);
    case Motion::CannonHop:
      return "cannon-hop " + dirs_text(r.dirs);
  }
  return {};
}

// The motions whose builders set the victims and forbid empty landings themselves.
bool motion_owns_captures(Motion m) {
  return m == Motion::PawnCapture || m == Motion::MutualDestruction || m == Motion::Swap;
}

}  // namespace

bool is_letter_set(const std::string& text) {
  if (text == "*" || text == "-") return true;
  for (char c : text)
    if (!std::isupper(static_cast<unsigned char>(c))) return false;
  return !text.empty();
}

std::string letters_text(const std::string& letters) {
  return letters.empty() ? "-" : letters;
}

std::string letters_of(const std::string& text) {
  return text == "-" ? "" : text;
}

Result<RuleDecl> parse_rule(const std::string& text) {
  const auto terms = split_terms(text);
  RuleDecl r;
  for (size_t i = 0; i < terms.size(); ++i) {
    const auto w = split_words(terms[i]);
    if (w.empty())
      return Error{i == 0 ? "a rule starts with its motion (slide, step, leap, ...)"
                          : "an empty term between commas"};
    if (auto e = i == 0 ? parse_motion(w, r) : parse_mechanic(w, r)) return *e;
  }
  if (terms.empty()) return Error{"a rule starts with its motion (slide, step, leap, ...)"};
  return r;
}

std::string rule_text(const RuleDecl& r) {
  std::string out = motion_text(r);
  const auto term = [&](const std::string& t) { out += ", " + t; };
  if (!motion_owns_captures(r.motion)) {
    if (!r.to_empty)
      term("capture-only " + letters_text(r.replace));
    else if (!r.replace.empty())
      term("capture " + letters_text(r.replace));
  }
  if (!r.withdraw.empty())
    term("withdraw " + r.withdraw + (r.withdraw_range ? " within " + std::to_string(r.withdraw_range) : ""));
  if (!r.approach.empty()) term("approach " + r.approach);
  if (!r.leap_victims.empty())
    term((r.leap_form == LeapForm::Long ? "long-leap " : "springer-leap ") + r.leap_victims);
  if (r.leap_alone) term("leap-alone");
  if (r.leap_then_replace) term("leap-then-capture");
  if (!r.pincer.empty())
    term("pincer " + r.pincer + (r.pincer_partner == PincerPartner::PincerCapable ? " capable-partner" : ""));
  if (r.pincer_needs_orthogonal_move) term("pincer-orthogonal-only");
  for (const CoordinateDecl& c : r.coordinate)
    term("coordinate " + letters_text(c.partners) + " " + letters_text(c.victims));
  if (r.even_stops_only) term("even-stops");
  if (r.threat_only) term("check-only");
  return out;
}

}  // namespace abbott
