// The Games screen's Summary tab (archive_panel.h): the chosen player's `schmier report` figures
// over the list's store (ui/games_report.h) beside his accuracy over time as a plot.
#include <algorithm>
#include <cstdio>

#include "archive_panel.h"
#include "grade_style.h"
#include "plot.h"
#include "theme.h"
#include "ui/card_labels.h"
#include "ui/settings.h"
#include "widgets.h"

namespace ui {

namespace {

void accuracy_cell(const std::optional<double>& a) {
  if (a) {
    ImGui::Text("%.1f%%", *a);
  } else {
    ImGui::TextColored(kDimText, "-");
  }
}

// "by role" / "by contract": one row each.
void shares_table(const char* id, const char* what, const std::vector<ReportShare>& shares) {
  if (shares.empty()) return;
  if (!ImGui::BeginTable(id, 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) return;
  ImGui::TableSetupColumn(what, 0, 2.0f);
  ImGui::TableSetupColumn("Games", 0, 1.0f);
  ImGui::TableSetupColumn("Decisions", 0, 1.2f);
  ImGui::TableSetupColumn("Accuracy", 0, 1.2f);
  ImGui::TableHeadersRow();
  for (const ReportShare& s : shares) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    std::string name = s.name;  // the report writes "sauspiel", "declarer"
    if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
      name[0] = static_cast<char>(name[0] - 32);
    ImGui::TextUnformatted(name.c_str());
    ImGui::TableNextColumn();
    ImGui::Text("%d", s.games);
    ImGui::TableNextColumn();
    ImGui::Text("%d", s.decisions);
    ImGui::TableNextColumn();
    accuracy_cell(s.accuracy);
  }
  ImGui::EndTable();
}

// A costly decision: its game and the cards in the player's notation; a click opens the game in
// the board before that play.
void costly_row(AppContext& ctx, const ArchiveList& list, const ReportCostly& c, int id) {
  const std::vector<ArchiveRow>& rows = list.rows();
  std::size_t at = rows.size();
  for (std::size_t i = 0; i < rows.size() && at == rows.size(); ++i) {
    if (rows[i].input == c.input && rows[i].game == c.game && rows[i].log) at = i;
  }
  const bool schafkopf = at < rows.size() && rows[at].schafkopf;
  const CardNames names{
      schafkopf,
      german_suits(ctx.settings.faces, schafkopf ? GameKind::kSchafkopf : GameKind::kSheepshead)};
  char text[320];
  std::snprintf(text, sizeof text, "%s, decision %d: %s, best %s (%s, %.2f stakes)",
                at < rows.size() ? rows[at].label.c_str() : c.input.c_str(), c.decision,
                name_cards(c.played, names, schafkopf).c_str(),
                name_cards(c.best, names, schafkopf).c_str(), c.grade.c_str(), c.loss);
  ImGui::PushID(id);
  ImGui::Bullet();
  if (ImGui::Selectable(text, false) && at < rows.size()) {
    ctx.archive_open_row = at;
    if (c.play_index >= 0) ctx.archive_open_at = c.play_index;
  }
  if (ImGui::IsItemHovered()) item_tooltip("open this game in the board at that decision");
  ImGui::PopID();
}

void report_figures(AppContext& ctx, const ArchiveList& list, const PlayerReport& r) {
  const Fonts& fonts = ctx.fonts;
  ImGui::Text("%d games, %d graded decisions", r.games, r.decisions);
  ImGui::Text("Accuracy ");
  ImGui::SameLine(0, 0);
  if (r.accuracy) {
    ImGui::TextColored(grade_color_v(*r.accuracy >= 90   ? solver::Grade::kBest
                                     : *r.accuracy >= 75 ? solver::Grade::kInaccuracy
                                                         : solver::Grade::kMistake),
                       "%.1f%%", *r.accuracy);
  } else {
    ImGui::TextColored(kDimText, "-");
  }
  ImGui::SameLine(0, 12);
  ImGui::Text("total loss %.2f stakes", r.total_loss);
  std::string counts;
  for (const auto& [g, n] : r.grades) {
    if (n == 0 || g == "not graded") continue;
    counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " " + g;
  }
  if (!counts.empty()) ImGui::TextWrapped("Grades: %s", counts.c_str());
  ImGui::Spacing();
  shares_table("##roles", "Role", r.roles);
  ImGui::Spacing();
  shares_table("##contracts", "Contract", r.contracts);
  if (!r.lessons_missed.empty()) {
    ImGui::Spacing();
    heading(fonts, "Lessons missed most");
    for (const auto& [title, count] : r.lessons_missed) {
      ImGui::BulletText("%s: %d time%s", title.c_str(), count, count == 1 ? "" : "s");
    }
  }
  if (!r.costliest.empty()) {
    ImGui::Spacing();
    heading(fonts, "Costliest decisions");
    int id = 0;
    for (const ReportCostly& c : r.costliest) costly_row(ctx, list, c, id++);
  }
}

// Accuracy per stretch of games (the report's "over time"), 0..100 %, in `frame`.
void accuracy_plot(const PanelFrame& frame, const std::vector<ReportShare>& over_time) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const std::optional<PlotArea> area = begin_plot(dl, frame);
  if (!area) return;
  const int n = static_cast<int>(over_time.size());
  double low = 100;
  for (const ReportShare& s : over_time) {
    if (s.accuracy) low = std::min(low, *s.accuracy);
  }
  // From a round ten below the lowest point (at most 0) to 100.
  low = std::max(0.0, std::min(80.0, 10.0 * static_cast<int>(low / 10) - 10));
  PlotMap map{area->p0.x + 12,
              area->p1.x - 12,
              area->p0.y + 8,
              area->p1.y - 8,
              std::max(1, n - 1),
              low,
              100};
  const ImU32 grid = theme::rgba(60, 70, 82);
  const ImU32 label = ImGui::GetColorU32(kDimText);
  for (double y = low; y <= 100.001; y += 10) {
    const float py = map.y_of(y);
    dl->AddLine(ImVec2(area->p0.x, py), ImVec2(area->p1.x, py), grid);
    char t[16];
    std::snprintf(t, sizeof t, "%.0f%%", y);
    const ImVec2 ts = ImGui::CalcTextSize(t);
    dl->AddText(ImVec2(area->p0.x - ts.x - 6, py - ts.y / 2), label, t);
  }
  std::vector<std::optional<double>> values;
  for (const ReportShare& s : over_time) values.push_back(s.accuracy);
  const ImU32 line = theme::rgba(120, 190, 255);
  if (n == 1 && values[0]) {
    dl->AddCircleFilled(ImVec2((map.x0 + map.x1) / 2, map.y_of(*values[0])), 4, line);
  } else {
    series_line(dl, values, map, line, 2.0f);
    for (int x = 0; x < n; ++x) {
      if (values[static_cast<std::size_t>(x)]) {
        dl->AddCircleFilled(map.at(x, *values[static_cast<std::size_t>(x)]), 3.5f, line);
      }
    }
  }
  // The games of each point under the axis (first, middle and last only, where room is short).
  for (int x = 0; x < n; ++x) {
    if (n > 5 && x != 0 && x != n - 1 && x != n / 2) continue;
    const std::string& t = over_time[static_cast<std::size_t>(x)].name;
    const ImVec2 ts = ImGui::CalcTextSize(t.c_str());
    const float px = n == 1 ? (map.x0 + map.x1) / 2 : map.at(x, low).x;
    dl->AddText(ImVec2(std::clamp(px - ts.x / 2, area->p0.x, area->p1.x - ts.x), area->p1.y + 2),
                label, t.c_str());
  }
}

}  // namespace

