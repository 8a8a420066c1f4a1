// The parts of the board digest (ui/board_model.h) that each family builds: board_model.cpp
// fills the trick games' (Sheepshead, Schafkopf), ui/src/model/sweep/board_parts.cpp Sweep's.
// Private to ui_model.
#pragma once

#include "ui/board_model.h"

namespace ui {

// The Sweep board's table, plates, caption, score and reason into `s`, whose turn is filled.
void fill_sweep_parts(SweepBoardParts& s, const SweepBoard& board);

}  // namespace ui
