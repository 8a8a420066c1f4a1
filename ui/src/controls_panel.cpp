#include "controls_panel.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include <GLFW/glfw3.h>

#include "board.h"
#include "grade_style.h"
#include "theme.h"
#include "ui/hand_review.h"
#include "ui/timeline.h"
#include "widgets.h"

namespace ui {
namespace {

// The timeline: a track with a slot per play, grade marks under analysed plays, ticks at trick
// boundaries and a handle at the current step. Click or drag to move.
void timeline(AppContext& ctx, float width) {
  ReplayModel& model = ctx.model;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float h = ImGui::GetFrameHeight();
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("##timeline", ImVec2(width, h));
  const int steps = model.steps();
  const float pad = 8;
  const float x0 = p0.x + pad;
  const float x1 = p0.x + width - pad;
  if (ImGui::IsItemActive() && steps > 0) {
    model.set_step(timeline_step((ImGui::GetIO().MousePos.x - x0) / (x1 - x0), steps));
  }
  const bool hovered = ImGui::IsItemHovered();
  const float cy = p0.y + h * 0.5f;
  dl->AddRectFilled(ImVec2(x0, cy - 3), ImVec2(x1, cy + 3), theme::rgba(50, 60, 72), 3);
  const auto x_of = [&](int s) { return x0 + timeline_fraction(s, steps) * (x1 - x0); };
  dl->AddRectFilled(ImVec2(x0, cy - 3), ImVec2(x_of(model.step()), cy + 3),
                    theme::rgba(60, 140, 95), 3);
  // Grades: a mark per analysed play, between its position and the next.
  const HandAnalysisState& a = model.analysis();
  // Guessing: the grades of the decisions still to come stay hidden.
  const int shown = ctx.guess.on ? model.step() : steps;
  for (int i = 0; i < shown; ++i) {
    const auto* d = a.play_decision(i);
    if (!d || !d->complete) continue;
    const float l = x_of(i) + 1;
    const float r = std::max(l + 2, x_of(i + 1) - 1);
    // The verdict's colour (solver/verdict.h); a mistake or blunder it shows stands taller.
    const solver::Grade tone = verdict_tone(d->grade, d->settled, d->grade_low, d->grade_high);
    const bool key = is_key_grade(tone);
    dl->AddRectFilled(ImVec2(l, cy + 5), ImVec2(r, cy + (key ? 12.0f : 9.0f)), grade_color(tone),
                      1);
  }
  for (const int b : trick_boundaries(steps, model.deal().num_seats)) {
    const float x = x_of(b);
    dl->AddLine(ImVec2(x, cy - 8), ImVec2(x, cy - 3), theme::rgba(200, 210, 220, 150), 1.0f);
  }
  const float hx = x_of(model.step());
  dl->AddCircleFilled(ImVec2(hx, cy), 7, theme::kGold, 16);
  dl->AddCircle(ImVec2(hx, cy), 7, theme::rgba(40, 28, 0), 16, 1.5f);
  if (hovered && steps > 0) {
    const int s = timeline_step((ImGui::GetIO().MousePos.x - x0) / (x1 - x0), steps);
    const int n = model.deal().num_seats;
    item_tooltip("After %d of %d cards (trick %d). Click or drag to go there.", s, steps,
                 std::min(s / n + 1, model.deal().cards_per_seat()));
  }
}

// What fits the bar: in a narrow window Open (Ctrl+O, the File menu), the first/last buttons
// (Home/End), the trick buttons (Up/Down) and the counter give way in that order, so that
// nothing is cut off; the view's box narrows last.
struct BarFit {
  float view_w = 140;
  bool show_open = true;
  bool show_ends = true;
  bool show_tricks = true;
  bool show_counter = true;
};
constexpr float kButton = 38.0f;

BarFit fit_bar(const AppContext& ctx, float avail) {
  const float button = kButton;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float last_w = ImGui::CalcTextSize("Last trick").x + style.FramePadding.x * 2;
  const float counter_need = ImGui::CalcTextSize("000 / 000").x + 12;
  const float open_need = ImGui::CalcTextSize("Open...").x + 20 + 12;
  const float progress_need = ctx.runner.running() ? 112.0f : 0.0f;
  const float core = 2 * (button + 3) + 8 + 2 * (button + 3) + 8 + last_w + 8 + 80 +
                     ImGui::GetFrameHeight() + 8 + style.WindowPadding.x * 2 + progress_need;
  BarFit f;
  float& view_w = f.view_w;
  bool& show_open = f.show_open;
  bool& show_ends = f.show_ends;
  bool& show_tricks = f.show_tricks;
  bool& show_counter = f.show_counter;
  auto need = [&] {
    return core + (show_open ? open_need : 0) + (show_ends ? 2 * (button + 3) : 0) +
           (show_tricks ? 2 * (button + 3) : 0) + (show_counter ? counter_need : 0) + view_w + 12;
  };
  if (need() > avail) show_open = false;
  if (need() > avail) show_ends = false;
  if (need() > avail) show_tricks = false;
  if (need() > avail) show_counter = false;
  if (need() > avail) view_w = std::max(90.0f, view_w - (need() - avail));
  return f;
}

// First/last card, previous/next trick, previous/next card (those that fit).
void step_buttons(ReplayModel& model, const BarFit& fit, bool glyphs) {
  const float button = kButton;
  const bool show_ends = fit.show_ends;
  const bool show_tricks = fit.show_tricks;
  struct StepButton {
    const char* icon;
    const char* ascii;
    const char* tip;
    void (ReplayModel::*action)();
  };
  static constexpr StepButton kButtons[] = {
      {"\xE2\x97\x80\xE2\x97\x80", "|<", "First card (Home)", &ReplayModel::first},
      {"\xE2\x96\xB2", "<<", "Previous trick (Up)", &ReplayModel::previous_trick},
      {"\xE2\x97\x80", "<", "Previous card (Left)", &ReplayModel::previous},
      {"\xE2\x96\xB6", ">", "Next card (Right)", &ReplayModel::next},
      {"\xE2\x96\xBC", ">>", "Next trick (Down)", &ReplayModel::next_trick},
      {"\xE2\x96\xB6\xE2\x96\xB6", ">|", "Last card (End)", &ReplayModel::last},
  };
  for (const StepButton& b : kButtons) {
    if (!show_ends && (b.action == &ReplayModel::first || b.action == &ReplayModel::last)) {
      continue;
    }
    if (!show_tricks &&
        (b.action == &ReplayModel::previous_trick || b.action == &ReplayModel::next_trick)) {
      continue;
    }
    ImGui::PushID(b.tip);
    if (ImGui::Button(glyphs ? b.icon : b.ascii, ImVec2(button, 0))) (model.*b.action)();
    if (ImGui::IsItemHovered()) item_tooltip("%s", b.tip);
    ImGui::PopID();
    ImGui::SameLine(0, 3);
  }
}

// The mistakes: the previous and next key moment (P / N), and the last trick (L).
void mistake_buttons(AppContext& ctx, bool glyphs) {
  ReplayModel& model = ctx.model;
  const bool has = model.has_deal();
  const float button = kButton;
  const int prev_key = has ? ctx.board().trick->previous_key : -1;
  const int next_key = has ? ctx.board().trick->next_key : -1;
  ImGui::SameLine(0, 8);
  ImGui::BeginDisabled(prev_key < 0);
  if (ImGui::Button(glyphs ? "\xE2\x97\x80!" : "<!", ImVec2(button, 0))) model.set_step(prev_key);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    item_tooltip("Previous mistake or blunder (P)");
  }
  ImGui::SameLine(0, 3);
  ImGui::BeginDisabled(next_key < 0);
  if (ImGui::Button(glyphs ? "!\xE2\x96\xB6" : "!>", ImVec2(button, 0))) model.set_step(next_key);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    item_tooltip("Next mistake or blunder (N)");
  }
  ImGui::SameLine(0, 8);
  const bool any_trick = has && ctx.board().trick->table.last_trick() != nullptr;
  ImGui::BeginDisabled(!any_trick);
  const bool back = ctx.show_last_trick && any_trick;
  if (back) ImGui::PushStyleColor(ImGuiCol_Button, theme::kPlateActive);
  if (ImGui::Button("Last trick")) ctx.show_last_trick = !ctx.show_last_trick;
  if (back) ImGui::PopStyleColor();
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    item_tooltip(back ? "Back to the trick in play (L)" : "Show the last completed trick (L)");
  }
  ImGui::SameLine(0, 8);
}

