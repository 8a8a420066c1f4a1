// The analyzer's lessons hook for Sweep (solver/sweep/analysis.h, sweep_turn_lessons): the
// detectors of RULES.md §6 "Sweep lessons" (SW-ST-1..7, solver/sweep/lessons.h) on the mover's
// knowledge, judged with the turn's own sampled margins and paired comparisons, so that a
// lesson and the grade use the same values. As for the other games a lesson is a mistake only
// on a turn graded Inaccuracy or worse, and never on a turn too close to call (solver/verdict.h);
// otherwise it is a note.
#include <cstddef>

#include "solver/sweep/analysis.h"
#include "solver/sweep/lessons.h"
#include "solver/verdict.h"

namespace solver::sweep {

std::vector<Lesson> sweep_turn_lessons(const TurnLessonInput& in) {
  const std::vector<SweepLessonTrigger> triggers = sweep_lesson_triggers(*in.knowledge);
  if (triggers.empty()) return {};
  std::vector<SweepActionValue> values;
  for (std::size_t i = 0; i < in.margin.size() && i < in.actions.size(); ++i) {
    values.push_back({in.actions[i], in.margin[i], in.margin_se[i]});
  }
  auto index_of = [&in](const Action& a) {
    for (std::size_t i = 0; i < in.actions.size(); ++i) {
      if (in.actions[i] == a) return static_cast<int>(i);
    }
    return -1;
  };
  CompareActions compare;
  if (in.compare) {
    compare = [&](const Action& a, const Action& b) {
      const int ia = index_of(a);
      const int ib = index_of(b);
      if (ia < 0 || ib < 0) return ActionDifference{0, 0};
      const auto [mean, se] = in.compare(ia, ib);
      return ActionDifference{mean, se};
    };
  }
  const bool too_close =
      in.decision && shown_verdict(*in.decision).certainty == Certainty::kTooClose;
  const std::vector<SweepLesson> judged = judge_sweep_lessons(
      *in.knowledge, triggers, in.played, values, compare, kSweepLessonWorth, too_close);
  const bool graded_bad = in.decision && in.decision->grade >= Grade::kInaccuracy &&
                          in.decision->grade <= Grade::kBlunder;
  std::vector<Lesson> out;
  for (const SweepLesson& l : judged) {
    Lesson x;
    x.id = l.id;
    x.title = l.title;
    x.verdict =
        l.verdict == LessonVerdict::kMistake && !graded_bad ? LessonVerdict::kNote : l.verdict;
    x.text = l.text;
    // Sweep cards (engine::sweep::Card), the advised one first.
    if (l.advised.card != engine::sweep::kNoCard) x.cards.push_back(l.advised.card);
    for (engine::sweep::Card c : engine::sweep::cards(l.cards)) {
      if (c != l.advised.card) x.cards.push_back(c);
    }
    x.advised = l.advised.card;
    out.push_back(x);
  }
  return out;
}

}  // namespace solver::sweep
