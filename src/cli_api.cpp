// The decision a deal log in progress stops at, through its game's face, and the suggestion's
// JSON (src/cli_api.h).
#include "cli_api.h"

#include <string>

#include "cli_game.h"

namespace cli {

using J = nlohmann::ordered_json;

std::unique_ptr<DecisionPoint> decision_position(const engine::DealLog& log,
                                                 engine::LogError* error) {
  const CliGame& game = cli_game(log.game);
  if (!game.decision_point) {
    *error = engine::LogError{
        "game", "a " + engine::game_display_name(log.game) + " log: no suggestions for it yet"};
    return nullptr;
  }
  return game.decision_point(log, error);
}

J suggestion_json(const solver::Suggestion& s, const DecisionPoint& pos, bool with_values) {
  J j;
  j["seat"] = s.seat;
  j["decision"] = pos.decision_name(s.kind);
  j["action"] = pos.action_json(s.action);
  if (with_values) {
    J values = J::array();
    for (const solver::Alternative& a : s.values) {
      J v;
      v["action"] = pos.value_json(a.action);
      const std::string name = pos.value_name();
      v[name] = a.has_values ? J(a.units.mean) : J(nullptr);
      v[name + "_se"] = a.has_values ? J(a.units.se) : J(nullptr);
      values.push_back(v);
    }
    j["values"] = values;
    // Every seat's win chance after the best valued action (ENGINE.md "win_chance"); null when
    // nothing was valued.
    j["win_chance"] = s.win_chance.empty() ? J(nullptr) : J(s.win_chance);
    j["win_chance_se"] = s.win_chance.empty() ? J(nullptr) : J(s.win_chance_se);
    if (!s.note.empty()) j["note"] = s.note;
  }
  return j;
}

}  // namespace cli
