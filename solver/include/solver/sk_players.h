// Schafkopf additions to solver/players.h.
#pragma once

#include <string>

#include "engine/schafkopf.h"
#include "solver/players.h"

namespace solver {

// sk_action_text with the hand the action is taken in (before it is applied), so an answer in
// the SK-6.4 poll reads "Kontra", "Re", "no Kontra" or "no Re"; every other action as
// sk_action_text(a).
std::string sk_action_text(const SkAction& a, const engine::SchafkopfHand& before);

}  // namespace solver
