#include "solver/sweep/bench.h"

#include <chrono>

#include "solver/sweep/solver.h"

namespace solver::sweep {

namespace es = engine::sweep;

SweepBenchDeal bench_sweep_deal(int index) {
  SweepBenchDeal d;
  d.rules = index % 4 == 3 ? *es::sweep_preset("tablanette_cp") : *es::sweep_preset("sweep");
  const std::uint64_t seed = 0x5EEE9ull + static_cast<std::uint64_t>(index) * 7919u;
  d.deal = es::deal_sweep(seed, index % 2, d.rules);
  return d;
}

namespace {

// The first action of the best margin (the engine's order breaks ties).
es::Action best_action(const SweepSolveResult& r) {
  const ActionValue* best = &r.moves.front();
  for (const ActionValue& m : r.moves) {
    if (m.margin > best->margin) best = &m;
  }
  return best->action;
}

void add_item(BenchSuiteResult& s, const SweepSolveResult& r) {
  s.seconds.push_back(r.seconds);
  s.item_nodes.push_back(r.nodes);
  s.nodes += r.nodes;
}

}  // namespace

void run_sweep_bench(int hands, std::size_t tt_bytes, std::vector<BenchSuiteResult>& out,
                     const std::function<void(const std::string&)>& progress) {
  if (hands <= 0) return;
  SolverOptions so;
  so.tt_bytes = tt_bytes;
  BenchSuiteResult full{"sweep-full", "whole hand, value and every first action", {}, {}, 0, {}};
  BenchSuiteResult mid{"sweep-mid", "first turn of rounds 2 and 3, every action", {}, {}, 0, {}};
  BenchSuiteResult last{"sweep-last", "first turn of the last round, every action", {}, {}, 0, {}};
  if (progress) progress(full.name);
  std::vector<std::pair<es::SweepRules, es::SweepState>> mids;
  std::vector<std::pair<es::SweepRules, es::SweepState>> lasts;
  {
    SweepSolver sv(so);
    for (int i = 0; i < hands; ++i) {
      const SweepBenchDeal d = bench_sweep_deal(i);
      es::SweepState s = es::initial_state(d.deal);
      sv.clear();
      const SweepSolveResult r = sv.solve(d.rules, s, true);
      add_item(full, r);
      // Walk on with the best actions to the later rounds' first turns.
      SweepSolveResult at = r;
      while (!s.hand_over()) {
        (void)es::make(s, d.rules, best_action(at));
        if (s.hand_over()) break;
        if (s.turn % 12 == 0) (s.turn == 36 ? lasts : mids).push_back({d.rules, s});
        at = sv.solve(d.rules, s, true);
      }
    }
  }
  out.push_back(full);
  if (progress) progress(mid.name);
  {
    SweepSolver sv(so);
    for (const auto& [rules, s] : mids) {
      sv.clear();
      add_item(mid, sv.solve(rules, s, true));
    }
  }
  out.push_back(mid);
  if (progress) progress(last.name);
  {
    SweepSolver sv(so);
    for (const auto& [rules, s] : lasts) {
      sv.clear();
      add_item(last, sv.solve(rules, s, true));
    }
  }
  out.push_back(last);
}

}  // namespace solver::sweep
