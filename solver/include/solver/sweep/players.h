// Sweep's computer players (RULES.md §5), at the two strengths of solver/players.h.
//
//   kHeuristic  the rule-based player: the lessons SW-ST-1 to SW-ST-6 as rules of thumb
//               (rule_based_action below). Microseconds per move.
//   kStrong     the sampled solver, the analysis's evaluator (solver/sweep/horizon.h): max_worlds
//               worlds dealt from what the seat knows (solver/sweep/knowledge.h; one in the
//               last deal, where the seat knows every card), each searched by SweepSolver with
//               every legal action valued, to the end of the current deal with the fitted
//               evaluation of what carries over (solver/sweep/horizon_eval.h), exactly to the
//               end of the hand in the last deal; the best mean margin chosen. Its budget is the
//               count of worlds: budget_seconds and min_worlds are not used, so the same seed
//               and knowledge always give the same action, however busy the machine.
//               Ties between actions (equal mean margins) go to the rule-based order.
//   kStrong with BotConfig::sweep_round_cut: the strong player of the earlier releases, kept
//               to measure against. Each world searched exactly to the end of the current
//               round only, where the cards left on the table go to the last player who
//               captured (SW-16) and nothing else is counted; in the third round with at most
//               `exact_cards` cards left in the two hands, and in the last round, to the end of
//               the hand. Optionally (SweepHorizon::two_round_cards, off by default) late in the
//               first two rounds the next round is searched too and the cut comes after it.
//               Worlds are added until max_worlds, or until budget_seconds is spent once
//               min_worlds are done; a search still running at 4 times the budget is cancelled
//               and its world dropped (the rule-based action when no world finished).
// Both read only the seat's SweepKnowledge, so they never use a card they cannot know, and
// only ever return a legal action. With budget_seconds = 0 the strong player is deterministic:
// the same seed and knowledge give the same action.
#pragma once

#include <memory>
#include <vector>

#include "solver/players.h"  // BotConfig, Strength
#include "solver/sweep/knowledge.h"
#include "solver/sweep/lessons.h"

namespace solver::sweep {

// The third round's positions with at most this many cards in the two hands are solved to the
// end of the hand in every world (measured: see solver/PLAYERS.md "Sweep").
inline constexpr int kExactCardsThirdRound = 4;
// The first and second rounds' positions with at most this many cards in the two hands are
// searched to the end of the next round (the leaf estimate moves one round further).
inline constexpr int kTwoRoundCards = 0;

struct SweepAdvice {
  Action action;
  // A strong decision: every legal action (equivalent ones once) with its mean margin over the
  // worlds and the standard error; best first. Empty for a rule-based decision.
  std::vector<SweepActionValue> values;
  int worlds = 0;
  bool to_round_end = false;  // the worlds were searched to the end of the round only
  double seconds = 0;
};

class SweepBot {
 public:
  virtual ~SweepBot() = default;
  // The action of the seat to move (k.seat == k.visible.mover), legal in every world.
  virtual SweepAdvice decide(const SweepKnowledge& k) = 0;
};
// How far the round-cut player searches, by the cards left in the two hands.
struct SweepHorizon {
  // Third round: to the end of the hand from this many cards (0: never, to the round's end).
  int exact_cards = kExactCardsThirdRound;
  // First and second rounds: to the end of the next round from this many cards (0: never).
  int two_round_cards = kTwoRoundCards;
};
std::unique_ptr<SweepBot> make_sweep_bot(const BotConfig& config, SweepHorizon horizon = {});

// The rule-based choice: the SW-ST-1 sweep with the largest bonus; else, in the last round,
// SW-ST-6's keeper kept; SW-ST-3's jack played or kept; then among the remaining actions the
// rules' order (solver/sweep/lessons.h: safe captures by honours then cards, safe low
// non-honour trails, the jack, then the least dangerous of the rest).
Action rule_based_action(const SweepKnowledge& k);

// The world a strong player searches to the end of the current round only: the stock cut off
// after the current round, as if it were the hand's last (exposed for the tests). With
// `more_rounds` = 1 the next round is kept (moved to the stock's last block) and cut after it.
SweepState round_world(const SweepState& world, int more_rounds = 0);

}  // namespace solver::sweep
