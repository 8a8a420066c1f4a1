// Helpers for the view-logic tests: cards from codes, and the DEAL_LOG.md example deal played
// through the engine's SheepsheadHand (so every expectation is checked against the engine, not
// against numbers typed in here).
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/sheepshead.h"
#include "ui/replay_deal.h"

namespace uitest {

using engine::Card;
using engine::CardMask;

inline Card card(std::string_view code) {
  auto c = engine::parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), "bad card code in test: ", std::string(code));
  return *c;
}

inline CardMask mask(std::string_view codes) {
  CardMask m = 0;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) m |= engine::bit(card(word));
  return m;
}

// The example of DEAL_LOG.md: Eve (seat 4) deals, Ann (seat 0) picks, buries 7D TH and calls
// the ace of spades (Bob holds it). The hand is in play, no card played yet.
inline engine::SheepsheadHand example_hand() {
  engine::SheepsheadDeal deal;
  deal.hands = {mask("QC JS AD 7D 9S KH"), mask("QS TD 8C KC AS 7H"), mask("QH JC JH 9D TC 8H"),
                mask("QD JD KD AC 7C 9H"), mask("8D TS KS 8S 7S 9C")};
  deal.blind = mask("AH TH");
  engine::SheepsheadHand hand(engine::SheepsheadRules{}, 4, deal);
  REQUIRE_FALSE(hand.pick(true));
  REQUIRE_FALSE(hand.bury(mask("7D TH")));
  engine::Call call;
  call.type = engine::CallType::kAce;
  call.suit = engine::Suit::kSpades;
  REQUIRE_FALSE(hand.call(call));
  return hand;
}

// Plays the given cards, then (when `to_end`) the lowest legal card until the hand is done.
inline void play(engine::SheepsheadHand& hand, std::string_view codes, bool to_end) {
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) REQUIRE_FALSE(hand.play(card(word)));
  while (to_end && hand.phase() == engine::Phase::kPlay) {
    REQUIRE_FALSE(hand.play(engine::lowest(hand.legal_cards())));
  }
}

inline const std::vector<std::string> kNames = {"Ann", "Bob", "Cy", "Dee", "Eve"};

// The example played out: the two tricks of DEAL_LOG.md, then lowest legal cards.
inline ui::ReplayDeal example_deal() {
  auto hand = example_hand();
  play(hand, "QC QS JC QD 8D AD TD 9D KD 7S", true);
  return ui::replay_from_hand(hand, kNames, "example");
}

}  // namespace uitest
