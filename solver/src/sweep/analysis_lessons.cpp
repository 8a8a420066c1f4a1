// The analyzer's lessons hook for Sweep (solver/sweep/analysis.h, sweep_turn_lessons).
//
// The detectors of RULES.md §6 "Sweep lessons" (SW-ST-1..7) live with the Sweep players
// (solver/sweep/lessons.h, issue 22 part B); until they are on this branch the hook reports
// no lessons. Wiring them in: triggers from the knowledge, judged with the margins and the
// paired comparison given here, each turned into a solver::Lesson.
#include "solver/sweep/analysis.h"

namespace solver::sweep {

std::vector<Lesson> sweep_turn_lessons(const TurnLessonInput&) {
  return {};
}

}  // namespace solver::sweep
