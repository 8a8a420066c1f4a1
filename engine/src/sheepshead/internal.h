// What the Sheepshead sources share without publishing it in engine/sheepshead.h: the jack of
// diamonds, partner card under ss_partner_rule = jack_of_diamonds (RULES.md SS-14.1).
#pragma once

#include "engine/card.h"

namespace engine::sheepshead_internal {

inline constexpr Card kJackOfDiamonds = make_card(Suit::kDiamonds, Rank::kJack);

}  // namespace engine::sheepshead_internal
