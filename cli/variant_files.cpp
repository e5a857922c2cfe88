// The variant-file options of every command.
#include "cli/variant_files.h"

#include <filesystem>
#include <iostream>
#include <optional>

#include "engine/variant_file.h"

namespace abbott::cli {

namespace {

// The file named by args[i] (and args[i + 1]) when it is a variant-file option, and how many
// arguments it takes. `--variants` stays the protocol loop's list of names unless it names a file.
std::optional<std::string> variant_file_at(const std::vector<std::string>& args, size_t i, size_t& used) {
  for (const std::string option : {"--variant-file", "--variants"}) {
    std::optional<std::string> value;
    if (args[i] == option && i + 1 < args.size()) {
      value = args[i + 1];
      used = 2;
    } else if (args[i].rfind(option + "=", 0) == 0) {
      value = args[i].substr(option.size() + 1);
      used = 1;
    }
    if (!value) continue;
    if (option == "--variant-file" || std::filesystem::is_regular_file(*value)) return value;
  }
  return std::nullopt;
}

}  // namespace

void load_variant_files(std::vector<std::string>& args) {
  for (size_t i = 0; i < args.size();) {
    size_t used = 0;
    const auto file = variant_file_at(args, i, used);
    if (!file) {
      ++i;
      continue;
    }
    args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
               args.begin() + static_cast<std::ptrdiff_t>(i + used));
    auto loaded = load_variant_file(*file);
    if (auto* err = std::get_if<Error>(&loaded)) std::cerr << "abbott: " << err->message << "\n";
  }
}

}  // namespace abbott::cli
