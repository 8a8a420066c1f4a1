// Schafkopf's part of the commands (src/schafkopf/): `schmier show`.
#pragma once

#include <ostream>

#include "engine/deal_log.h"

namespace cli {

// Prints a Schafkopf log trick by trick with its settlement (RULES.md §4); false, with the
// reason in `out`, when its contract cannot be replayed.
bool show_schafkopf(const engine::DealLog& log, std::ostream& out);

}  // namespace cli
