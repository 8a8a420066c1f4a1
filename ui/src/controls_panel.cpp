#include "controls_panel.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "theme.h"

namespace ui {

void ControlsPanel::handle_keys(ReplayModel& model) {
  if (ImGui::GetIO().WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;
  auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); };
  if (pressed(ImGuiKey_LeftArrow)) model.previous();
  if (pressed(ImGuiKey_RightArrow)) model.next();
  if (pressed(ImGuiKey_Home)) model.first();
  if (pressed(ImGuiKey_End)) model.last();
  if (pressed(ImGuiKey_UpArrow)) model.previous_trick();
  if (pressed(ImGuiKey_DownArrow)) model.next_trick();
}

std::optional<std::string> ControlsPanel::take_open_request() {
  auto r = std::move(open_request_);
  open_request_.reset();
  return r;
}

void ControlsPanel::draw(ReplayModel& model, const PanelFrame& frame) {
  begin_panel("##controls", frame, theme::rgba(20, 25, 32));
  const Fonts& fonts = *frame.fonts;
  const bool glyphs = fonts.suit_glyphs;
  const bool has = model.has_deal();
  const float y = (frame.size.y - ImGui::GetFrameHeight()) * 0.5f;
  ImGui::SetCursorPosY(y);

  ImGui::BeginDisabled(!has);
  // Icon buttons, with the keys in their tooltips.
  struct StepButton {
    const char* icon;
    const char* ascii;
    const char* tip;
    void (ReplayModel::*action)();
  };
  static constexpr StepButton kButtons[] = {
      {"\xE2\x97\x80\xE2\x97\x80", "<<", "First card (Home)", &ReplayModel::first},
      {"\xE2\x97\x80", "<", "Previous card (Left; Up: previous trick)", &ReplayModel::previous},
      {"\xE2\x96\xB6", ">", "Next card (Right; Down: next trick)", &ReplayModel::next},
      {"\xE2\x96\xB6\xE2\x96\xB6", ">>", "Last card (End)", &ReplayModel::last},
  };
  for (const StepButton& b : kButtons) {
    ImGui::PushID(b.tip);
    if (ImGui::Button(glyphs ? b.icon : b.ascii, ImVec2(44, 0))) (model.*b.action)();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", b.tip);
    ImGui::PopID();
    ImGui::SameLine(0, 4);
  }
  ImGui::SameLine(0, 12);
  int step = model.step();
  // The slider takes what the other controls leave.
  const float others = 110 + 16 + 160 + 16 + ImGui::CalcTextSize("Open...").x + 24;
  const float slider_width = std::max(60.0f, ImGui::GetContentRegionAvail().x - others);
  if (model.steps() > 0) {
    ImGui::SetNextItemWidth(slider_width);
    if (ImGui::SliderInt("##step", &step, 0, model.steps(), "", ImGuiSliderFlags_AlwaysClamp)) {
      model.set_step(step);
    }
  } else {
    ImGui::Dummy(ImVec2(slider_width, ImGui::GetFrameHeight()));
  }
  ImGui::SameLine();
  ImGui::Text("%d / %d cards", model.step(), model.steps());
  ImGui::EndDisabled();

  // The perspective: all hands, or one seat's view.
  ImGui::SameLine(0, 16);
  std::string current = "All hands";
  if (has && !model.perspective().show_all) {
    current = model.deal().player_name(model.perspective().seat) + "'s view";
  }
  ImGui::SetNextItemWidth(160);
  ImGui::BeginDisabled(!has);
  if (ImGui::BeginCombo("##view", current.c_str())) {
    if (ImGui::Selectable("All hands", model.perspective().show_all)) model.set_show_all(true);
    if (has) {
      for (int s = 0; s < model.deal().num_seats; ++s) {
        ImGui::PushID(s);
        const bool selected = !model.perspective().show_all && model.perspective().seat == s;
        if (ImGui::Selectable((model.deal().player_name(s) + "'s view").c_str(), selected)) {
          model.set_show_all(false);
          model.set_seat(s);
        }
        ImGui::PopID();
      }
    }
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Show every hand, or only what one player sees (the others face down).");
  }

  ImGui::SameLine(0, 16);
  if (ImGui::Button("Open...")) ImGui::OpenPopup("##open");
  if (ImGui::BeginPopup("##open")) {
    ImGui::TextUnformatted("Deal log to open (you can also drop a file on the window):");
    ImGui::SetNextItemWidth(460);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    const bool enter = ImGui::InputText("##path", &path_, ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if ((ImGui::Button("Open") || enter) && !path_.empty()) {
      open_request_ = path_;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
  ImGui::End();
}

}  // namespace ui
