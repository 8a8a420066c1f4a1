#include "archive_panel.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "grade_style.h"
#include "theme.h"
#include "trick_practice_controller.h"
#include "ui/log_source.h"
#include "ui/practice/session.h"
#include "widgets.h"

namespace ui {

namespace {

// The colour of an accuracy, as the Lessons tab colours it (90 / 75 / 50).
ImVec4 accuracy_color(double accuracy) {
  const solver::Grade tone = accuracy >= 90   ? solver::Grade::kBest
                             : accuracy >= 75 ? solver::Grade::kInaccuracy
                             : accuracy >= 50 ? solver::Grade::kMistake
                                              : solver::Grade::kBlunder;
  return grade_color_v(tone);
}

constexpr GamesColumn kColumns[] = {
    GamesColumn::kGame,   GamesColumn::kPlayers,  GamesColumn::kContract, GamesColumn::kDeclarer,
    GamesColumn::kResult, GamesColumn::kAccuracy, GamesColumn::kMistakes};

std::string players_text(const ArchiveRow& r) {
  std::string s;
  for (const std::string& p : r.players) s += (s.empty() ? "" : ", ") + p;
  return s;
}

// The analysis columns of a row: the player's accuracy and mistakes, or why there are none.
void draw_analysis_cells(const ArchiveRow& r, const GamesRowFigures& f) {
  ImGui::TableNextColumn();
  if (r.state == ArchiveRow::State::kPending) {
    ImGui::TextColored(kDimText, "...");
    ImGui::TableNextColumn();
    return;
  }
  if (r.state == ArchiveRow::State::kError) {
    ImGui::TextColored(kWarnText, r.log ? "not analysed" : "not read");
    if (ImGui::IsItemHovered()) item_tooltip("%s", r.error.c_str());
    ImGui::TableNextColumn();
    return;
  }
  if (!f.analysed) {
    if (f.seat < 0) ImGui::TextColored(kDimText, "not playing");
    ImGui::TableNextColumn();
    return;
  }
  if (f.decisions > 0) {
    ImGui::TextColored(accuracy_color(f.accuracy), "%.0f%%", f.accuracy);
  } else {
    ImGui::TextColored(kDimText, "no choice");
  }
  ImGui::TableNextColumn();
  if (f.mistakes > 0) {
    ImGui::TextColored(grade_color_v(solver::Grade::kMistake), "%d", f.mistakes);
  } else {
    ImGui::TextColored(kDimText, "0");
  }
}

// One game's row: click opens it in the board.
void draw_game_row(AppContext& ctx, const ArchiveRow& r, std::size_t i, const std::string& player) {
  const GamesRowFigures f = row_figures(r, player);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::PushID(static_cast<int>(i));
  const bool can_open = r.log != nullptr;
  if (ImGui::Selectable(
          r.label.c_str(), false,
          ImGuiSelectableFlags_SpanAllColumns | (can_open ? 0 : ImGuiSelectableFlags_Disabled)) &&
      can_open) {
    ctx.archive_open_row = i;
  }
  if (ImGui::IsItemHovered()) {
    item_tooltip("%s%s%s", r.contract_long.c_str(), r.error.empty() ? "" : "\n", r.error.c_str());
  }
  ImGui::PopID();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(players_text(r).c_str());
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(r.contract.c_str());
  ImGui::TableNextColumn();
  if (r.declarer >= 0 && static_cast<std::size_t>(r.declarer) < r.players.size()) {
    ImGui::TextUnformatted(r.players[static_cast<std::size_t>(r.declarer)].c_str());
  } else if (r.log) {
    ImGui::TextColored(kDimText, "-");
  }
  ImGui::TableNextColumn();
  const std::string result = result_text(r, player);
  if (!result.empty()) {
    ImGui::TextColored(f.units > 0   ? grade_color_v(solver::Grade::kBest)
                       : f.units < 0 ? grade_color_v(solver::Grade::kMistake)
                                     : kDimText,
                       "%s", result.c_str());
  }
  draw_analysis_cells(r, f);
}

}  // namespace

std::optional<ReplayDeal> archive_requests(AppContext& ctx, ArchiveList& list,
                                           const solver::AnalysisOptions& options,
                                           const std::filesystem::path& store_dir,
                                           const std::filesystem::path& cli,
                                           std::optional<int>& open_game) {
  if (ctx.archive_request) {
    const std::vector<std::string> inputs = std::move(*ctx.archive_request);
    ctx.archive_request.reset();
    const std::optional<std::string> error = list.open(inputs, options, store_dir, cli);
    ctx.archive_note = error ? *error : std::string();
    if (!error && cli.empty() && !ctx.screenshot &&
        list.done() < static_cast<int>(list.rows().size())) {
      ctx.archive_note =
          "The games are not analysed: the command line program schmier is not beside the app.";
    }
    ctx.show_archive = true;
    ctx.practice_mode = false;
    if (open_game) {
      for (std::size_t i = 0; i < list.rows().size() && !ctx.archive_open_row; ++i) {
        if (list.rows()[i].game == *open_game && list.rows()[i].log) ctx.archive_open_row = i;
      }
      if (!ctx.archive_open_row) {
        ctx.archive_note = "--open-game " + std::to_string(*open_game) + ": no such game";
      }
      open_game.reset();
    }
  }
  if (!ctx.archive_open_row) return std::nullopt;
  const std::size_t i = *ctx.archive_open_row;
  ctx.archive_open_row.reset();
  if (i >= list.rows().size() || !list.rows()[i].log) return std::nullopt;
  const ArchiveRow& row = list.rows()[i];
  LoadedDeal loaded = replay_from_log(*row.log, row.label);
  if (!loaded.deal) {
    ctx.model.report(ErrorReport{"Could not open " + row.label, std::move(loaded.errors)});
    return std::nullopt;
  }
  list.prioritize(i);  // the game on the board is analysed next
  ctx.show_archive = false;
  ctx.games_back = true;
  return std::move(loaded.deal);
}

void games_back_key(AppContext& ctx) {
  if (ctx.games_back && !ctx.show_archive && !ImGui::GetIO().WantTextInput &&
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Backspace), false)) {
    ctx.show_archive = true;
  }
}

