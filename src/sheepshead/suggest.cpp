// `schmier suggest` and `schmier engine` for a Sheepshead log in progress (ENGINE.md; RULES.md
// §3): the hand replayed to the decision it stops at (pick or pass, bury, call, a card), the
// suggestion, and actions as the deal log writes them.
#include <memory>
#include <string>

#include "cli_game.h"
#include "cli_util.h"
#include "engine/sheepshead.h"
#include "sheepshead/cli.h"
#include "solver/filler.h"

namespace cli {
namespace {

using J = nlohmann::ordered_json;

J call_json(const engine::Call& c) {
  J j;
  if (c.type == engine::CallType::kAlone) {
    j["alone"] = true;
    return j;
  }
  j["card"] = engine::card_code(c.called_card());
  if (c.type == engine::CallType::kUnknown) j["under"] = engine::card_code(c.under);
  return j;
}

J sheepshead_action_json(const solver::Action& x) {
  switch (x.kind) {
    case solver::DecisionKind::kPick:
      return x.take ? "pick" : "pass";
    case solver::DecisionKind::kBury: {
      J cards = J::array();
      for (engine::Card c : engine::cards(x.bury)) cards.push_back(engine::card_code(c));
      return J{{"bury", cards}};
    }
    case solver::DecisionKind::kCall:
      return J{{"call", call_json(x.call)}};
    case solver::DecisionKind::kPlay:
      return engine::card_code(x.card);
    default:
      return nullptr;
  }
}

class SheepsheadPoint final : public DecisionPoint {
 public:
  explicit SheepsheadPoint(engine::SheepsheadHand hand) : hand_(std::move(hand)) {}
  solver::Suggestion suggest(const solver::SuggestOptions& options, const std::atomic<bool>* cancel,
                             solver::SuggestTables* tables) const override {
    return solver::suggest(hand_, options, cancel, tables);
  }
  J action_json(const solver::GameAction& a) const override {
    const auto* x = std::get_if<solver::Action>(&a);
    return x ? sheepshead_action_json(*x) : J(nullptr);
  }
  J value_json(const solver::Action& a) const override { return sheepshead_action_json(a); }

 private:
  engine::SheepsheadHand hand_;
};

std::unique_ptr<DecisionPoint> fail(engine::LogError* error, std::string where,
                                    std::string message) {
  *error = engine::LogError{std::move(where), std::move(message)};
  return nullptr;
}

}  // namespace

std::unique_ptr<DecisionPoint> sheepshead_decision_point(const engine::DealLog& given,
                                                         engine::LogError* error) {
  // Own cards only: the hidden cards completed by the filler (solver/filler.h), which nothing
  // in the answer reads.
  const auto filled = solver::fill_sheepshead_log(given, error);
  if (!filled) return nullptr;
  const engine::DealLog& log = filled->log;
  std::string why;
  auto hand = engine::replay_sheepshead(log, log.plays.size(), &why);
  if (!hand) return fail(error, "", why);
  if (hand->phase() == engine::Phase::kDone) {
    if (hand->result().thrown_in) {
      return fail(error, "auction",
                  "everyone passed and the hand was thrown in: no decision is left");
    }
    return fail(error, "plays",
                "the hand is over (" + std::to_string(log.plays.size()) +
                    " cards played): no decision is left");
  }
  const int mover = hand->to_act();
  if (!filled->complete[static_cast<std::size_t>(mover)]) {
    return fail(error, "hands[" + std::to_string(mover) + "]",
                own_cards_missing(log, mover, mover == hand->picker()));
  }
  return std::make_unique<SheepsheadPoint>(std::move(*hand));
}

}  // namespace cli
