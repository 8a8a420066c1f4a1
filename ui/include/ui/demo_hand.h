// A demo hand for schmier-gui when no log is given: a seeded Sheepshead deal (SS-3.1) played
// through the engine's hand state machine with simple, reproducible choices. It is a showcase,
// not advice: the first seat with three or more trumps picks, the picker buries his two
// cheapest fail cards and makes the first legal call, and every card is a seeded choice among
// the legal ones.
#pragma once

#include <cstdint>

#include "ui/replay_deal.h"

namespace ui {

ReplayDeal demo_deal(std::uint64_t seed);

}  // namespace ui
