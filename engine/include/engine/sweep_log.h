// Deal logs (DEAL_LOG.md "Sweep", RULES.md §5), Sweep's part: the keys of a Sweep log (`deck`,
// `table`, `hands` by round, the cards each play took) and what validate_deal_log derives from
// them (the rules, the deal). DealLog (deal_log.h) holds it as its Sweep part:
// `log.sweep().deck`.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "engine/card.h"
#include "engine/sweep.h"

namespace engine {

// Cards here are engine::sweep::Card values (0..51, sweep.h), not the 32-card Card of the other
// games. The log's `plays` holds each turn's played card and `takes` the cards it took, as
// written (empty = a trail); the log's `hands` stays empty: Sweep's `hands` key is by round,
// `hands[round][seat]` here (nullopt = null).
struct SweepLogPart {
  // --- What the log says ---
  std::optional<std::vector<Card>> deck;
  std::optional<std::vector<Card>> table;
  std::vector<std::array<std::optional<std::vector<Card>>, 2>> hands;
  std::vector<std::vector<Card>> takes;

  // --- Filled by validate_deal_log ---
  // The rules (preset + flags); the first table is known (`table`, `deck` or derived), so every
  // play could be checked; when deal_known, deal is the whole deal (the stock in the order its
  // rounds are dealt), otherwise the unknown cards stand in arbitrarily.
  sweep::SweepRules rules;
  sweep::SweepDeal deal;

  bool operator==(const SweepLogPart&) const = default;
};

}  // namespace engine
