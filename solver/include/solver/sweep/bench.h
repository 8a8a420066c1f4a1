// Sweep's suites of `schmier bench` (solver/bench.h): whole hands and positions from the later
// rounds, solved by the exact solver (solver/sweep/solver.h) on one thread.
//
// * sweep-full: hands from the first turn, the value and every first action. Deals from fixed
//   seeds, the dealer alternating; every fourth hand under the `tablanette_cp` preset (ace
//   low, 3-point majority, 10D and 2C), the others under `sweep`.
// * sweep-mid: the same hands at the first turn of rounds 2 and 3, reached by the solver's own
//   best actions (ties: the first in the engine's order), solved by a solver that has not seen
//   them: value and every action.
// * sweep-last: the same at the first turn of the last round.
#pragma once

#include <functional>
#include <string>

#include "engine/sweep.h"
#include "solver/bench.h"

namespace solver::sweep {

struct SweepBenchDeal {
  engine::sweep::SweepRules rules;
  engine::sweep::SweepDeal deal;
};
// The index-th hand of the suites.
SweepBenchDeal bench_sweep_deal(int index);

// Appends the Sweep suites for `hands` hands to `out` (BenchResult::nodes is the caller's).
void run_sweep_bench(int hands, std::size_t tt_bytes, std::vector<BenchSuiteResult>& out,
                     const std::function<void(const std::string&)>& progress);

}  // namespace solver::sweep