// All hands or one seat's view.
void view_combo(AppContext& ctx, float view_w) {
  ReplayModel& model = ctx.model;
  const bool has = model.has_deal();
  std::string current = "All hands";
  if (has && !model.perspective().show_all) {
    current = possessive(model.deal().player_name(model.perspective().seat)) + " view";
  }
  ImGui::SetNextItemWidth(view_w);
  ImGui::BeginDisabled(!has);
  if (ImGui::BeginCombo("##view", current.c_str())) {
    if (ImGui::Selectable("All hands", model.perspective().show_all)) show_all_hands(ctx);
    if (has) {
      seat_view_items(
          ctx, [](const char* label, bool selected) { return ImGui::Selectable(label, selected); });
    }
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    item_tooltip("Show every hand, or only what one player sees (the others face down).");
  }
}

// The analysis' progress (click: cancel), Open and the keys button.
void progress_open_keys(AppContext& ctx, bool show_open, bool running, float progress_w) {
  if (running) {
    ImGui::SameLine(0, 12);
    analysis_progress(ctx, progress_w);
  }
  if (show_open) {
    ImGui::SameLine(0, 12);
    if (ImGui::Button("Open...")) ctx.show_browser = true;
    if (ImGui::IsItemHovered()) item_tooltip("Open a deal log (Ctrl+O)");
  }
  ImGui::SameLine(0, 8);
  keys_button(ctx);
}

}  // namespace

