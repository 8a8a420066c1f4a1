// Test helpers for Sweep's knowledge and worlds (test_sweep_knowledge.cpp, test_sweep_players.cpp):
// a position reached by random legal turns, and the deal a sampled world stands for.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/sweep/knowledge.h"

namespace sweep_test {

namespace es = engine::sweep;

// The position after `turns` random legal turns of the hand dealt as `deal`.
inline es::SweepState advance(const es::SweepRules& rules, const es::SweepDeal& deal, int turns,
                              engine::Rng& rng) {
  es::SweepState s = es::initial_state(deal);
  std::vector<es::Action> acts;
  for (int t = 0; t < turns && !s.hand_over(); ++t) {
    es::legal_actions(s, rules, acts);
    es::make(s, rules, acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
  }
  return s;
}

// The deal a world stands for: the viewer's own cards and the public ones as dealt, the
// opponent's current cards and the stock as the world has them.
inline es::SweepDeal deal_of_world(const solver::sweep::SweepKnowledge& k,
                                   const es::SweepDeal& truth, const es::SweepState& w) {
  es::SweepDeal d = truth;
  d.stock = w.stock;
  for (int r = 0; r < es::kRounds; ++r) {
    for (int s = 0; s < es::kSeats; ++s) {
      if (r < w.round || (r == w.round && s == k.seat)) continue;
      if (r == w.round) {
        d.hands[r][s] = k.received[r][s] | w.hands[s];
        continue;
      }
      es::CardMask m = 0;
      const int base = 12 * (r - 1) + (s == w.non_dealer() ? 0 : 6);
      for (int i = 0; i < 6; ++i) m |= es::bit(w.stock[base + i]);
      d.hands[r][s] = m;
    }
  }
  return d;
}

}  // namespace sweep_test
