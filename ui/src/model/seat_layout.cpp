#include "ui/seat_layout.h"

#include <cmath>
#include <numbers>

namespace ui {

std::vector<SeatSpot> seat_spots(int num_seats, int bottom_seat) {
  std::vector<SeatSpot> spots;
  if (num_seats <= 0) return spots;
  spots.resize(static_cast<std::size_t>(num_seats));
  bottom_seat = ((bottom_seat % num_seats) + num_seats) % num_seats;
  for (int seat = 0; seat < num_seats; ++seat) {
    const int k = (seat - bottom_seat + num_seats) % num_seats;
    // With y pointing down, a growing angle turns clockwise on screen; 90 degrees is the bottom.
    const double angle = std::numbers::pi / 2 + 2 * std::numbers::pi * k / num_seats;
    auto& spot = spots[static_cast<std::size_t>(seat)];
    spot.x = static_cast<float>(std::cos(angle));
    spot.y = static_cast<float>(std::sin(angle));
    // Remove the rounding noise of cos(90 degrees) so that the bottom seat is centred exactly.
    if (std::fabs(spot.x) < 1e-6f) spot.x = 0;
    if (std::fabs(spot.y) < 1e-6f) spot.y = 0;
  }
  return spots;
}

}  // namespace ui
