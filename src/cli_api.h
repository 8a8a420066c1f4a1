// What `schmier suggest` and `schmier engine` share (ENGINE.md): the position a deal log in
// progress stops at, actions written as the deal log writes them, the suggestion's JSON, and the
// JSON of `schmier analyze --json` and `schmier solve --json` for one log.
#pragma once

#include <atomic>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/analysis.h"
#include "solver/dd.h"
#include "solver/suggest.h"

namespace cli {

// The hand at the decision a log stops at (DEAL_LOG.md "Hands in progress"; ENGINE.md for the
// Schafkopf keys "bids" and "poll"). Exactly one of the two hands is set.
struct DecisionPosition {
  std::optional<engine::SheepsheadHand> sheepshead;
  std::optional<engine::SchafkopfHand> schafkopf;
};

// The position of a valid log; nullopt with *error (where and what) when the log has no
// decision left (complete, thrown in) or does not give every card the hand needs.
std::optional<DecisionPosition> decision_position(const engine::DealLog& log,
                                                  engine::LogError* error);

// An action as the deal log writes it: "pick", "pass", {"bury": [..]}, {"call": {..}}, a card
// code; Schafkopf {"bid": ..}, {"contract": {..}}, "kontra", "re", "no", a card code.
nlohmann::ordered_json action_json(const solver::GameAction& a, const DecisionPosition& pos);

// {"seat", "decision", "action", "values": [{"action", "units", "units_se"}], "worlds"}; values
// only when requested.
nlohmann::ordered_json suggestion_json(const solver::Suggestion& s, const DecisionPosition& pos,
                                       bool with_values);

// `tables`: a session's warm players and tables (nullptr for a one-shot suggestion).
solver::Suggestion suggest_at(const DecisionPosition& pos, const solver::SuggestOptions& options,
                              const std::atomic<bool>* cancel,
                              solver::SuggestTables* tables = nullptr);

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
