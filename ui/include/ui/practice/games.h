// The games practice plays, by name: the trick games' sessions (session.h) serve Sheepshead and
// Schafkopf, Sweep has its own (ui/sweep/practice.h). Implemented in src/model/practice_games.cpp,
// the one shared ui file that names the games for practice; everything else takes a game from it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/deal_log.h"

namespace ui::practice {

// A new practice configuration's game (Sheepshead).
engine::Game default_practice_game();
// The game's name in saved games and the history ("sheepshead", "schafkopf", "sweep").
std::string practice_game_name(engine::Game g);
// The trick game called `name` ("sheepshead", "schafkopf"); nullopt for any other.
std::optional<engine::Game> trick_practice_game(std::string_view name);
// The trick game's hand is a Sheepshead hand (the pick, the bury, the call;
// engine::SheepsheadHand); else a Schafkopf hand (bids and contracts; engine::SchafkopfHand).
bool sheepshead_hand_game(engine::Game g);
// The trick game's cards are German ones (its ranks Ober and Unter; the suits by the settings).
bool german_card_game(engine::Game g);

}  // namespace ui::practice
