#include "graph_panel.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

#include "grade_style.h"
#include "theme.h"
#include "ui/timeline.h"
#include "widgets.h"

namespace ui {
namespace {

// A polyline through the known values; gaps where a value is missing.
void series_line(ImDrawList* dl, const std::vector<std::optional<double>>& values,
                 const auto& to_screen, ImU32 color, float thickness) {
  std::vector<ImVec2> run;
  auto flush = [&] {
    if (run.size() >= 2) {
      dl->AddPolyline(run.data(), static_cast<int>(run.size()), color, 0, thickness);
    } else if (run.size() == 1) {
      dl->AddCircleFilled(run[0], thickness, color);
    }
    run.clear();
  };
  for (std::size_t x = 0; x < values.size(); ++x) {
    if (values[x]) {
      run.push_back(to_screen(static_cast<int>(x), *values[x]));
    } else {
      flush();
    }
  }
  flush();
}

}  // namespace

void GraphPanel::draw(AppContext& ctx, const PanelFrame& frame) {
  begin_panel("##graph", frame, theme::rgba(20, 25, 32));
  ReplayModel& model = ctx.model;
  const Fonts& fonts = *frame.fonts;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (!model.has_deal()) {
    ImGui::End();
    return;
  }
  const EvalSeries e = eval_series(model.deal(), model.analysis(), ctx.eval_mode);

  // The header: the mode switch and a legend.
  ImGui::SetCursorPos(ImVec2(12, 6));
  int mode = ctx.eval_mode == EvalMode::kPoints ? 0 : 1;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(6, 2));
  if (ImGui::RadioButton("Points", mode == 0)) mode = 0;
  ImGui::SameLine();
  if (ImGui::RadioButton("Units", mode == 1)) mode = 1;
  ImGui::PopStyleVar();
  ctx.eval_mode = mode == 0 ? EvalMode::kPoints : EvalMode::kUnits;
  ImGui::SameLine(0, 18);
  if (e.available) {
    ImGui::TextColored(kPlainText, "%s", e.label.c_str());
    ImGui::SameLine(0, 14);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kGold), "sampled");
    ImGui::SameLine(0, 8);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kPartner), "double dummy");
    ImGui::SameLine(0, 8);
    ImGui::TextColored(grade_color_v(solver::Grade::kMistake), "%s key moments",
                       fonts.suit_glyphs ? "\xE2\x97\x8F" : "o");
  } else {
    ImGui::TextColored(kDimText, "%s", e.why.c_str());
  }

  // The plot area.
  const float top = ImGui::GetCursorScreenPos().y + 2;
  const ImVec2 p0(frame.pos.x + 48, top);
  const ImVec2 p1(frame.pos.x + frame.size.x - 16, frame.pos.y + frame.size.y - 8);
  if (p1.y - p0.y < 20 || p1.x - p0.x < 40) {
    ImGui::End();
    return;
  }
  dl->AddRectFilled(p0, p1, theme::rgba(14, 18, 24), 4);
  const int steps = model.steps();
  const double low = e.available ? e.low : 0;
  const double high = e.available && e.high > e.low ? e.high : 1;
  auto to_screen = [&](int x, double y) {
    const float fx = timeline_fraction(x, steps);
    const float fy = static_cast<float>((y - low) / (high - low));
    return ImVec2(p0.x + fx * (p1.x - p0.x), p1.y - std::clamp(fy, 0.0f, 1.0f) * (p1.y - p0.y));
  };
  for (const int b : trick_boundaries(steps, model.deal().num_seats)) {
    const float x = to_screen(b, low).x;
    dl->AddLine(ImVec2(x, p0.y), ImVec2(x, p1.y), theme::rgba(255, 255, 255, 18));
  }
  if (e.available) {
    const ImVec2 l = to_screen(0, e.line);
    dl->AddLine(ImVec2(p0.x, l.y), ImVec2(p1.x, l.y), theme::rgba(255, 255, 255, 70), 1.0f);
    char text[32];
    std::snprintf(text, sizeof text, "%g", e.line);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, l.y - 8), theme::kTextDim, text);
    std::snprintf(text, sizeof text, "%g", high);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, p0.y - 2), theme::kTextDim, text);
    std::snprintf(text, sizeof text, "%g", low);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, p1.y - 14), theme::kTextDim, text);
    series_line(dl, e.dd, to_screen, theme::kPartner, 1.5f);
    series_line(dl, e.sampled, to_screen, theme::kGold, 2.5f);
  }
  // The current position.
  const float cx = to_screen(model.step(), low).x;
  dl->AddLine(ImVec2(cx, p0.y), ImVec2(cx, p1.y), theme::rgba(255, 255, 255, 150), 1.5f);

  // Clicks and drags: the key moment under the mouse, else the nearest position.
  ImGui::SetCursorScreenPos(p0);
  ImGui::InvisibleButton("##plot", ImVec2(p1.x - p0.x, p1.y - p0.y));
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered_moment = -1;
  if (e.available) {
    const auto moments = key_moments(model.analysis());
    for (std::size_t i = 0; i < moments.size(); ++i) {
      const KeyMoment& k = moments[i];
      const auto& v = e.sampled[static_cast<std::size_t>(k.play_index) + 1];
      const ImVec2 c = to_screen(k.play_index + 1, v ? *v : e.line);
      const float r = k.grade == solver::Grade::kBlunder ? 7.0f : 5.5f;
      const bool over = hovered && std::hypot(mouse.x - c.x, mouse.y - c.y) <= r + 4;
      dl->AddCircleFilled(c, over ? r + 2 : r, grade_color(k.grade), 16);
      dl->AddCircle(c, over ? r + 2 : r, theme::rgba(0, 0, 0, 160), 16, 1.5f);
      if (over) {
        hovered_moment = k.play_index;
        const std::string card = card_string(
            model.deal().plays[static_cast<std::size_t>(k.play_index)], fonts, ctx.names());
        ImGui::SetTooltip("%s: %s, %s (costs %.2f stakes)\nClick to go to this decision.",
                          model.deal().player_name(k.mover).c_str(), card.c_str(),
                          std::string(grade_label(k.grade)).c_str(), k.loss);
      }
    }
  }
  if (ImGui::IsItemClicked() && hovered_moment >= 0) {
    model.set_step(hovered_moment);
    on_moment_ = true;  // a click on a dot is not the start of a drag
  } else if (!active) {
    on_moment_ = false;
  } else if (!on_moment_) {
    model.set_step(timeline_step((mouse.x - p0.x) / (p1.x - p0.x), steps));
  }
  ImGui::End();
}

}  // namespace ui
