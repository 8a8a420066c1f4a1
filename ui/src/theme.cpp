#include "theme.h"

namespace ui::theme {

void apply_style() {
  ImGui::StyleColorsDark();
  ImGuiStyle& s = ImGui::GetStyle();
  s.WindowRounding = 0;
  s.FrameRounding = 5;
  s.GrabRounding = 5;
  s.PopupRounding = 6;
  s.ChildRounding = 6;
  s.WindowBorderSize = 0;
  s.FramePadding = ImVec2(10, 6);
  s.ItemSpacing = ImVec2(8, 7);
  s.WindowPadding = ImVec2(14, 12);
  s.GrabMinSize = 8;
  ImVec4* c = s.Colors;
  c[ImGuiCol_WindowBg] = ImGui::ColorConvertU32ToFloat4(kBackground);
  c[ImGuiCol_PopupBg] = ImVec4(0.12f, 0.14f, 0.17f, 0.98f);
  c[ImGuiCol_Button] = ImVec4(0.16f, 0.40f, 0.28f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.21f, 0.52f, 0.36f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.25f, 0.60f, 0.42f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.15f, 0.19f, 0.23f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.19f, 0.25f, 0.30f, 1.0f);
  c[ImGuiCol_FrameBgActive] = ImVec4(0.22f, 0.29f, 0.35f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(0.96f, 0.77f, 0.25f, 0.75f);
  c[ImGuiCol_SliderGrabActive] = ImVec4(1.0f, 0.85f, 0.35f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.96f, 0.77f, 0.25f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.16f, 0.40f, 0.28f, 0.8f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.21f, 0.52f, 0.36f, 0.9f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.25f, 0.60f, 0.42f, 1.0f);
  c[ImGuiCol_Separator] = ImVec4(0.30f, 0.34f, 0.38f, 1.0f);
  // Title bars are calm; only the error dialog's is red (error_dialog.cpp).
  c[ImGuiCol_TitleBg] = ImVec4(0.10f, 0.13f, 0.16f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.13f, 0.27f, 0.21f, 1.0f);
  c[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.55f);
}

}  // namespace ui::theme
