// The engine's registry of games (issue 38): each game's JSON name (DEAL_LOG.md `game`),
// display name and seats, looked up by the shared deal-log code (engine/src/games.cpp is the
// one engine file outside the games' wings that names every game). A Game value no entry knows
// (a test game built in code) has only the common fields: `game N` as its name, the log's hands
// as its seats.
#pragma once

#include <span>
#include <string_view>

#include "engine/deal_log.h"

namespace engine::detail {

struct GameEntry {
  Game game;
  const char* json_name;                 // "sheepshead"
  const char* display_name;              // "Sheepshead"
  int seats;                             // the default table
  int (*log_seats)(const DealLog& log);  // the seats of a log's table
};

std::span<const GameEntry> games();
const GameEntry* find_game(Game g);                      // nullptr when no entry knows g
const GameEntry* find_game(std::string_view json_name);  // nullptr for an unknown name

// Sheepshead's table from a log's preset and flags (SS-14), 5 when they name none
// (engine/src/sheepshead/log_check.cpp).
int sheepshead_log_seats(const DealLog& log);

}  // namespace engine::detail
