// `--variant-file FILE` (or `--variants FILE` when FILE is a file), accepted before or after any
// command: loads the file's variants before the command runs.
#pragma once

#include <string>
#include <vector>

namespace abbott::cli {

// Takes the variant-file options out of `args` and loads each file in order. A bad file gets its
// message on stderr and adds nothing; the built-in variants and the other files still load.
void load_variant_files(std::vector<std::string>& args);

}  // namespace abbott::cli
