// Helpers for the analysis tests (knowledge, sampler, analysis, grades, lessons): deal logs
// from engine hands, crafted or played out by the heuristic player or at random.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../engine/test_ss_util.h"
#include "engine/deal_log.h"
#include "engine/sheepshead.h"
#include "solver/sheepshead/heuristic_player.h"

namespace atest {

using engine::Card;
using engine::CardMask;

// A validated deal log of a hand as far as it went (every hand given in full).
inline engine::DealLog log_of(const engine::SheepsheadHand& h) {
  engine::DealLog log;
  log.game = engine::Game::kSheepshead;
  const bool is_1988 = h.rules().all_pass == engine::AllPass::kDoubler;
  log.preset = is_1988 ? "sheepshead_1988" : "sheepshead";
  log.rule_flags = engine::sheepshead_flags_diff(h.rules(), log.preset);
  const std::vector<std::string> names = {"Ann", "Bob", "Cy", "Dee", "Eve"};
  log.players.assign(names.begin(), names.begin() + h.seats());
  log.dealer = h.dealer();
  for (int s = 0; s < h.seats(); ++s) {
    std::vector<Card> cards;
    for (Card c : engine::cards(h.deal().hands[static_cast<std::size_t>(s)])) cards.push_back(c);
    log.hands.push_back(cards);
  }
  std::vector<Card> blind;
  for (Card c : engine::cards(h.deal().blind)) blind.push_back(c);
  log.sheepshead().blind = blind;
  log.sheepshead().auction = h.auction();
  if (h.picker() >= 0 && h.phase() != engine::Phase::kBury) {
    std::vector<Card> bury;
    for (Card c : engine::cards(h.buried())) bury.push_back(c);
    log.sheepshead().bury = bury;
  }
  if (h.called()) log.sheepshead().call = *h.called();
  log.sheepshead().doubles = h.announcements();
  log.plays = h.plays();
  log.multiplier = h.multiplier();
  const auto errors = engine::validate_deal_log(log);
  for (const auto& e : errors) FAIL_CHECK(engine::format_error(e));
  REQUIRE(errors.empty());
  return log;
}

// A crafted partial log: dealer 4 (seat 0 speaks and leads first), `passes` passes then a pick,
// the bury, the call and the plays so far.
inline engine::DealLog crafted_log(const engine::SheepsheadRules& rules,
                                   const engine::SheepsheadDeal& deal, int passes,
                                   std::string_view bury, const engine::Call& call,
                                   std::string_view plays) {
  engine::SheepsheadHand h(rules, 4, deal);
  sstest::pick_after_passes(h, passes);
  REQUIRE_FALSE(h.bury(sstest::mask(bury)).has_value());
  auto err = h.call(call);
  REQUIRE_MESSAGE(!err.has_value(), err.value_or(""));
  sstest::play_cards(h, plays);
  return log_of(h);
}

// A crafted leaster: everybody passes, then the plays so far.
inline engine::DealLog crafted_leaster(const engine::SheepsheadDeal& deal, std::string_view plays) {
  engine::SheepsheadHand h(engine::SheepsheadRules{}, 4, deal);
  for (int i = 0; i < 5; ++i) REQUIRE_FALSE(h.pick(false).has_value());
  sstest::play_cards(h, plays);
  return log_of(h);
}

// Rule variations the property tests cycle through (calls, hold rules, under card rules).
inline engine::SheepsheadRules variant_rules(int i) {
  engine::SheepsheadRules r;
  switch (i % 5) {
    case 1:
      r.under_must_be_fail = true;
      break;
    case 2:
      r.unknown_rule = engine::UnknownRule::kOnlyAces;
      break;
    case 3:
      r.ten_hold_is_ace = true;
      r.trump_suit = engine::Suit::kClubs;
      break;
    case 4:
      r.under_lead_allowed = false;
      r.leaster_blind = engine::LeasterBlind::kLastTrick;
      break;
    default:
      break;
  }
  return r;
}

// A complete hand: seeded random auction, bury and call (so every call type and the leaster
// occur), then random legal cards.
inline engine::DealLog random_log(std::uint64_t seed) {
  const engine::SheepsheadRules rules = variant_rules(static_cast<int>(seed));
  const int dealer = static_cast<int>(seed % 5);
  engine::SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed * 7919 + 11, dealer));
  engine::Rng rng(seed ^ 0xABCDEFull);
  while (h.phase() != engine::Phase::kDone) sstest::random_action(h, rng, 25);
  return log_of(h);
}

}  // namespace atest
