// What a player knows at a decision (solver/knowledge.h): the actual deal always satisfies the
// constraints (nothing true is excluded), every sampled world replays legally through the
// engine (nothing false is let in), and the named constraints of SS-6, SS-8.3 to SS-8.5 and
// voids (TT-3) hold in every world.
#include <doctest/doctest.h>

#include "solver/knowledge.h"
#include "solver/sampler.h"
#include "test_analysis_util.h"

namespace {

using engine::Card;
using engine::CardMask;
using solver::Knowledge;
using solver::SlotCards;
using solver::SlotKind;
using sstest::card;
using sstest::mask;

// The actual deal as the slots of a knowledge.
SlotCards actual_slots(const engine::DealLog& log, const Knowledge& k) {
  auto h = engine::replay_sheepshead(log, k.plays_seen, nullptr);
  REQUIRE(h.has_value());
  SlotCards w{};
  for (std::size_t i = 0; i < k.slots.size(); ++i) {
    const solver::Slot& s = k.slots[i];
    switch (s.kind) {
      case SlotKind::kHand:
        w[i] = h->play_state().hands[static_cast<std::size_t>(s.seat)];
        break;
      case SlotKind::kBury:
        w[i] = log.sheepshead().dealt_bury;
        break;
      case SlotKind::kUnder:
        w[i] = engine::bit(h->play_rules().under);
        break;
      case SlotKind::kBlind:
        w[i] = log.sheepshead().dealt_blind;
        break;
    }
  }
  return w;
}

TEST_CASE("knowledge: the actual deal is consistent with every player's knowledge at every play") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const engine::DealLog log = atest::random_log(seed);
    for (std::size_t i = 0; i < log.plays.size(); ++i) {
      std::string err;
      auto k = solver::sheepshead_play_knowledge(log, i, &err);
      REQUIRE_MESSAGE(k.has_value(), "seed ", seed, " play ", i, ": ", err);
      CHECK(k->mover == log.play_seat[i]);
      CHECK_MESSAGE(solver::world_consistent(*k, actual_slots(log, *k)), "seed ", seed, " play ",
                    i);
      ++checked;
    }
  }
  CHECK(checked == 60 * 30);
}

TEST_CASE("knowledge: every sampled world replays legally and satisfies the constraints") {
  for (std::uint64_t seed = 100; seed < 250; ++seed) {
    const engine::DealLog log = atest::random_log(seed);
    for (std::size_t i = 0; i < log.plays.size(); ++i) {
      auto k = solver::sheepshead_play_knowledge(log, i, nullptr);
      REQUIRE(k.has_value());
      const solver::WorldSampler sampler(*k);
      REQUIRE(sampler.count() >= 1);
      for (int j = 0; j < 8; ++j) {
        engine::Rng rng(solver::world_seed(seed, static_cast<int>(i), j));
        const solver::World w = sampler.sample(rng);
        CHECK(solver::world_consistent(*k, w.slots));
        std::string err;
        auto h = solver::replay_world(log, *k, w.slots, &err);
        CHECK_MESSAGE(h.has_value(), "seed ", seed, " play ", i, ": ", err);
        if (!h) continue;
        // The mover's own cards and the public state are the same as in the actual deal.
        auto actual = engine::replay_sheepshead(log, i, nullptr);
        CHECK(h->play_state().hands[static_cast<std::size_t>(k->mover)] ==
              actual->play_state().hands[static_cast<std::size_t>(k->mover)]);
        CHECK(h->play_state().leader == actual->play_state().leader);
        CHECK(h->play_state().tricks_won == actual->play_state().tricks_won);
        CHECK(h->legal_cards() == actual->legal_cards());
      }
    }
  }
}

TEST_CASE("knowledge: auction decisions know the own hand and the passes before") {
  const engine::DealLog log = atest::random_log(3);
  for (int a = 0; a < static_cast<int>(log.sheepshead().auction.size()); ++a) {
    std::string err;
    auto k = solver::sheepshead_auction_knowledge(log, solver::PointKind::kPick, a, &err);
    REQUIRE_MESSAGE(k.has_value(), err);
    CHECK(static_cast<int>(k->passers.size()) == a);
    CHECK(engine::count(k->unseen) == 26);
    CHECK(k->slots.size() == 5);
    const solver::WorldSampler sampler(*k);
    engine::Rng rng(5);
    const solver::World w = sampler.sample(rng);
    CHECK(solver::world_consistent(*k, w.slots));
  }
}

