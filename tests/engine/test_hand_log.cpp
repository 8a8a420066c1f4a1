// Deal logs of engine hands (engine/hand_log.h): every phase of hands played at random in both
// games, round trips through write_deal_log / parse_deal_log, replays that reach the engine's
// own state, and results equal to the engine's.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/hand_log.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "test_ss_util.h"

namespace {

using engine::Card;
using engine::CardMask;

CardMask mask_of_list(const std::vector<Card>& cards) {
  CardMask m = 0;
  for (Card c : cards) m |= engine::bit(c);
  return m;
}

void require_no_errors(const engine::HandLog& hl) {
  for (const auto& e : hl.errors) FAIL_CHECK(engine::format_error(e));
  REQUIRE(hl.errors.empty());
}

void check_round_trip(const engine::DealLog& log) {
  const std::string text = engine::write_deal_log(log);
  const engine::LoadResult back = engine::parse_deal_log(text);
  for (const auto& e : back.errors) FAIL_CHECK(engine::format_error(e));
  REQUIRE(back.log.has_value());
  CHECK(*back.log == log);
}

engine::SheepsheadRules ss_rules(int i) {
  engine::SheepsheadRules r =
      *engine::sheepshead_preset(i % 2 == 0 ? "sheepshead" : "sheepshead_1988");
  if (i % 3 == 1) r.under_must_be_fail = true;
  if (i % 5 == 2) r.leaster_blind = engine::LeasterBlind::kLastTrick;
  if (i % 7 == 3) r.all_pass = engine::AllPass::kForcedPick;
  return r;
}

// The Sheepshead hand's log at this moment, checked against the hand.
void check_ss_log(const engine::SheepsheadHand& h, std::size_t& checked_results) {
  const engine::HandLog hl = engine::hand_log(h);
  const engine::DealLog& log = hl.log;
  CHECK(hl.complete == (h.phase() == engine::Phase::kDone));
  CHECK(log.game == engine::Game::kSheepshead);
  CHECK(log.dealer == h.dealer());
  CHECK(log.sheepshead().auction == h.auction());
  CHECK(log.plays == h.plays());
  CHECK(log.multiplier == h.multiplier());
  REQUIRE(log.hands.size() == 5);
  for (int s = 0; s < 5; ++s) {
    REQUIRE(log.hands[static_cast<std::size_t>(s)].has_value());
    CHECK(mask_of_list(*log.hands[static_cast<std::size_t>(s)]) == h.deal().hands[s]);
  }
  const bool before_play = h.phase() == engine::Phase::kPick || h.phase() == engine::Phase::kBury ||
                           h.phase() == engine::Phase::kCall;
  if (before_play) {
    CHECK_FALSE(hl.expressible);
    CHECK(hl.errors.empty());
    CHECK_FALSE(log.result.has_value());
    CHECK(log.sheepshead().call.has_value() == false);
    CHECK(log.sheepshead().bury.has_value() == (h.phase() == engine::Phase::kCall));
    return;
  }
  REQUIRE(hl.expressible);
  require_no_errors(hl);
  CHECK(log.deal_known);
  CHECK(log.sheepshead().picker == h.picker());
  if (h.picker() >= 0) {
    REQUIRE(log.sheepshead().call.has_value());
    CHECK(*log.sheepshead().call == *h.called());
    CHECK(log.sheepshead().dealt_bury == h.buried());
  }
  check_round_trip(log);
  std::string err;
  const auto replayed = engine::replay_sheepshead(log, log.plays.size(), &err);
  REQUIRE_MESSAGE(replayed.has_value(), err);
  CHECK(replayed->phase() == h.phase());
  for (int s = 0; s < 5; ++s) CHECK(replayed->hand_of(s) == h.hand_of(s));
  if (hl.complete) {
    const engine::HandResult r = h.result();
    REQUIRE(log.result.has_value());
    for (int s = 0; s < 5; ++s) {
      CHECK(log.result->points[static_cast<std::size_t>(s)] == r.points[s]);
      CHECK(log.result->units[static_cast<std::size_t>(s)] == r.units[s]);
    }
    const engine::HandResult rr = replayed->result();
    CHECK(rr.units == r.units);
    ++checked_results;
  } else {
    CHECK_FALSE(log.result.has_value());
  }
}

// A random legal Schafkopf action (bids, declarations, doubles, cards).
void sk_random_action(engine::SchafkopfHand& h, engine::Rng& rng) {
  switch (h.phase()) {
    case engine::SkPhase::kAuction:
    case engine::SkPhase::kBidding: {
      const auto bids = h.legal_bids();
      REQUIRE_FALSE(bids.empty());
      // Lean towards passing in the first round so that Ramsch and thrown-in hands occur.
      std::size_t i = rng.below(static_cast<std::uint32_t>(bids.size()));
      if (h.phase() == engine::SkPhase::kAuction && rng.below(100) < 40) i = 0;
      REQUIRE_FALSE(h.bid(bids[i]).has_value());
      break;
    }
    case engine::SkPhase::kDeclare: {
      const auto decl = h.legal_declarations();
      REQUIRE_FALSE(decl.empty());
      REQUIRE_FALSE(
          h.declare(decl[rng.below(static_cast<std::uint32_t>(decl.size()))]).has_value());
      break;
    }
    case engine::SkPhase::kDoubling:
      REQUIRE_FALSE(h.answer_double(h.may_double() && rng.below(100) < 50).has_value());
      break;
    case engine::SkPhase::kPlay:
      REQUIRE_FALSE(h.play(sstest::random_card(h.legal_cards(), rng)).has_value());
      break;
    case engine::SkPhase::kDone:
      break;
  }
}

void check_sk_log(const engine::SchafkopfHand& h, std::size_t& checked_results) {
  const engine::HandLog hl = engine::hand_log(h);
  const engine::DealLog& log = hl.log;
  CHECK(hl.complete == (h.phase() == engine::SkPhase::kDone));
  CHECK(log.game == engine::Game::kSchafkopf);
  CHECK(log.plays == h.plays());
  CHECK(log.schafkopf().doubles.size() == h.doubles().size());
  REQUIRE(log.hands.size() == 4);
  for (int s = 0; s < 4; ++s) {
    CHECK(mask_of_list(*log.hands[static_cast<std::size_t>(s)]) == h.dealt()[s]);
  }
  if (!h.contract()) {
    CHECK_FALSE(hl.expressible);
    CHECK_FALSE(log.schafkopf().contract.has_value());
    CHECK_FALSE(log.result.has_value());
    return;
  }
  REQUIRE(hl.expressible);
  require_no_errors(hl);
  REQUIRE(log.schafkopf().contract.has_value());
  CHECK(engine::sk_contract_from_log(*log.schafkopf().contract) == *h.contract());
  check_round_trip(log);
  std::string err;
  const auto rep = engine::replay_schafkopf_log(log, log.plays.size(), &err);
  REQUIRE_MESSAGE(rep.has_value(), err);
  CHECK(rep->doubles == h.doubles());
  CHECK(rep->replay.complete == hl.complete);
  for (int s = 0; s < 4; ++s) CHECK(rep->replay.state.hands[s] == h.hand_of(s));
  if (hl.complete) {
    const engine::SkResult r = h.result();
    REQUIRE(log.result.has_value());
    for (int s = 0; s < 4; ++s) {
      CHECK(log.result->points[static_cast<std::size_t>(s)] == r.points[s]);
      CHECK(log.result->units[static_cast<std::size_t>(s)] == r.units[s]);
    }
    CHECK(rep->replay.result.units == r.units);
    ++checked_results;
  }
}

}  // namespace

