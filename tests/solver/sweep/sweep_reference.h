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

// Each rank's count (3 bits) in a set, 10D and 2C counted apart under the specials.
inline std::uint64_t shape_of(const SweepRules& rules, CardMask m) {
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

  std::uint64_t shape(CardMask m) const { return shape_of(rules, m); }

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

// The whole-hand reference: minimax with alpha-beta and a memo of bounds, nothing else. A plain
// memoised minimax (Memo) cannot finish a whole hand: a hand reaches tens of thousands of
// end-of-round tables, each the root of a last round that takes Memo seconds. Alpha-beta is
// what makes it finish; everything the fast solver adds beyond it is left out so the two
// share nothing but the engine:
// - the engine's legal actions, make/unmake and SW-17 score for every gain (no move generator,
//   no gain formula of its own); actions that differ only in suits (the same shapes played and
//   taken, as Memo) are searched once;
// - the key is the full position up to suits (Memo's shapes of both hands and the table), the
//   stock position, mover and last capturer;
// - std::unordered_map: nothing is ever replaced or lost; an entry is the bounds [lo, hi] the
//   searches so far proved, under difference for the position's future margin;
// - under fixed3 the future also depends on the mover's pile difference d (piles' card counts,
//   the mover's minus the opponent's). An entry then keeps [lo, hi] per d, for
//   G(d) = the future margin + 3 sign(d), that is the final margin minus the honours and sweeps
//   so far. G never decreases as d grows: for any fixed play of both players the final margin
//   is those points plus 3 sign(d + what the play adds), not decreasing in d, and the best
//   reply of each player (max of min of such functions) keeps that. So a lower bound proved
//   at d' <= d holds at d, an upper bound proved at d' >= d too; the lookup takes the best of
//   them. d is clamped to +-(R + 1), R the cards not yet in a pile (each moves d by at most 1:
//   every d beyond R gives the same sign of the final difference, and the same sign now);
// - fail-soft negamax over the window: a value v returned for window (alpha, beta) is exact
//   when alpha < v < beta, an upper bound when v <= alpha, a lower bound when v >= beta;
//   stored as such. No cutoffs from the children's entries, no aspiration guesses beyond the
//   driver below.
// - the root's value (and each root action's) comes from null-window tests: search(beta - 1,
//   beta) says whether the value is below beta (returns an upper bound < beta) or not (a lower
//   bound >= beta); the interval [lo, hi] the tests leave shrinks until lo == hi (MTD(f)). Full
//   windows give the same values and take 3 to 10 times the nodes.
// Move ordering (the memo's best action first, then actions after which the opponent cannot
// sweep the table, then by gain) only changes how much is pruned.
struct Bounded {
  SweepRules rules;
  struct Key {
    std::uint64_t h0, h1, table;
    int stock_pos, mover, last, diff;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    std::size_t operator()(const Key& k) const {
      std::uint64_t h = k.h0 * 0x9E3779B97F4A7C15ull;
      h = (h ^ (h >> 29) ^ k.h1) * 0xBF58476D1CE4E5B9ull;
      h = (h ^ (h >> 31) ^ k.table) * 0x94D049BB133111EBull;
      h ^= static_cast<std::uint64_t>(k.stock_pos | k.mover << 6 | (k.last + 1) << 7 |
                                      (k.diff + 64) << 9);
      return static_cast<std::size_t>(h ^ (h >> 32));
    }
  };
  struct Proved {
    int d;  // the pile difference it was proved at (0 under difference)
    int lo;
    int hi;
  };
  struct Bounds {
    std::vector<Proved> at;
    int best = -1;  // index of the best action in the deduplicated list (ordering only)
  };
  std::unordered_map<Key, Bounds, Hash> memo;
  std::vector<std::vector<Action>> acts_at;  // one list per turn
  struct Ply {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> shapes;
    std::vector<std::pair<int, Action>> acts;  // (gain, action)
    std::vector<int> order;
    std::vector<char> threat;  // the opponent can then sweep the table
  };
  std::vector<Ply> plies;
  std::uint64_t nodes = 0;
  static constexpr int kInf = 100000;

  explicit Bounded(const SweepRules& r)
      : rules(r), acts_at(kTurnsPerHand + 1), plies(kTurnsPerHand + 1) {}

  std::uint64_t shape(CardMask m) const { return shape_of(rules, m); }

  Key key_of(const SweepState& s) const {
    return Key{shape(s.hands[0]),
               shape(s.hands[1]),
               shape(s.table),
               s.stock_pos,
               s.mover,
               s.last_capturer,
               0};
  }
  // fixed3: the mover's pile difference, clamped; 0 under difference.
  int diff_of(const SweepState& s) const {
    if (rules.majority != Majority::kFixed3) return 0;
    const int out = count(s.hands[0] | s.hands[1] | s.table) + (kStockSize - s.stock_pos);
    const int d0 = count(s.piles[0]) - count(s.piles[1]);
    return std::clamp(s.mover == 0 ? d0 : -d0, -(out + 1), out + 1);
  }

  // The mover's future margin (final margin minus the margin now), fail-soft in (alpha, beta).
  int search(SweepState& s, int alpha, int beta) {
    ++nodes;
    if (s.hand_over()) return 0;
    const Key key = key_of(s);
    const int d = diff_of(s);
    const int maj = 3 * ((d > 0) - (d < 0));  // fixed3: the mover's majority points now
    Bounds& found = memo[key];                // a new entry proves nothing
    int lo = -kInf;
    int hi = kInf;
    for (const Proved& p : found.at) {
      if (p.d <= d && p.lo > -kInf) lo = std::max(lo, p.lo - maj);
      if (p.d >= d && p.hi < kInf) hi = std::min(hi, p.hi - maj);
    }
    if (lo == hi) return lo;
    if (lo >= beta) return lo;
    if (hi <= alpha) return hi;
    const int first = found.best;
    // The actions, one per shape of (card, take), with their gains.
    std::vector<Action>& all = acts_at[s.turn];
    legal_actions(s, rules, all);
    const int me = s.mover;
    const int before = margin_now(rules, s, me);
    Ply& ply = plies[s.turn];
    auto& shapes = ply.shapes;
    auto& acts = ply.acts;
    auto& threat = ply.threat;
    shapes.clear();
    acts.clear();
    threat.clear();
    for (const Action& a : all) {
      const std::pair<std::uint64_t, std::uint64_t> sh{shape(bit(a.card)), shape(a.take)};
      if (std::find(shapes.begin(), shapes.end(), sh) != shapes.end()) continue;
      shapes.push_back(sh);
      const Undo u = make(s, rules, a);
      acts.push_back({margin_now(rules, s, me) - before, a});
      bool sweepable = false;
      if (!s.hand_over() && s.table != 0 && (s.table & kJacks) == 0) {
        for (Card c : cards(s.hands[static_cast<std::size_t>(s.mover)])) {
          if (!is_jack(c) && capture_groups(rules, c, s.table) >= 0) sweepable = true;
        }
      }
      threat.push_back(sweepable ? 1 : 0);
      unmake(s, a, u);
    }
    std::vector<int>& order = ply.order;
    order.resize(acts.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
      if ((x == first) != (y == first)) return x == first;
      const auto ux = static_cast<std::size_t>(x);
      const auto uy = static_cast<std::size_t>(y);
      if (threat[ux] != threat[uy]) return threat[ux] < threat[uy];
      return acts[static_cast<std::size_t>(x)].first > acts[static_cast<std::size_t>(y)].first;
    });
    int best = -kInf;
    int best_i = 0;
    for (int i : order) {
      const auto& [gain, a] = acts[static_cast<std::size_t>(i)];
      const int floor = std::max(alpha, best);
      // Turns alternate, also from a round's last turn (the dealer's) to the next round's
      // first (the non-dealer's, SW-6): the child's future is the opponent's, negated.
      const Undo u = make(s, rules, a);
      const int v = gain - search(s, gain - beta, gain - floor);
      unmake(s, a, u);
      if (v > best) {
        best = v;
        best_i = i;
      }
      if (best >= beta) break;
    }
    Bounds& e = memo[key];
    auto p = std::find_if(e.at.begin(), e.at.end(), [&](const Proved& x) { return x.d == d; });
    if (p == e.at.end()) p = e.at.insert(e.at.end(), Proved{d, -kInf, kInf});
    if (best <= alpha) {
      p->hi = std::min(p->hi, best + maj);
    } else if (best >= beta) {
      p->lo = std::max(p->lo, best + maj);
    } else {
      p->lo = best + maj;
      p->hi = best + maj;
    }
    e.best = best_i;
    return best;
  }

  // The mover's future margin, exact: null-window tests until the bounds meet.
  int future(SweepState& s) {
    int lo = -kInf;
    int hi = kInf;
    int g = 0;
    while (lo < hi) {
      const int beta = g == lo ? g + 1 : g;
      g = search(s, beta - 1, beta);
      if (g < beta) {
        hi = g;
      } else {
        lo = g;
      }
    }
    return g;
  }

  // The final margin for the mover under perfect play, exact.
  int value(SweepState& s) { return margin_now(rules, s, s.mover) + future(s); }

  // The final margin of every legal action for the mover, in engine order, exact.
  std::vector<int> action_margins(SweepState& s) {
    std::vector<Action> all;
    legal_actions(s, rules, all);
    std::vector<int> out;
    const int me = s.mover;
    for (const Action& a : all) {
      const Undo u = make(s, rules, a);
      int v = margin_now(rules, s, me);
      if (!s.hand_over()) {
        const int theirs = future(s);
        v += s.mover == me ? theirs : -theirs;
      }
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
