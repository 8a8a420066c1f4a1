// Internal to the analyzer (solver/src/analysis.cpp, solver/src/<game>/analysis.cpp): the
// sampled-evaluation machinery that analysis.cpp owns (worker threads, per-worker solvers, the
// adaptive stopping rule) and the per-game analysers use. Not a public header.
#pragma once

#include <algorithm>
#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "engine/schafkopf.h"
#include "solver/analysis.h"
#include "solver/dd.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "solver/sweep/solver.h"
#include "solver/win_chance.h"

namespace solver {
class HeuristicPlayer;
}

namespace solver::analysis_detail {

// --- Statistics -------------------------------------------------------------------------------

struct Stat {
  double mean = 0;
  double se = 0;
  int n = 0;  // worlds that entered
};

// Weighted mean and the standard error of a self-normalised weighted mean (0 when exact).
// Entries that are NaN (not computed in that world) are left out.
Stat weighted(const std::vector<double>& x, const std::vector<double>& w, bool exact);

// Per world and alternative: the mover's units and points.
struct Table {
  int alts = 0;
  std::vector<std::vector<double>> units;   // [world][alt]
  std::vector<std::vector<double>> points;  // [world][alt]
  std::vector<double> weight;
  bool exact = false;
  // Column -> class of cards equivalent for the mover (expand_columns: the representative's
  // index); empty when every column is its own card. Two columns of one class are the same
  // card in every world, not only in the sampled ones: they never bound each other's loss.
  std::vector<int> group;
  bool same_group(int a, int b) const {
    return !group.empty() &&
           group[static_cast<std::size_t>(a)] == group[static_cast<std::size_t>(b)];
  }

