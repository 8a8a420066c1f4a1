// The deal-log JSON layer's registry (json_common.h): each game's own keys, as its wing's
// *_json.cpp defines them. The JSON layer is a library of its own (engine_json, on
// nlohmann_json), so its registry is too; the games' names and seats are the engine's
// (games.cpp).
#include "json_common.h"

namespace engine::json_log {

namespace {

struct Entry {
  Game game;
  const GameLogJson* keys;
};

constexpr Entry kGames[] = {
    {Game::kSheepshead, &kSheepsheadLogJson},
    {Game::kSchafkopf, &kSchafkopfLogJson},
    {Game::kSweep, &kSweepLogJson},
};

}  // namespace

const GameLogJson* find_log_json(Game game) {
  for (const Entry& e : kGames) {
    if (e.game == game) return e.keys;
  }
  return nullptr;
}

}  // namespace engine::json_log
