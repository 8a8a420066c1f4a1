// Judging the trick games' lessons (solver/lessons.h): a trigger becomes praise, a note or a
// mistake from the decision's own values and grade, and the contradictions check. Game-free;
// the detectors are each game's (../sheepshead/lessons.cpp, ../schafkopf/lessons.cpp).
#include "solver/lessons.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>

#include "solver/dd.h"
#include "solver/game_module.h"
#include "solver/grades.h"
#include "solver/verdict.h"

namespace solver {

using engine::kNoCard;

namespace {

// What the judge reads about the decision: the played card, the decision's grade and each
// legal card's loss against the best (stakes, the grade's own values).
struct Standing {
  Card played = kNoCard;
  Grade grade = Grade::kNotGraded;
  bool too_close = false;  // the verdict is too close to call (verdict.h): never a mistake
  std::function<std::optional<double>(Card)> loss;  // nullopt: the card has no value
};

bool graded_best(Grade g) {
  return g == Grade::kBest || g == Grade::kForced;
}
// Inaccuracy, Mistake, Blunder (the grades a lesson may call a mistake).
bool graded_costly(Grade g) {
  return g == Grade::kInaccuracy || g == Grade::kMistake || g == Grade::kBlunder;
}

std::string stakes_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", x);
  return buf;
}

std::vector<Lesson> judge(const std::vector<LessonTrigger>& triggers, const Standing& s,
                          const CompareCards& compare, engine::Game game) {
  std::vector<Lesson> out;
  const GameModule* module = find_game_module(game);
  auto code = [module](Card c) { return module ? module->card_text(c) : engine::card_code(c); };
  const std::optional<double> played_loss = s.loss(s.played);
  // `c` is not rated below the played card (no value: not rated at all, so not named).
  auto not_below = [&](Card c) {
    const std::optional<double> l = s.loss(c);
    return l && played_loss && *l <= *played_loss + 1e-9;
  };
  for (const LessonTrigger& tr : triggers) {
    Lesson l;
    l.id = tr.id;
    l.title = tr.title;
    // The advised card the solver rates best (the ideal on a tie).
    Card pick = kNoCard;
    double pick_loss = 0;
    for (Card c : engine::cards(tr.recommended)) {
      const std::optional<double> lc = s.loss(c);
      if (!lc) continue;
      if (pick == kNoCard || *lc < pick_loss - 1e-9 ||
          (std::abs(*lc - pick_loss) <= 1e-9 && c == tr.ideal)) {
        pick = c;
        pick_loss = *lc;
      }
    }
    // The advice as said: the ideal when it is not rated below the played card; else the rule
    // and the solver's pick among the advised cards when that one is not below the played card.
    std::string text;
    if (tr.ideal != kNoCard && not_below(tr.ideal)) {
      text = tr.advice;
      l.advised = tr.ideal;
    } else {
      text = tr.rule;
      if (pick != kNoCard && pick != s.played && not_below(pick)) {
        text += " The best such card here: " + code(pick) + ".";
        l.advised = pick;
      }
    }
    if (l.advised != kNoCard) l.cards.push_back(l.advised);
    for (Card c : engine::cards(tr.recommended)) {
      if (c != l.advised && not_below(c)) l.cards.push_back(c);
    }
    if (engine::has(tr.recommended, s.played)) {
      const bool fits = graded_best(s.grade) || s.grade == Grade::kExcellent;
      l.verdict = fits ? LessonVerdict::kPraise : LessonVerdict::kNote;
      l.text = text + (fits ? " Well played: " + code(s.played) + "."
                            : " You played " + code(s.played) +
                                  " as advised, but here the rule of thumb did not fit: it cost " +
                                  stakes_text(played_loss.value_or(0)) + " stakes.");
      out.push_back(std::move(l));
      continue;
    }
    // Not followed: the solver's pick among the advised cards against the played card, with
    // the grade's noise rule on their paired difference.
    if (pick == kNoCard || !played_loss) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + ".";
      out.push_back(std::move(l));
      continue;
    }
    const CardComparison cmp = compare(pick, s.played);
    const double gain = *played_loss - pick_loss;  // == cmp.units, from the same table
    const bool clear = !within_noise(std::abs(gain), cmp.units_se);
    if (clear && gain > 0 && s.too_close) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + "; " + code(pick) +
               " may have been better, by " + stakes_text(gain) +
               " stakes on average, but the worlds cannot tell: too close to call.";
    } else if (clear && gain > 0 && graded_costly(s.grade)) {
      l.verdict = LessonVerdict::kMistake;
      l.text = text + " You played " + code(s.played) + "; " + code(pick) +
               " would have been better by " + stakes_text(gain) + " stakes on average.";
    } else if (clear && gain > 0 && !graded_best(s.grade)) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + "; " + code(pick) +
               " would have been a little better, by " + stakes_text(gain) + " stakes.";
    } else if (clear && gain < 0) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) +
               "; here it was the better card, the rule of thumb did not fit.";
    } else {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + "; here it made no difference.";
    }
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace

