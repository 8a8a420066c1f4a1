// The commands' face of a game (issue 38): what `schmier show`, `solve`, `validate`, `analyze`,
// `selfplay`, `suggest` and `engine` ask of a game, implemented in the game's wing
// (src/sheepshead/, src/schafkopf/, src/sweep/). cli_games.cpp is the one place in src/ that names
// every game.
#pragma once

#include <atomic>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/dd.h"
#include "solver/players.h"
#include "solver/positions.h"
#include "solver/reasons.h"
#include "solver/suggest.h"

namespace cli {

// A trick game's position for the double-dummy solver (`schmier solve`, the engine's solve).
struct TrickPosition {
  std::unique_ptr<solver::RamschLeafContext> ramsch;  // pos points into it (a Ramsch)
  solver::Position pos;
  bool finished = false;
  std::string label;  // "Sheepshead", "Leaster", "Herz-Solo", ...
};

// The hand at the decision a deal log in progress stops at (DEAL_LOG.md "Hands in progress"),
// set up by its game's wing (CliGame::decision_point) for `schmier suggest` and `engine`.
class DecisionPoint {
 public:
  virtual ~DecisionPoint() = default;
  // The seat to act's suggestion (solver/suggest.h); `tables`: a session's warm players.
  virtual solver::Suggestion suggest(const solver::SuggestOptions& options,
                                     const std::atomic<bool>* cancel,
                                     solver::SuggestTables* tables) const = 0;
  // An action as the deal log writes it ("pick", {"bury": [..]}, a card code, ...).
  virtual nlohmann::ordered_json action_json(const solver::GameAction& a) const = 0;
  // The action of a valued alternative (Suggestion::values), written the same way.
  virtual nlohmann::ordered_json value_json(const solver::Action& a) const = 0;
  // What a value is: "units" (settlement units), Sweep "margin" (final margin points); the
  // JSON's keys are it and it + "_se".
  virtual const char* value_name() const { return "units"; }
  // The decision's name in the answer: decision_kind_name ("pick", "play", ...), Sweep "turn".
  virtual std::string decision_name(solver::DecisionKind k) const {
    return solver::decision_kind_name(k);
  }
};

struct CliGame {
  engine::Game id{};
  const char* key = "";  // as the deal log and every JSON output name the game: "sheepshead"
  // What selfplay counts per hand: "units" (settlement units) or "margin" (points).
  const char* result = "units";
  // Prints the hand for `schmier show`; false, with the reason in `out`, when it cannot.
  bool (*show)(const engine::DealLog& log, std::ostream& out) = nullptr;
  // `schmier validate`'s summary of a valid log: "Sheepshead (sheepshead), 30 plays, complete".
  std::string (*summary)(const engine::DealLog& log) = nullptr;
  // `schmier solve` of a trick game: the position after `after` plays; false with *why set
  // when there is none. nullptr for a game that solves itself (`solve`).
  bool (*trick_position)(const engine::DealLog& log, std::size_t after, TrickPosition& out,
                         std::string* why) = nullptr;
  // `schmier solve` of a game with its own solver and output: the exit code. nullptr for the
  // trick games.
  int (*solve)(const engine::DealLog& log, const std::string& path, std::size_t after, bool json,
               const solver::SolverOptions& options) = nullptr;
  // `schmier analyze` as text: a game's own printer (nullptr: the trick games' one).
  void (*print_analysis)(std::ostream& out, const engine::DealLog& log, const std::string& path,
                         const solver::HandAnalysis& h, bool timings) = nullptr;
  // How `analyze` writes an action (nullptr: solver::action_text); `re_poll`: the answer is in
  // the Re poll.
  std::string (*action_text)(const solver::Action& a, bool re_poll) = nullptr;
  // How `analyze`'s reasons name actions, seats and worth (nullptr: the trick games' names).
  solver::ReasonNames (*reason_names)(const engine::DealLog& log) = nullptr;
  // `schmier suggest` and `engine`: the decision `log` stops at; nullptr with *error (where and
  // what) when none is left or the log lacks cards. nullptr: the game gives no suggestions.
  std::unique_ptr<DecisionPoint> (*decision_point)(const engine::DealLog& log,
                                                   engine::LogError* error) = nullptr;
  // The strong player's defaults for selfplay (nullptr: BotConfig's own).
  void (*bot_defaults)(solver::BotConfig& config) = nullptr;
  // A selfplay player type besides heuristic and strong (Sweep: "strong-cut", the earlier
  // strong player), and how it sets up a strong player's config; nullptr: none.
  const char* extra_player = nullptr;
  void (*extra_player_config)(solver::BotConfig& config) = nullptr;
  // The worlds of a suggestion when the command line does not say (Sweep: the analysis's
  // default, so that `analyze` with its defaults values the turn alike).
  int suggest_worlds = 32;
};

// The summary every game writes (CliGame::summary): the game, `table` after it (" 4-handed" or
// ""), the preset, the moves made in `moves` ("plays", "turns") and whether the hand is
// complete (`full` moves), thrown in, or partial, and whether hidden cards are unknown.
std::string log_summary(const engine::DealLog& log, const std::string& table, const char* moves,
                        std::size_t full, bool thrown_in);

// The face of a log's game.
const CliGame& cli_game(engine::Game g);
// The game named `key` ("sheepshead", "schafkopf", "sweep"); nullptr for none.
const CliGame* find_cli_game(const std::string& key);
// Every game's key, for a message: "sheepshead, schafkopf or sweep".
std::string cli_game_keys();

}  // namespace cli
