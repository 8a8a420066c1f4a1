#include "panel.h"

namespace ui {

void begin_panel(const char* id, const PanelFrame& frame, ImU32 background, bool scrollbar) {
  ImGui::SetNextWindowPos(frame.pos);
  ImGui::SetNextWindowSize(frame.size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, background);
  const ImGuiWindowFlags decoration =
      scrollbar
          ? ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse
          : ImGuiWindowFlags_NoDecoration;
  ImGui::Begin(id, nullptr,
               decoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleColor();
}

}  // namespace ui
