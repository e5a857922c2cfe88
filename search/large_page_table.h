// A fixed-size table of trivially copyable entries on memory the kernel may back with 2 MiB
// pages. The search reads its large tables (the transposition table, each worker's cache of
// evaluations) at random places: on 4 KiB pages nearly every such read also misses the
// address-translation cache, and a table of 16 MiB spans 4,096 pages. Linux gives huge pages to
// memory that asks for them (`madvise`) when its transparent huge pages are set to `madvise`,
// as Debian's are; elsewhere the table is ordinary aligned memory.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>

namespace abbott {

namespace large_pages {
// At least `bytes` of uninitialised memory aligned to a huge page, or nullptr; give it back
// with `release` and the same `bytes`.
void* allocate(size_t bytes);
void release(void* memory, size_t bytes);
}  // namespace large_pages

template <typename Entry>
class LargePageTable {
  static_assert(std::is_trivially_copyable_v<Entry> && std::is_trivially_destructible_v<Entry>);

 public:
  LargePageTable() = default;
  // `count` default entries; throws std::bad_alloc when the memory is not there.
  explicit LargePageTable(size_t count) {
    if (!try_resize(count)) throw std::bad_alloc();
  }

  // Replaces the table by `count` default entries; false, and an empty table, when the memory is
  // not there.
  [[nodiscard]] bool try_resize(size_t count) {
    memory_ = std::unique_ptr<Entry, Release>();  // the old table goes before the new one is mapped
    void* raw = large_pages::allocate(count * sizeof(Entry));
    if (!raw) return false;
    memory_ = std::unique_ptr<Entry, Release>(static_cast<Entry*>(raw), Release{count});
    fill(Entry{});
    return true;
  }
  void fill(const Entry& value) { std::fill(begin(), end(), value); }

  [[nodiscard]] size_t size() const { return memory_.get_deleter().count; }
  Entry& operator[](size_t i) { return memory_.get()[i]; }
  const Entry& operator[](size_t i) const { return memory_.get()[i]; }
  Entry* begin() { return memory_.get(); }
  Entry* end() { return memory_.get() + size(); }
  const Entry* begin() const { return memory_.get(); }
  const Entry* end() const { return memory_.get() + size(); }

 private:
  struct Release {
    size_t count = 0;
    void operator()(Entry* p) const { large_pages::release(p, count * sizeof(Entry)); }
  };
  std::unique_ptr<Entry, Release> memory_;
};

}  // namespace abbott
