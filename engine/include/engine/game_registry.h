// Games the engine learns at run time (issue 38: a test game such as tests/toy/ plugs in with
// one line here and one in the solver's registry). The built-in games are in
// engine/src/games.cpp. A game registered here has a display name and seats, so seat_count,
// game_display_name and deal_log_seats serve it; it has no deal-log JSON name (its logs are built
// in code), and validate_deal_log checks only the fields every game shares.
#pragma once

#include <string>

#include "engine/game.h"

namespace engine {

// Registers `g` (a value no built-in game uses; a built-in game keeps its entry). Registering g
// again replaces its name and seats. Call it before any thread asks about g. Seats are 0 to 5
// (a log holds at most five hands); others are clamped.
void register_game(Game g, const std::string& display_name, int seats);

}  // namespace engine
