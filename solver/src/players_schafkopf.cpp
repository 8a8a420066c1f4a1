// Schafkopf computer players (solver/players.h): the rule-based player of
// solver/sk_heuristic_player.h and the sampled double-dummy player, apply_action and
// sk_action_text for SchafkopfHand.
#include <algorithm>
#include <memory>
#include <string>

#include "solver/players.h"
#include "solver/sk_heuristic_player.h"

namespace solver {

using engine::SchafkopfHand;
using engine::SkBidKind;
using engine::SkPhase;

namespace {

// The heuristic's action for the seat to act, as an SkAction.
SkAction heuristic_action(const SkHeuristicPlayer& p, const SchafkopfHand& hand) {
  SkAction a;
  switch (hand.phase()) {
    case SkPhase::kAuction:
    case SkPhase::kBidding:
      a.kind = SkActionKind::kBid;
      a.bid = p.choose_bid(hand);
      break;
    case SkPhase::kDeclare:
      a.kind = SkActionKind::kDeclare;
      a.contract = p.choose_declaration(hand);
      break;
    case SkPhase::kDoubling:
      a.kind = SkActionKind::kDouble;
      a.yes = p.choose_double(hand);
      break;
    case SkPhase::kPlay:
    case SkPhase::kDone:
      a.kind = SkActionKind::kPlay;
      a.card = hand.phase() == SkPhase::kPlay ? p.choose_play(hand) : engine::kNoCard;
      break;
  }
  return a;
}

class SkHeuristicBot : public SchafkopfBot {
 public:
  explicit SkHeuristicBot(const BotConfig& config) : player_(config.seed) {}
  SkAdvice decide(const SchafkopfHand& hand) override {
    SkAdvice adv;
    adv.action = heuristic_action(player_, hand);
    return adv;
  }

 private:
  SkHeuristicPlayer player_;
};

}  // namespace

std::unique_ptr<SchafkopfBot> make_schafkopf_bot(const BotConfig& config) {
  // kStrong falls back to the heuristic until the sampled player lands.
  return std::make_unique<SkHeuristicBot>(config);
}

std::optional<std::string> apply_action(SchafkopfHand& hand, const SkAction& action) {
  switch (action.kind) {
    case SkActionKind::kBid:
      return hand.bid(action.bid);
    case SkActionKind::kDeclare:
      return hand.declare(action.contract);
    case SkActionKind::kDouble:
      return hand.answer_double(action.yes);
    case SkActionKind::kPlay:
      if (action.card >= engine::kNumCards) return std::string("no card was given");
      return hand.play(action.card);
  }
  return std::string("unknown action");
}

std::string sk_action_text(const SkAction& a) {
  switch (a.kind) {
    case SkActionKind::kBid:
      switch (a.bid.kind) {
        case SkBidKind::kPass:
          return "pass";
        case SkBidKind::kPlay:
          return "play";
        case SkBidKind::kRank:
          return "rank " + std::to_string(a.bid.rank);
        case SkBidKind::kWithdraw:
          return "withdraw";
        case SkBidKind::kHold:
          return "hold";
        case SkBidKind::kYield:
          return "yield";
      }
      return "bid";
    case SkActionKind::kDeclare:
      return engine::contract_name(a.contract);
    case SkActionKind::kDouble:
      // The action does not say which poll it answers (SK-6.4): Kontra first, then Re.
      return a.yes ? "Kontra/Re" : "no";
    case SkActionKind::kPlay:
      return a.card < engine::kNumCards ? engine::german_code(a.card) : std::string("no card");
  }
  return "?";
}

}  // namespace solver
