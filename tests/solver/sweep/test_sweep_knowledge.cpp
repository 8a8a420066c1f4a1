// Sweep knowledge and worlds (solver/sweep/knowledge.h): every world agrees with what the viewer
// knows and is a playable position; the worlds read nothing hidden (a viewer who cannot tell two
// positions apart gets the same worlds from both); the opponent's cards are drawn uniformly;
// once the stock is empty the only world is the true one; the jacks sent to the bottom of the
// stock are known.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "../../sanitized.h"
#include "solver/sweep/knowledge.h"
#include "sweep_worlds_util.h"

namespace {

namespace es = engine::sweep;
using solver::sweep::inconsistency;
using solver::sweep::sample_world;
using solver::sweep::sweep_knowledge;
using solver::sweep::SweepKnowledge;

using sweep_test::advance;
using sweep_test::deal_of_world;

void same_knowledge(const SweepKnowledge& a, const SweepKnowledge& b) {
  CHECK(a.visible == b.visible);
  CHECK(a.opponent_cards == b.opponent_cards);
  CHECK(a.opponent_known == b.opponent_known);
  CHECK(a.unseen == b.unseen);
  CHECK(a.received == b.received);
}

es::SweepRules rules_for(int i) {
  es::SweepRules r = i % 2 == 0 ? *es::sweep_preset("sweep") : *es::sweep_preset("tablanette_cp");
  if (i % 3 == 1) r.table_jack_to = es::TableJackTo::kShuffle;
  if (i % 3 == 2) r.table_jack_to = es::TableJackTo::kBottom;
  return r;
}

}  // namespace

TEST_CASE("sweep knowledge: worlds agree with the viewer's knowledge and play to the end") {
  const int hands = schmier_test::kSanitized ? 60 : 400;
  engine::Rng rng(77);
  std::vector<es::Action> acts;
  int with_bottom_jacks = 0;
  for (int i = 0; i < hands; ++i) {
    const es::SweepRules rules = rules_for(i);
    const es::SweepDeal deal = es::deal_sweep(1000 + static_cast<std::uint64_t>(i), i % 2, rules);
    if (rules.table_jack_to == es::TableJackTo::kBottom && !deal.returned_jacks.empty()) {
      ++with_bottom_jacks;
    }
    const es::SweepState truth = advance(rules, deal, static_cast<int>(rng.below(48)), rng);
    for (int seat = 0; seat < 2; ++seat) {
      const SweepKnowledge k = sweep_knowledge(rules, deal, truth, seat);
      INFO("hand " << i << " turn " << int(truth.turn) << " seat " << seat);
      CHECK(inconsistency(k, truth).empty());
      for (int j = 0; j < 4; ++j) {
        es::SweepState w = sample_world(k, rng);
        REQUIRE(inconsistency(k, w).empty());
        // The viewer could not tell the world from the truth: same knowledge, same worlds.
        const es::SweepDeal dw = deal_of_world(k, deal, w);
        const SweepKnowledge kw = sweep_knowledge(rules, dw, w, seat);
        same_knowledge(k, kw);
        engine::Rng r1(5 + static_cast<std::uint64_t>(j)), r2(5 + static_cast<std::uint64_t>(j));
        CHECK(sample_world(k, r1) == sample_world(kw, r2));
        // Playable to the end, every card in a pile or left on the table.
        while (!w.hand_over()) {
          REQUIRE(es::legal_actions(w, rules, acts));
          REQUIRE(!acts.empty());
          es::make(w, rules, acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
        }
        CHECK(es::count(w.piles[0] | w.piles[1] | w.table) == es::kNumCards);
      }
    }
  }
  CHECK(with_bottom_jacks > 0);  // the bottom-jack case was exercised
}

TEST_CASE("sweep knowledge: the last round's worlds are the true position") {
  engine::Rng rng(3);
  int checked = 0;
  for (int i = 0; i < 50; ++i) {
    const es::SweepRules rules = rules_for(i);
    const es::SweepDeal deal = es::deal_sweep(2000 + static_cast<std::uint64_t>(i), 0, rules);
    const es::SweepState truth = advance(rules, deal, 36 + static_cast<int>(rng.below(12)), rng);
    const SweepKnowledge k = sweep_knowledge(rules, deal, truth, truth.mover);
    CHECK(k.opponent_unknown() == es::count(k.unseen));
    es::SweepState w = sample_world(k, rng);
    CHECK(w.hands == truth.hands);
    CHECK(w.table == truth.table);
    ++checked;
  }
  CHECK(checked == 50);
}

TEST_CASE("sweep knowledge: the opponent's unknown cards are dealt uniformly") {
  const es::SweepRules rules = *es::sweep_preset("sweep");
  const es::SweepDeal deal = es::deal_sweep(4242, 1, rules);
  engine::Rng rng(9);
  const es::SweepState truth = advance(rules, deal, 3, rng);  // round 1, 30+ unseen cards
  const SweepKnowledge k = sweep_knowledge(rules, deal, truth, truth.mover);
  const int n = 6000;
  std::vector<int> in_hand(es::kNumCards, 0);
  for (int i = 0; i < n; ++i) {
    const es::SweepState w = sample_world(k, rng);
    for (es::Card c : es::cards(w.hands[k.opponent()])) ++in_hand[c];
  }
  const double p = static_cast<double>(k.opponent_unknown()) / es::count(k.unseen);
  const double sd = std::sqrt(n * p * (1 - p));
  for (es::Card c : es::cards(k.unseen)) {
    INFO(es::card_code(c) << " " << in_hand[c] << " expected " << n * p);
    CHECK(std::abs(in_hand[c] - n * p) < 4.5 * sd);
  }
  for (int c = 0; c < es::kNumCards; ++c) {
    if (!es::has(k.unseen, static_cast<es::Card>(c))) CHECK(in_hand[c] == 0);
  }
}

TEST_CASE("sweep knowledge: jacks sent to the bottom of the stock are known") {
  // Find a `bottom` deal whose first table held a jack, then follow it to the last round: the
  // returned jacks are known, in the stock or in the hand of the seat that received them.
  const es::SweepRules rules = *es::sweep_preset("sweep");
  REQUIRE(rules.table_jack_to == es::TableJackTo::kBottom);
  int found = 0;
  engine::Rng rng(11);
  for (std::uint64_t seed = 1; seed < 400 && found < 10; ++seed) {
    const es::SweepDeal deal = es::deal_sweep(seed, static_cast<int>(seed % 2), rules);
    if (deal.returned_jacks.empty()) continue;
    ++found;
    const es::SweepState early = advance(rules, deal, 2, rng);
    const SweepKnowledge k = sweep_knowledge(rules, deal, early, early.mover);
    for (es::Card j : deal.returned_jacks) CHECK_FALSE(es::has(k.unseen, j));
    // At the first turn of the last round the receiver's hand holds them (none played yet).
    es::SweepState last = early;
    std::vector<es::Action> acts;
    while (last.round < 3) {
      es::legal_actions(last, rules, acts);
      es::make(last, rules, acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
    }
    for (int seat = 0; seat < 2; ++seat) {
      const SweepKnowledge kl = sweep_knowledge(rules, deal, last, seat);
      for (es::Card j : deal.returned_jacks) {
        CHECK_FALSE(es::has(kl.unseen, j));
        CHECK(es::has(last.hands[seat] | kl.opponent_known, j));
      }
    }
  }
  CHECK(found == 10);
}
