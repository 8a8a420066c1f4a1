// The practice side panel: the decision in front of the player as buttons (exactly the legal
// choices), the tutor (Hint with the values of the alternatives and the lesson; the grade of
// each of the player's actions at once with its lesson; the take-back offer after a blunder),
// the score so far, and after the hand Review / Retry / Next hand.
#pragma once

#include "app_context.h"

namespace ui {

class TrickPracticeController;

struct PracticeSidePanel {
  void draw(AppContext& ctx, TrickPracticeController& practice);
};

}  // namespace ui
