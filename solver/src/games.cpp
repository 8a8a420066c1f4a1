// The registry of games: the one place that names every game the shared machinery serves
// (solver/game_module.h). A new game adds its wing and one line here.
#include <mutex>
#include <vector>

#include "solver/game_module.h"

namespace solver {

// Each wing's module (solver/src/<game>/module.cpp).
const GameModule& sheepshead_module();
const GameModule& schafkopf_module();
const GameModule& sweep_module();

namespace {

std::mutex registry_mutex;

// The built-in games, then those registered at run time (register_game_module).
std::vector<const GameModule*>& modules() {
  static std::vector<const GameModule*> games = {&sheepshead_module(), &schafkopf_module(),
                                                 &sweep_module()};
  return games;
}

std::vector<const GameModule*> registry() {
  const std::lock_guard<std::mutex> lock(registry_mutex);
  return modules();
}

}  // namespace

void register_game_module(const GameModule& m) {
  const std::lock_guard<std::mutex> lock(registry_mutex);
  for (const GameModule*& known : modules()) {
    if (known->id() == m.id()) {
      known = &m;
      return;
    }
  }
  modules().push_back(&m);
}

const GameModule* find_game_module(engine::Game g) {
  const std::lock_guard<std::mutex> lock(registry_mutex);
  for (const GameModule* m : modules()) {
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

std::optional<Suggestion> suggest_from_log(const engine::DealLog& log,
                                           const SuggestOptions& options,
                                           const std::atomic<bool>* cancel,
                                           engine::LogError* error) {
  const GameModule* game = find_game_module(log.game);
  if (!game) {
    *error = engine::LogError{"game", "no game module serves this log's game"};
    return std::nullopt;
  }
  return game->suggest(log, options, cancel, error);
}

}  // namespace solver
