// schmier solve LOG [--after N] [--json]: the double-dummy value of a position of a deal log and
// of every legal card of the player to move (solver/dd.h). The JSON form is a contract other
// tools parse: {"to_move", "declarer_side_points", "declarer_units", "moves": [{"card",
// "declarer_side_points", "declarer_units"}], "nodes", "seconds"}, plus "objective" and
// "declarer_side" (the seats whose points are counted).
#include <cstdio>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli_api.h"
#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"
#include "solver/dd.h"
#include "solver/positions.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier solve LOG [--after N] [--json] [--tt-mb MB]\n"
    "\n"
    "Solves the position after the first N plays of LOG (0 = before the opening lead; default:\n"
    "after all its plays) with every hand visible (double dummy), and values every legal card\n"
    "of the player to move.\n"
    "\n"
    "Sheepshead with a picker: values are for the picker's side (picker and partner; the bury\n"
    "counts). Schafkopf: for the declaring party (Sauspiel: declarer and partner; solos and\n"
    "Tout: the declarer).\n"
    "  declarer_side_points  the side's final card points when it maximises points\n"
    "  declarer_units        the declarer's own settlement when the side maximises units\n"
    "                        (schneider and schwarz/no-trick rows make this differ from max\n"
    "                        points; a Tout is won only with every trick)\n"
    "Sweep: the exact final margin (the mover's hand score, SW-17, minus the opponent's,\n"
    "counting what was captured before the position) with every card and the stock's order\n"
    "visible, for the position and for every legal action (card and the cards it takes).\n"
    "The log must give every card (a deck, or hands for every round).\n"
    "In a leaster or a Ramsch, values are for the player to move against all the others\n"
    "(paranoid: they cooperate against him): the fewest card points he can be held to, and\n"
    "his best units.\n"
    "Moves are listed in power order (trumps high to low, then each fail suit).\n"
    "\n"
    "Options:\n"
    "  --after N   the position after N plays\n"
    "  --json      one JSON object instead of text\n"
    "  --tt-mb MB  transposition table size in MB (default 64)\n"
    "\n"
    "Exit status: 0 solved, 1 the log is invalid or its hidden cards cannot be derived,\n"
    "2 usage error.\n";

// A solved position: the position after `after` plays, its value and every legal card's.
struct Solved {
  std::unique_ptr<solver::RamschLeafContext> ramsch;  // pos points into it
  solver::Position pos;
  solver::SolveResult res;
  std::vector<int> side;  // the seats whose points are counted
  bool finished = false;
  std::string game_label;
};

std::optional<Solved> solve_position(const engine::DealLog& log, std::size_t after,
                                     solver::DoubleDummy& dd, std::string* error) {
  Solved out;
  std::string why;
  auto fail = [&](std::string m) -> std::optional<Solved> {
    *error = std::move(m);
    return std::nullopt;
  };
  const CliGame& game = cli_game(log.game);
  if (!game.trick_position) {
    return fail("a " + engine::game_display_name(log.game) +
                " log is solved by `schmier solve` (its own JSON form)");
  }
  TrickPosition tp;
  if (!game.trick_position(log, after, tp, &why)) return fail(why);
  out.ramsch = std::move(tp.ramsch);
  out.pos = std::move(tp.pos);
  out.finished = tp.finished;
  out.game_label = std::move(tp.label);
  const solver::Position& pos = out.pos;
  out.res = dd.solve(pos, true);
  for (int s = 0; s < pos.rules.num_players; ++s) {
    if (pos.objective.paranoid ? s == pos.objective.perspective
                               : (pos.objective.max_side >> s & 1) != 0) {
      out.side.push_back(s);
    }
  }
  return out;
}

nlohmann::ordered_json to_json(const Solved& solved) {
  const solver::Position& pos = solved.pos;
  const solver::SolveResult& res = solved.res;
  const bool finished = solved.finished;
  const std::vector<int>& side = solved.side;
  nlohmann::ordered_json j;
  j["to_move"] = finished ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(res.to_move);
  j["declarer_side_points"] = res.points;
  j["declarer_units"] = res.units;
  nlohmann::ordered_json moves = nlohmann::ordered_json::array();
  for (const solver::MoveValue& m : res.moves) {
    moves.push_back({{"card", engine::card_code(m.card)},
                     {"declarer_side_points", m.points},
                     {"declarer_units", m.units}});
  }
  j["moves"] = moves;
  j["nodes"] = res.nodes;
  j["seconds"] = res.seconds;
  j["objective"] = pos.objective.paranoid ? "paranoid" : "team";
  j["declarer_side"] = side;
  return j;
}

}  // namespace

