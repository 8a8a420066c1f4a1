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
    } else if (e.chance) {
      items.push_back({"line: win chance \xC2\xB1 se",
                       ImGui::ColorConvertU32ToFloat4(theme::kPartner),
                       "The side's chance to win as the player to move could know it (his "
                       "sampled deals, calibrated on real games: solver/ANALYSIS.md, Win "
                       "chance), with a band of one standard error; the end is the result."});
    } else {
      items.push_back({"line: double dummy", ImGui::ColorConvertU32ToFloat4(theme::kPartner),
                       "The value with every card visible: one view for the whole hand."});
      items.push_back({std::string(dot) + " mover's estimate",
                       ImGui::ColorConvertU32ToFloat4(theme::kGold),
                       "What the player to move could expect from what he could see."});
    }
    items.push_back({std::string(dot) + " mistakes", grade_color_v(solver::Grade::kMistake),
                     "Mistakes and blunders (the auction's in the band on the left): click one."});
    if (!e.swings.empty()) {
      items.push_back(
          {std::string(frame.fonts->suit_glyphs ? "\xE2\x96\xB2\xE2\x96\xBC" : "^v") + " swings",
           kPlainText,
           "A card that changed the double-dummy result (every card visible): up "
           "when the side gained, down when it lost. Click one to go to that card."});
    }
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

// Each player's name at the end of his line (a leaster, a Ramsch), pushed apart so that no two
// overlap.
void end_labels(ImDrawList* dl, const EvalSeries& e, const ReplayDeal& deal, const Fonts& fonts,
                const PlotMap& map) {
  struct Label {
    float y;
    float x;
    int seat;
  };
  std::vector<Label> labels;
  for (const PlayerLine& p : e.players) {
    for (std::size_t x = p.values.size(); x-- > 0;) {
      if (p.values[x]) {
        const ImVec2 at = map.at(static_cast<int>(x), *p.values[x]);
        labels.push_back({at.y - 7, at.x, p.seat});
        break;
      }
    }
  }
  std::sort(labels.begin(), labels.end(), [](const Label& a, const Label& b) { return a.y < b.y; });
  for (std::size_t i = 1; i < labels.size(); ++i) {
    labels[i].y = std::max(labels[i].y, labels[i - 1].y + 13);
  }
  // ... and kept inside the plot: pushed up from the bottom edge, then down from the top.
  float limit = map.y1 - 13;
  for (std::size_t i = labels.size(); i-- > 0;) {
    labels[i].y = std::min(labels[i].y, limit);
    limit = labels[i].y - 13;
  }
  for (Label& l : labels) l.y = std::max(l.y, map.y0);
  for (const Label& l : labels) {
    const std::string name = deal.player_name(l.seat);
    const ImVec2 box = fonts.text->CalcTextSizeA(12, FLT_MAX, 0, name.c_str());
    const float x = std::max(map.x0, l.x - box.x - 4);
    dl->AddRectFilled(ImVec2(x - 2, l.y), ImVec2(x + box.x + 2, l.y + box.y),
                      theme::rgba(20, 25, 32, 200), 2);
    dl->AddText(fonts.text, 12, ImVec2(x, l.y), kPlayerColors[l.seat % 5], name.c_str());
  }
}

