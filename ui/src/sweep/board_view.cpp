#include "sweep/board_view.h"

#include <algorithm>

#include "ui/sweep/analysis.h"

namespace ui {

SweepBoardView::SweepBoardView(SideTab tab, bool tab_given) {
  panel_.select_score = tab == SideTab::kReview;
  panel_.select_lessons = tab == SideTab::kLessons;
  panel_.select_moves = tab == SideTab::kMoves && tab_given;
}

void SweepBoardView::handle_keys(AppContext& ctx) {
  SweepBoardPanel::handle_keys(ctx);
}

void SweepBoardView::pump_analysis(AppContext& ctx) {
  ctx.runner.set_focus(sweep_focus_turn(*ctx.sweep));
  ctx.runner.pump(ctx.sweep->analysis());
}

bool SweepBoardView::awaits_analysis(const AppContext& ctx) const {
  return !sweep_focus_arrived(*ctx.sweep);
}

std::string SweepBoardView::title(const AppContext& ctx) const {
  return "schmier: " + ctx.sweep->source();
}

PanelFrame SweepBoardView::draw(AppContext& ctx, float top, bool) {
  // The table over the whole main area, the move list and score beside.
  const Fonts& fonts = ctx.fonts;
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  const float side = side_panel_width(ctx, d.x);
  const float main_w = d.x - side;
  const float graph_h = std::clamp(ctx.settings.graph_height, kMinGraphHeight,
                                   std::max(kMinGraphHeight, (d.y - top) * 0.3f));
  const float bar = 44;
  const PanelFrame table_frame{&fonts, ImVec2(0, top), ImVec2(main_w, d.y - top - graph_h - bar)};
  panel_.draw_table(ctx, table_frame);
  panel_.draw_bar(ctx, PanelFrame{&fonts, ImVec2(0, d.y - graph_h - bar), ImVec2(main_w, bar)});
  panel_.draw_graph(ctx, PanelFrame{&fonts, ImVec2(0, d.y - graph_h), ImVec2(main_w, graph_h)});
  begin_side_panel(PanelFrame{&fonts, ImVec2(main_w, top), ImVec2(side, d.y - top)});
  panel_.draw_side(ctx);
  ImGui::End();
  if (splitter("##split_side", ImVec2(main_w - 3, top), ImVec2(6, d.y - top), true,
               ctx.settings.side_width, -1, kMinSideWidth, kMaxSideWidth)) {
    ctx.settings_changed = true;
  }
  return table_frame;
}

}  // namespace ui
