#include "error_dialog.h"

#include <algorithm>
#include <string>

namespace ui {

std::shared_ptr<const ReplayDeal> ErrorDialog::draw(ReplayModel& model, const PanelFrame& frame) {
  constexpr const char* kId = "###error_dialog";
  std::shared_ptr<const ReplayDeal> chosen;
  if (!model.has_error()) return chosen;
  const ErrorReport& report = model.error();
  if (!ImGui::IsPopupOpen(kId)) ImGui::OpenPopup(kId);

  const ImVec2 center(frame.pos.x + frame.size.x * 0.5f, frame.pos.y + frame.size.y * 0.5f);
  ImGui::SetNextWindowPos(center, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  const float width = std::min(720.0f, frame.size.x - 80);
  ImGui::SetNextWindowSize(ImVec2(width, 0));
  const std::string title = report.title + kId;
  // The one red title bar: this dialog reports an error.
  ImGui::PushStyleColor(ImGuiCol_TitleBgActive, ImVec4(0.45f, 0.12f, 0.14f, 1.0f));
  const bool open = ImGui::BeginPopupModal(
      title.c_str(), nullptr,
      ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleColor();
  if (open) {
    ImGui::PushFont(frame.fonts->bold);
    ImGui::TextUnformatted(report.lines.size() == 1 ? "One problem was found:"
                                                    : "These problems were found:");
    ImGui::PopFont();
    // The list as tall as its wrapped lines (no scrollbar on a short list), at most half the
    // window (then it scrolls).
    const float wrap = width - 2 * ImGui::GetStyle().WindowPadding.x - 40;
    float needed = 2 * ImGui::GetStyle().WindowPadding.y;
    for (const std::string& text : report.lines) {
      needed += ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap).y +
                ImGui::GetStyle().ItemSpacing.y;
    }
    const float height = std::min(frame.size.y * 0.5f, needed);
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
    bool close = false;
    if (report.fallback || report.sweep_fallback) {
      if (ImGui::Button(report.fallback_label.c_str())) {
        chosen = report.fallback;
        chosen_sweep = report.sweep_fallback;
        chosen_source = report.sweep_source;
        chosen_viewer = report.sweep_viewer;
        close = true;
      }
      ImGui::SameLine();
    }
    close = close || ImGui::Button("OK", ImVec2(120, 0)) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape));
    if (close) {
      ImGui::CloseCurrentPopup();
      model.dismiss_error();
    }
    ImGui::EndPopup();
  }
  return chosen;
}

}  // namespace ui