// The cards that swung the double-dummy result, as triangles along the top edge (up: the
// fixed side gained; down: it lost; a hand without sides: down, the mover lost), each over its
// card; returns the position of the one under the mouse (-1: none), with its tooltip.
int draw_swings(const AppContext& ctx, const EvalSeries& e, const PlotArea& area,
                const PlotMap& map, bool hovered) {
  const ReplayDeal& deal = ctx.model.deal();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  int hovered_step = -1;
  for (const DdSwing& w : e.swings) {
    if (ctx.guess.on && w.play_index >= ctx.model.step()) continue;
    const float x = map.at(w.play_index + 1, map.low).x;
    const float r = std::abs(w.after - w.before) >= 2 ? 6.0f : 4.5f;
    const float cy = area.p0.y + r + 2;
    const bool over = hovered && std::abs(mouse.x - x) <= r + 3 && std::abs(mouse.y - cy) <= r + 4;
    const ImU32 col = over ? theme::kText : theme::rgba(238, 238, 232, 190);
    dl->AddLine(ImVec2(x, cy + r), ImVec2(x, area.p1.y), theme::rgba(238, 238, 232, 40), 1.0f);
    if (w.for_side && !e.per_player) {
      dl->AddTriangleFilled(ImVec2(x, cy - r), ImVec2(x - r, cy + r), ImVec2(x + r, cy + r), col);
    } else {
      dl->AddTriangleFilled(ImVec2(x - r, cy - r), ImVec2(x + r, cy - r), ImVec2(x, cy + r), col);
    }
    if (!over) continue;
    hovered_step = w.play_index;
    const std::string card =
        card_string(deal.plays[static_cast<std::size_t>(w.play_index)], ctx.fonts, ctx.names());
    const std::string whose =
        e.per_player ? deal.player_name(w.mover) : e.label.substr(0, e.label.find(':'));
    rect_tooltip(ImVec2(x - r, cy - r), ImVec2(x + r, cy + r),
                 "%s: %s. Double dummy (every card visible), %s: %+g units with the best card, "
                 "%+g after this one.\nClick to go to this card.",
                 deal.player_name(w.mover).c_str(), card.c_str(), whose.c_str(), w.before, w.after);
  }
  return hovered_step;
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
    const char* unit = e.chance ? "%" : "";
    std::snprintf(text, sizeof text, "%g%s", high, unit);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, p0.y - 2), theme::kTextDim, text);
    std::snprintf(text, sizeof text, "%g%s", low, unit);
    dl->AddText(fonts.text, 13, ImVec2(frame.pos.x + 8, p1.y - 14), theme::kTextDim, text);
    if (e.per_player) {
      for (const PlayerLine& p : e.players) {
        series_line(dl, p.values, map, kPlayerColors[p.seat % 5], 2.0f);
      }
      end_labels(dl, e, deal, fonts, map);
    } else {
      if (e.chance) series_band(dl, e.band_low, e.band_high, map, theme::rgba(60, 178, 196, 60));
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
    const solver::Grade tone = verdict_tone(d->grade, d->settled, d->grade_low, d->grade_high);
    if (d->complete && !is_key_grade(tone)) {
      dl->AddCircleFilled(place(-1, d->index), 3.0f, grade_color(tone), 10);
    }
  }
  for (const KeyMoment& k : moments) {
    if (ctx.guess.on && k.play_index >= model.step()) continue;
    const ImVec2 c = place(k.play_index, k.decision);
    const solver::Grade tone = verdict_tone(k.grade, k.settled, k.grade_low, k.grade_high);
    const float r = tone == solver::Grade::kBlunder ? 7.0f : 5.5f;
    const bool over = hovered && std::hypot(mouse.x - c.x, mouse.y - c.y) <= r + 4;
    dl->AddCircleFilled(c, over ? r + 2 : r, grade_color(tone), 16);
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
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(6, 2));
  if (ImGui::RadioButton("Win chance", ctx.eval_mode == EvalMode::kChance)) {
    ctx.eval_mode = EvalMode::kChance;
  }
  ImGui::SameLine();
  if (ImGui::RadioButton("Points", ctx.eval_mode == EvalMode::kPoints)) {
    ctx.eval_mode = EvalMode::kPoints;
  }
  ImGui::SameLine();
  if (ImGui::RadioButton("Units", ctx.eval_mode == EvalMode::kUnits)) {
    ctx.eval_mode = EvalMode::kUnits;
  }
  ImGui::PopStyleVar();
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
    // Named where the word fits; a narrow band says what it is in its tooltip (below), not with
    // a bare "A".
    const ImVec2 box = fonts.text->CalcTextSizeA(12, FLT_MAX, 0, "auction");
    if (box.x + 4 <= band) {
      dl->AddText(fonts.text, 12, ImVec2(p0.x + (band - box.x) * 0.5f, p1.y + 2), theme::kTextDim,
                  "auction");
    }
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
    const int on_swing = draw_swings(ctx, e, *area, map, hovered);
    if (hovered_step < 0) hovered_step = on_swing;
  }
  if (hovered && hovered_step < 0 && band > 0 && mouse.x < px0) {
    item_tooltip(
        "The auction: each dot is a decision before the first card (pick, bury and call; "
        "bids, Kontra and Re), in its grade's colour.");
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
