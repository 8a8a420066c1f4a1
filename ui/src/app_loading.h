// What the frame loop does to put a hand on the board: open a deal log (a trick game's deal, a
// Sweep hand, or a folder of games for the Games list), show a deal and start its analysis, and
// the error report of a log that cannot be opened (with the log up to its last legal play).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app_context.h"
#include "ui/replay_deal.h"
#include "ui/replay_model.h"

namespace ui {

// The samples: installed beside the program (PREFIX/share/schmier/samples, cmake/install.cmake),
// else those of the source tree it was built from.
std::filesystem::path samples_dir();

// Starts the analysis of the hand on the board (a Sweep hand from the turn on screen).
void start_analysis(AppContext& ctx);

// Shows a new deal: the analysis of the old one is dropped, the new one starts when `analyse`.
void show_deal(AppContext& ctx, ReplayDeal deal, bool analyse);
// Shows a Sweep hand (its analysis starts when the settings say so).
void show_sweep(AppContext& ctx, std::shared_ptr<const SweepReplay> sweep, std::string source,
                int viewer);

// The error report of a log that could not be opened. When the problem lies in the card play,
// the first illegal play leads the list in players' words, and the log up to the last legal
// play is offered instead.
ErrorReport load_error_report(const std::string& path, std::vector<std::string> errors,
                              CardFaces faces);

// Loads a log onto the board; problems go to the error dialog and the app keeps running.
void open_log(AppContext& ctx, const std::string& path);

}  // namespace ui
