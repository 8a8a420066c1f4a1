// The error dialog: a modal listing the problems of the oldest unread error report (a deal log
// that could not be loaded, with the loader's locations and sentences). Closing it shows the
// next one; the app keeps running underneath. A log whose card play is invalid can be opened up
// to its last legal play instead: draw() then returns that deal.
#pragma once

#include <memory>
#include <string>

#include "panel.h"
#include "ui/replay_model.h"

namespace ui {

struct ErrorDialog {
  std::shared_ptr<const ReplayDeal> draw(ReplayModel& model, const PanelFrame& frame);
  // A Sweep log's turns before its first illegal one, when the player chose to open them (the
  // caller opens it and resets this).
  std::shared_ptr<const SweepReplay> chosen_sweep;
  std::string chosen_source;
  int chosen_viewer = -1;
};

}  // namespace ui
