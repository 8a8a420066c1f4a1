// `schmier suggest` and `schmier engine` for a Sweep log stopped at a turn (ENGINE.md; RULES.md
// §5): the turn's question (solver/sweep/suggest.h: a log with every card, or with only the
// mover's), the suggestion by the analyzer, and actions written as the deal log writes a turn.
#include <memory>
#include <string>

#include "cli_game.h"
#include "engine/sweep.h"
#include "solver/sweep/suggest.h"
#include "sweep/cli.h"

namespace cli {
namespace {

using J = nlohmann::ordered_json;

// A turn as DEAL_LOG.md writes it: "3C" (a trail) or {"card": "9H", "take": ["4D", "5S"]}.
J turn_json(const engine::sweep::Action& a) {
  if (a.take == 0) return engine::sweep::card_code(a.card);
  J take = J::array();
  for (engine::sweep::Card c : engine::sweep::cards(a.take)) {
    take.push_back(engine::sweep::card_code(c));
  }
  return J{{"card", engine::sweep::card_code(a.card)}, {"take", take}};
}

class SweepPoint final : public DecisionPoint {
 public:
  explicit SweepPoint(solver::sweep::TurnQuestion q) : q_(std::move(q)) {}
  solver::Suggestion suggest(const solver::SuggestOptions& options, const std::atomic<bool>* cancel,
                             solver::SuggestTables* tables) const override {
    return solver::sweep::suggest(q_, options, cancel, tables);
  }
  J action_json(const solver::GameAction& a) const override {
    const auto* x = std::get_if<solver::Action>(&a);
    return x ? turn_json(x->turn) : J(nullptr);
  }
  J value_json(const solver::Action& a) const override { return turn_json(a.turn); }
  const char* value_name() const override { return "margin"; }
  std::string decision_name(solver::DecisionKind) const override { return "turn"; }

 private:
  solver::sweep::TurnQuestion q_;
};

}  // namespace

std::unique_ptr<DecisionPoint> sweep_decision_point(const engine::DealLog& log,
                                                    engine::LogError* error) {
  auto q = solver::sweep::turn_question(log, error);
  if (!q) return nullptr;
  return std::make_unique<SweepPoint>(std::move(*q));
}

}  // namespace cli
