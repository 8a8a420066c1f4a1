// schmier validate LOG...: checks deal logs (DEAL_LOG.md) against the rules and prints every
// problem found as "FILE: where: message". Exit 0 when all are valid, 1 otherwise.
#include <array>
#include <iostream>
#include <string>
#include <variant>

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

// The number of plays of a hand played to the end: 30 in Sheepshead (28 four-handed), 32 in
// Schafkopf (24 with the short deck).
std::size_t full_play_count(const engine::DealLog& log) {
  if (log.game == engine::Game::kSheepshead) {
    return static_cast<std::size_t>(log.ss_rules.seats() * log.ss_rules.hand_size());
  }
  if (log.game == engine::Game::kSweep) return engine::sweep::kTurnsPerHand;
  bool short_deck = log.preset == "schafkopf_short";
  for (const auto& [name, value] : log.rule_flags) {
    if (name != "sk_deck") continue;
    const std::string* v = std::get_if<std::string>(&value);
    short_deck = v != nullptr && *v == "short";
  }
  return short_deck ? 24 : 32;
}

// "Sheepshead (sheepshead), 30 plays, complete" and the like.
std::string summary(const engine::DealLog& log) {
  std::string s = engine::game_display_name(log.game);
  if (log.game == engine::Game::kSheepshead && log.ss_rules.seats() != engine::kSheepsheadSeats) {
    s += " " + std::to_string(log.ss_rules.seats()) + "-handed";
  }
  s += " (" + log.preset + "), " + std::to_string(log.plays.size()) +
       (log.game == engine::Game::kSweep ? " turns" : " plays");
  if (log.game == engine::Game::kSheepshead && log.picker < 0 &&
      log.auction.size() == static_cast<std::size_t>(log.ss_rules.seats()) && log.plays.empty() &&
      log.ss_rules.all_pass == engine::AllPass::kDoubler) {
    s += ", thrown in";
  } else if (log.plays.size() == full_play_count(log)) {
    s += ", complete";
  } else {
    s += ", partial";
  }
  if (!log.deal_known) s += ", hidden cards unknown";
  return s;
}

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
    if (!quiet) std::cout << path << ": ok (" << summary(*log) << ")\n";
  }
  return all_valid ? kExitOk : kExitBadInput;
}

}  // namespace cli
