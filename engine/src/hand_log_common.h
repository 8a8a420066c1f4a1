// Deal logs of engine hands (hand_log.h), engine-private: what the games' hand_log functions
// (engine/src/<game>/hand_log.cpp) share, defined in engine/src/hand_log.cpp.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "engine/hand_log.h"

namespace engine::hand_log_detail {

std::vector<Card> card_list(CardMask m);
// options.players, or "Seat 1", "Seat 2", ... for `seats` seats.
std::vector<std::string> seat_names(const HandLogOptions& options, int seats);
// Sets out.expressible and, when it is, validates out.log into out.errors.
void finish(HandLog& out, bool expressible);

// The preset the rules differ least from (ties: the first named), unless the caller gave one.
template <typename Rules, typename Diff>
std::string nearest_preset(const Rules& rules, const std::vector<std::string>& presets, Diff diff) {
  std::string best = presets.front();
  std::size_t best_n = diff(rules, best).size();
  for (const std::string& p : presets) {
    const std::size_t n = diff(rules, p).size();
    if (n < best_n) {
      best = p;
      best_n = n;
    }
  }
  return best;
}

}  // namespace engine::hand_log_detail
