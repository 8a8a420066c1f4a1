// The side panel: the hand's contract and sides, card points per seat and per side, the blind
// and the bury, and the list of tricks (click one to jump to it).
#pragma once

#include "app_context.h"

namespace ui {

struct InfoPanel {
  void draw(AppContext& ctx);
};

}  // namespace ui
