// The settings window: analysis sample count and seed, analysing on open, card faces, and the
// problems found in the settings file. Every change is saved at once (AppContext request).
#pragma once

#include "app_context.h"

namespace ui {

struct SettingsWindow {
  void draw(AppContext& ctx);
};

}  // namespace ui
