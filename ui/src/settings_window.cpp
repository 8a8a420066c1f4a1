#include "settings_window.h"

#include <algorithm>

#include "widgets.h"

namespace ui {

void SettingsWindow::draw(AppContext& ctx) {
  if (!ctx.show_settings) return;
  Settings& s = ctx.settings;
  ImGui::SetNextWindowSize(ImVec2(520, 0), ImGuiCond_FirstUseEver);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.4f), ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::Begin("Settings", &ctx.show_settings,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  if (!ctx.settings_notes.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
    ImGui::TextUnformatted("The settings file had problems; these settings use their defaults:");
    for (const std::string& n : ctx.settings_notes) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", n.c_str());
    }
    ImGui::PopStyleColor();
    if (ImGui::SmallButton("Understood")) ctx.settings_notes.clear();
    ImGui::Separator();
  }

  heading(ctx.fonts, "Analysis");
  int samples = s.samples;
  ImGui::SetNextItemWidth(160);
  if (ImGui::InputInt("Sampled worlds per decision", &samples, 8, 32)) {
    s.samples = std::clamp(samples, kMinSamples, kMaxSamples);
    ctx.settings_changed = true;
  }
  if (ImGui::IsItemHovered()) {
    item_tooltip("More worlds: steadier values, slower analysis (%d to %d).", kMinSamples,
                 kMaxSamples);
  }
  ImGui::SetNextItemWidth(160);
  if (ImGui::InputScalar("Seed", ImGuiDataType_U64, &s.seed)) ctx.settings_changed = true;
  if (ImGui::Checkbox("Analyse every hand when it is opened", &s.auto_analyze)) {
    ctx.settings_changed = true;
  }
  if (ImGui::Checkbox("Also grade pick, bury and call (slower)", &s.analyse_auction)) {
    ctx.settings_changed = true;
  }
  if (ImGui::IsItemHovered()) {
    item_tooltip(
        "The card play is analysed first either way; the auction decisions "
        "simulate whole hands and take longer.");
  }
  if (ImGui::Button("Analyse this hand again")) ctx.analyze_request = true;

  heading(ctx.fonts, "Cards");
  int faces = s.faces == CardFaces::kGerman ? 1 : 0;
  ImGui::TextUnformatted("Schafkopf cards:");
  ImGui::SameLine();
  bool changed = ImGui::RadioButton("French suits", &faces, 0);
  ImGui::SameLine();
  changed |= ImGui::RadioButton("German suits (Eichel, Gras, Herz, Schellen)", &faces, 1);
  if (changed) {
    s.faces = faces == 1 ? CardFaces::kGerman : CardFaces::kFrench;
    ctx.settings_changed = true;
  }
  ImGui::TextColored(kDimText, "Sheepshead is always shown with French suits.");
  ImGui::End();
}

}  // namespace ui