void ArchivePanel::pump(ArchiveList& list, const std::filesystem::path& cli) {
  report_.pump();
  const std::string& player = player_.empty() ? list.default_player() : player_;
  // Again when the player changed, or new results arrived: while the analysis runs at most
  // every ten seconds (the report reads the whole store), at once when it has ended.
  const auto now = std::chrono::steady_clock::now();
  const bool due = !list.running() || now - report_at_ > std::chrono::seconds(10);
  if (!list.store().empty() && (player != report_for_ || (list.done() != report_done_ && due))) {
    if (report_.refresh(cli, list.store(), player)) {
      report_for_ = player;
      report_done_ = list.done();
      report_at_ = now;
    }
  }
}

void ArchivePanel::draw(AppContext& ctx, ArchiveList& list, const PanelFrame& frame) {
  begin_panel("##games", frame, theme::kBackground);
  draw_open_row(ctx);
  if (!ctx.archive_note.empty() || !list.problem().empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(
        kWarnText, "%s",
        ctx.archive_note.empty() ? list.problem().c_str() : ctx.archive_note.c_str());
    ImGui::PopTextWrapPos();
  }
  if (list.empty()) {
    ImGui::TextColored(kDimText,
                       "Open a folder of deal logs, a NetSchafkopf protocol (File > Open games, "
                       "or drop it on the window) or your practice history.");
    ImGui::End();
    return;
  }
  draw_player_row(ctx, list);
  if (ImGui::BeginTabBar("##games_tabs")) {
    if (ImGui::BeginTabItem("Games")) {
      draw_filters(list);
      draw_games(ctx, list);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Summary", nullptr,
                            ctx.games_tab_summary ? ImGuiTabItemFlags_SetSelected : 0)) {
      draw_summary(ctx, list);
      ImGui::EndTabItem();
    }
    ctx.games_tab_summary = false;
    ImGui::EndTabBar();
  }
  ImGui::End();
}

// Open another folder or protocol.
void ArchivePanel::draw_open_row(AppContext& ctx) {
  char buf[1024];
  std::snprintf(buf, sizeof buf, "%s", path_text_.c_str());
  ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x - 250));
  if (ImGui::InputTextWithHint("##archive_path", "a folder of deal logs or a NetSchafkopf protocol",
                               buf, sizeof buf, ImGuiInputTextFlags_EnterReturnsTrue)) {
    path_text_ = buf;
    if (!path_text_.empty()) ctx.archive_request = std::vector<std::string>{path_text_};
  } else {
    path_text_ = buf;
  }
  ImGui::SameLine();
  if (ImGui::Button("Open") && !path_text_.empty()) {
    ctx.archive_request = std::vector<std::string>{path_text_};
  }
  ImGui::SameLine();
  const bool has_history = ctx.practice && ctx.practice->data_dir.has_value();
  ImGui::BeginDisabled(!has_history);
  if (ImGui::Button("Practice history")) {
    ctx.archive_request =
        std::vector<std::string>{practice::history_dir(*ctx.practice->data_dir).string()};
    ctx.archive_player = "You";  // the practice player's name (practice/session.h)
  }
  ImGui::EndDisabled();
}

