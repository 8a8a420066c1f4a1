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
    {.id = engine::Game::kSheepshead,
     .key = "sheepshead",
     .result = "units",
     .show = show_sheepshead,
     .summary = summary_sheepshead,
     .trick_position = sheepshead_position,
     .decision_point = sheepshead_decision_point},
    {.id = engine::Game::kSchafkopf,
     .key = "schafkopf",
     .result = "units",
     .show = show_schafkopf,
     .summary = summary_schafkopf,
     .trick_position = schafkopf_position,
     .action_text = schafkopf_action_text,
     .decision_point = schafkopf_decision_point},
    {.id = engine::Game::kSweep,
     .key = "sweep",
     .result = "margin",
     .show = show_sweep_hand,
     .summary = summary_sweep,
     .solve = solve_sweep,
     .print_analysis = print_sweep_analysis,
     .reason_names = sweep_reason_names,
     .decision_point = sweep_decision_point,
     .bot_defaults = sweep_bot_defaults,
     .extra_player = "strong-cut",
     .extra_player_config = sweep_round_cut_player,
     .suggest_worlds = solver::kDefaultSamples},
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

const CliGame* find_cli_game(const std::string& key) {
  for (const CliGame& c : kGames) {
    if (key == c.key) return &c;
  }
  return nullptr;
}

std::string cli_game_keys() {
  std::string s;
  for (std::size_t i = 0; i < kGames.size(); ++i) {
    if (i > 0) s += i + 1 == kGames.size() ? " or " : ", ";
    s += kGames[i].key;
  }
  return s;
}

const CliGame& cli_game(engine::Game g) {
  for (const CliGame& c : kGames) {
    if (c.id == g) return c;
  }
  return kGames[0];
}

}  // namespace cli
