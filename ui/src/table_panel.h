// The table: the seats around a felt, each with its name plate and hand, the trick in progress
// in the middle, the blind and the bury in the lower corners.
#pragma once

#include "panel.h"
#include "ui/replay_model.h"

namespace ui {

struct TablePanel {
  void draw(ReplayModel& model, const PanelFrame& frame);
};

}  // namespace ui
