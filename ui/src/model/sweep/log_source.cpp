// Sweep's part of the board's model (board_games.h): a validated Sweep log as the Sweep board's
// replay (SW rules), with the log's viewer.
#include "../board_games.h"

namespace ui {

LoadedDeal sweep_own_board(const engine::DealLog& log, std::string source) {
  LoadedDeal out;
  out.source = std::move(source);
  std::string error;
  std::optional<SweepReplay> r = SweepReplay::from_log(log, &error);
  if (!r) {
    out.errors.push_back(error.empty() ? "the hand cannot be replayed" : error);
    return out;
  }
  out.sweep = std::make_shared<const SweepReplay>(std::move(*r));
  out.viewer = log.viewer.value_or(-1);
  return out;
}

}  // namespace ui
