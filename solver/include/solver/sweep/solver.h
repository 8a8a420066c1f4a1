// Sweep's exact solver: the value of a whole Sweep hand with every card visible, the stock's
// order included (double dummy), and of every legal action (RULES.md §5).
//
// The value is the final score margin: the mover's hand score (SW-17) minus the opponent's,
// counting what was captured before the position, under perfect play by both.
//
// Structure used (the "Sweep" section of solver/SOLVER.md has the figures):
// * Suits do not matter in Sweep, except for 10D and 2C under `sw_tablanette_specials`. The
//   search therefore works on *kinds*: the thirteen ranks, plus 10D and 2C as kinds of their
//   own when the specials count. A set of cards is a vector of fifteen 4-bit counts in one
//   64-bit word, and cards of one kind are interchangeable: positions that differ only in
//   which of them lie where are one position, and actions that differ only in which of them
//   are played or taken are one action, searched once.
// * Under `sw_majority = difference` the margin is a sum over captures (each card taken is
//   worth one point for the majority, an honour its honour points, a sweep its bonus), so the
//   value of the future depends only on the hands, the table, how much of the stock is left
//   (its order is fixed) and who captured last, never on the piles. Under `fixed3` it also
//   depends on the difference of the card counts so far, which the key then carries (clamped
//   once the majority can no longer change).
// * Negamax alpha-beta with zero-window tests driven by MTD(f), a transposition table of
//   lower and upper bounds keyed by (hands, table, rounds left, last capturer, mover, card
//   count difference), the best action of each entry tried first, then sweeps and captures by
//   their gain, then trails of low cards. The table storage and the cancellation follow the
//   trick-taking solver (solver/dd.h): the same SolverOptions::tt_bytes, a generation counter
//   instead of wiping, the cancel flag read every 1,024 nodes.
// * The round boundary (both hands empty) deals the next round's fixed hands; the end of the
//   hand gives the table to the last capturer (SW-16) and settles the majority.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/sweep.h"
#include "solver/dd.h"

namespace solver::sweep {

struct HorizonEval;  // solver/sweep/horizon_eval.h

using engine::sweep::Action;
using engine::sweep::SweepRules;
using engine::sweep::SweepState;

struct ActionValue {
  Action action;
  int margin = 0;  // the mover's final margin after this action and perfect play (see set_horizon)
};

struct SweepSolveResult {
  bool complete = false;           // false when cancelled
  int to_move = -1;                // -1 when the hand is over
  int margin = 0;                  // the mover's (seat 0's when the hand is over) final margin
  std::vector<ActionValue> moves;  // every legal action once (engine order); empty unless asked
  std::uint64_t nodes = 0;
  double seconds = 0;
};

class SweepSolver {
 public:
  explicit SweepSolver(SolverOptions options = {});
  ~SweepSolver();
  SweepSolver(const SweepSolver&) = delete;
  SweepSolver& operator=(const SweepSolver&) = delete;

  // Values the position, and with per_action every legal action of the mover. The state must
  // be a legal position of a hand whose stock order is known (every SweepState is).
  // With `only` (per_action), just those actions of the mover are valued, in that order (each
  // legal in `state`): the values are the same as in the full list.
  SweepSolveResult solve(const SweepRules& rules, const SweepState& state, bool per_action,
                         const std::vector<Action>* only = nullptr);

  // With a horizon (solver/sweep/horizon_eval.h) the search stops where a deal ends while the
  // stock still holds cards, and scores that position with `eval` (seen by the next deal's
  // first mover) instead of dealing on: the values are then those of a horizon search, in
  // 1/kHorizonUnit points. Exact again with nullptr (the default). The eval must outlive its use.
  void set_horizon(const HorizonEval* eval) { horizon_ = eval; }
  // Another thread may set this to stop a search; solve() then returns complete = false.
  void set_cancel_flag(const std::atomic<bool>* flag) { cancel_ = flag; }
  // Forgets everything learnt (done automatically when the rules or the hand change).
  void clear();
  std::uint64_t nodes() const { return nodes_; }

  struct Impl;  // the search (solver.cpp); kind_actions() uses its move generator

 private:
  std::unique_ptr<Impl> impl_;
  const std::atomic<bool>* cancel_ = nullptr;
  const HorizonEval* horizon_ = nullptr;
  std::uint64_t nodes_ = 0;
};

// The search's own view of the rules and of one action, exposed for the tests that check it
// against the engine: every legal action of the mover as (card kind, kinds taken) pairs,
// deduplicated, with the mover's gain under the search's accounting (card majority points
// counted per card under `difference`, sweep bonuses included).
struct KindAction {
  int kind = 0;
  std::uint64_t take = 0;  // 4-bit counts per kind; 0 = trail
  bool jack_take = false;
  int gain = 0;
  bool operator==(const KindAction&) const = default;
};
std::vector<KindAction> kind_actions(const SweepRules& rules, const SweepState& state);
// The kind of an engine card and the counts vector of a card mask.
int kind_of(const SweepRules& rules, engine::sweep::Card c);
std::uint64_t kind_counts(const SweepRules& rules, engine::sweep::CardMask m);

}  // namespace solver::sweep
