// Grades and accuracy for analysed decisions (see solver/ANALYSIS.md).
//
// Loss is measured in *stakes*: the expected loss in the mover's own units against the best
// alternative, divided by the mover's share of the hand's stake and by the multiplier
// (SS-10.3: picker 2, picker alone 4, partner 1, defender 1; leaster 1, SS-11.5; auction
// decisions, which are the picker-to-be's, 2). One stake is one defender's payment D, so a
// flip from W1 to L1 costs any member of either side 3 stakes.
//
// Bands, on the sampled loss L with the standard error se of the paired difference:
//   Forced      only one legal alternative
//   Best        L <= max(kNoiseFloor, 2 se)        (ties within noise count as best)
//   Excellent   L <  0.10
//   Good        L <  0.25
//   Inaccuracy  L <  0.50
//   Mistake     L <  1.00
//   Blunder     L >= 1.00
// Accuracy of one decision: 100 * exp(-L), with L taken as 0 for a Best grade (a tie within
// noise); ~90 at 0.10, ~61 at 0.50, ~37 at 1.00. A player's accuracy in a hand or a game is the
// mean over his graded, non-forced decisions (every decision weighs the same); his total loss
// sums the same L. The double-dummy (hindsight) loss never enters.
#pragma once

#include <array>

#include "solver/analysis.h"
#include "solver/knowledge.h"

namespace solver {

inline constexpr double kNoiseFloor = 0.02;
inline constexpr std::array<double, 4> kBandEdges = {0.10, 0.25, 0.50, 1.00};

// The mover's share of one stake: 2 picker, 4 picker alone, 1 partner/defender/leaster.
int stake_share(Role role, bool alone);

// The grade for a loss L (stakes) with standard error se; forced plays are kForced.
Grade grade_for(double loss, double se, bool forced);

// 100 * exp(-loss).
double decision_accuracy(double loss);

// Adds a decision to a player's tally (ignored unless graded and not forced).
void add_to_accuracy(PlayerAccuracy& acc, const DecisionAnalysis& d);

// Per-seat accuracy over a list of decisions.
std::array<PlayerAccuracy, engine::kMaxPlayers> accuracy_of(
    const std::vector<DecisionAnalysis>& decisions);

}  // namespace solver
