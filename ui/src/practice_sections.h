// The parts of the practice side panels written once for every game (issue 38): each game's
// panel (practice_side_panel.cpp, sweep/practice_panel.cpp) says what they show, in its words.
#pragma once

#include <imgui.h>

#include "practice_controller.h"

namespace ui {

// The take-back offer after a blunder: `question` in `color`, wrapped, then Take back and Keep
// it, which go to the controller.
void draw_takeback_offer(PracticeHandle& c, const char* question, const ImVec4& color);

}  // namespace ui
