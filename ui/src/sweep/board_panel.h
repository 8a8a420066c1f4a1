// The Sweep board (issue "Sweep, part 3"): the two-player table of a Sweep replay (the opponent
// at the top, the player at the bottom, the table's cards in wrapping rows, the stock with the
// round, each capture pile with its cards, honours and sweeps), the evaluation graph under it
// (the expected margin in points), and the side panel: the turn on the table with every legal
// action valued (board_side.cpp), the move list in the players' words with grades, the lessons
// and accuracy (lessons_panel.cpp), and the score of SW-17 broken down. Hovering an action or
// the next move outlines the table cards it takes; clicking a move shows the table after it.
#pragma once

#include <optional>

#include "app_context.h"
#include "engine/sweep.h"
#include "lessons_panel.h"
#include "panel.h"

namespace ui {

struct SweepBoardPanel {
  void draw_table(AppContext& ctx, const PanelFrame& frame);
  void draw_graph(AppContext& ctx, const PanelFrame& frame);  // board_graph.cpp
  // The bar under the table: step buttons, the turn slider, the view, the analysis' progress
  // (click: cancel) and the keys button.
  void draw_bar(AppContext& ctx, const PanelFrame& frame);
  void draw_side(AppContext& ctx);  // board_side.cpp
  // Left/Right a turn, Up/Down a round, Home/End, P/N a mistake, A every hand, 1/2 a seat's
  // view, ?/F1 keys, Esc cancels the analysis.
  static void handle_keys(AppContext& ctx);

  int hovered_turn = -1;  // the move under the mouse in the list (1-based), -1 none
  // The action under the mouse in the turn's list (outlined on the table).
  std::optional<engine::sweep::Action> hovered_action;
  bool select_score = false;    // open the Score tab at the next frame
  bool select_lessons = false;  // open the Lessons tab at the next frame
  bool select_moves = false;    // open the Moves tab at the next frame
  bool was_at_end = false;
  int open_pile = -1;        // the seat whose capture pile is opened by a click (-1: none)
  bool margin_view = false;  // the graph: the expected margin instead of the win chance
  LessonsPanel lessons;
};

}  // namespace ui
