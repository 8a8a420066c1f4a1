// Sweep's part of the commands (src/sweep/): `schmier show`, `solve`, `analyze`, `suggest`.
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include "cli_game.h"
#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/reasons.h"

namespace cli {

// Prints a valid Sweep log round by round with its score (RULES.md §5).
void show_sweep(const engine::DealLog& log, std::ostream& out);

// `schmier validate`'s summary of a valid log (cli_game.h).
std::string summary_sweep(const engine::DealLog& log);

// `schmier solve`: the exact margin of the position after `after` turns; the exit code.
int solve_sweep(const engine::DealLog& log, const std::string& path, std::size_t after, bool json,
                const solver::SolverOptions& so);

// The strong player's selfplay defaults: a Sweep world is searched in a few milliseconds (to
// the end of the round), so a smaller budget keeps a move near 25 ms (solver/PLAYERS.md
// "Sweep").
void sweep_bot_defaults(solver::BotConfig& config);
// selfplay's "strong-cut": the round-cut strong player of the earlier releases.
void sweep_round_cut_player(solver::BotConfig& config);

// `schmier analyze`: a Sweep hand's analysis as text, and how its reasons name actions, cards
// and their worth (margin points).
void print_sweep_analysis(std::ostream& out, const engine::DealLog& log, const std::string& path,
                          const solver::HandAnalysis& h, bool timings);
solver::ReasonNames sweep_reason_names(const engine::DealLog& log);

// `schmier suggest` and `engine`: the turn a log stops at (solver/sweep/suggest.h); nullptr with
// *error when the hand is over or the log gives neither every card nor the mover's own.
std::unique_ptr<DecisionPoint> sweep_decision_point(const engine::DealLog& log,
                                                    engine::LogError* error);

}  // namespace cli
