// Sweep's wing of the hand analysis (solver/analysis.h; solver/ANALYSIS.md §12 "Sweep").
//
// The Analyzer takes Sweep logs through the same interface as the other games: one decision per
// turn (kind kPlay, 48 for a complete hand, in the order played). At each turn the mover's
// knowledge (solver/sweep/knowledge.h) gives the worlds (sample_world, seeded by the analyzer's
// world_seed, the same worlds for every alternative: `samples`, from `min_samples`, the
// sequential test up to kSweepSettleRatio times `samples` unless settle_samples says otherwise).
// Each world is searched with every legal action of the mover in one call by the deal-horizon
// search (solver/sweep/horizon.h: to the end of the current deal, the fitted evaluation of what
// carries over added there; exact in the last deal, one solver per worker, reused). Actions of the
// same card kinds (the same kind played and the same kinds taken) are one column of the table,
// valued once. The value of an action is the expected final margin in points (SW-17: the mover's
// hand score minus the opponent's, counting what was captured before), reported in the analysis as
// `units` (the margin) with has_points false; beside it, from the second deal on, the double-dummy
// margin on the actual deal (the exact whole-hand solver, hindsight, never the grade). Once the
// stock is empty and the opponent's hand is known there is one world, the actual one, and the
// sampled value is the double-dummy value.
//
// Grades use the hall's bands (solver/grades.h) on the loss in stakes, where one Sweep stake is
// kSweepStakePoints margin points (calibrated in ANALYSIS.md §12): Excellent below 1 point,
// Good below 2.5, Inaccuracy below 5, Mistake below 10, Blunder from 10.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "engine/sweep.h"
#include "solver/analysis.h"
#include "solver/sweep/knowledge.h"

namespace solver::sweep {

// A Sweep grade still unsettled after `samples` worlds gets up to this many times `samples`
// (1152 for 48; the other games 4 times): a world to the end of the deal costs a few
// milliseconds, and the bands are narrow. A grade that cannot settle by then stops early
// (EvaluationLimits::stop_futile), which pays for the larger cap (ANALYSIS.md §12, "Stability").
inline constexpr int kSweepSettleRatio = 24;
// The sequential test's cap on a Sweep turn's worlds under `opt`.
inline int sweep_settle_cap(const AnalysisOptions& opt) {
  return opt.settle_samples >= 0 ? opt.settle_samples : kSweepSettleRatio * opt.samples;
}

// The double-dummy (hindsight) values are computed once the stock holds at most this many cards
// (from the second deal on); the first deal's turns have none.
inline constexpr int kHindsightStockLeft = 24;

// Margin points per stake of the grade bands.
inline constexpr double kSweepStakePoints = 10.0;

// A turn as the log writes it: "KH takes KS 2D 5C 7H" (the taken cards in card order), or
// "trails 3C".
std::string turn_text(const engine::sweep::Action& a);

// --- The lessons hook ----------------------------------------------------------------------
//
// The analyzer calls sweep_turn_lessons once per analysed turn with what the mover knew, the
// action played and the sampled values; the lessons of RULES.md §6 "Sweep lessons" (SW-ST-1..7)
// are detected and judged there. Lesson::cards then holds engine::sweep::Card values.
struct TurnLessonInput {
  const SweepKnowledge* knowledge = nullptr;
  engine::sweep::Action played;
  std::vector<engine::sweep::Action> actions;  // every legal action (engine order)
  // Sampled expected final margin of each action (same order as `actions`) and its standard
  // error; empty when nothing was sampled (a forced turn, every action equivalent).
  std::vector<double> margin;
  std::vector<double> margin_se;
  // The paired difference margin(a) - margin(b) over the same worlds, with its standard error
  // (indices into `actions`); empty when nothing was sampled.
  std::function<std::pair<double, double>(int a, int b)> compare;
  const DecisionAnalysis* decision = nullptr;  // the graded decision (grade, losses)
};
std::vector<Lesson> sweep_turn_lessons(const TurnLessonInput& in);

}  // namespace solver::sweep
