// Knowledge and worlds under the Wisconsin variants (RULES.md SS-14, ANALYSIS.md §13): the
// jack-of-diamonds partner is secret until JD falls (the holder knows himself; a picker who
// holds JD plays alone without telling anyone), a call-up is public.
#include <doctest/doctest.h>

#include "solver/analysis.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/sampler.h"
#include "test_analysis_util.h"

namespace {

using engine::CardMask;
using solver::Role;
using solver::SlotKind;
using sstest::card;
using sstest::mask;

engine::SheepsheadRules jd_rules() {
  engine::SheepsheadRules r;
  r.partner_rule = engine::PartnerRule::kJackOfDiamonds;
  return r;
}

// Dealer 4; seat 0 picks the blind QD TD and buries 9C 8H. JD is seat 2's (the partner) in
// jd_partner_deal, seat 0's own (he plays alone) in jd_alone_deal.
engine::SheepsheadDeal jd_alone_deal() {
  return sstest::make_deal({"QC JD 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JH",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD TD");
}

engine::SheepsheadDeal jd_partner_deal() {
  return sstest::make_deal({"QC JH 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JD",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD TD");
}

engine::DealLog jd_log(const engine::SheepsheadDeal& deal, std::string_view plays) {
  engine::SheepsheadHand h(jd_rules(), 4, deal);
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("9C 8H")).has_value());
  REQUIRE(h.phase() == engine::Phase::kPlay);  // no call phase under the JD rule
  sstest::play_cards(h, plays);
  return atest::log_of(h);
}

// Where JD lies in `samples` worlds of k: per slot, how often.
std::vector<int> jd_slots(const solver::Knowledge& k, int samples) {
  std::vector<int> count(k.slots.size(), 0);
  const solver::WorldSampler sampler(k);
  for (int j = 0; j < samples; ++j) {
    engine::Rng rng(static_cast<std::uint64_t>(j) + 11);
    const solver::World w = sampler.sample(rng);
    CHECK(solver::world_consistent(k, w.slots));
    for (std::size_t s = 0; s < k.slots.size(); ++s) {
      if (engine::has(w.slots[s], card("JD"))) ++count[s];
    }
  }
  return count;
}

TEST_CASE("JD knowledge: a defender does not know the partner; his worlds put JD anywhere unseen") {
  // Trick 1: QC (picker) 7D 8D 9D KD: seat 2 keeps JD.
  const engine::DealLog log = jd_log(jd_partner_deal(), "QC 7D 8D 9D KD");
  auto k = solver::sheepshead_play_knowledge(log, 1, nullptr);  // seat 1 after QC
  REQUIRE(k.has_value());
  CHECK(k->mover == 1);
  CHECK(k->role == Role::kDefender);
  CHECK(k->called == engine::kNoCard);  // no called-suit obligations
  CHECK(k->partner_card == card("JD"));
  CHECK_FALSE(k->alone);
  CHECK(k->partner_known == -1);
  const std::vector<int> where = jd_slots(*k, 600);
  for (int seat : {2, 3, 4}) {
    CAPTURE(seat);
    CHECK(where[static_cast<std::size_t>(k->slot_of(SlotKind::kHand, seat))] > 0);
  }
  // The picker might hold JD himself (he would be alone): the worlds must say so too.
  const int picker_hand = k->slot_of(SlotKind::kHand, 0);
  const int bury = k->slot_of(SlotKind::kBury);
  REQUIRE(picker_hand >= 0);
  REQUIRE(bury >= 0);
  CHECK(where[static_cast<std::size_t>(picker_hand)] + where[static_cast<std::size_t>(bury)] > 0);
}

TEST_CASE("JD knowledge: the holder knows he is the partner, the picker that he is not alone") {
  const engine::DealLog log = jd_log(jd_partner_deal(), "QC 7D 8D 9D KD");
  auto holder = solver::sheepshead_play_knowledge(log, 2, nullptr);  // seat 2
  REQUIRE(holder.has_value());
  CHECK(holder->mover == 2);
  CHECK(holder->role == Role::kPartner);
  CHECK(holder->partner_known == 2);
  auto picker = solver::sheepshead_play_knowledge(log, 0, nullptr);  // seat 0 leads
  REQUIRE(picker.has_value());
  CHECK(picker->role == Role::kPicker);
  CHECK_FALSE(picker->alone);
  CHECK(picker->partner_known == -1);
}

TEST_CASE("JD knowledge: after JD falls the partner is known to everyone") {
  // Trick 1: QC 7D JD 9D KD: seat 2 plays JD.
  const engine::DealLog log = jd_log(jd_partner_deal(), "QC 7D JD 9D KD");
  auto k = solver::sheepshead_play_knowledge(log, 3, nullptr);  // seat 3
  REQUIRE(k.has_value());
  CHECK(k->mover == 3);
  CHECK(k->role == Role::kDefender);
  CHECK(k->partner_known == 2);
  auto before = solver::sheepshead_play_knowledge(log, 2, nullptr);  // seat 2 about to play JD
  REQUIRE(before.has_value());
  CHECK(before->role == Role::kPartner);
  auto one = solver::sheepshead_play_knowledge(log, 1, nullptr);  // seat 1, before JD
  REQUIRE(one.has_value());
  CHECK(one->partner_known == -1);
}

TEST_CASE("JD knowledge: a picker alone with JD is not public until he plays it") {
  // Seat 0 holds JD: he plays alone (the engine records ALONE), which only he knows.
  const engine::DealLog log = jd_log(jd_alone_deal(), "QC 7D 8D 9D KD  JD AD");
  auto picker = solver::sheepshead_play_knowledge(log, 0, nullptr);
  REQUIRE(picker.has_value());
  CHECK(picker->role == Role::kPicker);
  CHECK(picker->alone);
  auto def = solver::sheepshead_play_knowledge(log, 1, nullptr);  // seat 1 in trick 1
  REQUIRE(def.has_value());
  CHECK(def->role == Role::kDefender);
  CHECK_FALSE(def->alone);
  CHECK(def->partner_card == card("JD"));
  const std::vector<int> where = jd_slots(*def, 600);
  // JD is the picker's, but seat 1 cannot tell: other seats hold it in some worlds.
  int elsewhere = 0;
  for (int seat : {2, 3, 4}) {
    elsewhere += where[static_cast<std::size_t>(def->slot_of(SlotKind::kHand, seat))];
  }
  CHECK(elsewhere > 0);
  CHECK(where[static_cast<std::size_t>(def->slot_of(SlotKind::kHand, 0))] > 0);
  // Trick 2: the picker won trick 1 and leads JD: now everyone knows he is alone.
  auto after = solver::sheepshead_play_knowledge(log, 6, nullptr);  // seat 1 after JD
  REQUIRE(after.has_value());
  CHECK(after->mover == 1);
  CHECK(after->alone);
  CHECK(after->partner_known == -1);
}

TEST_CASE("JD knowledge: a call-up is public: JD is the picker's, the called-up jack is not") {
  engine::SheepsheadRules r = jd_rules();
  r.jd_call_up = true;
  engine::SheepsheadHand h(r, 4, jd_alone_deal());
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("9C 8H")).has_value());
  REQUIRE(h.phase() == engine::Phase::kCall);
  std::optional<engine::Call> up;
  for (const engine::Call& c : h.legal_calls()) {
    if (c.type == engine::CallType::kJack) up = c;
  }
  REQUIRE(up.has_value());
  const engine::Card jack = up->called_card();
  REQUIRE_FALSE(h.call(*up).has_value());
  sstest::play_cards(h, "QC 7D 8D");
  const engine::DealLog log = atest::log_of(h);
  std::string error;
  auto k = solver::sheepshead_play_knowledge(log, 2, &error);  // seat 2
  INFO(error);
  REQUIRE(k.has_value());
  CHECK(k->partner_card == jack);
  CHECK(k->called == engine::kNoCard);
  const solver::WorldSampler sampler(*k);
  const int picker_hand = k->slot_of(SlotKind::kHand, 0);
  const int bury = k->slot_of(SlotKind::kBury);
  for (int j = 0; j < 200; ++j) {
    engine::Rng rng(static_cast<std::uint64_t>(j) + 5);
    const solver::World w = sampler.sample(rng);
    const CardMask eight =
        w.slots[static_cast<std::size_t>(picker_hand)] | w.slots[static_cast<std::size_t>(bury)];
    CHECK(engine::has(eight, card("JD")));
    CHECK_FALSE(engine::has(eight, jack));
  }
}

TEST_CASE("JD lessons: the partnership predicates follow JD (ST-6 schmier)") {
  // Over heuristic-played JD hands: the JD holder schmiers to the picker before JD falls (he
  // knows his side), and a defender who cannot name the partner is never told to schmier (a
  // "fellow defender" might be the partner).
  const solver::HeuristicPlayer hp{std::array<solver::HeuristicStyle, engine::kSheepsheadSeats>{}};
  int partner_schmiers = 0;
  int blind_defender_turns = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const int dealer = static_cast<int>(seed % 5);
    engine::SheepsheadHand h(jd_rules(), dealer, engine::deal_sheepshead(seed * 101, dealer));
    while (h.phase() != engine::Phase::kDone) REQUIRE_FALSE(hp.act(h).has_value());
    if (h.picker() < 0 || h.partner() < 0) continue;
    const engine::DealLog log = atest::log_of(h);
    for (std::size_t i = 0; i < log.plays.size(); ++i) {
      auto k = solver::sheepshead_play_knowledge(log, i, nullptr);
      REQUIRE(k.has_value());
      auto at = engine::replay_sheepshead(log, i, nullptr);
      REQUIRE(at.has_value());
      const solver::LessonSituation sit{&*k, &at->play_rules(), &at->play_state(),
                                        at->legal_cards()};
      bool st6 = false;
      for (const solver::LessonTrigger& t : solver::lesson_triggers(sit)) st6 |= t.id == "ST-6";
      const bool jd_out = engine::has(k->known_played[static_cast<std::size_t>(k->mover)] |
                                          k->known_played[static_cast<std::size_t>(h.partner())],
                                      card("JD"));
      if (k->role == Role::kPartner && !jd_out && st6) ++partner_schmiers;
      if (k->role == Role::kDefender && !k->alone && k->partner_known < 0) {
        ++blind_defender_turns;
        CHECK_FALSE(st6);
      }
    }
  }
  CHECK(partner_schmiers > 0);
  CHECK(blind_defender_turns > 0);
}

}  // namespace

