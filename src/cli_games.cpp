// The registry of the commands' games (cli_game.h): the one place in src/ that names them.
#include <array>

#include "cli_game.h"
#include "schafkopf/cli.h"
#include "sheepshead/cli.h"
#include "sweep/cli.h"

namespace cli {

namespace {

bool show_sweep_hand(const engine::DealLog& log, std::ostream& out) {
  show_sweep(log, out);
  return true;
}

const std::array<CliGame, 3> kGames = {{
    {engine::Game::kSheepshead, show_sheepshead},
    {engine::Game::kSchafkopf, show_schafkopf},
    {engine::Game::kSweep, show_sweep_hand},
}};

}  // namespace

const CliGame& cli_game(engine::Game g) {
  for (const CliGame& c : kGames) {
    if (c.id == g) return c;
  }
  return kGames[0];
}

}  // namespace cli
