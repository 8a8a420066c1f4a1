// The Sweep board's evaluation graph: the bottom player's win chance at each turn (issue 41;
// with its band), or his expected final margin in points after each turn (double dummy as the
// line, each mover's own estimate as a dot), the rounds marked,
// zero drawn, the turn on the table as a bar, mistakes and blunders as dots; click or drag to go
// to a turn. And the bar above it: step buttons, the turn slider, the view, the progress.
#include <algorithm>
#include <array>
#include <cfloat>
#include <cstdio>
#include <string>

#include "board.h"
#include "grade_style.h"
#include "plot.h"
#include "sweep/board_panel.h"
#include "sweep/board_text.h"
#include "theme.h"
#include "ui/sweep/analysis.h"
#include "ui/timeline.h"
#include "widgets.h"

namespace ui {

void SweepBoardPanel::draw_graph(AppContext& ctx, const PanelFrame& frame) {
  begin_panel("##sweep_graph", frame, theme::rgba(20, 25, 32));
  SweepBoard& b = *ctx.sweep;
  const Fonts& fonts = *frame.fonts;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  // From the bottom player's side, as the table shows him.
  const int seat = b.seat() >= 0 ? b.seat() : 0;
  const BoardDigest& board = ctx.sweep_board();
  const SweepEvalSeries& e = board.sweep->series;
  const std::array<std::string, 2>& names = board.sweep->names;
  const char* dot = fonts.suit_glyphs ? "\xE2\x97\x8F" : "o";

  ImGui::SetCursorPos(ImVec2(12, 4));
  if (ImGui::RadioButton("Win chance", !margin_view)) margin_view = false;
  if (ImGui::IsItemHovered()) item_tooltip("The chance to score more than the opponent.");
  ImGui::SameLine(0, 8);
  if (ImGui::RadioButton("Margin", margin_view)) margin_view = true;
  if (ImGui::IsItemHovered()) item_tooltip("The expected final margin in points.");
  ImGui::SameLine(0, 14);
  const bool chance = !margin_view;
  ImGui::TextUnformatted(chance ? e.chance_label.c_str() : e.label.c_str());
  ImGui::SameLine(0, 14);
  if (chance) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kPartner),
                       "line: win chance \xC2\xB1 se");
    if (ImGui::IsItemHovered()) {
      item_tooltip(
          "The chance to score more (SW-17) as the player to move could know it: the share of "
          "his sampled deals won with his best action (not calibrated: there are no real Sweep "
          "games), with a band of one standard error.");
    }
  } else {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kPartner), "line: double dummy");
    if (ImGui::IsItemHovered()) item_tooltip("The margin with every card seen.");
    ImGui::SameLine(0, 12);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kGold), "%s mover's estimate", dot);
    if (ImGui::IsItemHovered())
      item_tooltip("What the player to move could expect from what he saw.");
  }

  const std::optional<PlotArea> area = begin_plot(dl, frame);
  if (!area) {
    ImGui::End();
    return;
  }
  const ImVec2 p0 = area->p0;
  const ImVec2 p1 = area->p1;
  const int steps = b.steps();
  const double low = chance ? 0.0 : e.low;
  const double high = chance ? 100.0 : e.high;
  const PlotMap map{p0.x, p1.x, p0.y, p1.y, steps, low, high};
  // Rounds: a line at each round's start, the round's number under it.
  constexpr int kTurnsPerRound = 12;
  for (int r = 0; r * kTurnsPerRound < steps; ++r) {
    const float xa = map.at(r * kTurnsPerRound, 0).x;
    const float xb = map.at(std::min(steps, (r + 1) * kTurnsPerRound), 0).x;
    if (r > 0) dl->AddLine(ImVec2(xa, p0.y), ImVec2(xa, p1.y), theme::rgba(255, 255, 255, 24));
    const std::string num = "round " + std::to_string(r + 1);
    const ImVec2 box = fonts.text->CalcTextSizeA(12, FLT_MAX, 0, num.c_str());
    if (box.x < xb - xa) {
      dl->AddText(fonts.text, 12, ImVec2((xa + xb - box.x) * 0.5f, p1.y + 2), theme::kTextDim,
                  num.c_str());
    }
  }
  // Zero (a tie) or an even chance, and the range's ends.
  char text[32];
  const float zy = map.y_of(chance ? 50.0 : 0.0);
  dl->AddLine(ImVec2(p0.x, zy), ImVec2(p1.x, zy), theme::rgba(255, 255, 255, 70), 1.0f);
  dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, zy - 8), theme::kTextDim,
              chance ? "50" : "0");
  // The ends, where they do not run into the middle's label.
  if (zy - p0.y > 24) {
    std::snprintf(text, sizeof text, chance ? "100%%" : "%+.0f", high);
    dl->AddText(fonts.text, 12, ImVec2(frame.pos.x + 8, p0.y), theme::kTextDim, text);
  }
  if (p1.y - zy > 24) {
    std::snprintf(text, sizeof text, chance ? "0%%" : "%+.0f", low);
    dl->AddText(fonts.text, 12, ImVec2(frame.pos.x + 8, p1.y - 14), theme::kTextDim, text);
  }

  // The turn on the table.
  const float cx = map.at(b.step(), 0).x;
  dl->AddLine(ImVec2(cx, p0.y), ImVec2(cx, p1.y), theme::rgba(244, 196, 64, 110), 2.0f);

  // The double-dummy line, gaps only where the analysis has not arrived; the movers' estimates.
  if (chance) {
    series_band(dl, e.chance_low, e.chance_high, map, theme::rgba(60, 178, 196, 60));
    series_line(dl, e.chance, map, theme::kPartner, 2.0f);
  } else {
    series_line(dl, e.dd, map, theme::kPartner, 2.0f);
    series_dots(dl, e.sampled, map, theme::kGold);
  }
  // Mistakes and blunders: a ring at the position after the turn (the win chance: before it,
  // where the mover's chance is), in the grade's colour.
  for (const KeyMoment& k : board.moments) {
    if (k.play_index < 0 || k.play_index >= steps) continue;
    const auto x = static_cast<std::size_t>(k.play_index) + (chance ? 0 : 1);
    double y = e.dd[x] ? *e.dd[x] : (e.sampled[x] ? *e.sampled[x] : 0.0);
    if (chance) y = x < e.chance.size() && e.chance[x] ? *e.chance[x] : 50.0;
    const ImVec2 at = map.at(static_cast<int>(x), y);
    dl->AddCircle(at, 5.5f, grade_color(k.grade), 12, 2.0f);
  }

  // Click or drag: the turn under the mouse.
  ImGui::SetCursorScreenPos(p0);
  ImGui::InvisibleButton("##sweep_plot", ImVec2(p1.x - p0.x, p1.y - p0.y));
  if (ImGui::IsItemActive() && steps > 0) {
    const float f = (ImGui::GetIO().MousePos.x - p0.x) / (p1.x - p0.x);
    b.set_step(static_cast<int>(std::clamp(f, 0.0f, 1.0f) * static_cast<float>(steps) + 0.5f));
  }
  if (ImGui::IsItemHovered() && steps > 0) {
    const float f = (ImGui::GetIO().MousePos.x - p0.x) / (p1.x - p0.x);
    const int x = static_cast<int>(std::clamp(f, 0.0f, 1.0f) * static_cast<float>(steps) + 0.5f);
    const auto ux = static_cast<std::size_t>(x);
    if (chance && x < steps && ux < e.chance.size() && e.chance[ux]) {
      const SweepMove& m = b.replay().moves()[ux];
      item_tooltip("Turn %d (%s %s): %s's win chance %.0f%% before it, with the mover's best",
                   x + 1, names[static_cast<std::size_t>(m.seat)].c_str(), m.words.c_str(),
                   names[static_cast<std::size_t>(seat)].c_str(), *e.chance[ux]);
    } else if (!chance && x > 0 && e.dd[ux]) {
      const SweepMove& m = b.replay().moves()[ux - 1];
      item_tooltip("After turn %d (%s %s): %s's margin %+.0f with every card seen", x,
                   names[static_cast<std::size_t>(m.seat)].c_str(), m.words.c_str(),
                   names[static_cast<std::size_t>(seat)].c_str(), *e.dd[ux]);
    }
  }
  ImGui::End();
}

