// Sheepshead's auction inference (solver/sampler.h, RULES.md SS-4): how likely a passer's or
// the hidden picker's dealt cards are, from the heuristic player's hand strength.
#include <cmath>

#include "solver/sampler.h"
#include "solver/sheepshead/heuristic_player.h"

namespace solver {

double pass_probability(const engine::SheepsheadRules& rules, CardMask dealt) {
  const int s = HeuristicPlayer::strength(rules, dealt);
  return 1.0 / (1.0 + std::exp((s - kPassThreshold) / kPassScale));
}

double pick_probability(const engine::SheepsheadRules& rules, CardMask eight) {
  double sum = 0;
  int pairs = 0;
  for (Card a : engine::cards(eight)) {
    for (Card b : engine::cards(eight & ~((engine::bit(a) << 1) - 1))) {
      sum += 1.0 - pass_probability(rules, eight & ~(engine::bit(a) | engine::bit(b)));
      ++pairs;
    }
  }
  return pairs > 0 ? sum / pairs : 1.0;
}

double auction_weight(const Knowledge& k, const engine::SheepsheadRules& rules,
                      const SlotCards& world) {
  double w = 1;
  const bool picker_hidden =
      k.point == PointKind::kPlay && !k.leaster && k.picker >= 0 && k.picker != k.mover;
  if (k.passers.empty() && !picker_hidden) return w;
  const WorldDeal d = world_deal(k, world);
  for (int q : k.passers) {
    w *= pass_probability(rules, d.start[static_cast<std::size_t>(q)]);
  }
  if (picker_hidden) {
    w *= pick_probability(rules, d.start[static_cast<std::size_t>(k.picker)] | d.bury);
  }
  return w;
}

}  // namespace solver
