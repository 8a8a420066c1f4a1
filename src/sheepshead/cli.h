// Sheepshead's part of the commands (src/sheepshead/): `schmier show`.
#pragma once

#include <ostream>
#include <string>

#include "engine/deal_log.h"

namespace cli {

// Prints a Sheepshead log trick by trick with its settlement (RULES.md §3); always true.
bool show_sheepshead(const engine::DealLog& log, std::ostream& out);

// `schmier validate`'s summary of a valid log (cli_game.h).
std::string summary_sheepshead(const engine::DealLog& log);

}  // namespace cli
