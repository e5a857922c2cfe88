// Huge-page-aligned memory for LargePageTable.
#include "search/large_page_table.h"

#include <cstdint>
#include <cstdlib>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace abbott::large_pages {

namespace {
constexpr size_t kHugePage = size_t{2} * 1024 * 1024;

size_t rounded(size_t bytes) {
  return std::max<size_t>(kHugePage, (bytes + kHugePage - 1) / kHugePage * kHugePage);
}
}  // namespace

#if defined(__linux__)
// Mapped directly rather than taken from the heap: a table freed (a new game, a new hash size)
// goes back to the system at once instead of staying behind in the heap.
void* allocate(size_t bytes) {
  const size_t size = rounded(bytes);
  // Mapped with a huge page to spare, then trimmed to a start on a huge-page boundary.
  void* mapped = mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) return nullptr;
  const auto start = reinterpret_cast<uintptr_t>(mapped);
  const uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
  if (aligned > start) munmap(mapped, aligned - start);
  if (const size_t tail = start + kHugePage - aligned; tail > 0)
    munmap(reinterpret_cast<void*>(aligned + size), tail);
#if defined(MADV_HUGEPAGE)
  // Only advice: without huge pages the memory works the same, only slower.
  (void)madvise(reinterpret_cast<void*>(aligned), size, MADV_HUGEPAGE);
#endif
  return reinterpret_cast<void*>(aligned);
}

void release(void* memory, size_t bytes) {
  if (memory) munmap(memory, rounded(bytes));
}
#else
void* allocate(size_t bytes) {
  return std::aligned_alloc(kHugePage, rounded(bytes));
}

void release(void* memory, size_t) {
  std::free(memory);
}
#endif

}  // namespace abbott::large_pages
