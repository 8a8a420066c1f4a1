#include "menu_bar.h"

#include <string>

#include "board.h"
#include "sweep/practice_controller.h"
#include "trick_practice_controller.h"
#include "widgets.h"

namespace ui {

float MenuBar::draw(AppContext& ctx) {
  ReplayModel& model = ctx.model;
  float height = 0;
  if (!ImGui::BeginMainMenuBar()) return height;
  height = ImGui::GetWindowSize().y;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("Open...", "Ctrl+O")) ctx.show_browser = true;
    if (ImGui::MenuItem("Open games (folder or protocol)...")) ctx.show_archive = true;
    if (ImGui::BeginMenu("Recent files", !ctx.settings.recent.empty())) {
      for (const std::string& r : ctx.settings.recent) {
        if (ImGui::MenuItem(r.c_str())) ctx.open_request = r;
      }
      ImGui::Separator();
      if (ImGui::MenuItem("Clear the list")) {
        ctx.settings.recent.clear();
        ctx.settings_changed = true;
      }
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Save hand with analysis", "Ctrl+S", false,
                        model.has_deal() && model.deal().log != nullptr)) {
      ctx.export_request = true;
    }
    if (ImGui::MenuItem("Deal a demo hand")) ctx.demo_request = true;
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q")) ctx.quit_request = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    const bool has = model.has_deal();
    if (ImGui::MenuItem("All hands", nullptr, model.perspective().show_all, has)) {
      show_all_hands(ctx);
    }
    if (has) {
      seat_view_items(
          ctx, [](const char* label, bool on) { return ImGui::MenuItem(label, nullptr, on); });
    }
    ImGui::Separator();
    const bool german = ctx.settings.faces == CardFaces::kGerman;
    if (ImGui::MenuItem("German suits for Schafkopf", nullptr, german)) {
      ctx.settings.faces = german ? CardFaces::kFrench : CardFaces::kGerman;
      ctx.settings_changed = true;
    }
    if (ImGui::MenuItem("Guess the card", "G", ctx.guess.on, model.has_deal())) {
      ctx.guess.on = !ctx.guess.on;
    }
    if (ImGui::MenuItem("Last trick", "L", ctx.show_last_trick, model.has_deal())) {
      ctx.show_last_trick = !ctx.show_last_trick;
    }
    if (ImGui::MenuItem("Keys", "? / F1", ctx.show_keys)) ctx.show_keys = !ctx.show_keys;
    ImGui::Separator();
    if (ImGui::MenuItem("Graph in card points", nullptr, ctx.eval_mode == EvalMode::kPoints)) {
      ctx.eval_mode = EvalMode::kPoints;
    }
    if (ImGui::MenuItem("Graph in units", nullptr, ctx.eval_mode == EvalMode::kUnits)) {
      ctx.eval_mode = EvalMode::kUnits;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Practice")) {
    if (ImGui::MenuItem("New game...")) {
      ctx.show_practice_setup = true;
      ctx.practice_setup_daily = false;
    }
    if (ImGui::MenuItem("Daily deal...")) {
      ctx.show_practice_setup = true;
      ctx.practice_setup_daily = true;
    }
    if (ImGui::MenuItem("Resume the saved game", nullptr, false,
                        ctx.practice && ctx.practice->data_dir.has_value())) {
      ctx.resume_request = true;
    }
    if (ImGui::MenuItem("Statistics...")) ctx.show_practice_stats = true;
    ImGui::Separator();
    if (ImGui::BeginMenu("Sweep")) {
      for (const char* preset : {"sweep", "tablanette_cp"}) {
        ImGui::PushID(preset);
        if (ImGui::MenuItem((std::string("New game: ") + preset).c_str())) {
          ctx.sweep_practice_request = std::make_pair(std::string(preset), false);
        }
        if (ImGui::MenuItem((std::string("Daily deal: ") + preset).c_str())) {
          ctx.sweep_practice_request = std::make_pair(std::string(preset), true);
        }
        ImGui::PopID();
      }
      ImGui::EndMenu();
    }
    ImGui::Separator();
    const bool playing = ctx.practice && ctx.practice->active();
    if (ctx.sweep_practice_mode) {
      if (ImGui::MenuItem("Back to the analyzer")) ctx.sweep_practice_mode = false;
    } else if (ctx.sweep_practice && ctx.sweep_practice->active() && !ctx.practice_mode &&
               ImGui::MenuItem("Back to the Sweep game")) {
      ctx.sweep_practice_mode = true;
    } else if (ctx.practice_mode) {
      if (ImGui::MenuItem("Back to the analyzer")) ctx.practice_mode = false;
    } else if (ImGui::MenuItem("Back to the practice game", nullptr, false, playing)) {
      ctx.practice_mode = true;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Analysis")) {
    if (ImGui::MenuItem("Analyse this hand", nullptr, false,
                        model.has_deal() || ctx.sweep.has_value())) {
      ctx.analyze_request = true;
    }
    if (ImGui::MenuItem("Cancel the analysis", "Esc", false, ctx.runner.running())) {
      ctx.runner.cancel();
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Settings...")) ctx.show_settings = true;
    ImGui::EndMenu();
  }
  if (!ctx.export_note.empty()) {
    ImGui::Separator();
    ImGui::TextColored(kDimText, "%s", ctx.export_note.c_str());
  }
  if (!ctx.settings_notes.empty()) {
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
    if (ImGui::MenuItem("Settings file had problems (defaults used)")) ctx.show_settings = true;
    ImGui::PopStyleColor();
  }
  ImGui::EndMainMenuBar();
  return height;
}

}  // namespace ui
