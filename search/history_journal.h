// The history entries overwritten since a mark, with the values they held. A node that orders its
// moves only after searching one of them (StagedPicker, after the table move) orders the rest by
// the history as it stood when the node began, as MovePicker would have ordered them all then.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace abbott {

class HistoryJournal {
 public:
  HistoryJournal() { log_.reserve(1 << 12); }

  // A mark; the journal records while one is open. Marks close in the reverse order.
  [[nodiscard]] size_t open() {
    ++open_;
    return log_.size();
  }
  void close() {
    if (--open_ == 0) log_.clear();
  }
  // Called before `entry` is overwritten.
  void record(int16_t& entry) {
    if (open_) log_.push_back({&entry, entry});
  }
  // Every entry back to its value at `mark`, then forward again. Each step swaps the entry's
  // value with the logged one, so that the log then holds the values to go forward to.
  void rewind_to(size_t mark) {
    for (size_t i = log_.size(); i-- > mark;) std::swap(*log_[i].entry, log_[i].value);
  }
  void replay_from(size_t mark) {
    for (size_t i = mark; i < log_.size(); ++i) std::swap(*log_[i].entry, log_[i].value);
  }

 private:
  struct Write {
    int16_t* entry;
    int16_t value;
  };
  std::vector<Write> log_;
  int open_ = 0;
};

}  // namespace abbott