void SweepBoardPanel::draw_bar(AppContext& ctx, const PanelFrame& frame) {
  begin_panel("##sweep_bar", frame, theme::rgba(24, 30, 38));
  SweepBoard& b = *ctx.sweep;
  const std::array<std::string, 2>& names = ctx.sweep_board().sweep->names;
  ImGui::SetCursorPos(ImVec2(10, (frame.size.y - ImGui::GetFrameHeight()) * 0.5f));
  auto button = [](const char* label, const char* tip) {
    const bool clicked = ImGui::Button(label);
    if (ImGui::IsItemHovered()) item_tooltip("%s", tip);
    ImGui::SameLine(0, 4);
    return clicked;
  };
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(5, 3));
  if (button("|<", "Start of the hand (Home)")) b.first();
  if (button("<<", "Previous round (Up)")) b.previous_round();
  if (button("<", "Previous turn (Left)")) b.previous();
  if (button(">", "Next turn (Right)")) b.next();
  if (button(">>", "Next round (Down)")) b.next_round();
  if (button(">|", "End of the hand (End)")) b.last();
  ImGui::SameLine(0, 10);
  const bool running = ctx.runner.running();
  // Beside the slider (not under its thumb, issue 42), the turn to play as the side panel
  // names it ("Turn 11: Bob to play"), so the slider and the turn number agree.
  int step = b.step();
  const std::string turn =
      step >= b.steps() ? std::string("Over") : "Turn " + std::to_string(step + 1);
  const float label_w = ImGui::CalcTextSize("Turn 48").x;
  // What follows on the row: the label, the view (10 + 120), the progress (10 + 90) while the
  // analysis runs, and the keys button (8 + its frame).
  const float right = 8 + label_w + 130 + (running ? 100 : 0) + 8 + ImGui::GetFrameHeight() + 4;
  ImGui::SetNextItemWidth(std::max(48.0f, ImGui::GetContentRegionAvail().x - right));
  if (ImGui::SliderInt("##turn", &step, 0, b.steps(), "")) {
    b.set_step(step);
  }
  if (ImGui::IsItemHovered()) {
    item_tooltip("%d of %d turns played (the next is turn %d): drag to go to a turn.", b.step(),
                 b.steps(), std::min(b.step() + 1, b.steps()));
  }
  ImGui::SameLine(0, 8);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(turn.c_str());
  ImGui::SameLine(0, 10);
  ImGui::SetNextItemWidth(120);
  const std::string current = b.seat() < 0 ? std::string("All hands")
                                           : names[static_cast<std::size_t>(b.seat())] + "'s view";
  if (ImGui::BeginCombo("##sweep_view", current.c_str())) {
    if (ImGui::Selectable("All hands", b.seat() < 0)) b.set_seat(-1);
    for (int s = 0; s < 2; ++s) {
      ImGui::PushID(s);
      if (ImGui::Selectable((names[static_cast<std::size_t>(s)] + "'s view").c_str(),
                            b.seat() == s)) {
        b.set_seat(s);
      }
      ImGui::PopID();
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) item_tooltip("Show both hands, or only what one player sees.");
  if (running) {
    ImGui::SameLine(0, 10);
    // As wide as the row leaves beside the keys button, so that "12/48 turns" fits where it can.
    analysis_progress(ctx, std::clamp(ImGui::GetContentRegionAvail().x - 44, 60.0f, 130.0f));
  }
  ImGui::SameLine(0, 8);
  keys_button(ctx);
  ImGui::PopStyleVar();
  ImGui::End();
}

}  // namespace ui
