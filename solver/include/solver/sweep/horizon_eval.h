// Sweep's horizon evaluation (issue 39): what a position at the end of a deal, with cards still
// in the stock, is worth for the rest of the hand (RULES.md §5: SW-5 the next deal, SW-6 its
// first mover, SW-13 sweeps, SW-16 the remainder, SW-17 the score).
//
// The horizon search (solver/sweep/horizon.h) stops where a deal ends and adds this value, a
// linear function of a few features, for the next deal's first mover (the non-dealer, SW-6),
// whose hands are the next deal's, in points of the final margin (his minus the opponent's,
// from here on: what was captured before is counted by the search). One weight vector per
// number of deals still in the stock at the horizon (1 to 3). The weights are fitted by
// scripts/sweep_horizon_fit.cpp against the exact whole-hand solver (solver/sweep/solver.h) on
// positions at the first turn of a deal from self-play; solver/src/sweep/horizon_eval.cpp holds
// them.
#pragma once

#include <array>

#include "engine/sweep.h"

namespace solver::sweep {

// The search counts in quarter points with a horizon (the evaluation is not an integer).
inline constexpr int kHorizonUnit = 4;

// The features, for the next deal's first mover N (the other seat: D); p(x) = the points the
// cards x are worth when captured (honours, SW-17a, and one per card under `difference`).
enum HorizonFeature : int {
  kHfBias,         // 1
  kHfTableToLast,  // p(table), + when N captured last, - when D did, 0 when nobody (SW-16)
  kHfTable,        // p(table)
  kHfSweep,        // the largest sweep bonus N's next hand can take on the table (0: none)
  kHfJackTakes,    // p(table) when N's next hand holds a jack and the table is not empty
  kHfHonours,      // p(N's next hand) - p(D's next hand)
  kHfJacks,        // jacks in N's next hand - jacks in D's
  kHfTableCards,   // cards on the table
  kHfPiles,        // under `fixed3`: N's captured cards - D's, within -10..10; else 0
  kHorizonFeatures
};
using HorizonFeatures = std::array<double, kHorizonFeatures>;

struct HorizonEval {
  // w[r - 1]: the weights when r deals are still in the stock at the horizon.
  std::array<HorizonFeatures, 3> w{};
  double value(const HorizonFeatures& f, int rounds_left) const;
};

// The fitted evaluation (the weights of scripts/sweep_horizon_fit.cpp).
const HorizonEval& fitted_horizon_eval();
// The rule of the strong player's round-end search (solver/sweep/players.h): the table to the
// last capturer, nothing else (a baseline to compare the fit against).
const HorizonEval& cut_rule_eval();

// The features of `state`, a position at the first turn of a deal after the first (its stock
// position past the deal just dealt), seen as the end of the deal before: the horizon's
// features for the mover (defined in solver.cpp, with the search's own arithmetic).
HorizonFeatures horizon_features(const engine::sweep::SweepRules& rules,
                                 const engine::sweep::SweepState& state);

}  // namespace solver::sweep
