// How grades look: a colour per grade (theme.h) next to the mark and label of
// ui/analysis_view.h.
#pragma once

#include <imgui.h>

#include "solver/analysis.h"
#include "theme.h"

namespace ui {

inline ImU32 grade_color(solver::Grade g) {
  switch (g) {
    case solver::Grade::kForced:
      return theme::kGradeForced;
    case solver::Grade::kBest:
      return theme::kGradeBest;
    case solver::Grade::kExcellent:
      return theme::kGradeExcellent;
    case solver::Grade::kGood:
      return theme::kGradeGood;
    case solver::Grade::kInaccuracy:
      return theme::kGradeInaccuracy;
    case solver::Grade::kMistake:
      return theme::kGradeMistake;
    case solver::Grade::kBlunder:
      return theme::kGradeBlunder;
    case solver::Grade::kNotGraded:
      break;
  }
  return theme::kGradeNone;
}

inline ImVec4 grade_color_v(solver::Grade g) {
  return ImGui::ColorConvertU32ToFloat4(grade_color(g));
}

}  // namespace ui
