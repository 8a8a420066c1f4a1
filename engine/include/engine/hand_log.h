// Deal logs of hands played in memory (practice games, self-play, computer players' knowledge):
// the engine's hand state written as a DealLog (DEAL_LOG.md version 1), as far as the hand went.
//
// Every seat's hand is given in full as dealt (the blind too), the auction, the bury and call
// once made, the contract and doubles for Schafkopf, the plays so far, and `result` once the
// hand is done. `complete` in the result says whether the log holds every action of the hand.
//
// Version 1 of DEAL_LOG.md cannot express every phase: a Sheepshead log needs the whole auction
// and, with a picker, the call; a Schafkopf log needs the contract. A hand from its play on
// (Sheepshead: the call made, a leaster, a thrown-in hand; Schafkopf: the contract declared, the
// Kontra poll included) is `expressible`: its log has been through validate_deal_log, so the
// derived fields are filled and parse_deal_log(write_deal_log(log)) gives it back. Before that
// (Sheepshead auction, bury or call; Schafkopf auction or declaration, or a Schafkopf hand
// thrown in) the log holds the deal and the actions so far (Sheepshead: the auction so far, the
// bury once made), is not validated and will not load; `expressible` is false.
//
// Sheepshead's SS-14 tables are written with their own sizes (ss_players seats, hands and blind),
// the call only when the hand had one (a call-up, or alone), and the announcements as `doubles`.
// A hand in its announcement poll (Phase::kAnnounce) is not expressible either: a log lists the
// doubles made but not the passes, and its replay passes every seat they do not name. The log's
// `multiplier` is the one the hand started with (multiplier() less the announcements' doubling).
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
  bool expressible = false;      // a valid version 1 log (validated, derived fields filled)
  std::vector<LogError> errors;  // validation problems (a bug if ever non-empty)
};

HandLog hand_log(const SheepsheadHand& hand, const HandLogOptions& options = {});
HandLog hand_log(const SchafkopfHand& hand, const HandLogOptions& options = {});

}  // namespace engine
