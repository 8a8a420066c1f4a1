// Sweep's deal-horizon evaluator (solver/sweep/horizon.h): the exact solver with a horizon, and
// the actions valued over the mover's worlds.
#include "solver/sweep/horizon.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>

#include "engine/rng.h"

namespace solver::sweep {

namespace es = engine::sweep;

HorizonSearch::HorizonSearch(const HorizonEval& eval, std::size_t tt_bytes)
    : eval_(&eval), solver_(SolverOptions{tt_bytes}) {
  solver_.set_horizon(eval_);
}

HorizonResult HorizonSearch::values(const SweepRules& rules, const SweepState& world) {
  HorizonResult out;
  out.exact = world.stock_pos >= es::kStockSize;
  const SweepSolveResult r = solver_.solve(rules, world, true);
  out.nodes = r.nodes;
  out.moves.reserve(r.moves.size());
  for (const ActionValue& m : r.moves) {
    out.moves.push_back({m.action, static_cast<double>(m.margin) / kHorizonUnit});
  }
  return out;
}

WorldValuation value_in_worlds(const SweepKnowledge& k, int worlds, std::uint64_t seed,
                               HorizonSearch& search) {
  WorldValuation out;
  std::vector<Action> acts;
  es::legal_actions(k.visible, k.rules, acts);
  for (const Action& a : acts) out.actions.push_back({a, 0, 0, 0});
  if (acts.size() <= 1) {
    out.best = acts.empty() ? -1 : 0;
    return out;
  }
  const int unseen = es::count(k.unseen);
  const bool determined = unseen == k.opponent_unknown() || unseen <= 1;
  const int n = determined ? 1 : std::max(1, worlds);
  // Per world, every action's margin (the legal actions depend only on the mover's own hand
  // and the table, so every world has the same list in the same order).
  std::vector<std::vector<double>> v(static_cast<std::size_t>(n));
  engine::Rng rng(seed);
  for (int w = 0; w < n; ++w) {
    const SweepState world = sample_world(k, rng);
    const HorizonResult r = search.values(k.rules, world);
    out.nodes += r.nodes;
    assert(r.moves.size() == acts.size());
    auto& row = v[static_cast<std::size_t>(w)];
    for (const HorizonValue& m : r.moves) row.push_back(m.margin);
  }
  out.worlds = n;
  for (std::size_t a = 0; a < acts.size(); ++a) {
    double s = 0;
    for (const auto& row : v) s += row[a];
    out.actions[a].margin = s / n;
    if (out.best < 0 ||
        out.actions[a].margin > out.actions[static_cast<std::size_t>(out.best)].margin) {
      out.best = static_cast<int>(a);
    }
  }
  const auto b = static_cast<std::size_t>(out.best);
  for (std::size_t a = 0; a < acts.size(); ++a) {
    double s = 0;
    double sq = 0;
    for (const auto& row : v) {
      const double d = row[a] - row[b];
      s += d;
      sq += d * d;
    }
    const double mean = s / n;
    out.actions[a].diff = mean;
    if (n > 1) {
      const double var = std::max(0.0, (sq - s * mean) / (n - 1));
      out.actions[a].diff_se = std::sqrt(var / n);
    }
  }
  return out;
}

}  // namespace solver::sweep
