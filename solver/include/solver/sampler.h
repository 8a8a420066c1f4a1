// Worlds consistent with a player's knowledge (solver/knowledge.h): exact counting, exact
// uniform sampling and enumeration, plus the optional auction inference weight.
//
// Counting: inside one constraint case the unseen cards fall into groups of cards with the same
// allowed slots; cards of a group are interchangeable, so the number of worlds is a sum over how
// many cards of each group go to each slot (bounded by the slots' remaining sizes) of products
// of multinomial coefficients. A memoised recursion over the groups, keyed by the remaining slot
// sizes, counts it exactly (the counts stay below 2^53, so doubles hold them exactly).
//
// Sampling: pick a case with probability proportional to its count, then for each group a
// distribution over slots with probability (multinomial * worlds of the remaining groups) /
// worlds, then which cards of the group go where by a seeded shuffle. Every consistent world has
// the same probability; nothing is rejected, so sampling never stalls however tight the
// constraints. Enumeration walks the same recursion and lists every world once.
//
// Auction inference (optional): a player who passed (SS-4) is unlikely to have held a hand he
// would have picked with. The weight of a world is the product over the passers q of
//   P(pass | hand) = 1 / (1 + exp((strength(hand_q) - 22) / 3))
// with strength as in HeuristicPlayer (black queen 10, red queen 8, jack 6, trump A/10 5, other
// trump 4, fail ace 3; a three-good-trump hand is ~22). Sampled worlds are then averaged with
// these weights (self-normalised importance weighting); enumerated worlds are weighted exactly.
//
// Likelihood (Knowledge::likelihood, the Schafkopf bidding, schafkopf/knowledge.h): sample() draws
// from the consistent worlds in proportion to it by rejection: uniform candidates from the
// world's own stream, each accepted with probability equal to its likelihood, so the accepted
// worlds are exact draws of the conditioned distribution and reproducible for a seed. At most
// kMaxCandidates candidates per world: if none is accepted, the most likely of the last
// kFallbackCandidates is taken and the world is marked `fallback` (bounded time, never a hang).
// enumerate() gives every world its likelihood as weight instead.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/sheepshead.h"
#include "solver/knowledge.h"

namespace solver {

struct World {
  SlotCards slots{};
  double weight = 1;
  bool fallback = false;  // the rejection sampler gave up on this world (see above)
};

inline constexpr int kMaxCandidates = 4096;     // rejection: candidates per world at most
inline constexpr int kFallbackCandidates = 64;  // of which the last ones are kept as fallback

inline constexpr int kPassThreshold = 22;  // strength at which passing is a coin flip
inline constexpr double kPassScale = 3.0;  // strength points per e-fold of the odds

class WorldSampler {
 public:
  explicit WorldSampler(const Knowledge& k);
  ~WorldSampler();
  WorldSampler(const WorldSampler&) = delete;
  WorldSampler& operator=(const WorldSampler&) = delete;

  // The number of consistent worlds (0 means a contradiction).
  double count() const;
  // One world, uniformly among all consistent worlds; with a likelihood, in proportion to it.
  World sample(engine::Rng& rng) const;
  // One world, uniformly among all consistent worlds, whatever the likelihood.
  World sample_uniform(engine::Rng& rng) const;
  // Every consistent world, in a fixed order (call only when count() is small); with a
  // likelihood, each world's weight is its likelihood.
  std::vector<World> enumerate() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// P(pass | hand) for one passer's dealt hand (see the header comment).
double pass_probability(const engine::SheepsheadRules& rules, CardMask dealt);
// P(pick | his eight cards) for a picker whose blind is not known: the mean over the 28 pairs
// the blind may have been of 1 - P(pass | the other six).
double pick_probability(const engine::SheepsheadRules& rules, CardMask eight);
// For a world: the product over the knowledge's passers of P(pass | dealt hand) and, in card
// play when the picker is someone else, P(pick | the picker's eight cards: his six at the
// start of play, under card included, and the bury).
double auction_weight(const Knowledge& k, const engine::SheepsheadRules& rules,
                      const SlotCards& world);

// The seed of world `index` of decision `decision` under a run seed: every world gets its own
// stream, so results do not depend on the number of threads or the order of work.
std::uint64_t world_seed(std::uint64_t seed, int decision, int index);

}  // namespace solver
