// The "Moves" tab: the analysis' progress (with Cancel), the decision on the table (every legal
// card with its sampled and double-dummy value, the best marked, the played card's grade), and
// the move list with grades by colour and mark; clicking a move jumps to that decision.
#pragma once

#include "app_context.h"

namespace ui {

struct MovesPanel {
  void draw(AppContext& ctx);

 private:
  int last_step_ = -1;         // scroll the move list to the current move when the step changes
  int auction_decision_ = -1;  // an auction decision picked in the list (shown in the box)
  bool auction_click_ = false;
  // Frames left to keep the current move in view: the rows' heights settle over the first
  // frames (the columns fit their content, a long auction line wraps).
  int scroll_frames_ = 0;
};

}  // namespace ui
