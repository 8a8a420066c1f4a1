// Sheepshead's part of the commands (src/sheepshead/): `schmier show`.
#pragma once

#include <ostream>

#include "engine/deal_log.h"

namespace cli {

// Prints a Sheepshead log trick by trick with its settlement (RULES.md §3); always true.
bool show_sheepshead(const engine::DealLog& log, std::ostream& out);

}  // namespace cli
