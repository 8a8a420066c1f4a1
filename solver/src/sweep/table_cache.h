// A direct-mapped cache of what the Sweep search (solver.cpp) works out about a table: 2^Bits
// slots, each holding the last key that hashed to it and its value. Keys are compared exactly:
// a table's kind counts (solver.cpp's counts vectors use the low 60 bits) and whatever the
// caller packs into the 4 bits above them; the all-ones word marks an empty slot.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace solver::sweep {

// A counts vector with `tag` (0..15) in the 4 bits above it: one cache for several questions.
inline std::uint64_t tagged(std::uint64_t counts, int tag) {
  return counts | static_cast<std::uint64_t>(tag) << 60;
}

template <class V, int Bits>
class TableCache {
 public:
  // The slot's value for `key`; `hit` says whether it was there (otherwise the caller fills it:
  // the slot now belongs to `key`).
  V& find(std::uint64_t key, bool& hit) {
    Slot& s = slot(key);
    hit = s.key == key;
    s.key = key;
    return s.value;
  }
  // Starts fetching `key`'s slot from memory (a later find() waits less).
  void prefetch(std::uint64_t key) const { __builtin_prefetch(&slot(key)); }
  void clear() {
    for (Slot& s : slots_) s.key = kEmpty;
  }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
  struct Slot {
    std::uint64_t key = kEmpty;
    V value{};
  };
  std::vector<Slot> slots_ = std::vector<Slot>(std::size_t{1} << Bits);
  Slot& slot(std::uint64_t key) { return slots_[(key * 0x9E3779B97F4A7C15ull) >> (64 - Bits)]; }
  const Slot& slot(std::uint64_t key) const {
    return slots_[(key * 0x9E3779B97F4A7C15ull) >> (64 - Bits)];
  }
};

}  // namespace solver::sweep
