// The Sweep part of `schmier solve` (cmd_solve.cpp reads the log and hands the position here):
// the exact margin with every card visible, the stock's order included (solver/sweep/solver.h),
// of the position and of every legal action of the mover. The JSON form is a contract other
// tools parse (issue 21):
//   {"to_move": 1, "margin": 12,
//    "moves": [{"card": "KH", "take": ["KS", "2D"], "margin": 12}, ...],
//    "nodes": 123456, "seconds": 0.0012}
// margin = the mover's final hand score (SW-17) minus the opponent's, counting what was captured
// before the position; each legal action once (a trail has an empty take), in the engine's
// order; when the hand is over, to_move is null and margin is seat 0's.
#include "sweep/solve.h"
#include "sweep/cli.h"

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "solver/sweep/solver.h"

namespace cli {

namespace es = engine::sweep;

namespace {

nlohmann::ordered_json card_list(es::CardMask m) {
  nlohmann::ordered_json a = nlohmann::ordered_json::array();
  for (es::Card c : es::cards(m)) a.push_back(es::card_code(c));
  return a;
}

}  // namespace

int solve_sweep_position(const SweepSolveInput& in, std::ostream& out) {
  solver::sweep::SweepSolver sv(in.options);
  const solver::sweep::SweepSolveResult res = sv.solve(in.rules, in.state, true);
  const bool over = in.state.hand_over();
  if (in.json) {
    nlohmann::ordered_json j;
    j["to_move"] = over ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(res.to_move);
    j["margin"] = res.margin;
    nlohmann::ordered_json moves = nlohmann::ordered_json::array();
    for (const solver::sweep::ActionValue& m : res.moves) {
      moves.push_back({{"card", es::card_code(m.action.card)},
                       {"take", card_list(m.action.take)},
                       {"margin", m.margin}});
    }
    j["moves"] = moves;
    j["nodes"] = res.nodes;
    j["seconds"] = res.seconds;
    out << j.dump() << "\n";
    return kExitOk;
  }
  const auto name = [&](int seat) {
    return seat >= 0 && seat < static_cast<int>(in.names.size())
               ? in.names[static_cast<std::size_t>(seat)]
               : "Seat " + std::to_string(seat + 1);
  };
  out << "Position after " << in.after << " of " << in.total_plays << " plays";
  if (!over) {
    out << "; " << name(res.to_move) << " to play (round " << in.state.round + 1 << ", "
        << es::kStockSize - in.state.stock_pos << " cards in the stock)";
  }
  out << "\n";
  const int me = over ? 0 : res.to_move;
  out << "Sweep, every card visible (the stock's order too): margin = " << name(me)
      << "'s final score minus " << name(1 - me) << "'s\n";
  out << "  table: " << (in.state.table ? es::mask_string(in.state.table) : "(empty)") << "\n";
  out << "  margin with best play: " << res.margin << "\n";
  if (!res.moves.empty()) {
    out << "  card  take                    margin\n";
    for (const solver::sweep::ActionValue& m : res.moves) {
      const std::string take = m.action.take ? es::mask_string(m.action.take) : "(trail)";
      char line[128];
      std::snprintf(line, sizeof line, "  %-4s  %-22s  %6d%s\n",
                    es::card_code(m.action.card).c_str(), take.c_str(), m.margin,
                    m.margin == res.margin ? "  best" : "");
      out << line;
    }
  }
  out << "Nodes searched: " << res.nodes << " in " << res.seconds * 1000 << " ms\n";
  return kExitOk;
}

// A Sweep log: the exact margin of the position after `after` turns.
int solve_sweep(const engine::DealLog& log, const std::string& path, std::size_t after, bool json,
                const solver::SolverOptions& so) {
  if (!log.deal_known) {
    std::cerr << path
              << ": cannot solve: the log does not give every card (the hands of the rounds "
                 "still to come), so the position cannot be solved with every card visible\n";
    return kExitBadInput;
  }
  std::string why;
  auto rep = engine::replay_sweep_log(log, after, &why);
  if (!rep) {
    std::cerr << path << ": cannot solve: " << why << "\n";
    return kExitBadInput;
  }
  SweepSolveInput in;
  in.rules = rep->rules;
  in.state = rep->state;
  in.names = log.players;
  in.after = after;
  in.total_plays = log.plays.size();
  in.json = json;
  in.options = so;
  return solve_sweep_position(in, std::cout);
}

void sweep_bot_defaults(solver::BotConfig& config) {
  config.budget_seconds = 0.05;
  config.max_worlds = 16;
  config.min_worlds = 4;
}

void sweep_round_cut_player(solver::BotConfig& config) {
  config.sweep_round_cut = true;
}

}  // namespace cli
