// The main menu: File (open, recent files, demo hand, quit), View (all hands or one seat, card
// faces, the graph's scale) and Analysis (analyse, cancel, settings). Returns its height.
#pragma once

#include "app_context.h"

namespace ui {

struct MenuBar {
  float draw(AppContext& ctx);
};

}  // namespace ui
