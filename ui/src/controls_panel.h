// The bar under the table: first / previous / next / last card (also Home, Left, Right, End;
// Up and Down jump a trick), the position slider, the choice between all hands and one seat's
// view, and opening another deal log.
#pragma once

#include <optional>
#include <string>

#include "panel.h"
#include "ui/replay_model.h"

namespace ui {

struct ControlsPanel {
  void draw(ReplayModel& model, const PanelFrame& frame);
  // The arrow keys and Home/End, unless a text field has the keyboard.
  static void handle_keys(ReplayModel& model);
  // A file the user asked to open (taken once).
  std::optional<std::string> take_open_request();

 private:
  std::string path_;
  std::optional<std::string> open_request_;
};

}  // namespace ui
