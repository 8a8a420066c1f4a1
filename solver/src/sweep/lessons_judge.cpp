// Sweep's lesson verdicts (solver/sweep/lessons.h, judge_sweep_lessons): each trigger of
// RULES.md §6 "Sweep lessons" judged for the action played from the sampled values, with the
// reason a rule did not fit (why_better) and, in the last deal, the counting argument
// (sweep_counting_words: the opponent's cards and who plays last, SW-ST-7).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "lessons_internal.h"
#include "solver/sweep/lessons.h"

namespace solver::sweep {

namespace es = engine::sweep;
using namespace lessons_detail;

namespace {

// The value of `a` (or an action equivalent to it) among `values`.
const SweepActionValue* value_of(const SweepRules& rules,
                                 const std::vector<SweepActionValue>& values, const Action& a) {
  for (const SweepActionValue& v : values) {
    if (v.action == a) return &v;
  }
  for (const SweepActionValue& v : values) {
    if (equivalent_actions(rules, v.action, a)) return &v;
  }
  return nullptr;
}

bool same_action(const SweepRules& rules, const Action& a, const Action& b) {
  return a == b || equivalent_actions(rules, a, b);
}

// "0.3 ± 0.8 points".
std::string points_with_error(double p, double se) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f \u00b1 %.1f points", p, se);
  return buf;
}

// The opponent's best capture (honour points, then cards) on `table` with his known cards, in
// the last deal; {kNoCard, 0} when he has none.
Action opponent_best_capture(const SweepKnowledge& k, CardMask table) {
  Action best{es::kNoCard, 0};
  std::pair<int, int> top{-1, -1};
  std::vector<CardMask> caps;
  for (Card o : es::cards(opponent_hand_known(k))) {
    if (es::is_jack(o)) {
      if (table != 0)
        caps.assign(1, table);
      else
        caps.clear();
    } else {
      es::captures_of(k.rules, o, table, caps);
    }
    for (CardMask t : caps) {
      const std::pair<int, int> haul{es::honour_points(k.rules, t), es::count(t)};
      if (haul > top) {
        top = haul;
        best = Action{o, t};
      }
    }
  }
  return best;
}

// Why `a` did better than `b` (a clause), from what the two actions differ in for the rules of
// thumb: a sweep left to the opponent, a sweep made, the jack kept, in the last deal what the
// opponent (his cards counted) can take after each, the honours and cards taken, an honour
// trailed. Empty when none of these tells them apart.
std::string why_better(const SweepKnowledge& k, const Action& a, const Action& b) {
  const SweepState& s = k.visible;
  const std::string wa = action_words(s, a);
  const std::string wb = action_words(s, b);
  const std::string left_b = leaves_clause(k, b);
  if (!left_b.empty() && leaves_clause(k, a).empty()) return wb + " " + left_b;
  if (is_sweep(s, a) && !is_sweep(s, b)) {
    return wa + " is a sweep, for " + std::to_string(es::sweep_bonus(k.rules, a.card, a.take));
  }
  if (is_jack_play(b) && !is_jack_play(a)) {
    return wa + " keeps " + card_symbol(b.card) + ", the one card that always captures";
  }
  if (last_deal(k)) {
    const Action ob = opponent_best_capture(k, table_after(s, b));
    const Action oa = opponent_best_capture(k, table_after(s, a));
    const auto haul = [&](const Action& x) {
      return std::pair{es::honour_points(k.rules, x.take), es::count(x.take)};
    };
    if (ob.card != es::kNoCard && haul(ob) > haul(oa)) {
      return "after " + wb + " the opponent's " + card_symbol(ob.card) + " takes " +
             cards_symbols(ob.take);
    }
  }
  const std::pair<int, int> ha{es::honour_points(k.rules, a.take), es::count(a.take)};
  const std::pair<int, int> hb{es::honour_points(k.rules, b.take), es::count(b.take)};
  if (ha > hb) {
    return "with " + card_symbol(a.card) + " you capture " + plural(ha.second, "card", "cards") +
           " and " + plural(ha.first, "honour point", "honour points");
  }
  if (is_trail(b) && honour_card(k.rules, b.card) &&
      !(is_trail(a) && honour_card(k.rules, a.card))) {
    return wb + " offers the opponent an honour";
  }
  return {};
}

// ": <why>." or, when nothing tells the two apart, how the values were found. `named`: the words
// the sentence ends with, said "it" when the reason starts with them again.
std::string because(const SweepKnowledge& k, const Action& a, const Action& b,
                    const std::string& named) {
  std::string w = why_better(k, a, b);
  if (!named.empty() && w.rfind(named + " ", 0) == 0) w = "it" + w.substr(named.size());
  if (!w.empty()) return ": " + w + ".";
  return last_deal(k) ? " (solved exactly: every card is known by counting)."
                      : " (over the deals of the unseen cards).";
}

}  // namespace