std::vector<Lesson> judge_lessons(const std::vector<LessonTrigger>& triggers,
                                  const DecisionAnalysis& d, const CompareCards& compare,
                                  engine::Game game) {
  Standing s;
  s.played = d.played.card;
  s.grade = d.grade;
  s.too_close = shown_verdict(d).certainty == Certainty::kTooClose;
  s.loss = [&d](Card c) -> std::optional<double> {
    for (const Alternative& a : d.alternatives) {
      if (a.action.card == c && a.has_values) return a.loss;
    }
    return std::nullopt;
  };
  return judge(triggers, s, compare, game);
}

std::vector<Lesson> judge_lessons(const std::vector<LessonTrigger>& triggers, Card played,
                                  double played_loss, const CompareCards& compare,
                                  engine::Game game) {
  Standing s;
  s.played = played;
  s.grade = grade_for(played_loss, 0, false);
  s.loss = [&](Card c) -> std::optional<double> {
    if (c == played) return played_loss;
    return std::max(0.0, played_loss - compare(c, played).units);
  };
  return judge(triggers, s, compare, game);
}

std::vector<std::string> lesson_contradictions(const DecisionAnalysis& d) {
  std::vector<std::string> out;
  auto loss_of = [&d](Card c) -> std::optional<double> {
    for (const Alternative& a : d.alternatives) {
      if (a.action.card == c && a.has_values) return a.loss;
    }
    return std::nullopt;
  };
  const std::optional<double> played = loss_of(d.played.card);
  for (const Lesson& l : d.lessons) {
    const std::string where = l.id + " (" + grade_name(d.grade) + "): ";
    if (l.verdict == LessonVerdict::kMistake && !graded_costly(d.grade)) {
      out.push_back(where + "a mistake on a decision graded " + grade_name(d.grade));
    }
    if (l.verdict == LessonVerdict::kMistake &&
        shown_verdict(d).certainty == Certainty::kTooClose) {
      out.push_back(where + "a mistake on a decision too close to call");
    }
    if (l.verdict == LessonVerdict::kPraise &&
        !(graded_best(d.grade) || d.grade == Grade::kExcellent)) {
      out.push_back(where + "praise on a decision graded " + grade_name(d.grade));
    }
    if (l.text.find("by -") != std::string::npos ||
        l.text.find("by \xE2\x88\x92") != std::string::npos) {
      out.push_back(where + "a negative amount: " + l.text);
    }
    for (Card c : l.cards) {
      const std::optional<double> lc = loss_of(c);
      if (lc && played && *lc > *played + 1e-9) {
        out.push_back(where + "names " + engine::card_code(c) + " (loss " + stakes_text(*lc) +
                      ") as advice, rated below the played " + engine::card_code(d.played.card) +
                      " (loss " + stakes_text(*played) + ")");
      }
    }
  }
  return out;
}

}  // namespace solver
