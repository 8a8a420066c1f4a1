// The engine's one source of randomness (RULES.md G-4: seeded, reproducible deals): a small,
// fully specified PRNG (splitmix64) and the Fisher-Yates shuffle every game deals with, so
// that a seed gives the same cards on every platform. Game-free: each game's deal (SS-3.1,
// SK-1.2, SW-3) shuffles its own pack with it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

namespace engine {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform integer in [0, n), n > 0, without modulo bias.
  std::uint32_t below(std::uint32_t n);

 private:
  std::uint64_t state_;
};

// Fisher-Yates on items[0, n): from the back, position i - 1 swaps with Rng::below(i) for
// i = n down to 2. Every game's deal draws exactly this sequence from its Rng.
template <typename T>
void shuffle(T* items, std::size_t n, Rng& rng) {
  for (std::size_t i = n; i > 1; --i) {
    std::swap(items[i - 1], items[rng.below(static_cast<std::uint32_t>(i))]);
  }
}

}  // namespace engine
