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
    {engine::Game::kSheepshead, show_sheepshead, summary_sheepshead, sheepshead_position, nullptr},
    {engine::Game::kSchafkopf, show_schafkopf, summary_schafkopf, schafkopf_position, nullptr},
    {engine::Game::kSweep, show_sweep_hand, summary_sweep, nullptr, solve_sweep},
}};

}  // namespace

std::string log_summary(const engine::DealLog& log, const std::string& table, const char* moves,
                        std::size_t full, bool thrown_in) {
  std::string s = engine::game_display_name(log.game) + table;
  s += " (" + log.preset + "), " + std::to_string(log.plays.size()) + " " + moves;
  if (thrown_in) {
    s += ", thrown in";
  } else if (log.plays.size() == full) {
    s += ", complete";
  } else {
    s += ", partial";
  }
  if (!log.deal_known) s += ", hidden cards unknown";
  return s;
}

const CliGame& cli_game(engine::Game g) {
  for (const CliGame& c : kGames) {
    if (c.id == g) return c;
  }
  return kGames[0];
}

}  // namespace cli
