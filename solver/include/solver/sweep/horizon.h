// Sweep's deal-horizon evaluator (issue 39, first step): the value of every legal action,
// searched to the end of the current deal with the horizon evaluation there
// (solver/sweep/horizon_eval.h), in one world and over the worlds of what the mover knows
// (RULES.md §5; §6 "Sweep predicates": the worlds deal `unseen(p)`).
//
// * HorizonSearch: from a full-information SweepState (a world), the margin of every legal
//   action for the mover in points, as the exact solver (solver/sweep/solver.h) reports it: the
//   mover's final hand score minus the opponent's, what was captured before included. The
//   search is the exact solver's alpha-beta stopped where both hands are empty with cards still
//   in the stock (before the next deal, SW-5), which adds the horizon evaluation there. Once the
//   stock is empty (the last deal) there is no horizon: the search runs to the end of the hand
//   and is exact.
// * value_in_worlds: K worlds drawn from the mover's knowledge (solver/sweep/knowledge.h,
//   seeded), every action valued by the horizon search in the same worlds: each action's mean
//   margin, and its paired difference against the best action (the highest mean) with the
//   standard error of that difference. One world once the unseen cards' places are known (the
//   stock is empty: the last deal is open, SW-ST-7).
#pragma once

#include <cstdint>
#include <vector>

#include "solver/sweep/horizon_eval.h"
#include "solver/sweep/knowledge.h"
#include "solver/sweep/solver.h"

namespace solver::sweep {

struct HorizonValue {
  Action action;
  double margin = 0;  // points, from the mover's side
};

struct HorizonResult {
  std::vector<HorizonValue> moves;  // every legal action (engine order)
  bool exact = false;               // the stock was empty: searched to the end of the hand
  std::uint64_t nodes = 0;
};

class HorizonSearch {
 public:
  explicit HorizonSearch(const HorizonEval& eval = fitted_horizon_eval(),
                         std::size_t tt_bytes = std::size_t{16} << 20);
  // Every legal action of the mover of `world` (not over), valued.
  HorizonResult values(const SweepRules& rules, const SweepState& world);

 private:
  const HorizonEval* eval_;
  SweepSolver solver_;
};

struct WorldActionValue {
  Action action;
  double margin = 0;   // mean over the worlds
  double diff = 0;     // mean of margin - the best action's margin, world by world (<= 0)
  double diff_se = 0;  // its standard error (0 with one world)
};

struct WorldValuation {
  std::vector<WorldActionValue> actions;  // every legal action (engine order)
  int best = -1;                          // index of the highest mean margin (first on ties)
  int worlds = 0;
  std::uint64_t nodes = 0;
};

// The mover's (k.seat == k.visible.mover) actions valued over `worlds` worlds (a count, drawn
// with an engine::Rng on `seed`; one when the knowledge fixes the world).
WorldValuation value_in_worlds(const SweepKnowledge& k, int worlds, std::uint64_t seed,
                               HorizonSearch& search);

}  // namespace solver::sweep
