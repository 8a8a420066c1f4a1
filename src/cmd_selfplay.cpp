// schmier selfplay --hands N --seed S [--players A,B,...]: computer players against each other
// in duplicate (solver/selfplay.h): every deal is played once per seat rotation, and the report
// gives the units won per player type with a 95% confidence interval over deals, the seconds
// per decision and the hands played. Progress goes to stderr. With --game sweep the units are
// the margin per hand (the seat's points minus the opponent's, SW-17) and the two rotations are
// the same deck with the seats swapped.
//
// JSON (--json), version 1:
//   {"format": "schmier-selfplay", "version": 1, "game", "preset", "seed", "deals", "hands",
//    "threads", "budget_seconds", "max_worlds", "min_worlds", "seconds",
//    "types": [{"name", "hands", "units_per_hand", "ci95", "decisions",
//               "seconds_per_decision", "max_seconds_per_decision"}]}
//   ("game": "sweep": "units_per_hand" is the margin per hand in points.)
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"
#include "solver/selfplay.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier selfplay --hands N [--seed S] [--players A,B,...]\n"
    "                        [--game sheepshead|schafkopf|sweep] [--preset P] [--threads T]\n"
    "                        [--budget SECONDS] [--worlds K] [--min-worlds K] [--json]\n"
    "\n"
    "Plays computer players against each other in duplicate: every deal is played once per\n"
    "seat rotation (5 for Sheepshead, 4 for Schafkopf, 2 for Sweep: the same deck with the\n"
    "seats swapped), the player types taking the seats in turn round the table, so the luck of\n"
    "the cards cancels. Prints per player type the hands (seat-hands) it played, the mean units\n"
    "it won per hand (Sweep: the margin, its points minus the opponent's) with a 95% confidence\n"
    "interval (the deal is the sample unit), and the seconds per decision (mean and maximum).\n"
    "\n"
    "Player types (strengths):\n"
    "  heuristic  rules of thumb, instant\n"
    "  strong     the sampled solver: worlds consistent with what the seat knows, each solved\n"
    "             double dummy, best mean units (card play; pick, bury and call as heuristic;\n"
    "             Sweep: each world searched to the end of the deal with the fitted evaluation\n"
    "             of what carries over, exactly in the last deal; --worlds worlds, no clock)\n"
    "  strong-cut Sweep only: the earlier strong player (each world searched to the end of the\n"
    "             round, the table to the last capturer; --budget and --worlds as given)\n"
    "\n"
    "Options:\n"
    "  --hands N        hands to play in total; deals = N / seats, rounded up (required)\n"
    "  --seed S         seed of the deals and of the players' sampling (default 1)\n"
    "  --players A,B    player types in seat order, repeated round the table\n"
    "                   (default heuristic,strong; at most one per seat)\n"
    "  --game G         sheepshead (default), schafkopf or sweep\n"
    "  --preset P       rules preset (default: the game's default preset)\n"
    "  --threads T      deals played in parallel (default 1); the results do not depend on it\n"
    "  --budget SECONDS strong players' wall time per decision (default 0.25, Sweep 0.05;\n"
    "                   0 = no limit, reproducible: always --worlds worlds)\n"
    "  --worlds K       strong players' worlds per decision, at most (default 32, Sweep 16)\n"
    "  --min-worlds K   worlds always used whatever the budget (default 8, Sweep 4)\n"
    "  --json           one JSON object instead of the text report\n"
    "\n"
    "Exit status: 0 played, 1 the run failed, 2 usage error.\n";

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream in(s);
  while (std::getline(in, cur, ',')) out.push_back(cur);
  if (!s.empty() && s.back() == ',') out.emplace_back();
  return out;
}

// The run as the JSON object of the file header.
nlohmann::ordered_json report_json(const CliGame& game, const solver::SelfplayOptions& opt,
                                   const solver::BotConfig& base,
                                   const solver::SelfplayReport& rep) {
  nlohmann::ordered_json j;
  j["format"] = "schmier-selfplay";
  j["version"] = 1;
  j["game"] = game.key;
  j["preset"] = opt.preset;
  j["seed"] = opt.seed;
  j["deals"] = rep.deals;
  j["hands"] = rep.hands;
  j["threads"] = opt.threads;
  j["budget_seconds"] = base.budget_seconds;
  j["max_worlds"] = base.max_worlds;
  j["min_worlds"] = base.min_worlds;
  j["seconds"] = rep.seconds;
  j["types"] = nlohmann::ordered_json::array();
  for (const solver::PlayerTypeStats& t : rep.types) {
    nlohmann::ordered_json x;
    x["name"] = t.name;
    x["hands"] = t.hands;
    x["units_per_hand"] = t.units_per_hand;
    x["ci95"] = t.ci95;
    x["decisions"] = t.decisions;
    x["seconds_per_decision"] = t.seconds_per_decision;
    x["max_seconds_per_decision"] = t.max_seconds_per_decision;
    j["types"].push_back(x);
  }
  return j;
}

}  // namespace

