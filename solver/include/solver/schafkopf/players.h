// Schafkopf additions to solver/players.h.
#pragma once

#include <string>
#include <vector>

#include "engine/schafkopf.h"
#include "solver/dd.h"
#include "solver/players.h"
#include "solver/schafkopf/heuristic_player.h"

namespace solver {

// sk_action_text with the hand the action is taken in (before it is applied), so an answer in
// the SK-6.4 poll reads "Kontra", "Re", "no Kontra" or "no Re"; every other action as
// sk_action_text(a).
std::string sk_action_text(const SkAction& a, const engine::SchafkopfHand& before);

// The strong player's valuation of the legal cards of the seat to act (a hand in play), with
// the per-world values a grade needs for the standard error of a paired difference.
// advice.alternatives as SkStrongBot::decide gives them (best first, loss in stakes);
// world_units[i] the mover's units with advice.alternatives[i] in each world used (the same
// worlds, in the same order, for every card; empty when the heuristic decided: one legal card,
// a Ramsch's early tricks). exact: every consistent world was solved (no sampling error).
// stake: the divisor that turned units into the alternatives' losses.
struct SkCardValuation {
  SkAdvice advice;
  std::vector<std::vector<double>> world_units;
  bool exact = false;
  double stake = 1;
};
SkCardValuation sk_value_cards(const BotConfig& config, const engine::SchafkopfHand& hand);

// The heuristic player's action for the seat to act (any phase), as an SkAction.
SkAction sk_heuristic_action(const SkHeuristicPlayer& p, const engine::SchafkopfHand& hand);

}  // namespace solver
