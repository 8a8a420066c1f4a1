// Export of an analysed hand (issue 20): the deal log with the analysis attached, as a deal log
// any schmier command still reads (DEAL_LOG.md: `meta` is a free object the engine ignores), and
// the file names for it and for a PNG of the board. No ImGui.
//
// The analysis goes into meta.analysis: the options (worlds, seed), and per analysed decision its
// index, kind, mover, play index, the played and the best action in words, the grade and the
// loss in stakes (solver/ANALYSIS.md's units), and each player's accuracy.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "ui/analysis_view.h"
#include "ui/replay_deal.h"

namespace ui {

// The JSON text of the deal log with meta.analysis; nullopt (and *error) when the deal has no
// log behind it.
std::optional<std::string> export_log_json(const ReplayDeal& deal, const HandAnalysisState& state,
                                           std::string* error);

// Where an export goes in `dir`: "<stem>-analysed.json" and "<stem>-board.png", the stem from
// the deal's source (a file name, else "hand"), with characters other than letters, digits, '-'
// and '_' replaced by '_'.
struct ExportPaths {
  std::filesystem::path log;
  std::filesystem::path png;
};
ExportPaths export_paths(const ReplayDeal& deal, const std::filesystem::path& dir);

// Writes export_log_json to `path`; an error message on failure.
std::optional<std::string> write_export(const ReplayDeal& deal, const HandAnalysisState& state,
                                        const std::filesystem::path& path);

}  // namespace ui