void ArchivePanel::draw_summary(AppContext& ctx, const ArchiveList& list) {
  const std::optional<PlayerReport>& r = report_.report();
  if (!r || r->name != player_) {
    ImGui::TextColored(kDimText, "%s",
                       report_.running()           ? "Reading the report..."
                       : report_.problem().empty() ? "No analysed game yet."
                                                   : report_.problem().c_str());
    return;
  }
  const int total = static_cast<int>(list.rows().size());
  if (list.done() < total) {
    ImGui::TextColored(kDimText, "So far: %d of %d games analysed.", list.done(), total);
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool side_by_side = avail.x >= 760;
  const float left_w = side_by_side ? avail.x * 0.48f : avail.x;
  const float left_h = side_by_side ? avail.y : avail.y * 0.55f;
  if (ImGui::BeginChild("##summary_figures", ImVec2(left_w, left_h))) {
    heading(ctx.fonts, ("Report of " + r->name).c_str());
    report_figures(ctx, list, *r);
  }
  ImGui::EndChild();
  if (side_by_side) ImGui::SameLine(0, 16);
  ImGui::BeginGroup();
  heading(ctx.fonts, "Accuracy over time (games in order)");
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const ImVec2 room = ImGui::GetContentRegionAvail();
  accuracy_plot(PanelFrame{&ctx.fonts, ImVec2(pos.x - 8, pos.y), ImVec2(room.x + 8, room.y)},
                r->over_time);
  ImGui::EndGroup();
}

}  // namespace ui
