#include "board.h"

#include <algorithm>
#include <cstdio>

#include "theme.h"
#include "widgets.h"

namespace ui {

// A thin window with a handle to drag: `vertical` splits left from right.
bool splitter(const char* id, ImVec2 pos, ImVec2 size, bool vertical, float& value, float sign,
              float min, float max) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  // Without this ImGui makes every window at least 32 pixels wide and tall, and the handle
  // would cover the controls next to it.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1, 1));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::rgba(0, 0, 0, 0));
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
  ImGui::InvisibleButton("##drag", size);
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  bool released = false;
  if (hovered || active) {
    ImGui::SetMouseCursor(vertical ? ImGuiMouseCursor_ResizeEW : ImGuiMouseCursor_ResizeNS);
    ImGui::GetWindowDrawList()->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y),
                                              theme::rgba(244, 196, 64, 120));
  }
  if (active) {
    const ImVec2 d = ImGui::GetIO().MouseDelta;
    value = std::clamp(value + sign * (vertical ? d.x : d.y), min, max);
  }
  if (ImGui::IsItemDeactivated()) released = true;
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(2);
  return released;
}

float side_panel_width(const AppContext& ctx, float display_width) {
  return std::clamp(ctx.settings.side_width, kMinSideWidth,
                    std::max(kMinSideWidth, display_width * 0.6f));
}

void begin_side_panel(const PanelFrame& frame) {
  begin_panel("##side", frame, theme::rgba(30, 37, 46));
}

void analysis_progress(AppContext& ctx, float width) {
  const JobProgress p = ctx.runner.progress();
  // What the numbers count, where it fits ("12/48 turns"); the tooltip says it whole.
  const char* unit = ctx.sweep ? "turns" : "decisions";
  char overlay[48];
  std::snprintf(overlay, sizeof overlay, "%d/%d %s", p.done, p.total, unit);
  if (ImGui::CalcTextSize(overlay).x + 8 > width) {
    std::snprintf(overlay, sizeof overlay, "%d/%d", p.done, p.total);
  }
  ImGui::ProgressBar(p.fraction(), ImVec2(width, 0), overlay);
  if (ImGui::IsItemHovered()) {
    item_tooltip("Analysing the hand: %d of %d %s done. Click or press Esc to cancel.", p.done,
                 p.total, unit);
  }
  if (ImGui::IsItemClicked()) ctx.runner.cancel();
}

void show_all_hands(AppContext& ctx) {
  ctx.model.set_show_all(true);
  ctx.settings.show_all = true;
  ctx.settings_changed = true;
}

void show_seat_view(AppContext& ctx, int seat) {
  ctx.model.set_show_all(false);
  ctx.model.set_seat(seat);
  ctx.settings.show_all = false;
  ctx.settings_changed = true;
}

void analysis_unavailable_note(const HandAnalysisState& a) {
  ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
  text_wrapped("No analysis: %s.", a.message().c_str());
  ImGui::PopStyleColor();
}

void keys_button(AppContext& ctx) {
  if (ImGui::Button("?", ImVec2(ImGui::GetFrameHeight(), 0))) ctx.show_keys = !ctx.show_keys;
  if (ImGui::IsItemHovered()) item_tooltip("The keys (? or F1)");
}

}  // namespace ui
