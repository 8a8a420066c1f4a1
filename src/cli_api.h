// What `schmier suggest` and `schmier engine` share (ENGINE.md): the position a deal log in
// progress stops at, actions written as the deal log writes them, the suggestion's JSON, and the
// JSON of `schmier analyze --json` and `schmier solve --json` for one log.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "cli_game.h"
#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/dd.h"
#include "solver/suggest.h"

namespace cli {

// The decision a valid log stops at, set up by its game's wing (cli_game.h DecisionPoint: the
// suggestion, actions as the deal log writes them: "pick", "pass", {"bury": [..]},
// {"call": {..}}, a card code; Schafkopf {"bid": ..}, {"contract": {..}}, "kontra", "re", "no");
// nullptr with *error (where and what) when the log has no decision left (complete, thrown in),
// does not give every card the hand needs, or its game gives no suggestions.
std::unique_ptr<DecisionPoint> decision_position(const engine::DealLog& log,
                                                 engine::LogError* error);

// {"seat", "decision", "action", "values": [{"action", "units", "units_se"}], "worlds"}; values
// only when requested.
nlohmann::ordered_json suggestion_json(const solver::Suggestion& s, const DecisionPoint& pos,
                                       bool with_values);

// `schmier analyze --json` of a log with `analyzer`; nullopt with *error when it cannot be
// analysed (or was cancelled).
std::optional<nlohmann::ordered_json> analysis_json(const engine::DealLog& log,
                                                    solver::Analyzer& analyzer,
                                                    const std::atomic<bool>* cancel,
                                                    std::string* error);

// `schmier solve --json` of the position after `after` plays with `dd`; nullopt with *error.
std::optional<nlohmann::ordered_json> solve_json(const engine::DealLog& log, std::size_t after,
                                                 solver::DoubleDummy& dd, std::string* error);

}  // namespace cli
