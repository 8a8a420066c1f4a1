// The practice table: the player's hand face up at the bottom (legal cards clickable, the others
// greyed with the engine's reason as a tooltip; in the bury, two of the eight picked and raised),
// the other seats around the felt with their cards face down, their last word in the auction and
// their roles, the trick in the middle (the player's last card framed in its grade's colour), the
// blind and the bury in the lower corners, the contract and the prompt at the top.
#pragma once

#include "app_context.h"
#include "panel.h"
#include "ui/trick_layout.h"

namespace ui {

class TrickPracticeController;

struct PracticeTablePanel {
  void draw(AppContext& ctx, TrickPracticeController& practice, const PanelFrame& frame);
  TrickLayoutCache trick_layout;  // the trick's place, made again only when its input changes
};

}  // namespace ui
