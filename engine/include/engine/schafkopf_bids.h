// A Schafkopf hand before its contract in a deal log (ENGINE.md, "A Schafkopf auction in
// progress"): the optional key "bids", an addition to DEAL_LOG.md version 1 that the engine
// reads. It lists the announcements of the auction (SK-4.2) in the order they were made:
// "play" or "pass" (stage A), then a challenger's {"rank": m} or "withdraw" and the holder's
// "hold" or "yield" (stage C). A log with "bids" may leave out "contract" while the hand has not
// reached it (no plays, no doubles); with "contract" the bids must end at its declaration.
#pragma once

#include <optional>
#include <vector>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"

namespace engine {

// The log's "bids", read from its unknown keys (target engine_json): nullopt when the key is
// absent, or when it is malformed (then every problem is appended to *errors, located as
// "bids[i]").
std::optional<std::vector<SkBid>> schafkopf_bids_of_log(const DealLog& log,
                                                        std::vector<LogError>* errors);

// The hand of a valid Schafkopf log with deal_known after its bids and, when the log gives it,
// its contract (declared, before any double or card). nullopt with every problem appended to
// *errors ("bids[i]": a bid its seat may not make; "contract": a contract the bids do not lead
// to or its declarer may not declare).
std::optional<SchafkopfHand> schafkopf_hand_after_bids(const DealLog& log,
                                                       const std::vector<SkBid>& bids,
                                                       std::vector<LogError>* errors);

// Whether an object's compact JSON text (DealLog::extra_json) has the top-level key `key`.
bool json_object_has_key(const std::string& object_json, std::string_view key);

}  // namespace engine
