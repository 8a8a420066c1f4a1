// schmier solve LOG [--after N] [--json]: the double-dummy value of a position of a deal log and
// of every legal card of the player to move (solver/dd.h). The JSON form is a contract other
// tools parse: {"to_move", "declarer_side_points", "declarer_units", "moves": [{"card",
// "declarer_side_points", "declarer_units"}], "nodes", "seconds"}, plus "objective" and
// "declarer_side" (the seats whose points are counted).
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli_util.h"
#include "engine/deal_log.h"
#include "engine/schafkopf.h"
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

}  // namespace

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
  auto log = load_log(path, std::cerr, true);
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
  std::string why;
  solver::Position pos;
  bool finished = false;
  solver::RamschLeafContext ramsch;  // outlives the solver
  std::string game_label;
  if (log->game == engine::Game::kSchafkopf) {
    auto sk = engine::replay_schafkopf_log(*log, after, &why);
    if (!sk) {
      std::cerr << path << ": cannot solve: " << why << "\n";
      return kExitBadInput;
    }
    ramsch = {sk->rules, sk->contract, static_cast<int>(sk->doubles.size())};
    pos = solver::schafkopf_position(sk->rules, sk->contract, sk->replay.setup, sk->replay.state,
                                     sk->dealt, static_cast<int>(sk->doubles.size()), &ramsch);
    finished = sk->replay.state.finished(sk->replay.setup.play);
    game_label = engine::contract_name(sk->contract);
  } else {
    auto hand = engine::replay_sheepshead(*log, after, &why);
    if (!hand) {
      std::cerr << path << ": cannot solve: " << why << "\n";
      return kExitBadInput;
    }
    if (hand->phase() != engine::Phase::kPlay && hand->phase() != engine::Phase::kDone) {
      std::cerr << path << ": cannot solve: the hand has no card play\n";
      return kExitBadInput;
    }
    if (hand->phase() == engine::Phase::kDone && hand->result().thrown_in) {
      std::cerr << path << ": cannot solve: the hand was thrown in (everyone passed)\n";
      return kExitBadInput;
    }
    pos = solver::sheepshead_position(*hand);
    finished = hand->phase() == engine::Phase::kDone;
    game_label = hand->is_leaster() ? "Leaster" : "Sheepshead";
  }
  solver::DoubleDummy dd(so);
  const solver::SolveResult res = dd.solve(pos, true);
  std::vector<int> side;
  for (int s = 0; s < pos.rules.num_players; ++s) {
    if (pos.objective.paranoid ? s == pos.objective.perspective
                               : (pos.objective.max_side >> s & 1) != 0) {
      side.push_back(s);
    }
  }
  if (args->has("--json")) {
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
    std::cout << j.dump() << "\n";
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
