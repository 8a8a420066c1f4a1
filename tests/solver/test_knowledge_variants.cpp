// Knowledge and worlds under the Wisconsin variants (RULES.md SS-14, ANALYSIS.md §13): the
// jack-of-diamonds partner is secret until JD falls (the holder knows himself; a picker who
// holds JD plays alone without telling anyone), a call-up is public.
#include <doctest/doctest.h>

#include "solver/analysis.h"
#include "solver/knowledge.h"
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

// Dealer 4; seat 0 picks the blind QD TD and buries 9C 8H; JD is seat 0's own.
engine::SheepsheadDeal jd_alone_deal() {
  return sstest::make_deal({"QC JD 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JH",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD TD");
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

}  // namespace
