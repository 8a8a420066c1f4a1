// The "Review" tab (issue 20): the end of the hand at a glance, like a chess site's game review.
// The settlement (units per player, the row or the contract's result, runners, Kontra/Re,
// schneider), each player's accuracy with the count of each grade, and the key moments, each a
// button that jumps to the decision. The figures come from ui/hand_review.h.
#pragma once

#include "app_context.h"

namespace ui {

struct ReviewPanel {
  void draw(AppContext& ctx);
};

}  // namespace ui
