// The table: the seats around a felt, each with its name plate and hand, the trick in progress
// in the middle, the blind and the bury in the lower corners. At an analysed decision each legal
// card of the mover carries its sampled value (coloured by what it costs, a star on the best
// card) and the played card a frame in its grade's colour; the other cards are greyed.
#pragma once

#include "app_context.h"
#include "panel.h"
#include "ui/trick_layout.h"

namespace ui {

struct TablePanel {
  void draw(AppContext& ctx, const PanelFrame& frame);
  TrickLayoutCache trick_layout;  // the trick's place, made again only when its input changes
};

}  // namespace ui
