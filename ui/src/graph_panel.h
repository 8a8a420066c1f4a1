// The evaluation graph under the table: the declarer's side's expected card points (or units)
// after each play, sampled (gold) and double dummy (blue), with the trick boundaries, the
// winning line, the current position and the key moments (mistakes, blunders) as dots. Click
// or drag anywhere to go to that position; click a dot to go to that decision.
#pragma once

#include "app_context.h"
#include "panel.h"

namespace ui {

struct GraphPanel {
  void draw(AppContext& ctx, const PanelFrame& frame);

 private:
  bool on_moment_ = false;  // the mouse went down on a key moment
};

}  // namespace ui
