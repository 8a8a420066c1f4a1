// schmier validate LOG...: checks deal logs (DEAL_LOG.md) against the rules and prints every
// problem found as "FILE: where: message". Exit 0 when all are valid, 1 otherwise.
#include <array>
#include <iostream>
#include <string>

#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier validate [--quiet] LOG...\n"
    "\n"
    "Checks each deal log (JSON, see DEAL_LOG.md) against the rules: its shape, the deal, the\n"
    "auction, bury, call, every play and the recorded result. Prints every problem found as\n"
    "  FILE: plays[7]: KS is not legal for seat 3 (Cy): spades were led and Cy holds 9S\n"
    "and 'FILE: ok ...' for each valid log.\n"
    "\n"
    "Options:\n"
    "  --quiet   print only problems (no 'ok' lines, no warnings)\n"
    "\n"
    "Exit status: 0 all logs valid, 1 a log is invalid or unreadable, 2 usage error.\n";

constexpr std::array<OptionSpec, 1> kOptions = {{{"--quiet", false}}};

}  // namespace

int run_validate(int argc, char** argv) {
  std::string error;
  const std::optional<ParsedArgs> args = parse_args(argc, argv, kOptions, error);
  if (!args) return usage_error("validate", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.empty()) return usage_error("validate", "no deal log given");
  const bool quiet = args->has("--quiet");
  bool all_valid = true;
  for (const std::string& path : args->positional) {
    const std::optional<engine::DealLog> log = load_log(path, std::cout, quiet, true);
    if (!log) {
      all_valid = false;
      continue;
    }
    if (!quiet) std::cout << path << ": ok (" << cli_game(log->game).summary(*log) << ")\n";
  }
  return all_valid ? kExitOk : kExitBadInput;
}

}  // namespace cli
