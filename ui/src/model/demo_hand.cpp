#include "ui/demo_hand.h"

#include <algorithm>
#include <cassert>
#include <memory>
#include <string>
#include <vector>

namespace ui {

using engine::Card;
using engine::CardMask;

namespace {

// The k-th card of a mask in card-index order.
Card nth_card(CardMask m, std::uint32_t k) {
  for (std::uint32_t i = 0; i < k; ++i) m &= m - 1;
  return engine::lowest(m);
}

// The two cards the demo picker buries: the cheapest fail cards, then the lowest trumps.
CardMask demo_bury(CardMask eight, const engine::ContractTable& t) {
  std::vector<Card> order;
  for (const Card c : engine::cards(eight)) order.push_back(c);
  std::sort(order.begin(), order.end(), [&](Card a, Card b) {
    const bool ta = t.eff_suit[a] == engine::kTrump;
    const bool tb = t.eff_suit[b] == engine::kTrump;
    if (ta != tb) return !ta;
    if (engine::card_points(a) != engine::card_points(b)) {
      return engine::card_points(a) < engine::card_points(b);
    }
    return t.power[a] < t.power[b];
  });
  return engine::bit(order[0]) | engine::bit(order[1]);
}

std::vector<Card> card_list(CardMask m) {
  std::vector<Card> out;
  for (const Card c : engine::cards(m)) out.push_back(c);
  return out;
}

// The hand as a deal log, so that the analysis (which reads logs) can work on it.
std::shared_ptr<const engine::DealLog> demo_log(const engine::SheepsheadHand& hand,
                                                const std::vector<std::string>& players) {
  engine::DealLog log;
  log.game = engine::Game::kSheepshead;
  log.preset = "sheepshead";
  log.players = players;
  log.dealer = hand.dealer();
  for (int s = 0; s < engine::kSheepsheadSeats; ++s) {
    log.hands.emplace_back(card_list(hand.deal().hands[static_cast<std::size_t>(s)]));
  }
  log.sheepshead().blind = card_list(hand.deal().blind);
  log.sheepshead().auction = hand.auction();
  if (hand.picker() >= 0) {
    log.sheepshead().bury = card_list(hand.buried());
    log.sheepshead().call = hand.called();
  }
  log.plays = hand.plays();
  if (!engine::validate_deal_log(log).empty()) return nullptr;
  return std::make_shared<const engine::DealLog>(std::move(log));
}

}  // namespace

ReplayDeal demo_deal(std::uint64_t seed) {
  const int dealer = static_cast<int>(seed % engine::kSheepsheadSeats);
  const engine::SheepsheadRules rules;
  engine::SheepsheadHand hand(rules, dealer, engine::deal_sheepshead(seed, dealer));
  const engine::ContractTable table = engine::sheepshead_table_for(rules);
  engine::Rng rng(seed * 0x9E3779B97F4A7C15ull + 1);

  while (hand.phase() == engine::Phase::kPick) {
    const int seat = hand.to_act();
    const bool strong =
        engine::count(hand.deal().hands[static_cast<std::size_t>(seat)] & table.trumps()) >= 3;
    [[maybe_unused]] const auto error = hand.pick(strong || !hand.can_pass());
    assert(!error);
  }
  if (hand.phase() == engine::Phase::kBury) {
    [[maybe_unused]] const auto error = hand.bury(demo_bury(hand.picker_cards(), table));
    assert(!error);
  }
  if (hand.phase() == engine::Phase::kCall) {
    const auto calls = hand.legal_calls();
    assert(!calls.empty());
    auto chosen = std::find_if(calls.begin(), calls.end(), [](const engine::Call& c) {
      return c.type != engine::CallType::kAlone;
    });
    [[maybe_unused]] const auto error = hand.call(chosen != calls.end() ? *chosen : calls.front());
    assert(!error);
  }
  while (hand.phase() == engine::Phase::kPlay) {
    const CardMask legal = hand.legal_cards();
    const auto k = rng.below(static_cast<std::uint32_t>(engine::count(legal)));
    [[maybe_unused]] const auto error = hand.play(nth_card(legal, k));
    assert(!error);
  }
  const std::vector<std::string> players = {"Ann", "Bob", "Cy", "Dee", "Eve"};
  ReplayDeal d = replay_from_hand(hand, players, "demo hand (seed " + std::to_string(seed) + ")");
  d.log = demo_log(hand, players);
  return d;
}

}  // namespace ui
