// The "Lessons" tab: the lessons of the decision on the table, every lesson of the hand
// (mistakes first; click one to go there), and each player's accuracy.
#pragma once

#include "app_context.h"

namespace ui {

struct LessonsPanel {
  void draw(AppContext& ctx);
  // The same for the Sweep board (ctx.sweep): its turn's lessons, the hand's, the accuracy.
  void draw_sweep(AppContext& ctx);
};

}  // namespace ui