// Dealer 4; seat 0 picks. Deal used by the named constraint tests below.
engine::SheepsheadDeal named_deal() {
  return sstest::make_deal({"QC JH 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JD",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD TD");
}

TEST_CASE("knowledge: voids, the called ace and the hold card in a crafted hand") {
  // Seat 0 picks, buries QD TD, calls ACE(H); seat 2 holds AH. Trick 1: QC 7D 8D 9D KD (all
  // follow trump). Trick 2: seat 0 leads 8S; seat 1 9S, seat 2 7S, seat 3 AS, seat 4 KS. Seat 3
  // leads trick 3 with 7H (opening hearts): seat 4 TH, seat 0 8H (the hold card), seat 1 9H, and
  // seat 2, the partner, must play AH.
  const engine::SheepsheadDeal deal = named_deal();
  const engine::DealLog log = atest::crafted_log(engine::SheepsheadRules{}, deal, 0, "QD TD",
                                                 sstest::ace_call(engine::Suit::kHearts),
                                                 "QC 7D 8D 9D KD  8S 9S 7S AS KS  7H KH 8H 9H AH");
  SUBCASE("before hearts are opened, seen by a defender (seat 1 in trick 2)") {
    auto k = solver::sheepshead_play_knowledge(log, 6, nullptr);
    REQUIRE(k.has_value());
    CHECK(k->mover == 1);
    CHECK(k->role == solver::Role::kDefender);
    CHECK(k->partner_known == -1);
    const solver::WorldSampler sampler(*k);
    const int hp = k->slot_of(SlotKind::kHand, 0);
    const int bury = k->slot_of(SlotKind::kBury);
    REQUIRE(hp >= 0);
    REQUIRE(bury >= 0);
    const CardMask hearts = mask("AH TH KH 9H 8H 7H");
    for (int j = 0; j < 200; ++j) {
      engine::Rng rng(static_cast<std::uint64_t>(j) + 1);
      const solver::World w = sampler.sample(rng);
      // SS-6.2: the called ace is neither the picker's nor buried.
      CHECK_FALSE(engine::has(w.slots[static_cast<std::size_t>(hp)], card("AH")));
      CHECK_FALSE(engine::has(w.slots[static_cast<std::size_t>(bury)], card("AH")));
      // SS-8.4a: the picker keeps a heart while hearts are unopened.
      CHECK((w.slots[static_cast<std::size_t>(hp)] & hearts) != 0);
    }
  }
  SUBCASE("in the opening trick: players who played another heart do not hold AH") {
    auto k = solver::sheepshead_play_knowledge(log, 13, nullptr);  // seat 1 plays 9H
    REQUIRE(k.has_value());
    CHECK(k->mover == 1);
    const solver::WorldSampler sampler(*k);
    const int s3 = k->slot_of(SlotKind::kHand, 3);
    const int s4 = k->slot_of(SlotKind::kHand, 4);
    const int s2 = k->slot_of(SlotKind::kHand, 2);
    for (int j = 0; j < 100; ++j) {
      engine::Rng rng(static_cast<std::uint64_t>(j) + 7);
      const solver::World w = sampler.sample(rng);
      CHECK_FALSE(engine::has(w.slots[static_cast<std::size_t>(s3)], card("AH")));
      CHECK_FALSE(engine::has(w.slots[static_cast<std::size_t>(s4)], card("AH")));
      // Seat 2 is the only one left who can hold it.
      CHECK(engine::has(w.slots[static_cast<std::size_t>(s2)], card("AH")));
    }
  }
  SUBCASE("after the ace falls the partner is known to everyone") {
    for (std::size_t i = 0; i < log.plays.size(); ++i) {
      auto k = solver::sheepshead_play_knowledge(log, i, nullptr);
      REQUIRE(k.has_value());
      if (k->mover == 2) {
        CHECK(k->role == solver::Role::kPartner);
        CHECK(k->partner_known == 2);
      }
    }
  }
}

TEST_CASE("knowledge: a player who discards on a led suit is void in it in every world") {
  // Seat 4 holds no spade: in trick 2 (8S led) he discards TC. From then on no world gives him
  // a spade.
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC JH 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JD",
                         "9D QH AC 7H AS KS", "KD JS 7C KH TC TH"},
                        "QD TD");
  engine::SheepsheadHand h(engine::SheepsheadRules{}, 4, deal);
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  REQUIRE_FALSE(h.call(sstest::ace_call(engine::Suit::kHearts)).has_value());
  sstest::play_cards(h, "QC 7D 8D 9D KD  8S 9S 7S AS TC  KS");
  const engine::DealLog log2 = atest::log_of(h);
  auto k2 = solver::sheepshead_play_knowledge(log2, 10, nullptr);  // seat 3 leads KS
  REQUIRE(k2.has_value());
  CHECK(k2->voids[4] == 1u << static_cast<int>(engine::Suit::kSpades));
  const int s4 = k2->slot_of(SlotKind::kHand, 4);
  REQUIRE(s4 >= 0);
  const solver::WorldSampler sampler(*k2);
  for (int j = 0; j < 100; ++j) {
    engine::Rng rng(static_cast<std::uint64_t>(j) + 3);
    const solver::World w = sampler.sample(rng);
    CHECK((w.slots[static_cast<std::size_t>(s4)] & mask("AS TS KS 9S 8S 7S")) == 0);
  }
}

