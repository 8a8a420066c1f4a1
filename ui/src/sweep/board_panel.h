// The Sweep board (issue "Sweep, part 3"): the two-player table of a Sweep replay (the opponent
// at the top, the player at the bottom, the table's cards in wrapping rows, the stock with the
// round, each capture pile with its cards, honours and sweeps) and the side panel with the move
// list in the players' words and the score of SW-17 broken down. Hovering a move outlines the
// table cards it takes; clicking it shows the table before it.
#pragma once

#include "app_context.h"
#include "panel.h"

namespace ui {

struct SweepBoardPanel {
  void draw_table(AppContext& ctx, const PanelFrame& frame);
  void draw_side(AppContext& ctx);
  // Left/Right a turn, Up/Down a round, Home/End, A every hand, 1/2 a seat's view.
  static void handle_keys(AppContext& ctx);

  int hovered_turn = -1;      // the move under the mouse in the list (1-based), -1 none
  bool select_score = false;  // open the Score tab at the next frame
  bool was_at_end = false;
};

}  // namespace ui
