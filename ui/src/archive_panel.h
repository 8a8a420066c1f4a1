// The Games window (issue 26): the games of a folder, a NetSchafkopf protocol or the practice
// history as a list, with the chosen player's accuracy and mistakes per game as the background
// analysis (ui/archive_list.h) finds them; a click opens the game in the analysis board. A path
// field opens another folder or protocol. The frame loop (app.cpp) does the opening.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "app_context.h"
#include "ui/archive_list.h"
#include "ui/replay_deal.h"

namespace ui {

class ArchivePanel {
 public:
  void draw(AppContext& ctx, ArchiveList& list);

 private:
  void draw_open_row(AppContext& ctx);  // the path field, Open and Practice history
  // The player's combo, accuracy and the list's progress.
  void draw_player_summary(AppContext& ctx, const ArchiveList& list);
  void draw_games(AppContext& ctx, const ArchiveList& list) const;  // one row a game

  std::string player_;     // the chosen player; empty = the list's default
  std::string path_text_;  // the path field
  std::string shown_for_;  // the list title player_ was chosen for
};

// Carries out the Games list's requests between frames (app.cpp): lists the inputs asked for
// (and opens the window); with `open_game` set, picks that game of the new list (then resets
// it). Returns the listed game to show in the board, if one was asked for; problems go to
// ctx.archive_note.
std::optional<ReplayDeal> archive_requests(AppContext& ctx, ArchiveList& list,
                                           const solver::AnalysisOptions& options,
                                           const std::filesystem::path& cache_dir,
                                           std::optional<int>& open_game);

}  // namespace ui
