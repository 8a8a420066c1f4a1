// Schafkopf's part of the commands (src/schafkopf/): `schmier show`.
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include "cli_game.h"
#include "engine/deal_log.h"
#include "solver/analysis.h"

namespace cli {

// Prints a Schafkopf log trick by trick with its settlement (RULES.md §4); false, with the
// reason in `out`, when its contract cannot be replayed.
bool show_schafkopf(const engine::DealLog& log, std::ostream& out);

// `schmier validate`'s summary of a valid log (cli_game.h).
std::string summary_schafkopf(const engine::DealLog& log);

// `schmier solve`: the position after `after` plays (cli_game.h).
bool schafkopf_position(const engine::DealLog& log, std::size_t after, TrickPosition& out,
                        std::string* why);

// `schmier analyze`: an action as the CLI writes Schafkopf ("TH (HZ)": the canonical code, then
// the German one; a Kontra/Re poll answer by its poll, `re_poll`: a Kontra was given before).
std::string schafkopf_action_text(const solver::Action& a, bool re_poll);

// `schmier suggest` and `engine`: the decision a log in progress stops at (cli_game.h).
std::unique_ptr<DecisionPoint> schafkopf_decision_point(const engine::DealLog& log,
                                                        engine::LogError* error);

}  // namespace cli
