// The analysis of the Wisconsin variants end to end (RULES.md SS-14, ANALYSIS.md §13): three-
// and four-handed hands analysed and graded like five-handed ones, and the announcement poll's
// decisions (crack, re-crack, blitz) valued at the multiplier each choice leads to.
#include <doctest/doctest.h>

#include <algorithm>

#include "solver/analysis.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "test_analysis_util.h"

namespace {

using solver::DecisionKind;

solver::AnalysisOptions quick() {
  solver::AnalysisOptions o;
  o.samples = 6;
  o.min_samples = 6;
  o.auction_samples = 4;
  o.threads = 2;
  o.seed = 3;
  return o;
}

// A hand of `rules` played out by the heuristic player from a seeded deal.
engine::DealLog heuristic_log(const engine::SheepsheadRules& rules, std::uint64_t seed) {
  const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(rules.seats()));
  engine::SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer, rules.seats()));
  const solver::HeuristicPlayer hp{std::array<solver::HeuristicStyle, engine::kSheepsheadSeats>{}};
  while (h.phase() != engine::Phase::kDone) REQUIRE_FALSE(hp.act(h).has_value());
  return atest::log_of(h);
}

void check_end_to_end(int seats) {
  engine::SheepsheadRules r;
  r.players = seats;
  // The first seeded deal somebody picks (a leaster is analysed too, but the point here is the
  // lone picker's hand).
  engine::DealLog log;
  for (std::uint64_t seed = 1; seed < 40; ++seed) {
    log = heuristic_log(r, seed);
    if (log.sheepshead().picker >= 0) break;
  }
  REQUIRE(log.sheepshead().picker >= 0);
  solver::Analyzer analyzer(quick());
  const solver::HandAnalysis h = analyzer.analyze(log);
  INFO(h.error);
  REQUIRE(h.complete);
  CHECK(h.num_players == seats);
  int plays = 0;
  for (const solver::DecisionAnalysis& d : h.decisions) {
    CAPTURE(d.index);
    CHECK(d.complete);
    CHECK(d.grade != solver::Grade::kNotGraded);
    if (d.kind == DecisionKind::kPlay) {
      CHECK(d.trick == plays / seats);
      ++plays;
    }
  }
  CHECK(plays == seats * r.hand_size());
  // Every seat made a graded decision; the lone picker's stake is seats - 1 (SS-14.2).
  for (int s = 0; s < seats; ++s) CHECK(h.accuracy[static_cast<std::size_t>(s)].decisions > 0);
}

TEST_CASE("analysis: a three-handed hand is analysed and graded end to end") {
  check_end_to_end(3);
}

TEST_CASE("analysis: a four-handed hand is analysed and graded end to end") {
  check_end_to_end(4);
}

