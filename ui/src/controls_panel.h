// The bar under the graph: step buttons (first, previous, next, last card; previous and next
// trick), the timeline (click or drag; ticks at tricks, grades as coloured marks), the
// perspective (all hands or one seat), the analysis' progress with Cancel, and Open. Also the
// keyboard: Left/Right card, Up/Down trick, Home/End, Ctrl+O open, Esc cancel the analysis.
#pragma once

#include "app_context.h"
#include "panel.h"

namespace ui {

struct ControlsPanel {
  static void handle_keys(AppContext& ctx);
  // The keys every replay (a trick game's or Sweep's) shares: Ctrl+O, Ctrl+Q, ? or F1 for the
  // key overlay, Esc (closes the overlay, else cancels the analysis). False when the view's own
  // keys must not act this frame (text input, a popup, the file browser focused).
  static bool shared_keys(AppContext& ctx);
  void draw(AppContext& ctx, const PanelFrame& frame);
};

}  // namespace ui