TEST_CASE("hand_log: Sheepshead hands at every phase are valid logs that round-trip") {
  std::size_t results = 0;
  int leasters = 0;
  int thrown_in = 0;
  int picked = 0;
  for (int i = 0; i < 120; ++i) {
    const auto seed = static_cast<std::uint64_t>(i);
    const int dealer = i % 5;
    engine::SheepsheadHand h(ss_rules(i), dealer, engine::deal_sheepshead(seed * 31 + 7, dealer),
                             1 + (i % 4 == 3 ? 1 : 0));
    engine::Rng rng(seed ^ 0x5151ull);
    check_ss_log(h, results);
    while (h.phase() != engine::Phase::kDone) {
      sstest::random_action(h, rng, 20);
      check_ss_log(h, results);
    }
    const engine::HandResult r = h.result();
    leasters += r.leaster ? 1 : 0;
    thrown_in += r.thrown_in ? 1 : 0;
    picked += r.picker >= 0 ? 1 : 0;
  }
  CHECK(results == 120);
  // The sample covers the cases (else the test proves less than it says).
  CHECK(leasters > 0);
  CHECK(thrown_in > 0);
  CHECK(picked > 0);
}

TEST_CASE("hand_log: Schafkopf hands at every phase are valid logs that round-trip") {
  std::size_t results = 0;
  int ramsch = 0;
  int thrown_in = 0;
  int doubled = 0;
  const char* presets[] = {"schafkopf", "schafkopf_short", "schafkopf_004_literal"};
  for (int i = 0; i < 90; ++i) {
    const auto seed = static_cast<std::uint64_t>(i);
    engine::SchafkopfRules rules = *engine::schafkopf_preset(presets[i % 3]);
    if (i % 2 == 1) rules.all_pass = engine::SkAllPass::kRamsch;
    const int dealer = i % 4;
    engine::SchafkopfHand h(rules, dealer,
                            engine::deal_schafkopf(seed * 17 + 3, dealer, rules.deck));
    engine::Rng rng(seed ^ 0xA5A5ull);
    check_sk_log(h, results);
    while (h.phase() != engine::SkPhase::kDone) {
      sk_random_action(h, rng);
      check_sk_log(h, results);
    }
    const engine::SkResult r = h.result();
    ramsch += r.ramsch ? 1 : 0;
    thrown_in += r.thrown_in ? 1 : 0;
    doubled += h.doubles().empty() ? 0 : 1;
  }
  CHECK(results + static_cast<std::size_t>(thrown_in) == 90);
  CHECK(ramsch > 0);
  CHECK(thrown_in > 0);
  CHECK(doubled > 0);
}