void ArchivePanel::draw_player_row(AppContext& ctx, const ArchiveList& list) {
  if (shown_for_ != list.title() || !ctx.archive_player.empty()) {
    shown_for_ = list.title();
    player_ = ctx.archive_player.empty() ? list.default_player() : ctx.archive_player;
    ctx.archive_player.clear();
    filter_ = GamesFilter{};
  }
  heading(ctx.fonts, list.title().c_str());
  ImGui::SetNextItemWidth(180);
  if (ImGui::BeginCombo("Player", player_.c_str())) {
    for (const std::string& p : list.players()) {
      if (ImGui::Selectable(p.c_str(), p == player_)) player_ = p;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) item_tooltip("whose result, accuracy and mistakes the list shows");
  ImGui::SameLine(0, 16);
  const int total = static_cast<int>(list.rows().size());
  const int done = list.done();
  if (done < total) {
    char label[96];
    std::snprintf(label, sizeof label, "analysed %d of %d games%s", done, total,
                  list.running() ? "" : "; the analysis is not running");
    ImGui::ProgressBar(static_cast<float>(done) / static_cast<float>(std::max(1, total)),
                       ImVec2(-1, 0), label);
  } else {
    ImGui::TextColored(kDimText, "all %d games analysed", total);
  }
  if (ImGui::IsItemHovered() && !list.store().empty()) {
    item_tooltip(
        "Kept in %s\n(schmier analyze --jsonl writes and resumes it; schmier report "
        "reads it)",
        list.store().string().c_str());
  }
}

void ArchivePanel::draw_filters(const ArchiveList& list) {
  char buf[128];
  std::snprintf(buf, sizeof buf, "%s", filter_.player.c_str());
  ImGui::SetNextItemWidth(130);
  if (ImGui::InputTextWithHint("##filter_player", "player", buf, sizeof buf)) filter_.player = buf;
  ImGui::SameLine();
  ImGui::SetNextItemWidth(130);
  if (ImGui::BeginCombo("##filter_contract",
                        filter_.contract.empty() ? "any contract" : filter_.contract.c_str())) {
    if (ImGui::Selectable("any contract", filter_.contract.empty())) filter_.contract.clear();
    for (const std::string& k : contract_kinds(list.rows())) {
      if (ImGui::Selectable(k.c_str(), k == filter_.contract)) filter_.contract = k;
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  static const char* const kResults[] = {"any result", "won", "lost"};
  int result = static_cast<int>(filter_.result);
  ImGui::SetNextItemWidth(110);
  if (ImGui::Combo("##filter_result", &result, kResults, 3)) {
    filter_.result = static_cast<GamesResult>(result);
  }
  ImGui::SameLine();
  ImGui::Checkbox("has mistakes", &filter_.with_mistakes);
}

void ArchivePanel::draw_games(AppContext& ctx, const ArchiveList& list) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp |
                                ImGuiTableFlags_Sortable | ImGuiTableFlags_Resizable;
  if (!ImGui::BeginTable("##games", 7, flags, ImVec2(0, ImGui::GetContentRegionAvail().y))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  // A folder's rows are file names: a wider first column than a protocol's "game 12".
  const bool long_labels = std::any_of(list.rows().begin(), list.rows().end(),
                                       [](const ArchiveRow& r) { return r.label.size() > 12; });
  ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_DefaultSort, long_labels ? 2.4f : 1.0f);
  ImGui::TableSetupColumn("Players", 0, 2.6f);
  ImGui::TableSetupColumn("Contract", 0, 1.6f);
  ImGui::TableSetupColumn("Declarer", 0, 1.1f);
  // The figures' columns as wide as their headers and values (never cut to "Accur..."); the
  // names share the rest.
  const float pad = ImGui::GetStyle().CellPadding.x * 2 + ImGui::GetFontSize();
  const ImGuiTableColumnFlags fixed =
      ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_PreferSortDescending;
  ImGui::TableSetupColumn("Result", fixed, ImGui::CalcTextSize("lost 120, -24").x + pad);
  ImGui::TableSetupColumn("Accuracy", fixed, ImGui::CalcTextSize("Accuracy").x + pad);
  ImGui::TableSetupColumn("Mistakes", fixed, ImGui::CalcTextSize("Mistakes").x + pad);
  ImGui::TableHeadersRow();
  if (ImGuiTableSortSpecs* specs = ImGui::TableGetSortSpecs()) {
    if (specs->SpecsCount > 0) {
      const ImGuiTableColumnSortSpecs& s = specs->Specs[0];
      sort_.column = kColumns[std::clamp<int>(s.ColumnIndex, 0, 6)];
      sort_.ascending = s.SortDirection != ImGuiSortDirection_Descending;
    }
    specs->SpecsDirty = false;
  }
  // Ordered every frame: results arrive while the list is on screen.
  const std::vector<std::size_t> order = games_order(list.rows(), player_, filter_, sort_);
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(order.size()));
  while (clipper.Step()) {
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const std::size_t row = order[static_cast<std::size_t>(i)];
      draw_game_row(ctx, list.rows()[row], row, player_);
    }
  }
  if (order.empty()) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kDimText, "No game matches the filters.");
  }
  ImGui::EndTable();
}

}  // namespace ui
