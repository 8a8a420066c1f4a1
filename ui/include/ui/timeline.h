// The timeline under the table: one slot per play, a tick at every trick boundary, the grade of
// each analysed play as a coloured mark; clicking or dragging at a point of the bar moves the
// replay there. Plain arithmetic here; the controls panel draws it.
#pragma once

#include <vector>

namespace ui {

// The step a click or drag at `fraction` (0 = left end, 1 = right end) of the bar selects:
// the nearest of 0..steps, clamped.
int timeline_step(float fraction, int steps);
// Where `step` sits on the bar, 0..1 (0 when there are no steps).
float timeline_fraction(int step, int steps);
// The steps at which a trick is complete: num_seats, 2 * num_seats, ... up to steps.
std::vector<int> trick_boundaries(int steps, int num_seats);

}  // namespace ui
