// Small words the Sweep board's files share: a seat's name and a counted noun.
#pragma once

#include <string>

#include "ui/sweep/replay.h"

namespace ui::sweep_text {

inline std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

inline std::string seat_name(const SweepBoard& b, int seat) {
  const auto& names = b.replay().players();
  const auto s = static_cast<std::size_t>(seat);
  return s < names.size() && !names[s].empty() ? names[s] : "Seat " + std::to_string(seat + 1);
}

}  // namespace ui::sweep_text