  std::vector<double> column(const std::vector<std::vector<double>>& m, int a) const {
    std::vector<double> v;
    v.reserve(m.size());
    for (const auto& row : m) v.push_back(row[static_cast<std::size_t>(a)]);
    return v;
  }
  Stat stat_units(int a) const { return weighted(column(units, a), weight, exact); }
  Stat stat_points(int a) const { return weighted(column(points, a), weight, exact); }
  // (a - b) per world, in units / scale or points.
  Stat diff_units(int a, int b, double scale) const {
    std::vector<double> d;
    for (const auto& row : units) {
      d.push_back((row[static_cast<std::size_t>(a)] - row[static_cast<std::size_t>(b)]) / scale);
    }
    return weighted(d, weight, exact);
  }
  // The largest difference between two alternatives in one world, in units / scale (0 when
  // they agree everywhere).
  double spread(double scale) const {
    double m = 0;
    for (const auto& row : units) {
      double lo = 0;
      double hi = 0;
      bool any = false;
      for (double x : row) {
        if (x != x) continue;  // NaN: not valued in this world
        if (!any || x < lo) lo = x;
        if (!any || x > hi) hi = x;
        any = true;
      }
      if (any) m = std::max(m, (hi - lo) / scale);
    }
    return m;
  }
  // The interval half-width of a paired difference over n sampled worlds (ANALYSIS.md §4):
  // z_at(n) standard errors, but at least z_at(n) * spread / n: a comparison whose worlds all
  // agree (se 0) has not shown that a world with the decision's largest difference is rare
  // (one such world in n would move the mean by spread / n).
  // The spread counts as at least min_spread stakes (kMinSpread unless the game says more):
  // when every alternative agrees in every world so far, a world where they differ by a stake
  // may still be rare.
  // z_at(n): the shared rule, an interval valid under every look of the stopping rule
  // (grades.h sequence_z: 3.7 standard errors at 16 worlds, 3.1 at 48, 3.0 at 192), unless
  // the game fixes z (Sweep: 2.5, as its evaluations differ between seeds by more than two
  // standard errors of two intervals allow, issue 39).
  static constexpr double kMinSpread = 1.0;
  double min_spread = kMinSpread;
  double z = 0;  // 0: sequence_z(n)
  double z_at(int n) const { return z > 0 ? z : sequence_z(n); }
  double half_width(const Stat& d, double spread_stakes) const {
    const double floor = exact || d.n <= 0 ? 0.0 : std::max(spread_stakes, min_spread) / d.n;
    return z_at(d.n) * std::max(d.se, floor);
  }
  Stat diff_points(int a, int b) const {
    std::vector<double> d;
    for (const auto& row : points) {
      d.push_back(row[static_cast<std::size_t>(a)] - row[static_cast<std::size_t>(b)]);
    }
    return weighted(d, weight, exact);
  }
};

// How far one decision's sampling goes (the stopping rule's parameters), the same for every
// game.
struct EvaluationLimits {
  int alts = 0;
  int played = 0;
  double stake = 1;
  int max_samples = 0;
  int min_samples = 0;
  // The sequential test's cap (settle_cap_for): while the played alternative's grade is not
  // settled, batches go on past max_samples up to this many worlds; at most max_samples (e.g.
  // 0) turns it off. Also: enumerate when there are at most this many worlds.
  int settle_samples = 0;
  // Stop a grade that is hopeless (WorldLoop::futile: past a quarter of the cap, close, and
  // its estimate too near a band edge to settle by the cap). Sweep's turns spent 45 % of
  // their CPU on grades that reached the cap unsettled.
  bool stop_futile = false;
};

// --- The hall's world loop: what a game supplies -----------------------------------------------
//
// The generic sampled evaluation (Analyzer::Impl::run_worlds) knows worlds only by their index
// 0, 1, 2, ... in the order they were made; the game keeps them and says how to make them and
// how one world values the alternatives. Sheepshead and Schafkopf supply their worlds through
// Knowledge and WorldSampler (Toolkit::run), Sweep through its own knowledge (sweep/analysis.cpp).

// A decision's worlds. `count` is how many different worlds exist (infinity when unknown or
// too many to list); the loop enumerates them (enumerate: makes every world, returns how many)
// when there are few enough, otherwise it asks for world i with an Rng seeded by
// world_seed(seed, decision, i) (sample: makes the next world). weight(i): world i's weight
// (1 for uniform worlds).
struct WorldSource {
  double count = 0;
  std::function<std::size_t()> enumerate;
  std::function<void(engine::Rng& rng)> sample;
  std::function<double(std::size_t)> weight;
};

// How one world values the alternatives, by world index.
struct WorldEvaluation : EvaluationLimits {
  // Every active alternative in world `world` (entries of inactive ones stay NaN).
  std::function<void(int world, int worker, const std::vector<char>& active,
                     std::vector<double>& units, std::vector<double>& points)>
      eval;
  // Or one alternative in one world (jobs are (world, alternative) pairs).
  std::function<void(int world, int alt, int worker, double& units, double& points)> eval_alt;
};

// One decision's sampled evaluation over Sheepshead/Schafkopf worlds (solver/sampler.h): the
// same worlds for every alternative.
struct Evaluation : EvaluationLimits {
  // Evaluates the active alternatives in one world: (units, points) per alternative; entries
  // of inactive alternatives are left NaN. Card play uses this form (the cards of one world
  // share the worker's transposition table).
  std::function<void(const World&, int index, int worker, const std::vector<char>& active,
                     std::vector<double>& units, std::vector<double>& points)>
      eval;
  // Or one alternative in one world (auction decisions, where each alternative is a whole-deal
  // simulation): jobs are (world, alternative) pairs, so both cores stay busy.
  std::function<void(const World&, int index, int alt, int worker, double& units, double& points)>
      eval_alt;
  // A world's weight, when the game weighs worlds itself (Sheepshead: by the auction, a passer
  // rarely holds a picking hand); unset: the sampler's own weight.
  std::function<double(const World&)> weight;
};

// The sequential test's cap for a card decision with `cards_left` cards in all hands, solved
// exactly in every world (not a rollout): AnalysisOptions::settle_cap() (4 K), grown where a
// world is cheap: x2 from 20 cards in the hands, x4 from 16, x8 from 12 (ANALYSIS.md §3).
// `dearer` cards later for a search that costs more per world (a Ramsch, every seat for itself:
// 5, so its first exact trick, at 16 cards, keeps 4 K). A cap that turns the test off (at most
// `samples`) stays as it is.
int settle_cap_for(const AnalysisOptions& opt, int cards_left, int dearer = 0);

// The played alternative's loss as the grade sees it, from the worlds of a table: against
// every other alternative b the paired difference (b - played) / stake over their common
// worlds; loss = the largest mean (at least 0), se = that comparison's standard error, and the
// interval [low, high] = the largest lower and upper ends (mean -/+ Table::half_width, at least
// 0).
struct PlayedLoss {
  double loss = 0;
  double se = 0;
  double low = 0;
  double high = 0;
};
PlayedLoss played_loss(const Table& tab, int played, double stake);

// Units and points of every card of `reps` (the mover's representatives, all active) in one
// per-card solve of `pos`, the mover to play: each card's points search starts from the best
// value so far and cards equivalent in this world are solved once (1-8 % fewer nodes in the
// first tricks than one solve per card; the same values). Returns false, doing nothing, for a
// paranoid objective or when an alternative is inactive (a settled card need not be solved).
bool values_per_card(DoubleDummy& dd, const Position& pos, const std::vector<Card>& reps,
                     const std::vector<char>& active, const std::function<double(int)>& to_units,
                     const std::function<double(int)>& to_points, std::vector<double>& units,
                     std::vector<double>& points);

// Fills alternatives' estimates, losses, best and grade from a table (d.played_index and
// d.forced set; d.alternatives one per table column).
void finish(DecisionAnalysis& d, const Table& tab, double stake, bool high_points_better,
            bool has_points);
// A table over representatives expanded to one column per card: column a is column
// rep_index[a] of `tab`.
Table expand_columns(const Table& tab, const std::vector<int>& rep_index);
// The lessons' card comparison (solver/lessons.h) from a table with one column per card of
// `cards` (both must outlive the result).
CompareCards table_compare(const Table& full, const std::vector<Card>& cards, double stake,
                           bool high_points_better);
// Who a card decision's win chance is about (solver/win_chance.h).
struct WinSides {
  WinClass cls = WinClass::kSauspiel;
  int seats = 4;
  unsigned declaring = 0;        // the declaring side's seats on the actual deal
  bool mover_declaring = false;  // the mover is one of them
  bool each_for_self = false;    // a Ramsch or a leaster: the mover's own result
  double cards_left_share = 1;   // cards in the hands / cards dealt to the players
};
// d.win_chance from the best alternative's column of `full` (one column per card of `cards`;
// after finish()): per world the declaring side's double-dummy result (units of the mover > 0:
// the mover's side wins), through the class's calibration.
void set_win_chance(DecisionAnalysis& d, const Table& full, const std::vector<Card>& cards,
                    const WinSides& sides);
// d.dd_loss from the alternatives' dd_units, in stakes (left unset if one is missing).
void set_dd_loss(DecisionAnalysis& d, double stake);
// Completes a card decision with no choice to judge (every legal card equivalent for the mover,
// or one legal card): Forced or Best, with the hindsight loss only.
void finish_without_choice(DecisionAnalysis& d, double stake);

// What analysis.cpp lends a per-game analyser: the options, the sampled run with the stopping
// rule (Analyzer::Impl::run_worlds: the same worlds for every alternative, `extras` run
// alongside the first batch; false when cancelled), either over the game's own worlds
// (run_worlds) or over Sheepshead/Schafkopf knowledge (run), one solver per worker and the
// hindsight solver.
struct Toolkit {
  const AnalysisOptions* opt = nullptr;
  std::function<bool(const Knowledge& k, int decision, const Evaluation& ev, Table& tab,
                     const std::vector<std::function<void(int)>>& extras,
                     const std::atomic<bool>* cancel)>
      run;
  std::function<bool(const WorldSource& worlds, int decision, const WorldEvaluation& ev, Table& tab,
                     const std::vector<std::function<void(int)>>& extras,
                     const std::atomic<bool>* cancel)>
      run_worlds;
  std::vector<DoubleDummy*> dds;  // one per worker
  DoubleDummy* hindsight = nullptr;
  // Sweep: one exact solver per worker and the decision's hindsight solver (empty otherwise).
  std::vector<sweep::SweepSolver*> sweep_solvers;
  sweep::SweepSolver* sweep_hindsight = nullptr;
  // Sheepshead's rule-based player, for simulating the rest of an auction (shared by the workers).
  HeuristicPlayer* heuristic = nullptr;
  // Makes sweep_solvers and sweep_hindsight (GameModule::prepare of a game that needs them).
  std::function<void()> add_sweep_solvers;
  // A Ramsch leaf context that lives as long as the analyzer: the same object for equal
  // contexts, never one address for two (the solver's tables are keyed on the address).
  std::function<const RamschLeafContext*(const RamschLeafContext&)> ramsch_context;
};

// Which decision `d` is (index, kind, mover, play and trick, the action played), from the log's
// reference; `seats` players to a trick. Values are left as they are.
void set_identity(DecisionAnalysis& d, const DecisionRef& ref, int seats);

// Sheepshead (sheepshead/analysis.cpp): the decisions of a log in order, and one decision.
std::vector<DecisionRef> sheepshead_decisions(const engine::DealLog& log, std::string* error);
DecisionAnalysis analyze_sheepshead_decision(Toolkit& kit, const engine::DealLog& log,
                                             const DecisionRef& ref,
                                             const std::atomic<bool>* cancel);

// Schafkopf (schafkopf/analysis.cpp): the decisions of a log in order, and one decision.
// The stake that divides a Schafkopf mover's loss (ANALYSIS.md §9): the contract's base tariff
// (Sauspiel, solo, flat Tout or Ramsch; a double-solo Tout twice the solo), three times it for
// a solo declarer (he plays against three), times sk_unit_scale and 2 per Kontra, Re and table
// doubling.
double schafkopf_stake(const engine::SchafkopfRules& rules, const engine::SkContract& c, int mover,
                       int doublings);
std::vector<DecisionRef> schafkopf_decisions(const engine::DealLog& log, std::string* error);
DecisionAnalysis analyze_schafkopf_decision(Toolkit& kit, const engine::DealLog& log,
                                            const DecisionRef& ref,
                                            const std::atomic<bool>* cancel);

// Sweep (sweep/analysis.cpp): one decision per turn, in the order played.
std::vector<DecisionRef> sweep_decisions(const engine::DealLog& log, std::string* error);
DecisionAnalysis analyze_sweep_decision(Toolkit& kit, const engine::DealLog& log,
                                        const DecisionRef& ref, const std::atomic<bool>* cancel);

}  // namespace solver::analysis_detail
