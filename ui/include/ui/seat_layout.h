// Where the seats sit around the table on screen: clockwise play order (G-1) drawn clockwise,
// with one chosen seat at the bottom. Plain geometry; the table panel scales it.
#pragma once

#include <vector>

namespace ui {

// A point on the unit ellipse around the table's centre: x to the right, y downwards, both in
// -1..1.
struct SeatSpot {
  float x = 0;
  float y = 0;
  bool operator==(const SeatSpot&) const = default;
};

// The spot of every seat 0..num_seats-1, with `bottom_seat` at (0, 1) and the next seats
// clockwise (on screen) from there: its left-hand neighbour (bottom_seat + 1) to the left.
std::vector<SeatSpot> seat_spots(int num_seats, int bottom_seat);

}  // namespace ui
