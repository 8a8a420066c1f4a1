// The Games screen (issues 26, 42): in the board's place, the games of a folder, a NetSchafkopf
// protocol or the practice history as a sortable, filterable table (ui/games_view.h) with each
// game's contract, declarer, result and the chosen player's accuracy and mistakes as the
// command line's batch analysis finds them (ui/archive_list.h); a click opens the game in the
// board, and Back (the menu bar's button or Backspace) returns. A Summary tab shows the
// player's `schmier report` figures with his accuracy over time (games_summary.cpp).
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

#include "app_context.h"
#include "panel.h"
#include "ui/archive_list.h"
#include "ui/games_report.h"
#include "ui/games_view.h"
#include "ui/replay_deal.h"

namespace ui {

class ArchivePanel {
 public:
  // The screen in `frame` (the board's place).
  void draw(AppContext& ctx, ArchiveList& list, const PanelFrame& frame);
  // Refreshes the summary's report when the list's results changed (between frames).
  void pump(ArchiveList& list, const std::filesystem::path& cli);
  // True while the summary's report runs (a screenshot waits for it).
  bool busy() { return report_.running(); }

 private:
  void draw_open_row(AppContext& ctx);  // the path field, Open and Practice history
  // The player's combo and the list's progress.
  void draw_player_row(AppContext& ctx, const ArchiveList& list);
  void draw_filters(const ArchiveList& list);
  void draw_games(AppContext& ctx, const ArchiveList& list);  // one row a game
  void draw_summary(AppContext& ctx, const ArchiveList& list);

  std::string player_;     // the chosen player; empty = the list's default
  std::string path_text_;  // the path field
  std::string shown_for_;  // the list title player_ was chosen for
  GamesFilter filter_;
  GamesSort sort_;
  GamesReport report_;
  std::string report_for_;                           // the player of the report on show
  int report_done_ = -1;                             // the list's done() the report was made at
  std::chrono::steady_clock::time_point report_at_;  // when it was started
};

// Carries out the Games list's requests between frames (app.cpp): lists the inputs asked for
// (the store under `store_dir`, analysed by `cli`: empty for none); with `open_game` set, picks
// that game of the new list (then resets it). Returns the listed game to show in the board, if
// one was asked for; problems go to ctx.archive_note.
std::optional<ReplayDeal> archive_requests(AppContext& ctx, ArchiveList& list,
                                           const solver::AnalysisOptions& options,
                                           const std::filesystem::path& store_dir,
                                           const std::filesystem::path& cli,
                                           std::optional<int>& open_game);

// Backspace on the board of a game opened from the list: back to the list.
void games_back_key(AppContext& ctx);

}  // namespace ui
