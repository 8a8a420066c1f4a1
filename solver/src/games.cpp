// The registry of games: the one place that names every game the shared machinery serves
// (solver/game_module.h). A new game adds its wing and one line here.
#include <array>

#include "solver/game_module.h"

namespace solver {

// Each wing's module (solver/src/<game>/module.cpp).
const GameModule& sheepshead_module();
const GameModule& schafkopf_module();
const GameModule& sweep_module();

namespace {

std::array<const GameModule*, 3> registry() {
  return {&sheepshead_module(), &schafkopf_module(), &sweep_module()};
}

}  // namespace

const GameModule* find_game_module(engine::Game g) {
  for (const GameModule* m : registry()) {
    if (m->id() == g) return m;
  }
  return nullptr;
}

std::string game_module_names() {
  const auto games = registry();
  std::string s;
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) s += i + 1 == games.size() ? " and " : ", ";
    s += engine::game_display_name(games[i]->id());
  }
  return s;
}

}  // namespace solver