bool ControlsPanel::shared_keys(AppContext& ctx) {
  const ImGuiIO& io = ImGui::GetIO();
  auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); };
  if (io.KeyCtrl && ImGui::IsKeyPressed('O', false)) ctx.show_browser = true;
  if (io.KeyCtrl && ImGui::IsKeyPressed('Q', false)) ctx.quit_request = true;
  if (io.WantTextInput || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return false;
  // The key overlay: "?" (whatever the layout puts it on) or F1; Esc closes it first.
  bool help = ImGui::IsKeyPressed(GLFW_KEY_F1, false);
  for (const ImWchar c : io.InputQueueCharacters) help = help || c == '?';
  if (help) ctx.show_keys = !ctx.show_keys;
  if (pressed(ImGuiKey_Escape) && ctx.show_keys) {
    ctx.show_keys = false;
  } else if (pressed(ImGuiKey_Escape) && ctx.runner.running()) {
    ctx.runner.cancel();
  }
  // Keys step the replay unless another window (the file browser) has the focus.
  return !(ImGui::IsWindowFocused(ImGuiFocusedFlags_AnyWindow) && ctx.show_browser);
}

void ControlsPanel::handle_keys(AppContext& ctx) {
  ReplayModel& model = ctx.model;
  const ImGuiIO& io = ImGui::GetIO();
  auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); };
  if (io.KeyCtrl && ImGui::IsKeyPressed('S', false) && model.has_deal()) ctx.export_request = true;
  if (!shared_keys(ctx)) return;
  if (pressed(ImGuiKey_LeftArrow)) model.previous();
  if (pressed(ImGuiKey_RightArrow)) model.next();
  if (pressed(ImGuiKey_Home)) model.first();
  if (pressed(ImGuiKey_End)) model.last();
  if (pressed(ImGuiKey_UpArrow)) model.previous_trick();
  if (pressed(ImGuiKey_DownArrow)) model.next_trick();
  if (!model.has_deal()) return;
  if (ImGui::IsKeyPressed(GLFW_KEY_L, false) && !io.KeyCtrl)
    ctx.show_last_trick = !ctx.show_last_trick;
  if (ImGui::IsKeyPressed(GLFW_KEY_G, false) && !io.KeyCtrl) ctx.guess.on = !ctx.guess.on;
  if (ImGui::IsKeyPressed(GLFW_KEY_B, false) && !io.KeyCtrl) {
    ctx.show_best_line = !ctx.show_best_line;
  }
  const bool next = ImGui::IsKeyPressed(GLFW_KEY_N, true) && !io.KeyCtrl;
  const bool prev = ImGui::IsKeyPressed(GLFW_KEY_P, true) && !io.KeyCtrl;
  if (next || prev) {
    const TrickBoardParts& board = *ctx.board().trick;
    const int s = next ? board.next_key : board.previous_key;
    if (s >= 0) model.set_step(s);
  }
}

void ControlsPanel::draw(AppContext& ctx, const PanelFrame& frame) {
  ReplayModel& model = ctx.model;
  begin_panel("##controls", frame, theme::rgba(20, 25, 32));
  const Fonts& fonts = *frame.fonts;
  const bool glyphs = fonts.suit_glyphs;
  const bool has = model.has_deal();
  ImGui::SetCursorPosY((frame.size.y - ImGui::GetFrameHeight()) * 0.5f);
  const BarFit fit = fit_bar(ctx, frame.size.x);
  const float view_w = fit.view_w;
  const bool show_open = fit.show_open;
  const bool show_counter = fit.show_counter;

  ImGui::BeginDisabled(!has);
  step_buttons(model, fit, glyphs);
  mistake_buttons(ctx, glyphs);

  // What follows the timeline, measured so that the timeline takes the rest.
  char counter[32];
  std::snprintf(counter, sizeof counter, "%d / %d", model.step(), model.steps());
  const float counter_w = ImGui::CalcTextSize("000 / 000").x;
  const bool running = ctx.runner.running();
  const float progress_w = running ? 100.0f : 0.0f;
  const float open_w =
      (show_open ? ImGui::CalcTextSize("Open...").x + 20 : 0.0f) + ImGui::GetFrameHeight() + 8;
  const float others = (show_counter ? counter_w + 12 : 0.0f) + view_w + 12 +
                       (running ? progress_w + 12 : 0) + open_w + ImGui::GetStyle().WindowPadding.x;
  const float width = std::max(80.0f, ImGui::GetContentRegionAvail().x - others);
  if (has) {
    timeline(ctx, width);
  } else {
    ImGui::Dummy(ImVec2(width, ImGui::GetFrameHeight()));
  }
  if (show_counter) {
    ImGui::SameLine(0, 12);
    ImGui::TextUnformatted(counter);
    if (ImGui::IsItemHovered()) item_tooltip("Cards played of the hand's cards");
  }
  ImGui::EndDisabled();

  ImGui::SameLine(0, 12);
  view_combo(ctx, view_w);
  progress_open_keys(ctx, show_open, running, progress_w);
  ImGui::End();
}

}  // namespace ui
