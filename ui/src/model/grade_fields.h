// The grade of a decision as every view row carries it (ui/analysis_view.h, ui/sweep/analysis.h,
// ui/hand_review.h): the grade, whether the worlds settled it, and the range it could still move
// within (solver/analysis.h).
#pragma once

namespace ui {

template <typename To, typename From>
void copy_grade(To& to, const From& from) {
  to.grade = from.grade;
  to.settled = from.settled;
  to.grade_low = from.grade_low;
  to.grade_high = from.grade_high;
}

}  // namespace ui
