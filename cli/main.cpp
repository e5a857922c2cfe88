// The abbott executable: `abbott COMMAND [OPTIONS]`, or the protocol loop with no command.
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/variant_files.h"

namespace abbott::cli {

namespace {
std::vector<Command>& registry() {
  static std::vector<Command> list;
  return list;
}
}  // namespace

bool register_command(Command c) {
  registry().push_back(std::move(c));
  return true;
}

const std::vector<Command>& commands() {
  return registry();
}

}  // namespace abbott::cli

namespace {

void print_help() {
  std::cout << "abbott: a game-playing engine for the Ultima family of chess variants.\n\n"
               "Usage: abbott [COMMAND] [OPTIONS]   (abbott COMMAND --help for a command's options)\n"
               "       abbott --version\n"
               "       abbott --variant-file FILE ...   (or --variants FILE) adds the variants of FILE to "
               "any command\n\n"
               "Commands:\n";
  for (const auto& c : abbott::cli::commands())
    std::cout << "  " << (c.name.empty() ? "(none)" : c.name)
              << std::string(c.name.size() < 10 ? 10 - c.name.size() : 1, ' ') << c.summary << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  abbott::cli::load_variant_files(args);
  std::string name;
  if (!args.empty() && !args[0].empty() && args[0][0] != '-') {
    name = args[0];
    args.erase(args.begin());
  } else if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    print_help();
    return 0;
  } else if (!args.empty() && args[0] == "--version") {
    std::cout << "abbott " << ABBOTT_VERSION << "\n";
    return 0;
  }
  for (const auto& c : abbott::cli::commands())
    if (c.name == name) return c.run(args);
  std::cerr << "abbott: unknown command '" << name << "' (abbott --help lists the commands)\n";
  return 2;
}
