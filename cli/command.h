// Sub-commands of the abbott executable register themselves here, one file each, so adding a
// command never touches main.cpp.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace abbott::cli {

struct Command {
  std::string name;     // first word on the command line; "" is the protocol loop
  std::string summary;  // one line for `abbott --help`
  // Receives the arguments after the command name; returns the process exit code.
  std::function<int(const std::vector<std::string>& args)> run;
};

// Returns true so that a file can write `const bool registered = register_command(...)`.
bool register_command(Command c);
const std::vector<Command>& commands();

}  // namespace abbott::cli
