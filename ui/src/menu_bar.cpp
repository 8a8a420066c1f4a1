#include "menu_bar.h"

#include <string>

#include "board.h"
#include "practice_face.h"
#include "trick_practice_controller.h"
#include "widgets.h"

namespace ui {
namespace {

// The Practice menu's way between the practice screens and the analyzer: from the screens on
// show back to the analyzer, else back to each face's game, while that game goes on.
void practice_way_back(AppContext& ctx) {
  for (PracticeFace* f : ctx.practice_faces) {
    if (!f->on_screen(ctx)) continue;
    if (ImGui::MenuItem("Back to the analyzer")) f->on_screen(ctx) = false;
    return;
  }
  for (PracticeFace* f : ctx.practice_faces) {
    if (ImGui::MenuItem(f->back_label().c_str(), nullptr, false, f->controller().active())) {
      f->on_screen(ctx) = true;
    }
  }
}

}  // namespace

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
    if (ImGui::MenuItem("Best line", "B", ctx.show_best_line, model.has_deal())) {
      ctx.show_best_line = !ctx.show_best_line;
    }
    if (ImGui::MenuItem("Last trick", "L", ctx.show_last_trick, model.has_deal())) {
      ctx.show_last_trick = !ctx.show_last_trick;
    }
    if (ImGui::MenuItem("Keys", "? / F1", ctx.show_keys)) ctx.show_keys = !ctx.show_keys;
    ImGui::Separator();
    if (ImGui::MenuItem("Graph of the win chance", nullptr, ctx.eval_mode == EvalMode::kChance)) {
      ctx.eval_mode = EvalMode::kChance;
    }
    if (ImGui::MenuItem("Graph in card points", nullptr, ctx.eval_mode == EvalMode::kPoints)) {
      ctx.eval_mode = EvalMode::kPoints;
    }
    if (ImGui::MenuItem("Graph in units", nullptr, ctx.eval_mode == EvalMode::kUnits)) {
      ctx.eval_mode = EvalMode::kUnits;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Practice")) {
    for (PracticeFace* f : ctx.practice_faces) {
      f->draw_menu(ctx);
      ImGui::Separator();
    }
    practice_way_back(ctx);
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
  // A game opened from the Games list: the way back to the list (also Backspace).
  // The Games list on screen: the way to the board.
  // (Not to the demo hand behind a list the app was started on.)
  const bool to_board = model.has_deal() && (ctx.games_back || !ctx.games_at_start);
  if (!ctx.practice_mode && (ctx.show_archive ? to_board : ctx.games_back)) {
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
    if (ImGui::MenuItem(ctx.show_archive ? "Board >" : "< Back to the games")) {
      ctx.show_archive = !ctx.show_archive;
    }
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) {
      item_tooltip(ctx.show_archive ? "the board, as it was"
                                    : "back to the Games list (Backspace)");
    }
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
