// Sweep's replay board (issue "Sweep, part 3") behind the analyzer's board interface (board.h):
// the table over the main area, the step bar and the graph under it, the side panel beside
// (sweep/board_panel.h draws them), and the analysis that follows the turn on screen.
#pragma once

#include "board.h"
#include "sweep/board_panel.h"
#include "ui/gui_args.h"

namespace ui {

class SweepBoardView final : public ReplayBoard {
 public:
  // `tab`, `tab_given`: the side tab asked for on the command line (--tab).
  SweepBoardView(SideTab tab, bool tab_given);

  void handle_keys(AppContext& ctx) override;
  void pump_analysis(AppContext& ctx) override;
  bool awaits_analysis(const AppContext& ctx) const override;
  std::string title(const AppContext& ctx) const override;
  PanelFrame draw(AppContext& ctx, float top, bool first_frame) override;
  bool hosts_games_windows() const override { return false; }

 private:
  SweepBoardPanel panel_;
};

}  // namespace ui
