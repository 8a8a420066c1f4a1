// Deal logs of hands played in memory (practice games, self-play, computer players' knowledge):
// the engine's hand state written as a DealLog (DEAL_LOG.md version 1), as far as the hand went.
//
// Every seat's hand is given in full as dealt (the blind too), the auction, the bury and call
// once made, the contract and doubles for Schafkopf, the plays so far, and `result` once the
// hand is done. The returned log has been through validate_deal_log, so its derived fields are
// filled. A hand still in its auction or bury (no call yet) is returned with those parts left
// out, exactly as far as DEAL_LOG.md can express it; `complete` in the result says whether the
// log holds every action of the hand.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"

namespace engine {

struct HandLogOptions {
  std::vector<std::string> players;  // seat names; empty = "Seat 1", "Seat 2", ...
  std::string preset;                // empty = derived from the rules ("sheepshead", ...)
  std::string meta_json;             // the "meta" object as compact JSON text, or empty
};

struct HandLog {
  DealLog log;
  bool complete = false;         // every action of the hand is in the log (the hand is done)
  std::vector<LogError> errors;  // validation problems (a bug if ever non-empty)
};

HandLog hand_log(const SheepsheadHand& hand, const HandLogOptions& options = {});
HandLog hand_log(const SchafkopfHand& hand, const HandLogOptions& options = {});

}  // namespace engine