TEST_CASE("hand_log: options and rule flags are written") {
  engine::SheepsheadRules r = *engine::sheepshead_preset("sheepshead");
  r.under_must_be_fail = true;
  engine::SheepsheadHand h(r, 2, engine::deal_sheepshead(99, 2));
  engine::Rng rng(5);
  sstest::play_to_end(h, rng, 30);
  engine::HandLogOptions opt;
  opt.players = {"Ann", "Bob", "Cy", "Dee", "Eve"};
  opt.meta_json = R"({"source":"practice"})";
  const engine::HandLog hl = engine::hand_log(h, opt);
  require_no_errors(hl);
  CHECK(hl.log.preset == "sheepshead");
  CHECK(hl.log.players == opt.players);
  CHECK(hl.log.meta_json == opt.meta_json);
  CHECK(hl.log.sheepshead().rules == r);
  check_round_trip(hl.log);

  // The 1988 rules are written as their preset, not as flags on the default one.
  engine::SheepsheadHand h88(*engine::sheepshead_preset("sheepshead_1988"), 0,
                             engine::deal_sheepshead(3, 0));
  const engine::HandLog hl88 = engine::hand_log(h88);
  CHECK(hl88.log.preset == "sheepshead_1988");
  CHECK(hl88.log.rule_flags.empty());
  CHECK(hl88.log.players.size() == 5);
  CHECK(hl88.log.players[0] == "Seat 1");

  engine::SchafkopfRules sk = *engine::schafkopf_preset("schafkopf_short");
  engine::SchafkopfHand skh(sk, 1, engine::deal_schafkopf(8, 1, sk.deck));
  const engine::HandLog skl = engine::hand_log(skh);
  CHECK(skl.log.preset == "schafkopf_short");
  CHECK(skl.log.rule_flags.empty());
}
