// Schafkopf deal-log rule checks (RULES.md §4) for validate_deal_log.
//
// TEMPORARY placeholder from the deal-log engineer: accepts every Schafkopf log whose shape is
// valid. The Schafkopf rules engineer replaces this file with the real checks (who played which
// card, legality of each play, doubles, the recorded result), as declared in deal_log.h.
#include "engine/deal_log.h"

namespace engine {

void validate_schafkopf_log(DealLog& log, std::vector<LogError>& errors) {
  (void)log;
  (void)errors;
}

}  // namespace engine
