// The evaluation weights as UCI options; see tuning_options.h.
#include "protocol/tuning_options.h"

#include <algorithm>
#include <atomic>
#include <charconv>

#include "eval/weights.h"

namespace abbott::protocol {

namespace {

std::atomic<bool> enabled{false};

constexpr int kMax = 10000;

int minimum(std::string_view weight) {
  return std::max(eval::weight_minimum(weight), -kMax);
}

}  // namespace

void enable_tuning_options(bool on) {
  enabled = on;
}

bool tuning_options_enabled() {
  return enabled;
}

std::vector<std::string> tuning_option_lines() {
  std::vector<std::string> lines;
  for (int f = 0; f < kFamilyCount; ++f) {
    const auto family = static_cast<VariantFamily>(f);
    eval::Params defaults = eval::default_params(family);
    for (const std::string& w : eval::weight_names(family))
      lines.push_back("option name " + std::string(family_name(family)) + "_" + w + " type spin default " +
                      std::to_string(*eval::find_weight(defaults, w)) + " min " + std::to_string(minimum(w)) +
                      " max " + std::to_string(kMax));
  }
  return lines;
}

std::optional<std::string> set_tuning_option(std::string_view name, std::string_view value) {
  const size_t cut = name.find('_');
  if (!enabled || cut == std::string_view::npos) return std::nullopt;
  const auto family = family_by_name(name.substr(0, cut));
  if (!family) return std::nullopt;
  const std::string_view weight = name.substr(cut + 1);
  const std::vector<std::string> names = eval::weight_names(*family);
  if (std::find(names.begin(), names.end(), weight) == names.end()) return std::nullopt;
  int n = 0;
  const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || end != value.data() + value.size() || n < minimum(weight) || n > kMax)
    return "option " + std::string(name) + ": value must be a number from " +
           std::to_string(minimum(weight)) + " to " + std::to_string(kMax);
  *eval::find_weight(eval::family_params(*family), weight) = n;
  return std::string();
}

}  // namespace abbott::protocol