std::optional<nlohmann::ordered_json> solve_json(const engine::DealLog& log, std::size_t after,
                                                 solver::DoubleDummy& dd, std::string* error) {
  if (after > log.plays.size()) {
    *error = "after takes a number of plays from 0 to " + std::to_string(log.plays.size()) +
             " (the log's plays)";
    return std::nullopt;
  }
  auto solved = solve_position(log, after, dd, error);
  if (!solved) return std::nullopt;
  if (!solved->res.complete) {
    *error = "cancelled";
    return std::nullopt;
  }
  return to_json(*solved);
}

int run_solve(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {{"--after", true}, {"--json", false}, {"--tt-mb", true}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("solve", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) return usage_error("solve", "expected exactly one LOG");
  solver::SolverOptions so;
  if (auto mb = args->value("--tt-mb")) {
    auto v = parse_integer(*mb, 1, 16384);
    if (!v) return usage_error("solve", "--tt-mb takes a size in MB from 1 to 16384");
    so.tt_bytes = static_cast<std::size_t>(*v) << 20;
  }
  const std::string& path = args->positional[0];
  auto log = load_log(path, std::cerr, true, true);
  if (!log) return kExitBadInput;
  std::size_t after = log->plays.size();
  if (auto a = args->value("--after")) {
    auto v = parse_integer(*a, 0, static_cast<long long>(log->plays.size()));
    if (!v) {
      return usage_error("solve", "--after takes a number of plays from 0 to " +
                                      std::to_string(log->plays.size()) + " (the log's plays)");
    }
    after = static_cast<std::size_t>(*v);
  }
  if (const CliGame& game = cli_game(log->game); game.solve) {
    return game.solve(*log, path, after, args->has("--json"), so);
  }
  solver::DoubleDummy dd(so);
  std::string why;
  auto solved = solve_position(*log, after, dd, &why);
  if (!solved) {
    std::cerr << path << ": cannot solve: " << why << "\n";
    return kExitBadInput;
  }
  const solver::Position& pos = solved->pos;
  const solver::SolveResult& res = solved->res;
  const std::vector<int>& side = solved->side;
  const bool finished = solved->finished;
  const std::string& game_label = solved->game_label;
  if (args->has("--json")) {
    std::cout << to_json(*solved).dump() << "\n";
    return kExitOk;
  }
  std::string side_names;
  for (int s : side) side_names += (side_names.empty() ? "" : " and ") + seat_name(*log, s);
  std::cout << "Position after " << after << " of " << log->plays.size() << " plays";
  if (!finished) std::cout << "; " << seat_name(*log, res.to_move) << " to play";
  std::cout << "\n";
  if (pos.objective.paranoid) {
    std::cout << game_label << ", " << side_names << " against the other "
              << pos.rules.num_players - 1 << " (paranoid: they cooperate against him)\n"
              << "  fewest card points he can be held to: " << res.points << "\n"
              << "  his units with best play: " << res.units << "\n";
  } else {
    std::cout << game_label << "; declarer's side: " << side_names << "\n"
              << "  card points with best play: " << res.points << "\n"
              << "  declarer's units with best play: " << res.units << "\n";
  }
  if (!res.moves.empty()) {
    std::cout << "  card  points  units\n";
    for (const solver::MoveValue& m : res.moves) {
      const bool best = m.units == res.units && m.points == res.points;
      char line[64];
      std::snprintf(line, sizeof line, "  %-4s  %6d  %5d%s\n", engine::card_code(m.card).c_str(),
                    m.points, m.units, best ? "  best" : "");
      std::cout << line;
    }
  }
  std::cout << "Nodes searched: " << res.nodes << " in " << res.seconds * 1000 << " ms\n";
  return kExitOk;
}

}  // namespace cli
