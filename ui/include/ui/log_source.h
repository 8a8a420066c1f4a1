// Deal logs (DEAL_LOG.md) as replays: reads a file with the engine's loader and turns the
// validated DealLog into a ReplayDeal. The loader's errors come back as "where: sentence" lines
// for the error dialog.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ui/replay_deal.h"
#include "ui/sweep/replay.h"

namespace engine {
struct DealLog;
}

namespace ui {

struct LoadedDeal {
  std::optional<ReplayDeal> deal;            // set when the log could be loaded (trick games)
  std::shared_ptr<const SweepReplay> sweep;  // set instead for a Sweep log
  std::string source;                        // the file's name, for the panels
  int viewer = -1;                           // Sweep: the log's viewer, -1 none
  std::vector<std::string> errors;           // every problem, "plays[7]: KS is not legal ..."
  std::vector<std::string> warnings;         // not fatal (unknown keys)
};

LoadedDeal load_replay_file(const std::string& path);
// A log that passed engine::validate_deal_log; `source` names it in the panels.
LoadedDeal replay_from_log(const engine::DealLog& log, std::string source);

}  // namespace ui
