// How the deal-log readers name a seat in their sentences (engine-private): the log's player
// name, or "Seat N" (1-based) where the log gives none, and "seat N (Name)" (0-based index, as
// the JSON counts) where a message must point at the seat in the file.
#pragma once

#include <cstddef>
#include <string>

#include "engine/deal_log.h"

namespace engine::detail {

inline std::string seat_name(const DealLog& log, int s) {
  if (s >= 0 && static_cast<std::size_t>(s) < log.players.size() &&
      !log.players[static_cast<std::size_t>(s)].empty()) {
    return log.players[static_cast<std::size_t>(s)];
  }
  return "Seat " + std::to_string(s + 1);
}

inline std::string seat_label(const DealLog& log, int s) {
  return "seat " + std::to_string(s) + " (" + seat_name(log, s) + ")";
}

}  // namespace engine::detail
