// The training data line format; see training_data.h.
#include "tune/training_data.h"

#include <charconv>
#include <sstream>
#include <vector>

namespace abbott::tune {

namespace {

std::string result_text(double result) {
  if (result == 1.0) return "1";
  if (result == 0.0) return "0";
  if (result == 0.5) return "0.5";
  std::ostringstream out;  // a fractional label (synthetic data)
  out << result;
  return out.str();
}

}  // namespace

std::string format_training_line(const TrainingPosition& p) {
  return p.variant + ";" + p.fen + ";" + result_text(p.result) + ";" + std::to_string(p.score);
}

std::variant<TrainingPosition, std::string> parse_training_line(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  std::vector<std::string_view> fields;
  for (size_t at = 0;;) {
    const size_t semi = line.find(';', at);
    fields.push_back(line.substr(at, semi == std::string_view::npos ? std::string_view::npos : semi - at));
    if (semi == std::string_view::npos) break;
    at = semi + 1;
  }
  if (fields.size() != 4)
    return "expected variant;FEN;result;score, found " + std::to_string(fields.size()) + " fields";
  TrainingPosition p;
  p.variant = fields[0];
  p.fen = fields[1];
  if (p.variant.empty() || p.fen.empty()) return std::string("empty variant or FEN");
  const std::string_view result = fields[2], score = fields[3];
  const auto [rend, rerr] = std::from_chars(result.data(), result.data() + result.size(), p.result);
  if (rerr != std::errc() || rend != result.data() + result.size() || p.result < 0 || p.result > 1)
    return "result '" + std::string(result) + "' is not a number from 0 to 1";
  const auto [send, serr] = std::from_chars(score.data(), score.data() + score.size(), p.score);
  if (serr != std::errc() || send != score.data() + score.size())
    return "score '" + std::string(score) + "' is not an integer";
  return p;
}

}  // namespace abbott::tune