// Dealer 4; seat 0 picks the blind QD TD; JD is seat 2's.
engine::SheepsheadDeal poll_deal() {
  return sstest::make_deal({"QC JH 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JD",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD TD");
}

TEST_CASE("analysis: a crack is a graded decision valued at the multiplier it leads to") {
  engine::SheepsheadRules r = *engine::sheepshead_preset("sheepshead_jack_of_diamonds_crack");
  engine::SheepsheadHand h(r, 4, poll_deal());
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(sstest::mask("9C 8H")).has_value());
  REQUIRE(h.phase() == engine::Phase::kAnnounce);
  // Seat 1 cracks; every other turn passes.
  bool cracked = false;
  while (h.phase() == engine::Phase::kAnnounce) {
    const std::vector<engine::Announce> legal = h.legal_announcements();
    const bool crack =
        h.to_act() == 1 && !cracked &&
        std::find(legal.begin(), legal.end(), engine::Announce::kCrack) != legal.end();
    REQUIRE_FALSE(h.announce(crack ? engine::Announce::kCrack : engine::Announce::kPass));
    cracked = cracked || crack;
  }
  REQUIRE(cracked);
  const solver::HeuristicPlayer hp{std::array<solver::HeuristicStyle, engine::kSheepsheadSeats>{}};
  while (h.phase() != engine::Phase::kDone) REQUIRE_FALSE(hp.act(h).has_value());
  const engine::DealLog log = atest::log_of(h);
  REQUIRE(log.sheepshead().doubles.size() == 1);

  solver::Analyzer analyzer(quick());
  const solver::HandAnalysis ha = analyzer.analyze(log);
  INFO(ha.error);
  REQUIRE(ha.complete);
  const solver::DecisionAnalysis* crack = nullptr;
  int polls = 0;
  for (const solver::DecisionAnalysis& d : ha.decisions) {
    if (d.kind != DecisionKind::kAnnounce) continue;
    ++polls;
    if (d.mover == 1) crack = &d;
  }
  CHECK(polls >= 2);  // at least the picker's blitz (he holds QC QS) and seat 1's crack
  REQUIRE(crack != nullptr);
  CHECK(crack->played.announce == engine::Announce::kCrack);
  CHECK(crack->grade != solver::Grade::kNotGraded);
  const solver::Alternative* yes = nullptr;
  const solver::Alternative* no = nullptr;
  for (const solver::Alternative& a : crack->alternatives) {
    if (a.action.announce == engine::Announce::kCrack) yes = &a;
    if (a.action.announce == engine::Announce::kPass) no = &a;
  }
  REQUIRE(yes != nullptr);
  REQUIRE(no != nullptr);
  // Hindsight on the actual deal: the same play at the multiplier each choice leads to. The
  // multipliers: replay the poll to seat 1's turn, then each choice and the heuristic's answers.
  engine::SheepsheadHand at(r, 4, poll_deal());
  sstest::pick_after_passes(at, 0);
  REQUIRE_FALSE(at.bury(sstest::mask("9C 8H")).has_value());
  while (at.to_act() != 1) REQUIRE_FALSE(at.announce(engine::Announce::kPass));
  auto mult_after = [&](engine::Announce a) {
    engine::SheepsheadHand x = at;
    REQUIRE_FALSE(x.announce(a));
    while (x.phase() == engine::Phase::kAnnounce) REQUIRE_FALSE(hp.act(x).has_value());
    return x.multiplier();
  };
  const int m_yes = mult_after(engine::Announce::kCrack);
  const int m_no = mult_after(engine::Announce::kPass);
  CHECK(m_yes >= 2 * m_no);
  REQUIRE(yes->dd_units.has_value());
  REQUIRE(no->dd_units.has_value());
  CHECK(*no->dd_units != 0);
  CHECK(*yes->dd_units * m_no == doctest::Approx(*no->dd_units * m_yes));
}

TEST_CASE("analysis: a picker alone with JD made no call decision; a call-up is one") {
  // Seat 0 picks and holds JD: without call-ups the engine records ALONE (no choice); with
  // call-ups he chooses between the call-up and ALONE.
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC JD 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JH",
                         "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                        "QD TD");
  for (bool call_up : {false, true}) {
    CAPTURE(call_up);
    engine::SheepsheadRules r;
    r.partner_rule = engine::PartnerRule::kJackOfDiamonds;
    r.jd_call_up = call_up;
    engine::SheepsheadHand h(r, 4, deal);
    sstest::pick_after_passes(h, 0);
    REQUIRE_FALSE(h.bury(sstest::mask("9C 8H")).has_value());
    const solver::HeuristicPlayer hp{
        std::array<solver::HeuristicStyle, engine::kSheepsheadSeats>{}};
    while (h.phase() != engine::Phase::kDone) REQUIRE_FALSE(hp.act(h).has_value());
    const engine::DealLog log = atest::log_of(h);
    REQUIRE(log.sheepshead().call.has_value());
    solver::Analyzer analyzer(quick());
    std::string error;
    const std::vector<solver::DecisionRef> refs = analyzer.decisions(log, &error);
    INFO(error);
    REQUIRE_FALSE(refs.empty());
    int calls = 0;
    for (const solver::DecisionRef& d : refs) calls += d.kind == DecisionKind::kCall ? 1 : 0;
    CHECK(calls == (call_up ? 1 : 0));
  }
}

TEST_CASE("analysis: under every SS-14 table, sampled values equal double dummy when known") {
  // Random hands (random picks, buries, calls, announcements and cards) of the JD, JD-crack,
  // three- and four-handed tables; every card decision with exactly one world consistent with
  // the mover's knowledge: the sampled values are the hindsight values (the world's teams,
  // levels and multiplier agree with the actual deal's).
  const char* presets[] = {"sheepshead_jack_of_diamonds", "sheepshead_jack_of_diamonds_crack",
                           "sheepshead_3_handed", "sheepshead_4_handed"};
  solver::Analyzer an(quick());
  for (const char* preset : presets) {
    CAPTURE(preset);
    const engine::SheepsheadRules r = *engine::sheepshead_preset(preset);
    int determined = 0;
    for (std::uint64_t seed = 1; seed < 60 && determined < 3; ++seed) {
      const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(r.seats()));
      engine::SheepsheadHand h(r, dealer, engine::deal_sheepshead(seed * 13, dealer, r.seats()));
      engine::Rng rng(seed);
      while (h.phase() != engine::Phase::kDone) sstest::random_action(h, rng, 40);
      if (h.picker() < 0) continue;
      const engine::DealLog log = atest::log_of(h);
      const std::vector<solver::DecisionRef> refs = an.decisions(log, nullptr);
      for (const solver::DecisionRef& ref : refs) {
        if (ref.kind != DecisionKind::kPlay) continue;
        auto k = solver::sheepshead_play_knowledge(log, static_cast<std::size_t>(ref.play_index),
                                                   nullptr);
        REQUIRE(k.has_value());
        if (solver::WorldSampler(*k).count() != 1) continue;
        const solver::DecisionAnalysis d = an.analyze_decision(log, ref.index);
        REQUIRE(d.complete);
        if (!d.alternatives.front().has_values) continue;  // a lone card, not sampled
        CHECK(d.worlds == 1);
        for (const solver::Alternative& a : d.alternatives) {
          REQUIRE(a.dd_units.has_value());
          CHECK(a.units.mean == doctest::Approx(*a.dd_units));
          CHECK(a.points.mean == doctest::Approx(*a.dd_points));
        }
        ++determined;
      }
    }
    CHECK(determined >= 3);
  }
}

}  // namespace
