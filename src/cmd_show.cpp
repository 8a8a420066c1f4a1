// schmier show LOG: a deal log as text, printed by its game's wing (src/<game>/show.cpp through
// cli_game.h): Sheepshead (RULES.md §3), Schafkopf (§4), Sweep (§5). Partial logs show what
// there is; cards nobody can know from the log are shown as "??".
#include <iostream>
#include <sstream>
#include <string>

#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier show LOG\n"
    "\n"
    "Prints a deal log as text. Sheepshead: players and dealer, the hands as dealt, the auction,\n"
    "picker, blind, bury and call (and the partner once known), then every trick (who led, each\n"
    "card with its player, the winner, the trick's points, the running points per side) and the\n"
    "settlement (points per side, the row W1..L3 or the leaster winner, units per seat).\n"
    "Schafkopf: the contract, Kontra and Re, every trick (German card names too) and the\n"
    "settlement. Sweep: the hand round by round, the table before each turn, each play and\n"
    "what it took, sweeps with their bonus, who took the remainder and the score per player\n"
    "(honours, cards, majority, sweeps, total). Partial logs show what there is; unknown\n"
    "hidden cards are shown as ??.\n"
    "\n"
    "Exit status: 0 shown, 1 the log is invalid or unreadable, 2 usage error.\n";

}  // namespace

int run_show(int argc, char** argv) {
  std::string error;
  const std::optional<ParsedArgs> args = parse_args(argc, argv, {}, error);
  if (!args) return usage_error("show", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) return usage_error("show", "give exactly one deal log");
  const std::optional<engine::DealLog> log = load_log(args->positional[0], std::cerr, false, true);
  if (!log) return kExitBadInput;
  std::ostringstream text;
  if (!cli_game(log->game).show(*log, text)) {
    std::cerr << args->positional[0] << ": " << text.str();
    return kExitBadInput;
  }
  std::cout << text.str();
  return kExitOk;
}

}  // namespace cli
