// The tutor's hint and the engine's suggestion: what the seat to act should do, and what each of
// its legal actions is worth, from what that seat knows. One computation for the practice hint
// (ui/practice/session.h compute_hint) and for `schmier suggest` / `schmier engine` (ENGINE.md).
//
// tutor_hint values the decision as the practice hint always has:
//   * Sheepshead card play: the strong bot's valuation (solver/players.h) over at most
//     tutor.max_worlds worlds (tutor.budget_seconds, 0 = no limit), the lessons whose advice the
//     suggested card follows (kPraise).
//   * Sheepshead pick/pass, bury and call: the hand's auction, bury and call are completed by
//     the heuristic player (the mover's pending decision as the tutor's heuristic would take it)
//     and the pending decision is valued by Analyzer::analyze_decision over at most
//     tutor.max_worlds worlds (auction_samples, seed tutor.seed, the adaptive stopping rule, no
//     hindsight). Its values depend only on what the mover knows.
//   * Schafkopf cards: the strong bot's valuation (units only).
//   * Schafkopf bids, declarations and Kontra/Re answers: sk_value_auction over at most
//     min(tutor.max_worlds, sk_auction_max_worlds) worlds (at least 4), within
//     sk_auction_budget_seconds (0 = no limit).
// Values are the mover's own units (Alternative::units, mean and standard error), best first.
// With them, the win chance of every seat after the best action (ENGINE.md "win_chance"): per
// world the sides of that world and the double-dummy (or simulated) result, through the contract
// class's calibration (solver/win_chance.h), averaged over the same worlds.
//
// suggest answers for the seat to act at a strength: kHeuristic takes the rule-based player's
// action, kStrong the tutor's (the best valued action; for a Sheepshead card within the budget).
// With `values`, every legal action valued as above (for kHeuristic too: the values do not
// change the heuristic's choice). Deterministic for a seed when budget_seconds is 0.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/analysis.h"
#include "solver/players.h"

namespace solver {

// An action of either game: a Sheepshead Action or a Schafkopf SkAction.
using GameAction = std::variant<Action, SkAction>;

struct TutorOptions {
  BotConfig tutor;  // kStrong; seed, max_worlds, budget_seconds (Sheepshead and Schafkopf cards)
  int sk_auction_max_worlds = 24;
  double sk_auction_budget_seconds = 2.0;  // 0 = no limit
};

struct TutorHint {
  GameAction suggested;
  // Every legal alternative the tutor valued, best first (empty when the heuristic decided).
  std::vector<Alternative> alternatives;
  // Sheepshead card play: lessons whose advice the suggested card follows (kPraise).
  std::vector<Lesson> lessons;
  // Sheepshead pick/pass, bury and call, Schafkopf bids, declarations and Kontra/Re answers: the
  // heuristic player's choice and whether the valued best agrees with it.
  std::optional<GameAction> heuristic;
  bool agrees_with_heuristic = true;
  bool auction_valued = false;  // an auction-type decision whose values are complete
  bool only_choice = false;     // ... with one legal choice
  int worlds = 0;
  // With values: every seat's win chance after the suggested (best valued) action and its
  // standard error (solver/win_chance.h), from the same worlds; empty when nothing was valued.
  std::vector<double> win_chance;
  std::vector<double> win_chance_se;
  int mover = -1;    // the seat the hint is for (the auction decisions; -1 otherwise)
  std::string note;  // e.g. "cancelled", or why the rule-based choice stands
};

TutorHint tutor_hint(const engine::SheepsheadHand& hand, const TutorOptions& options,
                     const std::atomic<bool>* cancel = nullptr);
TutorHint tutor_hint(const engine::SchafkopfHand& hand, const TutorOptions& options,
                     const std::atomic<bool>* cancel = nullptr);

// --- Suggestions -------------------------------------------------------------------------------

struct SuggestOptions {
  Strength strength = Strength::kStrong;
  std::uint64_t seed = 1;
  double budget_seconds = 0;  // wall time per valuation; 0 = none (reproducible)
  int max_worlds = 32;
  bool values = false;
};

struct Suggestion {
  int seat = -1;
  DecisionKind kind = DecisionKind::kPlay;
  GameAction action;
  std::vector<Alternative> values;  // with options.values: every valued action, best first
  // With options.values: every seat's win chance after the tutor's best action (TutorHint's).
  std::vector<double> win_chance;
  std::vector<double> win_chance_se;
  int worlds = 0;
  std::string note;  // why values are missing (a forced or rule-based decision, cancelled)
  bool cancelled = false;
};

// What a session (`schmier engine`) keeps warm between suggestions: the strong computer players
// with their solver tables and the analyzer of Sheepshead auction decisions, each made again
// only when the options it was made with (seed, budget, worlds, cancel flag) change. The answers
// are the same as without it (the tables hold exact values); only the time differs.
class SuggestTables {
 public:
  SuggestTables();
  ~SuggestTables();
  SuggestTables(const SuggestTables&) = delete;
  SuggestTables& operator=(const SuggestTables&) = delete;
  // The analyzer of Sweep's turns (solver/sweep/suggest.h), made again when `options` differ
  // from those it was made with (samples, seed, threads, the sequential test, hindsight).
  Analyzer& sweep_analyzer(const AnalysisOptions& options);
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The decision kind of the seat to act (the hand is not over).
DecisionKind decision_kind(const engine::SheepsheadHand& hand);
DecisionKind decision_kind(const engine::SchafkopfHand& hand);

// `cancel` stops the valuation (and a card search) as soon as it becomes true; the suggestion
// then says `cancelled`. `tables`: a session's warm players and tables (nullptr: made anew).
Suggestion suggest(const engine::SheepsheadHand& hand, const SuggestOptions& options,
                   const std::atomic<bool>* cancel = nullptr, SuggestTables* tables = nullptr);
Suggestion suggest(const engine::SchafkopfHand& hand, const SuggestOptions& options,
                   const std::atomic<bool>* cancel = nullptr, SuggestTables* tables = nullptr);

}  // namespace solver