// ss_unknown_judged_on = eight (ENGINE.md "Table options"): after an UNKNOWN call a seat knows
// the picker's eight cards, the bury included, hold no card of a fail suit whose ace is not his;
// judged on the six (SS-6.4) only his six cards are bound, so the bury may hold such a card.
TEST_CASE("Knowledge: an UNKNOWN call judged on the eight binds the picker's bury too") {
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC QS QH JC JS 9D", "QD JH AC TC KC 9C", "JD AD 8C 7C AS TS",
                         "TD KD KS 9S 8S 7S", "AH TH KH 9H 8H 7H"},
                        "8D 7D");
  const engine::ContractTable t = engine::sheepshead_table_for(engine::SheepsheadRules{});
  for (const auto on : {engine::UnknownJudgedOn::kSix, engine::UnknownJudgedOn::kEight}) {
    CAPTURE(static_cast<int>(on));
    engine::SheepsheadRules r;
    r.unknown_judged_on = on;
    engine::SheepsheadHand h(r, 4, deal);
    sstest::pick_after_passes(h, 0);
    REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
    REQUIRE_FALSE(h.call(engine::Call{engine::CallType::kUnknown, engine::Suit::kClubs, card("9D")})
                      .has_value());
    sstest::play_cards(h, "QC QD JD TD AH");
    const engine::DealLog log = atest::log_of(h);
    std::string error;
    auto k = solver::sheepshead_play_knowledge(log, 1, &error);  // seat 1 after QC
    INFO(error);
    REQUIRE(k.has_value());
    const solver::WorldSampler sampler(*k);
    int bury_without_ace = 0;  // worlds whose bury holds a fail card of a suit whose ace is not his
    for (int j = 0; j < 300; ++j) {
      engine::Rng rng(static_cast<std::uint64_t>(j) + 17);
      const solver::World w = sampler.sample(rng);
      CHECK(solver::world_consistent(*k, w.slots));
      CardMask six = engine::bit(card("QC"));  // played to trick 1
      six |= w.slots[static_cast<std::size_t>(k->slot_of(SlotKind::kHand, 0))];
      if (k->slot_of(SlotKind::kUnder) >= 0) {
        six |= w.slots[static_cast<std::size_t>(k->slot_of(SlotKind::kUnder))];
      }
      const CardMask bury = w.slots[static_cast<std::size_t>(k->slot_of(SlotKind::kBury))];
      const CardMask eight = six | bury;
      CHECK_FALSE((six & t.suit_mask[static_cast<std::size_t>(engine::Suit::kClubs)]) != 0);
      for (const engine::Suit s :
           {engine::Suit::kClubs, engine::Suit::kSpades, engine::Suit::kHearts}) {
        const CardMask of_s = t.suit_mask[static_cast<std::size_t>(s)];
        if (engine::has(eight, engine::make_card(s, engine::Rank::kAce))) continue;
        CHECK_FALSE((six & of_s) != 0);  // SS-6.4 on either rule
        if (bury & of_s) ++bury_without_ace;
      }
    }
    if (on == engine::UnknownJudgedOn::kEight) {
      CHECK(bury_without_ace == 0);
    } else {
      CHECK(bury_without_ace > 0);
    }
  }
}
