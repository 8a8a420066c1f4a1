// Sheepshead's part of the commands (src/sheepshead/): `schmier show`.
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include "cli_game.h"
#include "engine/deal_log.h"

namespace cli {

// Prints a Sheepshead log trick by trick with its settlement (RULES.md §3); always true.
bool show_sheepshead(const engine::DealLog& log, std::ostream& out);

// `schmier validate`'s summary of a valid log (cli_game.h).
std::string summary_sheepshead(const engine::DealLog& log);

// `schmier solve`: the position after `after` plays (cli_game.h).
bool sheepshead_position(const engine::DealLog& log, std::size_t after, TrickPosition& out,
                         std::string* why);

// `schmier suggest` and `engine`: the decision a log in progress stops at (cli_game.h).
std::unique_ptr<DecisionPoint> sheepshead_decision_point(const engine::DealLog& log,
                                                         engine::LogError* error);

}  // namespace cli
