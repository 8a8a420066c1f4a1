#include "error_dialog.h"

#include <algorithm>
#include <string>

namespace ui {

void ErrorDialog::draw(ReplayModel& model, const PanelFrame& frame) {
  constexpr const char* kId = "###error_dialog";
  if (!model.has_error()) return;
  const ErrorReport& report = model.error();
  if (!ImGui::IsPopupOpen(kId)) ImGui::OpenPopup(kId);

  const ImVec2 center(frame.pos.x + frame.size.x * 0.5f, frame.pos.y + frame.size.y * 0.5f);
  ImGui::SetNextWindowPos(center, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  const float width = std::min(720.0f, frame.size.x - 80);
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  const std::string title = report.title + kId;
  if (ImGui::BeginPopupModal(
          title.c_str(), nullptr,
          ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::PushFont(frame.fonts->bold);
    ImGui::TextUnformatted(report.lines.size() == 1 ? "One problem was found:"
                                                    : "These problems were found:");
    ImGui::PopFont();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float height =
        std::min(frame.size.y * 0.5f, line * static_cast<float>(report.lines.size()) * 1.4f + 16);
    ImGui::BeginChild("##lines", ImVec2(0, height), true);
    ImGui::PushTextWrapPos(0);
    // No list clipper: lines wrap to different heights, and the loader caps its errors at
    // engine::kMaxLogErrors.
    for (const std::string& text : report.lines) {
      ImGui::Bullet();
      ImGui::TextUnformatted(text.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    ImGui::Spacing();
    const bool close = ImGui::Button("OK", ImVec2(120, 0)) ||
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
                       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    if (close) {
      ImGui::CloseCurrentPopup();
      model.dismiss_error();
    }
    ImGui::EndPopup();
  }
}

}  // namespace ui
