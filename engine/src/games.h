// The engine's registry of games (issue 38): each game's JSON name (DEAL_LOG.md `game`),
// display name and seats, and the game's own parts of the shared deal-log code: its log check
// and its labels for archives (its JSON keys: json_games.cpp, the JSON layer's registry).
// engine/src/games.cpp is the one engine file outside the games' wings that names every game; each
// hook is defined in the game's wing. A Game value no entry knows (a test game built in code) has
// only the common fields: `game N` as its name, the log's hands as its seats.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"

namespace engine {

namespace detail {

// A registered game (game_registry.h) has only its game, display name and seats; its other
// fields are null.
struct GameEntry {
  Game game;
  const char* json_name;                 // "sheepshead"
  const char* display_name;              // "Sheepshead"
  int seats;                             // the default table
  int (*log_seats)(const DealLog& log);  // the seats of a log's table
  // The game's check of a log whose keys were read (validate_deal_log).
  void (*check_log)(DealLog& log, std::vector<LogError>& errors);
  // The archive's labels (engine/archive.h: hand_roles, hand_contract).
  std::vector<std::string> (*roles)(const DealLog& log);
  std::string (*contract_name)(const DealLog& log);
};

std::span<const GameEntry> games();
const GameEntry* find_game(Game g);                      // nullptr when no entry knows g
const GameEntry* find_game(std::string_view json_name);  // nullptr for an unknown name

// The hooks, each in its game's wing.
int sheepshead_log_seats(const DealLog& log);  // SS-14: from the preset and flags, else 5
void check_sheepshead_log(DealLog& log, std::vector<LogError>& errors);  // sheepshead/log_check.cpp
void check_schafkopf_log(DealLog& log, std::vector<LogError>& errors);   // schafkopf/log_check.cpp
void check_sweep_log(DealLog& log, std::vector<LogError>& errors);       // sweep/sweep_log.cpp
std::vector<std::string> sheepshead_roles(const DealLog& log);           // sheepshead/labels.cpp
std::string sheepshead_contract_name(const DealLog& log);
std::vector<std::string> schafkopf_roles(const DealLog& log);  // schafkopf/labels.cpp
std::string schafkopf_contract_name(const DealLog& log);

// The seat that was dealt `c`, or -1 when the deal is not known (archive labels).
int dealt_holder(const DealLog& log, Card c);

}  // namespace detail
}  // namespace engine
