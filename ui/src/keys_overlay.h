// The key overlay (? or F1): every key of the analysis board in one window over the table,
// closed with the same key, Esc or its button.
#pragma once

#include "app_context.h"
#include "panel.h"

namespace ui {

struct KeysOverlay {
  void draw(AppContext& ctx, const PanelFrame& table);
};

}  // namespace ui
