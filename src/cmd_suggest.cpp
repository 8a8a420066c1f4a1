// schmier suggest LOG [--player heuristic|strong] [--budget-ms N] [--values] [--seed S]
// [--json]: the action of the seat to decide in a deal log that stops at a decision (DEAL_LOG.md
// "Hands in progress"), and with --values every legal action's value for that seat (the
// practice hint's numbers, solver/suggest.h). ENGINE.md describes the answer.
#include <cstdio>
#include <iostream>
#include <optional>

#include "cli_api.h"
#include "cli_util.h"
#include "solver/analysis.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier suggest LOG [--player heuristic|strong] [--budget-ms N] [--values]\n"
    "                           [--seed S] [--worlds K] [--json]\n"
    "\n"
    "LOG stops at a decision (DEAL_LOG.md, \"Hands in progress\"): Sheepshead a pick or pass,\n"
    "the picker's bury or call, or a card; Schafkopf a bid or the declaration (the key \"bids\",\n"
    "ENGINE.md), a Kontra/Re answer or a card; Sweep a turn. Prints the action the chosen\n"
    "player takes for the seat to decide, from what that seat knows only. The log may give only\n"
    "the deciding seat's own cards: Sheepshead and Schafkopf the other seats' hands null (or\n"
    "only the cards they played), the blind and the bury null unless they are his (ENGINE.md,\n"
    "\"Own cards only\"); Sweep the first table and his hand, the opponent's cards and the\n"
    "stock null or absent. The answer is the same as with every card given.\n"
    "\n"
    "Options:\n"
    "  --player P     heuristic (the rule of thumb, instant) or strong (the tutor: the best\n"
    "                 action by sampled double dummy; Sweep: the action that the analysis of\n"
    "                 its own line grades best, as `analyze --samples K --seed S`; default)\n"
    "  --budget-ms N  wall time for the sampled valuation in ms, 0 to 3600000 (default 0 = no\n"
    "                 limit: the answer is the same for the same seed; Sweep ignores it)\n"
    "  --values       also every legal action's value: the seat's own units on average over\n"
    "                 the sampled deals, with its standard error (as the practice hint; Sweep:\n"
    "                 the expected final margin in points, \"margin\" and \"margin_se\"),\n"
    "                 and every seat's win chance after the best action (ENGINE.md)\n"
    "  --seed S       seed of the sampled deals, 0 to 2^62 (default 1)\n"
    "  --worlds K     at most K sampled deals per valuation, 1 to 4096 (default 32; a Schafkopf\n"
    "                 bid, declaration or Kontra/Re answer at most 24; Sweep: the analysis's\n"
    "                 worlds, default 48, as `analyze --samples`)\n"
    "  --json         one JSON object: {\"seat\", \"decision\", \"action\", \"values\",\n"
    "                 \"win_chance\", \"win_chance_se\"} (the last three with --values)\n"
    "\n"
    "Actions are written as the deal log writes them: \"pick\", \"pass\", {\"bury\": [..]},\n"
    "{\"call\": {..}}, a card code, \"kontra\", \"re\", \"no\", {\"contract\": {..}};\n"
    "a Sweep turn (decision \"turn\") \"3C\" (a trail) or {\"card\": \"9H\", \"take\": [\"4D\", "
    "\"5S\"]}.\n"
    "\n"
    "Exit status: 0 answered, 1 the log is invalid, complete, lacks the deciding seat's own\n"
    "cards or fits no deal (\"hands: no deal fits what the log shows: ...\"), 2 usage.\n";

}  // namespace

int run_suggest(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {{"--player", true},  {"--budget-ms", true},
                                          {"--values", false}, {"--seed", true},
                                          {"--worlds", true},  {"--json", false}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("suggest", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) return usage_error("suggest", "expected exactly one LOG");
  solver::SuggestOptions o;
  if (auto v = args->value("--player")) {
    auto s = solver::parse_strength(*v);
    if (!s) return usage_error("suggest", "--player takes heuristic or strong, not " + *v);
    o.strength = *s;
  }
  if (auto v = args->value("--budget-ms")) {
    auto ms = parse_integer(*v, 0, 3600000);
    if (!ms) return usage_error("suggest", "--budget-ms takes milliseconds from 0 to 3600000");
    o.budget_seconds = static_cast<double>(*ms) / 1000.0;
  }
  if (auto v = args->value("--seed")) {
    auto s = parse_integer(*v, 0, (1LL << 62));
    if (!s) return usage_error("suggest", "--seed takes a whole number from 0 to 2^62");
    o.seed = static_cast<std::uint64_t>(*s);
  }
  std::optional<int> worlds;
  if (auto v = args->value("--worlds")) {
    auto k = parse_integer(*v, 1, 4096);
    if (!k) return usage_error("suggest", "--worlds takes a number of deals from 1 to 4096");
    worlds = static_cast<int>(*k);
  }
  o.values = args->has("--values");
  const std::string& path = args->positional[0];
  auto log = load_log(path, std::cerr, true, /*any_game=*/true);
  if (!log) return kExitBadInput;
  o.max_worlds = worlds.value_or(cli_game(log->game).suggest_worlds);
  engine::LogError where;
  auto pos = decision_position(*log, &where);
  if (!pos) {
    std::cerr << path << ": " << engine::format_error(where) << "\n";
    return kExitBadInput;
  }
  const solver::Suggestion s = pos->suggest(o, nullptr, nullptr);
  if (args->has("--json")) {
    std::cout << suggestion_json(s, *pos, o.values).dump() << "\n";
    return kExitOk;
  }
  const std::string action = [&] {
    const auto j = pos->action_json(s.action);
    return j.is_string() ? j.get<std::string>() : j.dump();
  }();
  std::cout << seat_name(*log, s.seat) << " (seat " << s.seat << "), " << pos->decision_name(s.kind)
            << ": " << action << "\n";
  if (o.values) {
    if (s.values.empty()) {
      std::cout << "  " << s.note << "\n";
    } else {
      std::cout << "  values (" << seat_name(*log, s.seat) << "'s " << pos->value_name() << " over "
                << s.worlds << " deals, best first):\n";
      for (const solver::Alternative& a : s.values) {
        const auto j = pos->value_json(a.action);
        const std::string name = j.is_string() ? j.get<std::string>() : j.dump();
        std::cout << "  " << name << "  "
                  << (a.has_values
                          ? fmt("%+.3f", a.units.mean) + " \u00b1 " + fmt("%.3f", a.units.se)
                          : std::string("not valued"))
                  << "\n";
      }
    }
    if (!s.win_chance.empty()) {
      std::cout << "  win chance after the best action (per seat):";
      for (std::size_t q = 0; q < s.win_chance.size(); ++q) {
        std::cout << (q ? ", " : " ") << seat_name(*log, static_cast<int>(q)) << " "
                  << fmt("%.2f", s.win_chance[q]) << " \u00b1 " << fmt("%.2f", s.win_chance_se[q]);
      }
      std::cout << "\n";
    }
  }
  return kExitOk;
}

}  // namespace cli
