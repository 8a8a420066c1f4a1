// Grades and accuracy for analysed decisions (see solver/ANALYSIS.md).
//
// Loss is measured in *stakes*: the expected loss in the mover's own units against the best
// alternative, divided by the mover's share of the hand's stake and by the multiplier
// (SS-10.3: picker 2, picker alone 4, partner 1, defender 1; auction decisions, which are the
// picker-to-be's, 2; leaster 2.5, SS-11.5: every share is half the swing of the mover's units
// between winning and losing, and a leaster's is +4 against -1). One stake is one defender's
// payment D, so a flip from W1 to L1 costs any member of either side 3 stakes.
//
// Bands, on the sampled loss L with the standard error se of the paired difference, and the
// loss interval [lo, hi] (DecisionAnalysis::loss_low/loss_high; for one comparison L -/+ 2 se):
//   Forced      only one legal alternative
//   Best        L <= max(kNoiseFloor, 2 se) (a tie within noise) and hi <= kBestMaxHigh (0.10):
//               a tie is Best only when the noise itself is small
//   Excellent   L <  0.10      Good        L <  0.25      Inaccuracy  L <  0.50
//   Mistake     L <  1.00      Blunder     L >= 1.00
// Settled: lo and hi fall in the same band of 0 | 0.10 | 0.25 | 0.50 | 1.00 (Best and Excellent
// share [0, 0.10)), or a small-noise tie; the analyzer adds worlds until the played card's
// grade is settled or a cap is reached. An unsettled (uncertain) grade is the band of lo, what
// the worlds have shown, but at least Excellent (a tie whose interval reaches past 0.10 is not
// Best), shown with the bands [grade_low, grade_high] its interval spans. The bands above, by
// L, are those of settled grades.
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
// A tie within noise is Best only when its loss interval's upper end is at most this (the
// Excellent edge).
inline constexpr double kBestMaxHigh = 0.10;
// Half-width of a loss interval in standard errors when the worlds are looked at once (an exact
// enumeration, a fixed sample).
inline constexpr double kIntervalZ = 2.0;
// Intervals that allow for repeated looks (ANALYSIS.md §4, issue 40): the stopping rule looks at
// a decision's intervals after every batch of worlds, so a sampled interval's half-width is
// sequence_z(n) standard errors, a normal-mixture confidence sequence,
//   sqrt((n + rho) / n * ln((n + rho) / (rho * alpha^2))),
// whose ends hold at every n at once: the chance that the true difference ever leaves the
// interval, at any look, is at most about alpha per end. rho (in worlds) sets where the boundary
// is tightest (near n = rho); it widens slowly (like sqrt(ln n)) past it.
inline constexpr double kSequenceAlpha = 0.05;
inline constexpr double kSequenceRho = 16;
// The half-width in standard errors of an interval over n sampled worlds that stays valid
// under every look (kIntervalZ for n < 1).
double sequence_z(int n);

// A loss is within noise of 0 (a tie with the best): L <= max(kNoiseFloor, 2 se).
bool within_noise(double loss, double se);

// The band of a loss that is not a small-noise tie: Best up to kNoiseFloor, then Excellent,
// Good, Inaccuracy, Mistake, Blunder by kBandEdges.
Grade band_of(double loss);

// A grade with its certainty.
struct Verdict {
  Grade grade = Grade::kNotGraded;
  bool settled = true;             // lo and hi lie in one band (Best and Excellent share one)
  Grade low = Grade::kNotGraded;   // the best band the interval reaches
  Grade high = Grade::kNotGraded;  // the worst band the interval reaches
};

// The verdict for a loss L with standard error se and interval [lo, hi] (stakes); forced plays
// are kForced and settled.
Verdict grade_verdict(double loss, double se, double lo, double hi, bool forced);
// The same with the interval of one comparison, [max(0, L - 2 se), L + 2 se].
Verdict grade_verdict(double loss, double se, bool forced);

// The mover's share of one stake: half the swing of his own units between winning and losing
// the hand at the multiplier 1 (SS-10.3, SS-11.5): 2 picker (+2/-2), 4 picker alone, 1
// partner/defender, 2.5 leaster (+4 the winner, -1 the others), 2 auction decisions. A picker
// alone at a table of `seats` collects from seats - 1 defenders (4, 3 or 2; SS-14.2).
double stake_share(Role role, bool alone, int seats = engine::kSheepsheadSeats);

// The grade for a loss L (stakes) with standard error se; forced plays are kForced
// (grade_verdict(loss, se, forced).grade).
Grade grade_for(double loss, double se, bool forced);

// Sets d's verdict fields (grade, settled, grade_low, grade_high, loss_low, loss_high) from
// d.loss, d.loss_se, the played alternative's loss_low/loss_high when it has values, and
// d.forced.
void apply_verdict(DecisionAnalysis& d);

// 100 * exp(-loss).
double decision_accuracy(double loss);

// Adds a decision to a player's tally (ignored unless graded and not forced).
void add_to_accuracy(PlayerAccuracy& acc, const DecisionAnalysis& d);

// Per-seat accuracy over a list of decisions.
std::array<PlayerAccuracy, engine::kMaxPlayers> accuracy_of(
    const std::vector<DecisionAnalysis>& decisions);

}  // namespace solver
