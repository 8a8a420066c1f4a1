// The replay board of the trick games (Sheepshead, Schafkopf): the table with the trick and the
// hands, the evaluation graph under it, the step bar, and the side panel's tabs (the move list,
// lessons, the hand, the review), with the edges of the side panel and the graph to drag.
#pragma once

#include "board.h"
#include "controls_panel.h"
#include "graph_panel.h"
#include "info_panel.h"
#include "lessons_panel.h"
#include "moves_panel.h"
#include "review_panel.h"
#include "table_panel.h"
#include "ui/gui_args.h"

namespace ui {

class TrickBoard final : public ReplayBoard {
 public:
  // `tab`: the side tab shown first (--tab).
  explicit TrickBoard(SideTab tab) : first_tab_(tab) {}

  void handle_keys(AppContext& ctx) override;
  void pump_analysis(AppContext& ctx) override;
  bool awaits_analysis(const AppContext& ctx) const override;
  std::string title(const AppContext& ctx) const override;
  PanelFrame draw(AppContext& ctx, float top, bool first_frame) override;
  bool hosts_games_windows() const override { return true; }

 private:
  // The side panel's tabs; the Review tab opens by itself when the replay reaches the end.
  void draw_tabs(AppContext& ctx, bool first_frame);
  void draw_moves_tab(AppContext& ctx);

  SideTab first_tab_;
  bool was_at_end_ = false;
  TablePanel table_;
  GraphPanel graph_;
  ControlsPanel controls_;
  MovesPanel moves_;
  LessonsPanel lessons_;
  InfoPanel info_;
  ReviewPanel review_;
};

}  // namespace ui
