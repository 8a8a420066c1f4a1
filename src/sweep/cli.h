// Sweep's part of the commands (src/sweep/): `schmier show`.
#pragma once

#include <ostream>

#include "engine/deal_log.h"

namespace cli {

// Prints a valid Sweep log round by round with its score (RULES.md §5).
void show_sweep(const engine::DealLog& log, std::ostream& out);

}  // namespace cli
