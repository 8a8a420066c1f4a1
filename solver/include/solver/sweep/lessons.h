// Sweep's strategy lessons (RULES.md §6 "Sweep lessons", SW-ST-1 to SW-ST-7, and SW-ST-8,
// SW-ST-9 for two common errors that §6 has no number for) detected at a turn from what the
// mover knows (solver/sweep/knowledge.h), then judged from sampled values.
//
// Detection (sweep_lesson_triggers) reads only the mover's SweepKnowledge: his hand, the table,
// the public piles, the unseen cards (the opponent's hand plus the stock) and whether the stock
// is empty. A trigger names the legal actions that follow the advice (`recommended`), the one
// the advice prefers (`ideal`) and the cards involved, with a sentence in a Sweep player's words
// ("K♥ takes K♠ 2♦ 5♣ 7♥ and leaves 3♣ alone: any of the three unseen threes sweeps it").
//   SW-ST-1 take the sweep: a legal CAPTURE takes the whole table -> the largest bonus.
//   SW-ST-2 leave no sweep: some legal action leaves a threat and some does not -> one that
//           leaves none, the most honours then cards captured first (SW-ST-4), then the lowest
//           safe non-honour trail (SW-ST-5).
//   SW-ST-3 the jack clears the table: p holds a jack, the table is not empty, p has no sweep ->
//           play the jack when every action with a non-jack card leaves a threat (a trailed
//           jack never leaves one: a table with a jack cannot be swept), or when the table holds
//           >= 3 cards or >= 2 honours and no capture with another card leaves the table safe;
//           otherwise keep it (play a card that is not a jack). INTERP of "a table worth
//           taking": a safe capture with another card takes cards too and keeps the jack, the
//           one card that always captures; spending the jack there lost 3 to 6 points on
//           average over 9,010 self-play turns (lessons.cpp, jack_choice).
//   SW-ST-4 capture honours and many cards: two or more legal captures, a JACK play counted ->
//           the most honour points taken from the table, then the most cards. The jack's play
//           is among the compared captures where SW-ST-3 plays it; where SW-ST-3 keeps it, the
//           other captures are compared and the text says what the jack would have taken.
//   SW-ST-5 trail low and safe: p trails. It fires before the move when every legal action is a
//           trail, and otherwise only for a turn that trailed (`only_if_trailed`). Recommended:
//           trails of a non-honour that leave no threat, of a card that cannot capture when
//           there is one (SW-ST-9), the lowest value first; when no such trail exists the
//           lesson does not fire (it has nothing to recommend).
//   SW-ST-6 the last capture takes the table: the stock is empty, p is the dealer (he plays the
//           hand's last turn, SW-6) and holds 2 or 3 cards (with one card left there is no
//           choice) and at least one *keeper*: a jack; or, while the opponent (his hand is
//           known now) holds no jack, a card that takes a card the opponent must still play,
//           or that matches a table card the opponent can neither match nor take in a sum.
//           Recommended: the actions after which p still holds a keeper. No keeper, or the
//           non-dealer: the lesson does not fire.
//   SW-ST-7 count the cards: the stock is empty and it is the mover's first turn of the last
//           deal (six cards in hand): once per hand and seat, a note naming the opponent's
//           cards and who plays last, never a recommendation. The last deal's mistakes say the
//           same counting argument in their own text.
//   SW-ST-8 trail the cheapest exposure (no number in §6): p trails and every trail leaves a
//           threat, and the trails' exposures (the chance the opponent holds a sweeper times
//           the largest bonus) differ by kSweepLessonWorth or more -> the trails within half a
//           point of the cheapest; the ideal is no honour, then the lowest.
//   SW-ST-9 do not trail a card that could capture (no number in §6): p holds a card with a
//           capture and trails (judged on trails only) -> every action but trailing such a card.
// `threats` (RULES.md §6): the ranks of the unseen cards that sweep a table (non-empty, no jack,
// splits into groups of the card's value); an ace counts 11, and also 1 under sw_ace_low.
//
// Judging (judge_sweep_lessons) takes the sampled values as input: every legal action's expected
// final margin (the mover's points minus the opponent's, SW-17) with its standard error, and
// optionally a paired comparison of two actions over the same worlds (a mean difference with
// its standard error); without it the difference's error is sqrt(se_a^2 + se_b^2). Actions that
// are equivalent for the mover (the same card kinds played and taken) may be given once. A
// difference is *clear* when it exceeds kSweepLessonWorth points and 2 standard errors.
//   followed     praise when the best action is not clearly better than the played one; else a
//                note: when the rule's own best action is not clearly below the best, "X
//                follows it too and was better", otherwise "the rule of thumb did not fit
//                here: X was better", each with the reason (what X leaves, takes or keeps).
//   not followed a mistake when the best recommended action is clearly better than the played
//                one (a note "may have cost ..., too close to call" when the caller says the
//                grade is too close to call); when the played action is the valued best, or
//                clearly better than the rule's best, a note that the rule did not fit, naming
//                why (so that a lesson beside a hint, whose action is the valued best, never
//                advises another action); otherwise "made little difference".
//   SW-ST-7      always a note.
// In the last deal a mistake's text ends with the counting argument (sweep_counting_words).
// `suggested`: `played` is the hint's suggestion, not yet played; the texts call it "the
// suggestion" where they would say "your play".
// A lesson's text never advises an action the values rate below the played one: the rule is then
// stated without naming a card, and the values' own pick among the recommended actions is named
// if it is not below the played one.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "solver/analysis.h"  // LessonVerdict
#include "solver/sweep/knowledge.h"

