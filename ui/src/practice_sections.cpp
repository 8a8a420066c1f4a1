#include "practice_sections.h"

#include "widgets.h"

namespace ui {

void draw_takeback_offer(PracticeHandle& c, const char* question, const ImVec4& color) {
  ImGui::PushStyleColor(ImGuiCol_Text, color);
  text_wrapped("%s", question);
  ImGui::PopStyleColor();
  if (ImGui::Button("Take back")) c.take_back();
  ImGui::SameLine();
  if (ImGui::Button("Keep it")) c.keep_blunder();
}

}  // namespace ui
