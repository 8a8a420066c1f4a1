// Sweep's one evaluator of a turn (issue 39; RULES.md §5, the lessons §6): the suggestion and
// every legal action's value for the seat to move, BY the analyzer (solver/sweep/analysis.h), so
// that the practice hint, the instant grade, `schmier suggest`, `schmier engine` and `schmier
// analyze` value a turn the same way.
//
// A question is a Sweep log that stops at a turn (DEAL_LOG.md "Hands in progress"). It may give
// every card (`deck`, or `table` and every round's `hands`), or only what the mover knows: the
// first table, his own cards of the current round (`hands[r][mover]`, or those still in his hand,
// the rest played) and the turns; the opponent's cards and the stock then are `null` or absent.
// The analysis reads only the mover's knowledge (solver/sweep/knowledge.h), so the hidden cards
// are completed by a filler deal: the loader's own (engine/src/sweep/sweep_log.cpp: the unknown
// cards in card order, slot by slot), which is consistent with everything the log says. The
// filler is never shown: the analyzer runs without hindsight (AnalysisOptions::sweep_hindsight
// off), so no value, grade or reason reads it. A log that gives every card and the same log with
// only the mover's cards get the same answer, value for value, except where the first table
// drew jacks under `sw_table_jack_to = bottom`: only `deck` says which jacks went to the bottom
// of the stock, which the mover saw.
//
// The suggestion is the action that the analysis of the line in which it is played grades best
// (listed first, loss 0), with the same seed: the analyzer's sequential test adds worlds
// depending on the action played, so the turn is analysed with a candidate played (first the
// rule-based action, rule_based_action), and while the analysis's best is another action, that
// one becomes the candidate and the turn is analysed again, at most `rounds` times. Equivalent
// actions (the same card kinds played and taken, equivalent_actions) count as the same. When no
// candidate is graded best within the rounds (two actions each the other's best: a tie within
// the noise) the candidate with the smallest loss in its own analysis is named and
// `graded_best` says so.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sweep.h"
#include "solver/analysis.h"
#include "solver/suggest.h"
#include "solver/sweep/knowledge.h"

namespace solver::sweep {

// How many analyses a suggestion may take (the first with the rule-based action played).
inline constexpr int kSuggestRounds = 4;

// The analyzer's options of a suggestion, a hint or an instant grade: `worlds` as the analysis's
// `samples` and `seed`, every other sampling option at the analysis's default (so that `schmier
// analyze --samples K --seed S` values the turn alike), no hindsight, smaller tables.
AnalysisOptions suggest_analysis_options(int worlds, std::uint64_t seed, int threads = 1);

// A Sweep log stopped at a turn, ready for the analyzer.
struct TurnQuestion {
  engine::DealLog log;  // the deal complete (the loader's filler for cards the mover cannot know)
  engine::sweep::SweepRules rules;
  engine::sweep::SweepState state;  // the position at the turn (built on the filler)
  int mover = 0;
  SweepKnowledge knowledge;  // what the mover knows (never the filler)
};

// The question of a valid Sweep log (validate_deal_log); nullopt with *error (where and what)
// when the hand is over, or the log gives neither every card nor the mover's own (a hand that
// the mover was dealt and the log does not list: "hands[2][1]: ...").
std::optional<TurnQuestion> turn_question(const engine::DealLog& log, engine::LogError* error);
// The question of a hand dealt as `deal` after `actions` (legal, the hand not over).
TurnQuestion turn_question(const engine::sweep::SweepRules& rules,
                           const engine::sweep::SweepDeal& deal,
                           const std::vector<engine::sweep::Action>& actions);

// The analysis of the question's turn with `played` (legal) as the action played: the analyzer's
// DecisionAnalysis, alternatives best first. `analyzer` should be made with
// suggest_analysis_options (with hindsight it would read the filler).
DecisionAnalysis analyze_turn(Analyzer& analyzer, const TurnQuestion& q,
                              const engine::sweep::Action& played,
                              const std::atomic<bool>* cancel = nullptr);

struct TurnSuggestion {
  engine::sweep::Action action;
  // The analysis of the turn with `action` played: every legal action's value (units = the
  // expected final margin in points), best first; its grade, lessons and worlds.
  DecisionAnalysis analysis;
  int analyses = 0;          // how many analyses it took
  bool graded_best = false;  // `analysis` lists `action` (or an equivalent one) first
  bool cancelled = false;
};

// The suggestion (see the header comment).
TurnSuggestion suggest_turn(Analyzer& analyzer, const TurnQuestion& q,
                            const std::atomic<bool>* cancel = nullptr, int rounds = kSuggestRounds);

// `schmier suggest` and `schmier engine` for a Sweep turn (solver/suggest.h): kStrong names
// suggest_turn's action, kHeuristic rule_based_action's; with options.values every legal action
// valued by the analysis of the turn with the named action played (Alternative::units = the
// margin), best first. options.max_worlds are the analysis's samples; budget_seconds is not used
// (the answer is the same for the same seed on any machine). `tables`: a session's warm analyzer.
Suggestion suggest(const TurnQuestion& q, const SuggestOptions& options,
                   const std::atomic<bool>* cancel = nullptr, SuggestTables* tables = nullptr);

// A Sweep turn as the analysis carries it (Action::turn, kind kPlay).
solver::Action as_turn(const engine::sweep::Action& a);

}  // namespace solver::sweep
