#include "archive_panel.h"

#include <algorithm>
#include <cstdio>

#include "grade_style.h"
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

// One game's row: its label (click: open it in the board), contract, the player's role,
// accuracy and mistakes.
void draw_game_row(AppContext& ctx, const ArchiveRow& r, int i, const std::string& player) {
  const int seat = ArchiveList::seat_of(r, player);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::PushID(i);
  const bool can_open = r.log != nullptr;
  if (ImGui::Selectable(
          r.label.c_str(), false,
          ImGuiSelectableFlags_SpanAllColumns | (can_open ? 0 : ImGuiSelectableFlags_Disabled)) &&
      can_open) {
    ctx.archive_open_row = static_cast<std::size_t>(i);
  }
  if (!r.error.empty() && ImGui::IsItemHovered()) item_tooltip("%s", r.error.c_str());
  ImGui::PopID();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(r.contract.c_str());
  ImGui::TableNextColumn();
  if (seat >= 0 && static_cast<std::size_t>(seat) < r.roles.size()) {
    ImGui::TextUnformatted(r.roles[static_cast<std::size_t>(seat)].c_str());
  } else if (r.log) {
    ImGui::TextColored(kDimText, "not playing");
  }
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
  if (seat < 0 || static_cast<std::size_t>(seat) >= r.seats.size()) {
    ImGui::TableNextColumn();
    return;
  }
  const ArchiveSeat& a = r.seats[static_cast<std::size_t>(seat)];
  if (a.decisions > 0) {
    ImGui::TextColored(accuracy_color(a.accuracy), "%.0f%%", a.accuracy);
  } else {
    ImGui::TextColored(kDimText, "no choice");
  }
  ImGui::TableNextColumn();
  if (a.mistakes > 0) {
    ImGui::TextColored(grade_color_v(solver::Grade::kMistake), "%d", a.mistakes);
  } else {
    ImGui::TextColored(kDimText, "0");
  }
}

}  // namespace

std::optional<ReplayDeal> archive_requests(AppContext& ctx, ArchiveList& list,
                                           const solver::AnalysisOptions& options,
                                           const std::filesystem::path& cache_dir,
                                           std::optional<int>& open_game) {
  if (ctx.archive_request) {
    const std::vector<std::string> inputs = std::move(*ctx.archive_request);
    ctx.archive_request.reset();
    const std::optional<std::string> error = list.open(inputs, options, cache_dir);
    ctx.archive_note = error ? *error : std::string();
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
  ctx.show_archive = false;
  return std::move(loaded.deal);
}

void ArchivePanel::draw(AppContext& ctx, ArchiveList& list) {
  if (!ctx.show_archive) return;
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize(ImVec2(std::min(640.0f, d.x - 40), std::min(560.0f, d.y - 60)),
                           ctx.screenshot ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f),
                          ctx.screenshot ? ImGuiCond_Always : ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::Begin("Games", &ctx.show_archive, ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  draw_open_row(ctx);
  if (!ctx.archive_note.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarnText, "%s", ctx.archive_note.c_str());
    ImGui::PopTextWrapPos();
  }
  if (list.empty()) {
    ImGui::TextColored(kDimText,
                       "Open a folder of deal logs, a NetSchafkopf protocol (File > Open games, "
                       "or drop it on the window) or your practice history.");
    ImGui::End();
    return;
  }

  draw_player_summary(ctx, list);
  draw_games(ctx, list);
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

void ArchivePanel::draw_player_summary(AppContext& ctx, const ArchiveList& list) {
  if (shown_for_ != list.title() || !ctx.archive_player.empty()) {
    shown_for_ = list.title();
    player_ = ctx.archive_player.empty() ? list.default_player() : ctx.archive_player;
    ctx.archive_player.clear();
  }
  heading(ctx.fonts, list.title().c_str());
  ImGui::SetNextItemWidth(220);
  if (ImGui::BeginCombo("Player", player_.c_str())) {
    for (const std::string& p : list.players()) {
      if (ImGui::Selectable(p.c_str(), p == player_)) player_ = p;
    }
    ImGui::EndCombo();
  }
  const ArchivePlayerSummary s = list.summary(player_);
  if (s.decisions > 0) {
    ImGui::TextColored(accuracy_color(s.accuracy), "%.0f%%", s.accuracy);
    ImGui::SameLine(0, 6);
    ImGui::TextWrapped("accuracy over %d graded decision%s in %d game%s; %d mistake%s or blunder%s",
                       s.decisions, s.decisions == 1 ? "" : "s", s.analysed,
                       s.analysed == 1 ? "" : "s", s.mistakes, s.mistakes == 1 ? "" : "s",
                       s.mistakes == 1 ? "" : "s");
  } else {
    ImGui::TextColored(kDimText, "%d games, none analysed yet", s.games);
  }
  const int total = static_cast<int>(list.rows().size());
  const int done = list.done();
  if (done < total) {
    char label[64];
    std::snprintf(label, sizeof label, "analysing: %d of %d games", done, total);
    ImGui::ProgressBar(static_cast<float>(done) / static_cast<float>(std::max(1, total)),
                       ImVec2(-1, 0), label);
  } else {
    ImGui::TextColored(kDimText, "%d games analysed. Click a game to open it in the board.", total);
  }
}

void ArchivePanel::draw_games(AppContext& ctx, const ArchiveList& list) const {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("##games", 5, flags, ImVec2(0, ImGui::GetContentRegionAvail().y))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch, 3.0f);
    ImGui::TableSetupColumn("Contract", ImGuiTableColumnFlags_WidthStretch, 1.6f);
    ImGui::TableSetupColumn("Role", ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn("Accuracy", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("Mistakes", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(list.rows().size()));
    while (clipper.Step()) {
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        draw_game_row(ctx, list.rows()[static_cast<std::size_t>(i)], i, player_);
      }
    }
    ImGui::EndTable();
  }
}

}  // namespace ui