int run_selfplay(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {
      {"--hands", true},      {"--seed", true},    {"--players", true}, {"--game", true},
      {"--preset", true},     {"--threads", true}, {"--budget", true},  {"--worlds", true},
      {"--min-worlds", true}, {"--json", false}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("selfplay", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (!args->positional.empty()) {
    return usage_error("selfplay",
                       "selfplay takes no file arguments (\"" + args->positional.front() + "\")");
  }
  solver::SelfplayOptions opt;
  const auto hands_text = args->value("--hands");
  if (!hands_text) return usage_error("selfplay", "--hands N is required");
  const auto hands = parse_integer(*hands_text, 1, 10000000);
  if (!hands) return usage_error("selfplay", "--hands takes a number from 1 to 10000000");
  if (auto v = args->value("--seed")) {
    auto n = parse_integer(*v, 0, 9223372036854775807LL);
    if (!n) return usage_error("selfplay", "--seed takes a whole number from 0");
    opt.seed = static_cast<std::uint64_t>(*n);
  }
  const CliGame* game = &cli_game(opt.game);
  if (auto v = args->value("--game")) {
    game = find_cli_game(*v);
    if (!game) {
      return usage_error("selfplay", "--game takes " + cli_game_keys() + ", not \"" + *v + "\"");
    }
    opt.game = game->id;
  }
  // Every game's default preset bears its name.
  opt.preset = args->value("--preset").value_or(game->key);
  if (auto v = args->value("--threads")) {
    auto n = parse_integer(*v, 1, 256);
    if (!n) return usage_error("selfplay", "--threads takes a number from 1 to 256");
    opt.threads = static_cast<int>(*n);
  }
  solver::BotConfig base;
  if (game->bot_defaults) game->bot_defaults(base);
  if (auto v = args->value("--budget")) {
    double b = -1;
    try {
      std::size_t used = 0;
      b = std::stod(*v, &used);
      if (used != v->size()) b = -1;
    } catch (...) {
      b = -1;
    }
    if (!(b >= 0 && b <= 3600)) {
      return usage_error("selfplay", "--budget takes seconds from 0 to 3600, not \"" + *v + "\"");
    }
    base.budget_seconds = b;
  }
  if (auto v = args->value("--worlds")) {
    auto n = parse_integer(*v, 1, 100000);
    if (!n) return usage_error("selfplay", "--worlds takes a number from 1 to 100000");
    base.max_worlds = static_cast<int>(*n);
  }
  if (auto v = args->value("--min-worlds")) {
    auto n = parse_integer(*v, 1, 100000);
    if (!n) return usage_error("selfplay", "--min-worlds takes a number from 1 to 100000");
    base.min_worlds = static_cast<int>(*n);
  }
  if (base.min_worlds > base.max_worlds) base.min_worlds = base.max_worlds;
  const int seats = engine::seat_count(opt.game);
  const std::vector<std::string> names =
      split_commas(args->value("--players").value_or("heuristic,strong"));
  if (names.empty()) return usage_error("selfplay", "--players needs at least one player type");
  if (static_cast<int>(names.size()) > seats) {
    return usage_error("selfplay", "--players gives " + std::to_string(names.size()) +
                                       " types; a table has " + std::to_string(seats) + " seats");
  }
  for (const std::string& n : names) {
    const bool extra = game->extra_player && n == game->extra_player;
    const auto s = extra ? std::optional(solver::Strength::kStrong) : solver::parse_strength(n);
    if (!s) {
      const std::string known = std::string("heuristic, strong") +
                                (game->extra_player ? ", " : "") +
                                (game->extra_player ? game->extra_player : "");
      return usage_error("selfplay",
                         "unknown player type \"" + n + "\" in --players (known: " + known + ")");
    }
    solver::BotConfig c = base;
    c.strength = *s;
    if (extra) game->extra_player_config(c);
    c.seed = opt.seed;
    opt.players.push_back(c);
  }
  opt.deals = static_cast<int>((*hands + seats - 1) / seats);
  const bool json = args->has("--json");

  const solver::SelfplayReport rep = solver::run_selfplay(opt, [](int done, int total) {
    if (done == total || done % 10 == 0) {
      std::cerr << "\rdeal " << done << " of " << total << std::flush;
      if (done == total) std::cerr << "\n";
    }
  });
  if (!rep.error.empty()) {
    std::cerr << "schmier selfplay: " << rep.error << "\n";
    return kExitBadInput;
  }
  if (json) {
    std::cout << report_json(*game, opt, base, rep).dump(2) << "\n";
    return kExitOk;
  }
  std::cout << "Self-play, " << engine::game_display_name(opt.game) << " (" << opt.preset
            << "), seed " << opt.seed << ": " << rep.deals << " deals x " << seats
            << " rotations = " << rep.hands << " hands, " << opt.threads
            << (opt.threads == 1 ? " thread" : " threads") << ", " << fmt("%.1f", rep.seconds)
            << " s\n";
  std::cout << "Strong players: at most " << base.max_worlds << " worlds per decision, at least "
            << base.min_worlds << ", budget "
            << (base.budget_seconds > 0 ? fmt("%.3g s", base.budget_seconds) : "none") << "\n";
  char head[128];
  std::snprintf(head, sizeof head,
                "type        hands  %11s  +- 95%% CI   decisions  s/decision  max s\n",
                (std::string(game->result) + "/hand").c_str());
  std::cout << head;
  for (const solver::PlayerTypeStats& t : rep.types) {
    char line[256];
    std::snprintf(line, sizeof line, "%-10s %6lld   %+9.4f  +- %7.4f   %9lld  %10.5f  %.4f\n",
                  t.name.c_str(), t.hands, t.units_per_hand, t.ci95, t.decisions,
                  t.seconds_per_decision, t.max_seconds_per_decision);
    std::cout << line;
  }
  return kExitOk;
}

}  // namespace cli
