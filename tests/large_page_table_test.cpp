// LargePageTable, the memory of the search's large tables: a new table holds default entries,
// each entry keeps what was written to it across more than one huge page, and a resized table
// is a fresh one of the new size, or an empty one when the memory is not there.
#include "search/large_page_table.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace abbott {
namespace {

struct Entry {
  uint64_t key = 7;
  int32_t value = -1;
};

TEST(LargePageTable, HoldsDefaultEntriesAndKeepsEachWritten) {
  constexpr size_t kCount = 300'000;  // 4.8 MB: three huge pages
  LargePageTable<Entry> table(kCount);
  ASSERT_EQ(table.size(), kCount);
  for (const Entry& e : table) ASSERT_TRUE(e.key == 7 && e.value == -1);
  for (size_t i = 0; i < kCount; ++i) table[i] = Entry{i, static_cast<int32_t>(i % 1000)};
  for (size_t i = 0; i < kCount; ++i)
    ASSERT_TRUE(table[i].key == i && table[i].value == static_cast<int32_t>(i % 1000));

  ASSERT_TRUE(table.try_resize(3));
  ASSERT_EQ(table.size(), 3u);
  for (const Entry& e : table) EXPECT_TRUE(e.key == 7 && e.value == -1);
  table.fill(Entry{1, 2});
  EXPECT_TRUE(table[2].key == 1 && table[2].value == 2);

  EXPECT_FALSE(table.try_resize(size_t{1} << 50));  // 16 PiB
  EXPECT_EQ(table.size(), 0u);
}

}  // namespace
}  // namespace abbott
