// Deal logs of engine hands (hand_log.h): what every game's hand_log shares (hand_log_common.h);
// each game's own is in engine/src/<game>/hand_log.cpp.
#include <string>
#include <vector>

#include "hand_log_common.h"

namespace engine::hand_log_detail {

std::vector<Card> card_list(CardMask m) {
  std::vector<Card> out;
  for (Card c : cards(m)) out.push_back(c);
  return out;
}

std::vector<std::string> seat_names(const HandLogOptions& options, int seats) {
  std::vector<std::string> names = options.players;
  if (names.empty()) {
    for (int s = 0; s < seats; ++s) names.push_back("Seat " + std::to_string(s + 1));
  }
  return names;
}

void finish(HandLog& out, bool expressible) {
  out.expressible = expressible;
  if (expressible) out.errors = validate_deal_log(out.log);
}

}  // namespace engine::hand_log_detail