TEST_CASE("knowledge: UNKNOWN call: the picker's six cards hold no card of the called suit") {
  // SS-3.7 row 3: H = QC QS QH JC AC KC, bury JS 7D: UNKNOWN(S, u) or UNKNOWN(H, u).
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC QS QH JC AC KC", "7C 8C 9C TC 7S 8S", "AS TS KS 9S 7H 8H",
                         "AH TH KH 9H AD TD", "KD 9D 8D QD JH JD"},
                        "JS 7D");
  const engine::DealLog log =
      atest::crafted_log(engine::SheepsheadRules{}, deal, 0, "JS 7D",
                         sstest::unknown_call(engine::Suit::kHearts, card("KC")), "QC 7C AS AD QD");
  auto k = solver::sheepshead_play_knowledge(log, 2, nullptr);  // seat 2 plays
  REQUIRE(k.has_value());
  const int hp = k->slot_of(SlotKind::kHand, 0);
  const int un = k->slot_of(SlotKind::kUnder);
  REQUIRE(hp >= 0);
  REQUIRE(un >= 0);
  const solver::WorldSampler sampler(*k);
  const CardMask hearts = mask("AH TH KH 9H 8H 7H");
  for (int j = 0; j < 200; ++j) {
    engine::Rng rng(static_cast<std::uint64_t>(j) + 11);
    const solver::World w = sampler.sample(rng);
    const CardMask h6 =
        w.slots[static_cast<std::size_t>(hp)] | w.slots[static_cast<std::size_t>(un)];
    CHECK((h6 & hearts) == 0);
    // No ACE call was legal: for spades, A_S is the picker's or he has no spade in H.
    const CardMask p8 = h6 | w.slots[static_cast<std::size_t>(k->slot_of(SlotKind::kBury))];
    const bool spade_ok = engine::has(p8, card("AS")) || (h6 & mask("AS TS KS 9S 8S 7S")) == 0;
    CHECK(spade_ok);
    CHECK(solver::world_consistent(*k, w.slots));
    CHECK(solver::replay_world(log, *k, w.slots, nullptr).has_value());
  }
}

}  // namespace

namespace {

// SS-3.7 row 2: the picker holds all three fail aces and calls a ten.
engine::SheepsheadDeal ten_deal() {
  return sstest::make_deal({"QC QS JC AC AS AH", "7C 8C 9C TC 7S 8S", "TS KS 9S 7H 8H 9H",
                            "TH KH QH QD JS JH", "JD AD KD 9D 8D 7D"},
                           "TD KC");
}

void check_ten_call(const engine::SheepsheadRules& rules) {
  const engine::DealLog log = atest::crafted_log(
      rules, ten_deal(), 0, "TD KC", sstest::ten_call(engine::Suit::kSpades), "QC 7C 7H JH 7D");
  for (std::size_t i = 1; i < log.plays.size(); ++i) {
    auto k = solver::sheepshead_play_knowledge(log, i, nullptr);
    REQUIRE(k.has_value());
    const int hp = k->slot_of(SlotKind::kHand, 0);
    const int bury = k->slot_of(SlotKind::kBury);
    const solver::WorldSampler sampler(*k);
    for (int j = 0; j < 100; ++j) {
      engine::Rng rng(static_cast<std::uint64_t>(j) * 31 + i);
      const solver::World w = sampler.sample(rng);
      const CardMask hand = w.slots[static_cast<std::size_t>(hp)];
      const CardMask eight = hand | w.slots[static_cast<std::size_t>(bury)];
      // SS-6.3: every fail ace is the picker's, the called ten is not.
      CHECK((eight & mask("AC AS AH")) == mask("AC AS AH"));
      CHECK_FALSE(engine::has(eight, card("TS")));
      // SS-8.4c: with ss_ten_hold_is_ace the picker keeps AS itself in his hand.
      if (rules.ten_hold_is_ace) CHECK(engine::has(hand, card("AS")));
      CHECK(solver::replay_world(log, *k, w.slots, nullptr).has_value());
    }
  }
}

TEST_CASE("knowledge: TEN call: the picker has every fail ace and not the called ten (SS-6.3)") {
  check_ten_call(engine::SheepsheadRules{});
  engine::SheepsheadRules r;
  r.ten_hold_is_ace = true;
  check_ten_call(r);
}

}  // namespace
