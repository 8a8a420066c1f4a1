#include "graph_panel.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "grade_style.h"
#include "plot.h"
#include "theme.h"
#include "ui/timeline.h"
#include "widgets.h"

namespace ui {
namespace {

// The players' colours in a hand without sides (a leaster, a Ramsch).
constexpr ImU32 kPlayerColors[] = {theme::rgba(244, 196, 64), theme::rgba(90, 200, 220),
                                   theme::rgba(230, 110, 90), theme::rgba(150, 210, 110),
                                   theme::rgba(190, 140, 230)};

int steps_with_values(const std::vector<std::optional<double>>& v) {
  int n = 0;
  for (const auto& x : v) n += x ? 1 : 0;
  return n;
}

// The legend, item by item as long as it fits on the line (each one's tooltip explains it):
// never a word cut off in a small window; else why there are no values.
void draw_legend(const AppContext& ctx, const EvalSeries& e, const ReplayDeal& deal,
                 const PanelFrame& frame) {
  const char* dot = frame.fonts->suit_glyphs ? "\xE2\x97\x8F" : "o";
  if (e.available) {
    struct Item {
      std::string text;
      ImVec4 color;
      const char* tip;
    };
    std::vector<Item> items;
    items.push_back({e.label, kPlainText, nullptr});
    if (e.per_player) {
      for (const PlayerLine& p : e.players) {
        items.push_back({deal.player_name(p.seat),
                         ImGui::ColorConvertU32ToFloat4(kPlayerColors[p.seat % 5]), nullptr});
      }
    } else {
      items.push_back({"line: double dummy", ImGui::ColorConvertU32ToFloat4(theme::kPartner),
                       "The value with every card visible: one view for the whole hand."});
      items.push_back({std::string(dot) + " mover's estimate",
                       ImGui::ColorConvertU32ToFloat4(theme::kGold),
                       "What the player to move could expect from what he could see."});
    }
    items.push_back({std::string(dot) + " mistakes", grade_color_v(solver::Grade::kMistake),
                     "Mistakes and blunders (the auction's in the band on the left): click one."});
    // Schafkopf's first tricks are valued in units only (solver/ANALYSIS.md §9): say where the
    // points line starts instead of leaving a silent gap.
    if (ctx.eval_mode == EvalMode::kPoints && !e.per_player && steps_with_values(e.dd) > 0 &&
        !e.dd[1] && deal.game == GameKind::kSchafkopf) {
      items.push_back({"(first tricks: see Units)", kDimText,
                       "The first tricks of a Schafkopf hand are valued in units only."});
    }
    const float right = frame.pos.x + frame.size.x - 12;
    bool first = true;
    for (const Item& it : items) {
      const float w = ImGui::CalcTextSize(it.text.c_str()).x;
      if (!first) ImGui::SameLine(0, 12);
      if (ImGui::GetCursorScreenPos().x + w > right) {
        ImGui::NewLine();
        break;
      }
      ImGui::TextColored(it.color, "%s", it.text.c_str());
      if (it.tip && ImGui::IsItemHovered()) item_tooltip("%s", it.tip);
      first = false;
    }
  } else {
    ImGui::TextColored(kDimText, "%s", e.why.c_str());
  }
}

// The trick boundaries, the trick numbers under each trick, the winning line, the range's ends
// and the series.
void draw_axes_and_series(ImDrawList* dl, const EvalSeries& e, const ReplayDeal& deal,
                          const PanelFrame& frame, const PlotArea& area, const PlotMap& map) {
  const Fonts& fonts = *frame.fonts;
  const ImVec2 p0 = area.p0;
  const ImVec2 p1 = area.p1;
  const int steps = map.steps;
  const double low = map.low;
  const double high = map.high;
  // Trick boundaries and the trick numbers under each trick.
  const int n = std::max(1, deal.num_seats);
  for (const int b : trick_boundaries(steps, n)) {
    const float x = map.at(b, low).x;
    dl->AddLine(ImVec2(x, p0.y), ImVec2(x, p1.y), theme::rgba(255, 255, 255, 18));
  }
  for (int t = 0; t * n < steps; ++t) {
    const float xa = map.at(t * n, low).x;
    const float xb = map.at(std::min(steps, (t + 1) * n), low).x;
    const std::string num = std::to_string(t + 1);
    const ImVec2 box = fonts.text->CalcTextSizeA(12, FLT_MAX, 0, num.c_str());
    dl->AddText(fonts.text, 12, ImVec2((xa + xb - box.x) * 0.5f, p1.y + 2), theme::kTextDim,
                num.c_str());
  }
  if (steps > 0) {
    dl->AddText(fonts.text, 12, ImVec2(frame.pos.x + 6, p1.y + 2), theme::kTextDim, "trick");
  }
  if (e.available) {
    char text[32];
    if (e.has_line) {
      const float ly = map.y_of(e.line);
      dl->AddLine(ImVec2(p0.x, ly), ImVec2(p1.x, ly), theme::rgba(255, 255, 255, 70), 1.0f);
      std::snprintf(text, sizeof text, "%g", e.line);
      dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, ly - 8), theme::kTextDim, text);
    }
    std::snprintf(text, sizeof text, "%g", high);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, p0.y - 2), theme::kTextDim, text);
    std::snprintf(text, sizeof text, "%g", low);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, p1.y - 14), theme::kTextDim, text);
    if (e.per_player) {
      for (const PlayerLine& p : e.players) {
        series_line(dl, p.values, map, kPlayerColors[p.seat % 5], 2.0f);
      }
    } else {
      series_line(dl, e.dd, map, theme::kPartner, 2.5f);
      series_dots(dl, e.sampled, map, theme::kGold);
    }
  }
}

