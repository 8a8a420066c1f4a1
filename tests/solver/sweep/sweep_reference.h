// Slow, obviously correct references for Sweep's exact solver, built on the engine alone: its
// legal actions (every concrete card and take, no equivalence), make/unmake and SW-17 score.
//
// `plain_*`: full minimax over the concrete cards, no pruning, no table. `Memo`: the same
// minimax memoised on the engine's state up to suits (each rank's count in each hand, on the
// table and at each place of the stock, 10D and 2C apart under the specials: no rule looks at a
// suit otherwise), the stock position, mover, last capturer, and the piles' card difference
// under fixed3, storing the final margin minus the margin so far, both from the engine's score:
// the piles' contents beyond that do not change what the future adds.
#pragma once

#include <algorithm>
#include <random>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "engine/sweep.h"

namespace sweep_ref {

using namespace engine::sweep;

// The mover's score minus the opponent's, as the engine scores the piles now.
inline int margin_now(const SweepRules& rules, const SweepState& s, int seat) {
  const SweepScore sc = score(rules, s);
  return sc.points[static_cast<std::size_t>(seat)] - sc.points[static_cast<std::size_t>(1 - seat)];
}

// What the rest of the hand adds to the mover's margin under perfect play, by full minimax.
inline int plain_future(const SweepRules& rules, SweepState& s, std::uint64_t& nodes) {
  ++nodes;
  if (s.hand_over()) return 0;
  std::vector<Action> acts;
  legal_actions(s, rules, acts);
  const int me = s.mover;
  const int before = margin_now(rules, s, me);
  int best = -100000;
  for (const Action& a : acts) {
    const Undo u = make(s, rules, a);
    int v = margin_now(rules, s, me) - before;
    if (!s.hand_over()) v -= plain_future(rules, s, nodes);
    unmake(s, a, u);
    best = std::max(best, v);
  }
  return best;
}

struct Memo {
  SweepRules rules;
  using Key = std::tuple<std::uint64_t, std::uint64_t, std::uint64_t, int, int, int, int>;
  struct Hash {
    std::size_t operator()(const Key& k) const {
      std::size_t h = std::get<0>(k) * 0x9E3779B97F4A7C15ull;
      h ^= std::get<1>(k) + 0x7F4A7C159E3779B9ull + (h << 6) + (h >> 2);
      h ^= std::get<2>(k) + 0x165667B19E3779F9ull + (h << 6) + (h >> 2);
      h ^= static_cast<std::size_t>(std::get<3>(k) | std::get<4>(k) << 8 |
                                    (std::get<5>(k) + 2) << 10 | (std::get<6>(k) + 64) << 13);
      return h;
    }
  };
  std::unordered_map<Key, int, Hash> memo;

  std::vector<std::vector<Action>> acts_at;  // one list per depth

  explicit Memo(const SweepRules& r) : rules(r), acts_at(kTurnsPerHand + 1) {}

  // Each rank's count (3 bits) in a set, 10D and 2C counted apart under the specials.
  std::uint64_t shape(CardMask m) const {
    std::uint64_t x = 0;
    for (int r = 0; r < kNumRanks; ++r) {
      x |= static_cast<std::uint64_t>(std::popcount((m >> (4 * r)) & 0xF)) << (3 * r);
    }
    if (rules.tablanette_specials) {
      if (has(m, kTenOfDiamonds)) x += std::uint64_t{1} << 39;
      if (has(m, kTwoOfClubs)) x += std::uint64_t{1} << 40;
    }
    return x;
  }

  int future(SweepState& s) {
    if (s.hand_over()) return 0;
    const int diff =
        rules.majority == Majority::kFixed3 ? count(s.piles[0]) - count(s.piles[1]) : 0;
    // The stock's order matters only through the position: one stock per Memo.
    const Key key{shape(s.hands[0]),
                  shape(s.hands[1]),
                  shape(s.table),
                  s.stock_pos,
                  s.mover,
                  s.last_capturer,
                  diff};
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    std::vector<Action>& acts = acts_at[s.turn];
    legal_actions(s, rules, acts);
    const int me = s.mover;
    const int before = margin_now(rules, s, me);
    int best = -100000;
    // Actions that differ only in suits lead to positions of one key: one of them is enough.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> done;
    for (const Action& a : acts) {
      const std::pair<std::uint64_t, std::uint64_t> shapes{shape(bit(a.card)), shape(a.take)};
      if (std::find(done.begin(), done.end(), shapes) != done.end()) continue;
      done.push_back(shapes);
      const Undo u = make(s, rules, a);
      int v = margin_now(rules, s, me) - before;
      if (!s.hand_over()) v -= future(s);
      unmake(s, a, u);
      best = std::max(best, v);
    }
    memo.emplace(key, best);
    return best;
  }

  // The margin of every legal action (the mover's final margin after it), in engine order.
  std::vector<int> action_margins(SweepState& s) {
    std::vector<Action> acts;
    legal_actions(s, rules, acts);
    std::vector<int> out;
    const int me = s.mover;
    for (const Action& a : acts) {
      const Undo u = make(s, rules, a);
      int v = margin_now(rules, s, me);
      if (!s.hand_over()) v -= future(s);
      unmake(s, a, u);
      out.push_back(v);
    }
    return out;
  }
};

// A random position: the seeded deal, then `turns` random legal actions.
inline SweepState random_position(const SweepRules& rules, std::uint64_t seed, int turns) {
  const SweepDeal deal = deal_sweep(seed, static_cast<int>(seed % 2), rules);
  SweepState s = initial_state(deal);
  std::mt19937_64 rng(seed * 31 + 7);
  std::vector<Action> acts;
  for (int t = 0; t < turns && !s.hand_over(); ++t) {
    legal_actions(s, rules, acts);
    const Action a = acts[static_cast<std::size_t>(rng() % acts.size())];
    (void)make(s, rules, a);
  }
  return s;
}

}  // namespace sweep_ref
