#include "trick_board.h"

#include <algorithm>

#include "widgets.h"

namespace ui {

void TrickBoard::handle_keys(AppContext& ctx) {
  ControlsPanel::handle_keys(ctx);
}

void TrickBoard::pump_analysis(AppContext& ctx) {
  ctx.runner.pump(ctx.model.analysis());
}

bool TrickBoard::awaits_analysis(const AppContext&) const {
  return true;
}

std::string TrickBoard::title(const AppContext& ctx) const {
  const ReplayModel& model = ctx.model;
  return model.has_deal() && !model.deal().source.empty() ? "schmier: " + model.deal().source
                                                          : std::string("schmier");
}

PanelFrame TrickBoard::draw(AppContext& ctx, float top, bool first_frame) {
  Settings& settings = ctx.settings;
  const Fonts& fonts = ctx.fonts;
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  const float side = side_panel_width(ctx, d.x);
  const float bar = 56;
  const float graph_h = std::clamp(settings.graph_height, kMinGraphHeight,
                                   std::max(kMinGraphHeight, (d.y - top) * 0.45f));
  const float main_w = d.x - side;
  const float table_h = d.y - top - bar - graph_h;
  const PanelFrame table_frame{&fonts, ImVec2(0, top), ImVec2(main_w, table_h)};
  const PanelFrame graph_frame{&fonts, ImVec2(0, top + table_h), ImVec2(main_w, graph_h)};
  const PanelFrame bar_frame{&fonts, ImVec2(0, d.y - bar), ImVec2(main_w, bar)};
  const PanelFrame side_frame{&fonts, ImVec2(main_w, top), ImVec2(side, d.y - top)};
  table_.draw(ctx, table_frame);
  graph_.draw(ctx, graph_frame);
  controls_.draw(ctx, bar_frame);

  begin_side_panel(side_frame);
  draw_tabs(ctx, first_frame);
  ImGui::End();

  // The layout: drag the edges of the side panel and of the graph.
  if (splitter("##split_side", ImVec2(main_w - 3, top), ImVec2(6, d.y - top), true,
               settings.side_width, -1, kMinSideWidth, kMaxSideWidth) ||
      splitter("##split_graph", ImVec2(0, top + table_h - 3), ImVec2(main_w, 6), false,
               settings.graph_height, -1, kMinGraphHeight, kMaxGraphHeight)) {
    ctx.settings_changed = true;
  }
  return table_frame;
}

void TrickBoard::draw_tabs(AppContext& ctx, bool first_frame) {
  ReplayModel& model = ctx.model;
  if (!ImGui::BeginTabBar("##tabs")) return;
  const bool at_end = model.has_deal() && model.steps() > 0 && model.step() == model.steps() &&
                      ctx.board().trick->table.hand_over;
  const bool reached_end = at_end && !was_at_end_ && !first_frame;
  was_at_end_ = at_end;
  auto tab = [&](const char* name, SideTab which) {
    const bool select =
        (first_frame && first_tab_ == which) || (reached_end && which == SideTab::kReview);
    return ImGui::BeginTabItem(name, nullptr, select ? ImGuiTabItemFlags_SetSelected : 0);
  };
  if (tab("Moves", SideTab::kMoves)) {
    draw_moves_tab(ctx);
    ImGui::EndTabItem();
  }
  if (tab("Lessons", SideTab::kLessons)) {
    lessons_.draw(ctx);
    ImGui::EndTabItem();
  }
  if (tab("Hand", SideTab::kHand)) {
    info_.draw(ctx);
    ImGui::EndTabItem();
  }
  if (tab("Review", SideTab::kReview)) {
    review_.draw(ctx);
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

void TrickBoard::draw_moves_tab(AppContext& ctx) {
  const ReplayModel& model = ctx.model;
  // Guessing: the values of this decision stay hidden until a card is picked.
  const bool hide =
      model.has_deal() && values_hidden(ctx.guess, ctx.board().trick->decision, model.step());
  if (hide) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kGoldText,
                       "Guess the card: pick a card on the table first; the move list "
                       "and the values show once you have.");
    ImGui::PopTextWrapPos();
  } else {
    moves_.draw(ctx);
  }
}

}  // namespace ui
