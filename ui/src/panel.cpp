#include "panel.h"

namespace ui {

void begin_panel(const char* id, const PanelFrame& frame, ImU32 background) {
  ImGui::SetNextWindowPos(frame.pos);
  ImGui::SetNextWindowSize(frame.size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, background);
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::PopStyleColor();
}

}  // namespace ui