// The mistakes and blunders as dots (the auction's in its band), the other auction decisions as
// small dots; returns the position of the one under the mouse (-1: none), with its tooltip.
int draw_moments(const AppContext& ctx, const EvalSeries& e, const std::vector<KeyMoment>& moments,
                 const std::vector<const solver::DecisionAnalysis*>& auction, const PlotArea& area,
                 float band, const PlotMap& map, bool hovered) {
  const ReplayModel& model = ctx.model;
  const ReplayDeal& deal = model.deal();
  const Fonts& fonts = ctx.fonts;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p0 = area.p0;
  const double low = map.low;
  const double high = map.high;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered_step = -1;
  // Where a decision's dot sits: an auction decision in the band, a card after its play.
  auto place = [&](int play_index, int decision) {
    if (play_index < 0) {
      std::size_t k = 0;
      while (k < auction.size() && auction[k]->index != decision) ++k;
      const float fx = (static_cast<float>(k) + 0.5f) /
                       static_cast<float>(std::max<std::size_t>(1, auction.size()));
      const double y = e.dd[0] ? *e.dd[0] : (e.has_line ? e.line : (low + high) / 2);
      return ImVec2(p0.x + fx * band, map.y_of(y));
    }
    std::optional<double> v =
        e.per_player ? std::nullopt : e.dd[static_cast<std::size_t>(play_index) + 1];
    if (!v && !e.per_player) v = e.sampled[static_cast<std::size_t>(play_index) + 1];
    return map.at(play_index + 1, v ? *v : (e.has_line ? e.line : (low + high) / 2));
  };
  for (const auto* d : auction) {
    if (d->complete && !is_key_grade(d->grade)) {
      dl->AddCircleFilled(place(-1, d->index), 3.0f, grade_color(d->grade), 10);
    }
  }
  for (const KeyMoment& k : moments) {
    if (ctx.guess.on && k.play_index >= model.step()) continue;
    const ImVec2 c = place(k.play_index, k.decision);
    const float r = k.grade == solver::Grade::kBlunder ? 7.0f : 5.5f;
    const bool over = hovered && std::hypot(mouse.x - c.x, mouse.y - c.y) <= r + 4;
    dl->AddCircleFilled(c, over ? r + 2 : r, grade_color(k.grade), 16);
    dl->AddCircle(c, over ? r + 2 : r, theme::rgba(0, 0, 0, 160), 16, 1.5f);
    if (over) {
      hovered_step = std::max(0, k.play_index);
      std::string what;
      if (k.play_index >= 0) {
        what = card_string(deal.plays[static_cast<std::size_t>(k.play_index)], fonts, ctx.names());
      } else if (const auto* d = model.analysis().decision(k.decision)) {
        what = choice_text(d->played, ctx.names());
      }
      rect_tooltip(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r),
                   "%s: %s, %s (costs %.2f stakes)\nClick to go to this decision.",
                   deal.player_name(k.mover).c_str(), what.c_str(),
                   grade_words(k.grade, k.settled, k.grade_low, k.grade_high).c_str(), k.loss);
    }
  }
  return hovered_step;
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
  const ReplayDeal& deal = model.deal();
  // The series (with guessing, nothing after the position on the table) from the board.
  const BoardDigest& board = ctx.board();
  const EvalSeries& e = board.trick->series;
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
  draw_legend(ctx, e, deal, frame);

  // The plot area: the auction's band on the left (when it was analysed), then the plays; the
  // trick numbers under it.
  const auto& auction = board.trick->auction;
  const std::optional<PlotArea> area = begin_plot(dl, frame);
  if (!area) {
    ImGui::End();
    return;
  }
  const ImVec2 p0 = area->p0;
  const ImVec2 p1 = area->p1;
  const float band = auction.empty() ? 0.0f
                                     : std::min((p1.x - p0.x) * 0.18f,
                                                14.0f * static_cast<float>(auction.size()) + 10);
  const float px0 = p0.x + band;
  if (band > 0) {
    dl->AddRectFilled(p0, ImVec2(px0, p1.y), theme::rgba(26, 30, 40), 4);
    const char* a_label = band > 60 ? "auction" : "A";
    const ImVec2 box = fonts.text->CalcTextSizeA(12, FLT_MAX, 0, a_label);
    dl->AddText(fonts.text, 12, ImVec2(p0.x + (band - box.x) * 0.5f, p1.y + 2), theme::kTextDim,
                a_label);
  }
  const int steps = model.steps();
  const double low = e.available ? e.low : 0;
  const double high = e.available && e.high > e.low ? e.high : 1;
  const PlotMap map{px0, p1.x, p0.y, p1.y, steps, low, high};
  draw_axes_and_series(dl, e, deal, frame, *area, map);
  // The current position.
  const float cx = map.at(model.step(), low).x;
  dl->AddLine(ImVec2(cx, p0.y), ImVec2(cx, p1.y), theme::rgba(255, 255, 255, 150), 1.5f);

  // Clicks and drags: the key moment under the mouse, else the nearest position.
  ImGui::SetCursorScreenPos(p0);
  ImGui::InvisibleButton("##plot", ImVec2(p1.x - p0.x, p1.y - p0.y));
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered_step = -1;
  if (e.available) {
    hovered_step = draw_moments(ctx, e, board.moments, auction, *area, band, map, hovered);
  }
  if (ImGui::IsItemClicked() && hovered_step >= 0) {
    model.set_step(hovered_step);
    on_moment_ = true;  // a click on a dot is not the start of a drag
  } else if (!active) {
    on_moment_ = false;
  } else if (!on_moment_) {
    const float fx = (mouse.x - px0) / std::max(1.0f, p1.x - px0);
    model.set_step(timeline_step(std::max(0.0f, fx), steps));
  }
  ImGui::End();
}

}  // namespace ui