std::string sweep_counting_words(const SweepKnowledge& k) {
  const CardMask opp = opponent_hand_known(k);
  const bool dealer = k.visible.dealer == k.seat;
  const std::string last = dealer ? "you are the dealer and play the hand's last turn"
                                  : "he is the dealer and plays the hand's last turn";
  if (opp == 0) return "the stock is empty and the opponent has played his last card";
  return "the stock is empty, so the opponent holds exactly " + cards_symbols(opp) +
         " (every other card has been seen), and " + last;
}

std::vector<SweepLesson> judge_sweep_lessons(const SweepKnowledge& k,
                                             const std::vector<SweepLessonTrigger>& triggers,
                                             const Action& played,
                                             const std::vector<SweepActionValue>& values,
                                             const CompareActions& compare, double worth,
                                             bool too_close, bool suggested) {
  std::vector<SweepLesson> out;
  const SweepActionValue* pv = value_of(k.rules, values, played);
  const SweepActionValue* best_all = nullptr;
  for (const SweepActionValue& v : values) {
    if (!best_all || v.margin > best_all->margin) best_all = &v;
  }
  auto diff = [&](const SweepActionValue& a, const SweepActionValue& b) {
    if (compare) return compare(a.action, b.action);
    return ActionDifference{a.margin - b.margin,
                            std::sqrt(a.margin_se * a.margin_se + b.margin_se * b.margin_se)};
  };
  auto clear = [&](const ActionDifference& d) { return d.mean > worth && d.mean > 2 * d.se; };
  const std::string played_words = action_words(k.visible, played);
  // Who the played action is: the player's own move, or the hint's suggestion (not yet played).
  const std::string subject = suggested ? "the suggestion" : "your play";
  const std::string was = suggested ? " is" : " was";
  const std::string counting =
      last_deal(k) ? " Counting: " + sweep_counting_words(k) + "." : std::string();
  for (const SweepLessonTrigger& t : triggers) {
    if (t.only_if_trailed && played.take != 0) continue;
    SweepLesson l;
    l.id = t.id;
    l.title = t.title;
    l.cards = t.cards;
    if (t.note_only) {
      l.verdict = LessonVerdict::kNote;
      l.text = t.advice;
      out.push_back(std::move(l));
      continue;
    }
    bool followed = false;
    for (const Action& a : t.recommended) followed = followed || same_action(k.rules, a, played);
    // The recommended action the values rate best.
    const SweepActionValue* adv_best = nullptr;
    for (const Action& a : t.recommended) {
      const SweepActionValue* v = value_of(k.rules, values, a);
      if (v && (!adv_best || v->margin > adv_best->margin)) adv_best = v;
    }
    const SweepActionValue* ideal_v = value_of(k.rules, values, t.ideal);
    if (!pv || !adv_best || !best_all) {
      l.verdict = LessonVerdict::kNote;
      l.text = t.rule;
      out.push_back(std::move(l));
      continue;
    }
    // The advice as text: the ideal when the values do not rate it below the played action,
    // else the rule with the values' own pick among the advised actions (if not below).
    std::string advice = t.advice;
    l.advised = t.ideal;
    if (!followed && ideal_v && ideal_v->margin < pv->margin) {
      advice = t.rule;
      l.advised = Action{};
      if (adv_best->margin >= pv->margin) {
        advice += " Here: " + action_words(k.visible, adv_best->action) + ".";
        l.advised = adv_best->action;
      }
    }
    const std::string best_words = action_words(k.visible, best_all->action);
    const std::string adv_words = action_words(k.visible, adv_best->action);
    if (followed) {
      const ActionDifference d = diff(*best_all, *pv);
      if (!clear(d)) {
        l.verdict = LessonVerdict::kPraise;
        l.text = advice;
        if (!same_action(k.rules, t.ideal, played)) {
          // Another recommended action: praise what was played, advise nothing else.
          l.text = t.rule + " " + capitalized(played_words) + " follows it.";
          l.advised = played;
        }
      } else if (!clear(diff(*best_all, *adv_best))) {
        // The best action follows the rule too: the rule fitted, the choice within it did not.
        l.verdict = LessonVerdict::kNote;
        l.text = t.rule + " " + capitalized(adv_words) +
                 " follows it too and was better by about " +
                 points_text(diff(*adv_best, *pv).mean) + because(k, adv_best->action, played, "");
        l.advised = adv_best->action;
      } else {
        l.verdict = LessonVerdict::kNote;
        l.text = t.rule + " The rule of thumb did not fit here: " + best_words +
                 " was better by about " + points_text(d.mean) +
                 because(k, best_all->action, played, "");
        l.advised = Action{};
      }
    } else {
      const ActionDifference d = diff(*adv_best, *pv);
      const bool played_best = pv->margin >= best_all->margin;
      if (clear(d) && too_close) {
        l.verdict = LessonVerdict::kNote;
        l.text = advice + " " + capitalized(subject) + " (" + played_words +
                 ") may have cost about " + points_text(d.mean) +
                 ", but the grade is too close to call.";
      } else if (clear(d)) {
        l.verdict = LessonVerdict::kMistake;
        l.text = advice + " " + capitalized(subject) + " (" + played_words + ") cost about " +
                 points_text(d.mean) + "." + counting;
      } else if (played_best && -d.mean < 0.05) {
        // A tie: the rule fitted as well as the played action; advise nothing else.
        l.verdict = LessonVerdict::kNote;
        l.text = t.rule + " Here " + subject + " (" + played_words + ") is valued the same as " +
                 adv_words + ".";
        l.advised = Action{};
      } else if (played_best || clear(ActionDifference{-d.mean, d.se})) {
        // The valued best (or a clearly better action) goes against the rule: say why.
        l.verdict = LessonVerdict::kNote;
        l.text = t.rule + " The rule of thumb did not fit here: ";
        l.text += clear(ActionDifference{-d.mean, d.se})
                      ? subject + " (" + played_words + ")" + was +
                            " the better choice, by about " + points_text(-d.mean) + " over " +
                            adv_words
                      : "the values rate " + subject + " (" + played_words + ") best, " +
                            points_with_error(-d.mean, d.se) + " above " + adv_words;
        l.text += because(k, played, adv_best->action, adv_words);
        l.advised = Action{};
      } else {
        l.verdict = LessonVerdict::kNote;
        l.text = advice + " Here it made little difference.";
      }
    }
    if (t.id == "SW-ST-2" && l.verdict != LessonVerdict::kPraise) {
      const std::string leaves = leaves_clause(k, played);
      if (!leaves.empty() && l.text.find(leaves) == std::string::npos) {
        // "K♥ takes K♠ 2♦ 5♣ 7♥ and leaves 3♣ alone: any of the three unseen threes sweeps it."
        std::string w = played.take == 0 ? "Trailing " + card_symbol(played.card) + " "
                                         : played_words + " and ";
        l.text += " " + w + leaves + ".";
      }
    }
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace solver::sweep
