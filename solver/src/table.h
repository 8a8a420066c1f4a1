// What the exact solvers share: the transposition tables' storage and the hash mixer.
//
// Used by the trick-taking solver (trick/dd/) and by Sweep's (sweep/solver.cpp); each keeps its own
// entry layout, bucket size and replacement rule.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace solver::detail {

// A zero-filled table of trivially copyable entries, aligned to kTableAlign bytes. Probes land
// at random all over it, so on Linux it is mapped directly, aligned to 2 MB and asked for 2 MB
// pages: with 4 KB pages nearly every probe of a 64 MB table also missed the TLB. The kernel
// hands out zero pages lazily, so a large table costs nothing until it is touched. Elsewhere
// it is an aligned, zeroed allocation.
constexpr std::size_t kTableAlign = std::size_t{2} << 20;

template <typename Entry>
class Table {
 public:
  Table() = default;
  explicit Table(std::size_t count) : bytes_(count * sizeof(Entry)) {
#if defined(__linux__)
    map_bytes_ = bytes_ + kTableAlign;  // room to align the start
    void* p = mmap(nullptr, map_bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    map_ = p;
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t aligned = (at + kTableAlign - 1) & ~(std::uintptr_t{kTableAlign} - 1);
    data_ = reinterpret_cast<Entry*>(aligned);
    madvise(data_, bytes_, MADV_HUGEPAGE);  // advice only: fine if refused
#else
    data_ = static_cast<Entry*>(::operator new (bytes_, std::align_val_t{kTableAlign}));
    zero();
#endif
  }
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;
  Table(Table&& o) noexcept {
    swap(o);
  }
  Table& operator=(Table&& o) noexcept {
    swap(o);
    return *this;
  }
  ~Table() {
    if (!data_) return;
#if defined(__linux__)
    munmap(map_, map_bytes_);
#else
    ::operator delete (data_, std::align_val_t{kTableAlign});
#endif
  }
  Entry& operator[](std::size_t i) {
    return data_[i];
  }
  void zero() {
    std::memset(static_cast<void*>(data_), 0, bytes_);
  }

 private:
  void swap(Table& o) noexcept {
    std::swap(data_, o.data_);
    std::swap(bytes_, o.bytes_);
    std::swap(map_, o.map_);
    std::swap(map_bytes_, o.map_bytes_);
  }
  Entry* data_ = nullptr;
  std::size_t bytes_ = 0;
  void* map_ = nullptr;  // the whole mapping (Linux)
  std::size_t map_bytes_ = 0;
};

// A 64-bit finaliser (MurmurHash3's fmix64): spreads every key bit over the whole word.
inline std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return x;
}

}  // namespace solver::detail
