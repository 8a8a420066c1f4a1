#include "engine/rng.h"

#include <cassert>

namespace engine {

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::uint32_t Rng::below(std::uint32_t n) {
  assert(n > 0);
  // Rejection sampling on the top 32 bits: exact and portable.
  const std::uint32_t limit = static_cast<std::uint32_t>((std::uint64_t{1} << 32) % n);
  for (;;) {
    std::uint32_t x = static_cast<std::uint32_t>(next() >> 32);
    if (x >= limit) return x % n;
  }
}

}  // namespace engine
