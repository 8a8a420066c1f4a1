// Sweep's table as the replay board (sweep/board_panel.cpp) and the practice screen
// (sweep/practice_panel.cpp) both draw it: a rounded felt inside a wooden rail, and the places of
// the two hands and the table's cards on it (ui/sweep/layout.h).
#pragma once

#include <imgui.h>

#include "panel.h"
#include "ui/sweep/layout.h"

namespace ui {

// Draws the felt in the frame and lays out a hand of `hand_top` cards at the top, one of
// `hand_bottom` at the bottom and `table` cards between them.
SweepLayout draw_sweep_felt(ImDrawList* dl, const PanelFrame& frame, int hand_top, int hand_bottom,
                            int table);

}  // namespace ui
