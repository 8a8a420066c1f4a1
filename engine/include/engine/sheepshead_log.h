// Deal logs (DEAL_LOG.md), Sheepshead's part: the keys only a Sheepshead log has (`blind`,
// `auction`, `bury`, `call`, `doubles`; RULES.md SS-4 to SS-6, SS-14.3, SS-14.4) and what
// validate_deal_log derives from them (the rules, the picker, the blind and the bury as dealt).
// DealLog (deal_log.h) holds it as its Sheepshead part: `log.sheepshead().blind`.
#pragma once

#include <optional>
#include <vector>

#include "engine/card.h"
#include "engine/sheepshead.h"

namespace engine {

// A Sheepshead `doubles` entry (SS-14.3, SS-14.4) is an engine::Announcement: a crack, a
// re-crack or a blitz (kBlitzBlack shows QC QS, kBlitzRed QH QD). Written as
// {"seat": 3, "call": "crack"} or {"seat": 0, "call": "blitz", "cards": ["QC", "QS"]}.
// The two queens a blitz shows: QC QS (black) or QH QD (red); 0 for the other kinds.
CardMask blitz_cards(Announce kind);

struct SheepsheadLogPart {
  // --- What the log says ---
  std::optional<std::vector<Card>> blind;  // nullopt = absent or null
  std::vector<bool> auction;               // true = "pick"
  std::optional<std::vector<Card>> bury;   // nullopt = absent or null
  std::optional<Call> call;                // with a picker
  std::vector<Announcement> doubles;       // `doubles`, in the order made

  // --- Filled by validate_deal_log ---
  SheepsheadRules rules;  // preset + rule flags
  // The blind is known as such (so is the picker's dealt six). When the log's deal_known is true
  // and this is false, dealt_blind holds a stand-in (the bury) and dealt[picker] the picker's
  // other six: only their union, the picker's eight cards, is real.
  bool blind_known = false;
  CardMask dealt_blind = 0;
  CardMask dealt_bury = 0;  // the picker's bury when deal_known (given or derived)
  int picker = -1;          // the seat that picked, -1 for none

  bool operator==(const SheepsheadLogPart&) const = default;
};

}  // namespace engine