namespace solver::sweep {

using engine::sweep::Action;
using engine::sweep::Card;

// A recommendation must be worth more than this many margin points (one honour, or one card of
// the majority) before not following it is called a mistake.
inline constexpr double kSweepLessonWorth = 1.0;

struct SweepLessonTrigger {
  std::string id;                   // "SW-ST-2"
  std::string title;                // "Leave no sweep"
  std::vector<Action> recommended;  // legal actions that follow the advice (empty: a note only)
  Action ideal;                     // the one the advice prefers (card kNoCard: none)
  std::string advice;               // a sentence naming the cards (the ideal)
  std::string rule;                 // the advice without naming a card
  CardMask cards = 0;               // the cards involved
  bool note_only = false;           // SW-ST-7: informs, never judged
  bool only_if_trailed = false;     // SW-ST-5 when captures were possible: judged only on a trail
};

// The lessons whose trigger holds for the viewer, who must be the mover (k.visible.mover ==
// k.seat) with the hand not over. In the order SW-ST-1 .. SW-ST-9.
std::vector<SweepLessonTrigger> sweep_lesson_triggers(const SweepKnowledge& k);

// One legal action's sampled value for the mover.
struct SweepActionValue {
  Action action;
  double margin = 0;     // expected final margin (mover minus opponent, SW-17 points)
  double margin_se = 0;  // its standard error
};
// The paired difference value(a) - value(b) over the same worlds, with its standard error.
struct ActionDifference {
  double mean = 0;
  double se = 0;
};
using CompareActions = std::function<ActionDifference(const Action& a, const Action& b)>;

struct SweepLesson {
  std::string id;
  std::string title;
  LessonVerdict verdict = LessonVerdict::kNote;
  std::string text;    // one or two sentences in a Sweep player's words, with card symbols
  CardMask cards = 0;  // the cards the text names
  Action advised;      // the action the text advises (card kNoCard: none)
};

// Turns triggers into lessons for the action `played`, from the sampled values (see above).
// `worth` replaces kSweepLessonWorth, e.g. by the analyzer's loss at which a turn is graded an
// Inaccuracy, so that a lesson is never a mistake on a turn graded better than that.
// `too_close`: the turn's grade is too close to call (solver/verdict.h), so no lesson calls it
// a mistake. `values` should hold every legal action (or one of each equivalent group); a
// lesson whose actions have no value is a note. For a hint, pass the hinted action (the valued
// best) as `played`: no lesson then advises another action.
std::vector<SweepLesson> judge_sweep_lessons(
    const SweepKnowledge& k, const std::vector<SweepLessonTrigger>& triggers, const Action& played,
    const std::vector<SweepActionValue>& values, const CompareActions& compare = {},
    double worth = kSweepLessonWorth, bool too_close = false, bool suggested = false);

// The counting argument of the last deal (SW-ST-7), lower case: "the stock is empty, so the
// opponent holds exactly 6♦ 9♣ (every other card has been seen), and you are the dealer and
// play the hand's last turn".
std::string sweep_counting_words(const SweepKnowledge& k);

// --- Helpers the lessons and the players share ---------------------------------------------

// "K♥", "10♦", "2♣".
std::string card_symbol(Card c);
// "K♠ 2♦ 5♣ 7♥" (ascending rank).
std::string cards_symbols(CardMask m);
// "K♥ takes K♠ 2♦ 5♣ 7♥", "J♣ takes the table (9♦ Q♠)", "trail 2♥".
std::string action_words(const SweepState& s, const Action& a);

// The table after the mover plays `a` in `s`.
CardMask table_after(const SweepState& s, const Action& a);
// The ranks (bit r for rank r) of the cards in `unseen` that sweep `table`.
std::uint16_t threat_ranks(const SweepRules& rules, CardMask table, CardMask unseen);
// Whether the action leaves a threat for the viewer's unseen cards.
bool leaves_threat(const SweepKnowledge& k, const Action& a);
// What the action leaves the opponent, in words: "leaves 4♥ 5♣ 9♦: the unseen nine sweeps it,
// 9 and 5 + 4, for 27" (how and for how much when one rank threatens); empty when it leaves no
// threat.
std::string leaves_threat_words(const SweepKnowledge& k, const Action& a);
// Whether two actions are the same for the search (the same card kind played, the same kinds
// taken).
bool equivalent_actions(const SweepRules& rules, const Action& a, const Action& b);
// The rules' preferred action among `candidates` (not empty): sweeps by bonus; captures with a
// non-jack card that leave no threat, by honour points then cards taken; safe trails of a
// non-honour, lowest first; the jack plays; then captures by honours and cards, trails by the
// fewest threatening unseen cards; a trailed jack last.
Action preferred_action(const SweepKnowledge& k, const std::vector<Action>& candidates);
// Whether the action takes the whole table with a non-jack card (a sweep, SW-13).
bool is_sweep(const SweepState& s, const Action& a);

}  // namespace solver::sweep
