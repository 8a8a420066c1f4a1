// The error dialog: a modal listing the problems of the oldest unread error report (a deal log
// that could not be loaded, with the loader's locations and sentences). Closing it shows the
// next one; the app keeps running underneath.
#pragma once

#include "panel.h"
#include "ui/replay_model.h"

namespace ui {

struct ErrorDialog {
  void draw(ReplayModel& model, const PanelFrame& frame);
};

}  // namespace ui
