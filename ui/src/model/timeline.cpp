#include "ui/timeline.h"

#include <algorithm>
#include <cmath>

namespace ui {

int timeline_step(float fraction, int steps) {
  if (steps <= 0 || !std::isfinite(fraction)) return 0;
  const float f = std::clamp(fraction, 0.0f, 1.0f);
  return std::clamp(static_cast<int>(std::lround(f * static_cast<float>(steps))), 0, steps);
}

float timeline_fraction(int step, int steps) {
  if (steps <= 0) return 0;
  return static_cast<float>(std::clamp(step, 0, steps)) / static_cast<float>(steps);
}

std::vector<int> trick_boundaries(int steps, int num_seats) {
  std::vector<int> out;
  if (num_seats <= 0) return out;
  for (int s = num_seats; s <= steps; s += num_seats) out.push_back(s);
  return out;
}

}  // namespace ui
