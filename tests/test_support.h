// Helpers shared by the test suites: loading positions, seeded random games and temporary files.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>

#include "engine/position.h"
#include "engine/variant.h"
#include "movegen/movegen.h"

namespace abbott::testing {

// Runs `command` in the shell and returns its standard output; `exit_code`, if given, gets its
// exit status (-1 when it did not exit, e.g. killed by a signal).
inline std::string run_shell(const std::string& command, int* exit_code = nullptr) {
  std::string out;
  int code = -1;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[4096];
    while (size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    const int status = pclose(pipe);
    code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  if (exit_code) *exit_code = code;
  return out;
}

inline Position position(const std::string& variant, const std::string& fen = "startpos") {
  const Variant* v = find_variant(variant);
  EXPECT_NE(v, nullptr) << "unknown variant " << variant;
  Position pos;
  if (v) {
    auto err = pos.set(*v, fen);
    EXPECT_FALSE(err) << variant << " " << fen << ": " << (err ? err->message : "");
  }
  return pos;
}

// A parameterised test's name for the variant it runs on (gtest allows no '-' in names).
inline std::string variant_test_name(const ::testing::TestParamInfo<const Variant*>& param_info) {
  std::string n = param_info.param->name;
  for (char& c : n)
    if (c == '-') c = '_';
  return n;
}

// A small deterministic generator (splitmix64), so that random games are the same everywhere.
struct Rng {
  uint64_t state;
  explicit Rng(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

// Plays up to `plies` random legal moves from the start position, calling `visit` on every
// position reached (the start included). Stops when the game has no moves.
inline void random_game(const Variant& v, uint64_t seed, int plies,
                        const std::function<void(Position&)>& visit) {
  Position pos;
  (void)pos.set(v, "startpos");
  Rng rng(seed);
  for (int ply = 0; ply <= plies; ++ply) {
    visit(pos);
    MoveList legal;
    generate_legal(pos, legal);
    if (legal.empty()) return;
    pos.make(legal[rng.below(legal.size())]);
  }
}

// A file under the tests' temporary directory named for this process (other checkouts on the
// machine run the same tests at once), absent until written (a file an earlier process of the same
// number left is removed) and removed when it goes out of scope: repeated runs leave nothing behind.
class OwnTempFile {
 public:
  explicit OwnTempFile(const std::string& name)
      : path_(::testing::TempDir() + "abbott_" + std::to_string(getpid()) + "_" + name) {
    std::remove(path_.c_str());
  }
  OwnTempFile(const std::string& name, const std::string& text) : OwnTempFile(name) {
    std::ofstream(path_) << text;
  }
  ~OwnTempFile() { std::remove(path_.c_str()); }
  OwnTempFile(const OwnTempFile&) = delete;
  OwnTempFile& operator=(const OwnTempFile&) = delete;
  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace abbott::testing
