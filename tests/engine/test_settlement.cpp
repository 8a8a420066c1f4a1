// Hand result and settlement (RULES.md SS-9, SS-10.1 to SS-10.6, SS-13.4, SS-13.7), the leaster
// (SS-11.2 to SS-11.6) and the test vectors SS-T7, SS-T8 and SS-T10.
#include <doctest/doctest.h>

#include <numeric>

#include "engine/sheepshead.h"
#include "test_ss_util.h"

using namespace engine;
using sstest::mask;

namespace {

int sum(const std::array<int, kMaxPlayers>& a) {
  return std::accumulate(a.begin(), a.end(), 0);
}

// One row of SS-10.6: the picker's and each defender's units, with a partner and alone.
struct Shares {
  int picker;
  int partner;
  int defender;
  int picker_alone;
  int defender_alone;
};

Shares shares(const SheepsheadRules& rules, int pp, int side_tricks, int multiplier = 1) {
  const int d = sheepshead_defender_amount(rules, pp, side_tricks, 6 - side_tricks);
  return {sheepshead_picker_units(d, false, multiplier), d * multiplier, -d * multiplier,
          sheepshead_picker_units(d, true, multiplier), -d * multiplier};
}

void check_row(const SheepsheadRules& rules, int pp, int side_tricks, const Shares& want) {
  CAPTURE(pp);
  CAPTURE(side_tricks);
  const Shares got = shares(rules, pp, side_tricks);
  CHECK(got.picker == want.picker);
  CHECK(got.partner == want.partner);
  CHECK(got.defender == want.defender);
  CHECK(got.picker_alone == want.picker_alone);
  CHECK(got.defender_alone == want.defender_alone);
  // SS-T10: zero-sum with a partner (picker + partner + 3 defenders) and alone (+ 4 defenders).
  CHECK(got.picker + got.partner + 3 * got.defender == 0);
  CHECK(got.picker_alone + 4 * got.defender_alone == 0);
}

}  // namespace

// --- SS-10.6 row by row --------------------------------------------------------------------------

TEST_CASE("SS-10.6 W1: Pp 61, 75 or 90 -> +2 / +1 / -1, alone +4 / -1") {
  const SheepsheadRules rules;
  for (int pp : {61, 75, 90}) check_row(rules, pp, 4, {2, 1, -1, 4, -1});
}

TEST_CASE("SS-10.6 W2: Pp 91..120 and the defenders took a trick -> +4 / +2 / -2, alone +8 / -2") {
  const SheepsheadRules rules;
  for (int pp : {91, 100, 119, 120}) check_row(rules, pp, 5, {4, 2, -2, 8, -2});
}

TEST_CASE("SS-10.6 W3: all six tricks -> +6 / +3 / -3, alone +12 / -3") {
  const SheepsheadRules rules;
  check_row(rules, 120, 6, {6, 3, -3, 12, -3});
}

TEST_CASE("SS-10.6 L1: Pp 31..60 -> -4 / -2 / +2, alone -8 / +2") {
  const SheepsheadRules rules;
  for (int pp : {31, 45, 60}) check_row(rules, pp, 2, {-4, -2, 2, -8, 2});
}

TEST_CASE("SS-10.6 L2: Pp 0..30 and the picker side took a trick -> -8 / -4 / +4, alone -16 / +4") {
  const SheepsheadRules rules;
  for (int pp : {0, 11, 30}) check_row(rules, pp, 1, {-8, -4, 4, -16, 4});
}

TEST_CASE("SS-10.6 L3: the picker side took no trick -> -12 / -6 / +6, alone -24 / +6") {
  const SheepsheadRules rules;
  for (int pp : {0, 21, 22}) check_row(rules, pp, 0, {-12, -6, 6, -24, 6});
}

TEST_CASE("SS-10.2/SS-T7: schneider edges Pp 30 L2, 31 L1, 60 L1, 61 W1, 90 W1, 91 W2") {
  const SheepsheadRules rules;
  CHECK(sheepshead_defender_amount(rules, 30, 2, 4) == -4);
  CHECK(sheepshead_defender_amount(rules, 31, 2, 4) == -2);
  CHECK(sheepshead_defender_amount(rules, 60, 3, 3) == -2);
  CHECK(sheepshead_defender_amount(rules, 61, 3, 3) == 1);
  CHECK(sheepshead_defender_amount(rules, 90, 4, 2) == 1);
  CHECK(sheepshead_defender_amount(rules, 91, 4, 2) == 2);
}

TEST_CASE("SS-9.2: a 60-60 split is a loss for the picker's side") {
  const SheepsheadRules rules;
  CHECK(sheepshead_defender_amount(rules, 60, 3, 3) < 0);
}

TEST_CASE("SS-10.5: ss_double_on_bump = false pays 1 / 2 / 3 on a loss; wins are unchanged") {
  SheepsheadRules rules;
  rules.double_on_bump = false;
  check_row(rules, 45, 2, {-2, -1, 1, -4, 1});
  check_row(rules, 30, 1, {-4, -2, 2, -8, 2});
  check_row(rules, 21, 0, {-6, -3, 3, -12, 3});
  check_row(rules, 75, 4, {2, 1, -1, 4, -1});
  check_row(rules, 95, 5, {4, 2, -2, 8, -2});
  check_row(rules, 120, 6, {6, 3, -3, 12, -3});
}

TEST_CASE("SS-10.4: the multiplier multiplies every amount") {
  const SheepsheadRules rules;
  const Shares s = shares(rules, 75, 4, 2);
  CHECK(s.picker == 4);
  CHECK(s.partner == 2);
  CHECK(s.picker_alone == 8);
  CHECK(sheepshead_picker_units(-6, true, 4) == -96);
}

TEST_CASE("SS-13.4/SS-13.7: the 1988 table pays defenders +6 +4 +2 -1 -2 -3 like 002's") {
  const SheepsheadRules r1988 = *sheepshead_preset("sheepshead_1988");
  // Picker side: no trick, 0-30, 31-60, 61-90, 91-120, all tricks; each defender receives -D.
  CHECK(-sheepshead_defender_amount(r1988, 10, 0, 6) == 6);
  CHECK(-sheepshead_defender_amount(r1988, 30, 1, 5) == 4);
  CHECK(-sheepshead_defender_amount(r1988, 31, 2, 4) == 2);
  CHECK(-sheepshead_defender_amount(r1988, 90, 4, 2) == -1);
  CHECK(-sheepshead_defender_amount(r1988, 91, 4, 2) == -2);
  CHECK(-sheepshead_defender_amount(r1988, 120, 6, 0) == -3);
}

// --- Whole hands through SheepsheadHand ----------------------------------------------------------

TEST_CASE("SS-9.1/SS-10.6 W1: a crafted hand with Pp = 70 and a partner pays +2 / +1 / -1") {
  const SheepsheadHand h = sstest::hand_pp70(SheepsheadRules{});
  const HandResult r = h.result();
  CHECK(r.picker == 0);
  CHECK(r.partner == 2);
  CHECK_FALSE(r.leaster);
  CHECK_FALSE(r.thrown_in);
  CHECK(r.picker_side_points == 70);
  CHECK(r.points[0] == 7 + 35 + 13);  // SS-5.2: the bury counts for the picker
  CHECK(r.points[2] == 15);
  CHECK(r.points[3] == 50);
  CHECK(r.points[1] == 0);
  CHECK(r.points[4] == 0);
  CHECK(sum(r.points) == 120);
  CHECK(r.tricks[0] == 2);
  CHECK(r.tricks[2] == 1);
  CHECK(r.tricks[3] == 3);
  CHECK(r.row == "W1");
  CHECK(r.units[0] == 2);
  CHECK(r.units[2] == 1);
  for (int s : {1, 3, 4}) CHECK(r.units[s] == -1);
  CHECK(sum(r.units) == 0);
}

TEST_CASE("SS-10.4: the same hand with multiplier 3 pays +6 / +3 / -3") {
  const HandResult r = sstest::hand_pp70(SheepsheadRules{}, 3).result();
  CHECK(r.multiplier == 3);
  CHECK(r.units[0] == 6);
  CHECK(r.units[2] == 3);
  CHECK(r.units[1] == -3);
  CHECK(sum(r.units) == 0);
}

TEST_CASE("SS-T7: picker alone, no trick, bury worth 21 -> L3: picker -24, defenders +6") {
  const SheepsheadHand h =
      sstest::scripted_hand(SheepsheadRules{}, sstest::deal_no_trick(), 0, "AH TH",
                            sstest::alone_call(), sstest::kPlaysNoTrick);
  const HandResult r = h.result();
  CHECK(r.partner == -1);
  CHECK(r.tricks[0] == 0);
  CHECK(r.picker_side_points == 21);  // SS-9.3: the bury counts as points, never as a trick
  CHECK(r.points[4] == 99);
  CHECK(sum(r.points) == 120);
  CHECK(r.row == "L3");
  CHECK(r.units[0] == -24);
  for (int s = 1; s < 5; ++s) CHECK(r.units[s] == 6);
}

TEST_CASE("SS-10.5: the same no-trick hand without double on the bump: picker -12, defenders +3") {
  SheepsheadRules rules;
  rules.double_on_bump = false;
  const HandResult r = sstest::scripted_hand(rules, sstest::deal_no_trick(), 0, "AH TH",
                                             sstest::alone_call(), sstest::kPlaysNoTrick)
                           .result();
  CHECK(r.row == "L3");
  CHECK(r.units[0] == -12);
  for (int s = 1; s < 5; ++s) CHECK(r.units[s] == 3);
}

TEST_CASE("SS-10.1: picker side 120 points but the defenders took a 0-point trick -> W2, not W3") {
  const HandResult r = sstest::scripted_hand(SheepsheadRules{}, sstest::deal_zero_trick(), 0,
                                             "AC TC", sstest::alone_call(), sstest::kPlaysZeroTrick)
                           .result();
  CHECK(r.picker_side_points == 120);
  CHECK(r.tricks[1] == 1);
  CHECK(r.points[1] == 0);
  CHECK(r.row == "W2");
  CHECK(r.units[0] == 8);
  for (int s = 1; s < 5; ++s) CHECK(r.units[s] == -2);
}

TEST_CASE("SS-10.1 W3: a lone picker who leads his six top trumps takes every trick") {
  // Seat 0 holds QC QS QH QD JC JS; whatever the others play, each lead wins.
  const auto deal =
      sstest::make_deal({"QC QS QH QD JC JS", "JH AD 7C 8C 9C KC", "JD TD 7S 8S 9S KS",
                         "KD 9D 7H 8H 9H KH", "8D 7D TC TS TH AH"},
                        "AC AS");
  SheepsheadHand h(SheepsheadRules{}, 4, deal);
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("AC AS")).has_value());
  REQUIRE_FALSE(h.call(sstest::alone_call()).has_value());
  for (auto lead : {"QC", "QS", "QH", "QD", "JC", "JS"}) {
    REQUIRE(h.to_act() == 0);
    REQUIRE_FALSE(h.play(sstest::card(lead)).has_value());
    for (int i = 0; i < 4; ++i) REQUIRE_FALSE(h.play(lowest(h.legal_cards())).has_value());
  }
  REQUIRE(h.phase() == Phase::kDone);
  const HandResult r = h.result();
  CHECK(r.tricks[0] == 6);
  CHECK(r.picker_side_points == 120);
  CHECK(r.row == "W3");
  CHECK(r.units[0] == 12);
  for (int s = 1; s < 5; ++s) CHECK(r.units[s] == -3);
}

// --- Leaster (SS-11, SS-T8) ----------------------------------------------------------------------

namespace {

// SS-T8: A (seat 0) no trick, B 10, C 14, D 40, E 56; blind 7C 8C set aside.
const std::array<std::string_view, 5> kLeasterHands = {"7H 9S AH JC JS TS", "TH 9C KS JH JD KH",
                                                       "8H TC AC AD TD KD", "9H KC QC 7D 8D 9D",
                                                       "7S 8S AS QS QH QD"};
constexpr std::string_view kLeasterPlays =
    "7H TH 8H 9H 7S  9C TC KC 8S 9S  AC QC AS AH KS  7D QS JC JH AD  QH JS JD TD 8D  "
    "QD TS KH KD 9D";

SheepsheadHand leaster(const SheepsheadRules& rules, const SheepsheadDeal& deal,
                       std::string_view plays, int multiplier = 1) {
  SheepsheadHand h(rules, 4, deal, multiplier);
  for (int i = 0; i < 5; ++i) REQUIRE_FALSE(h.pick(false).has_value());
  REQUIRE(h.is_leaster());
  REQUIRE(h.phase() == Phase::kPlay);
  CHECK(h.to_act() == 0);  // SS-11.3: the player left of the dealer leads
  sstest::play_cards(h, plays);
  REQUIRE(h.phase() == Phase::kDone);
  return h;
}

}  // namespace

TEST_CASE("SS-T8: leaster A 0 (no trick), B 10, C 14, D 40, E 56 -> B +4, others -1") {
  const auto h =
      leaster(SheepsheadRules{}, sstest::make_deal(kLeasterHands, "7C 8C"), kLeasterPlays);
  const HandResult r = h.result();
  CHECK(r.leaster);
  CHECK(r.picker == -1);
  CHECK(r.points == std::array<int, kMaxPlayers>{0, 10, 14, 40, 56});
  CHECK(r.tricks[0] == 0);
  CHECK(r.leaster_winner == 1);
  CHECK(r.row == "leaster");
  CHECK(r.units == std::array<int, kMaxPlayers>{-1, 4, -1, -1, -1});
}

TEST_CASE("SS-T8: leaster tie B 12, C 12 (D 40, E 56) -> nobody scores") {
  const auto deal =
      sstest::make_deal({"7H 9D AS AD TS 9S", "KH 7D AH 8S 7S TH", "8H JD AC TC 9C 9H",
                         "KS 8D QC JC JS JH", "KC TD KD QS QH QD"},
                        "7C 8C");
  const auto h = leaster(SheepsheadRules{}, deal,
                         "7H KH 8H KS KC  7D JD 8D TD 9D  AC QC KD AS AH  JC QS AD 8S TC  "
                         "QH TS 7S 9C JS  QD 9S TH 9H JH");
  const HandResult r = h.result();
  CHECK(r.points == std::array<int, kMaxPlayers>{0, 12, 12, 40, 56});
  CHECK(r.leaster_winner == -1);
  CHECK(r.row == "leaster tie");
  CHECK(r.units == std::array<int, kMaxPlayers>{0, 0, 0, 0, 0});
}

TEST_CASE("SS-11.6: a qualifier who took 0 card points beats everyone with more") {
  const auto deal =
      sstest::make_deal({"7H TH JC JS JH JD", "9H KH AD TD KD 9D", "8H AH QC QS QH QD",
                         "7S 9S 8D 7D AC TC", "8S 9C KC AS TS KS"},
                        "7C 8C");
  const auto h = leaster(SheepsheadRules{}, deal,
                         "7H 9H 8H 7S 8S  KH AH 9S 9C TH  QC 8D KC JC AD  QS 7D AS JS TD  "
                         "QH AC TS JH KD  QD TC KS JD 9D");
  const HandResult r = h.result();
  CHECK(r.tricks[1] == 1);
  CHECK(r.points[1] == 0);
  CHECK(r.points[2] == 120);
  CHECK(r.leaster_winner == 1);
  CHECK(r.units == std::array<int, kMaxPlayers>{-1, 4, -1, -1, -1});
}

namespace {
// SS-T8's deal with KC moved into the blind (D plays 8C instead): B 10, C 10, blind 4.
SheepsheadDeal leaster_blind_deal() {
  auto hands = kLeasterHands;
  hands[3] = "9H 8C QC 7D 8D 9D";
  return sstest::make_deal(hands, "7C KC");
}
constexpr std::string_view kLeasterBlindPlays =
    "7H TH 8H 9H 7S  9C TC 8C 8S 9S  AC QC AS AH KS  7D QS JC JH AD  QH JS JD TD 8D  "
    "QD TS KH KD 9D";
}  // namespace

TEST_CASE("SS-11.2: ss_leaster_blind = aside: the blind's points belong to nobody") {
  const HandResult r =
      leaster(SheepsheadRules{}, leaster_blind_deal(), kLeasterBlindPlays).result();
  CHECK(r.points == std::array<int, kMaxPlayers>{0, 10, 10, 40, 56});
  CHECK(sum(r.points) + mask_points(leaster_blind_deal().blind) == 120);
  CHECK(r.row == "leaster tie");
  CHECK(sum(r.units) == 0);
}

TEST_CASE("SS-11.2: ss_leaster_blind = last_trick: the last trick's winner adds the blind") {
  SheepsheadRules rules;
  rules.leaster_blind = LeasterBlind::kLastTrick;
  const HandResult r = leaster(rules, leaster_blind_deal(), kLeasterBlindPlays).result();
  CHECK(r.points == std::array<int, kMaxPlayers>{0, 10, 10, 40, 60});
  CHECK(sum(r.points) == 120);
  CHECK(r.row == "leaster tie");
}

TEST_CASE("SS-11.2: ss_leaster_blind = first_trick: the first trick's winner adds the blind") {
  SheepsheadRules rules;
  rules.leaster_blind = LeasterBlind::kFirstTrick;
  const HandResult r = leaster(rules, leaster_blind_deal(), kLeasterBlindPlays).result();
  CHECK(r.points == std::array<int, kMaxPlayers>{0, 14, 10, 40, 56});
  CHECK(sum(r.points) == 120);
  CHECK(r.leaster_winner == 2);
  CHECK(r.units == std::array<int, kMaxPlayers>{-1, -1, 4, -1, -1});
}

TEST_CASE("SS-10.4/SS-11.5: a leaster with multiplier 2 pays +8 / -2") {
  const auto h =
      leaster(SheepsheadRules{}, sstest::make_deal(kLeasterHands, "7C 8C"), kLeasterPlays, 2);
  CHECK(h.result().units == std::array<int, kMaxPlayers>{-2, 8, -2, -2, -2});
}

// --- SS-T10 --------------------------------------------------------------------------------------

TEST_CASE("SS-T10: every SS-10.6 row is zero-sum with a partner and alone, any multiplier") {
  for (bool bump : {true, false}) {
    SheepsheadRules rules;
    rules.double_on_bump = bump;
    for (int pp = 0; pp <= 120; ++pp) {
      for (int side_tricks = 0; side_tricks <= 6; ++side_tricks) {
        // Impossible combinations are skipped: the side with no trick has at most the bury.
        if (side_tricks == 0 && pp > 22) continue;
        if (side_tricks == 6 && pp != 120) continue;
        for (int m : {1, 2, 4}) {
          const Shares s = shares(rules, pp, side_tricks, m);
          CHECK(s.picker + s.partner + 3 * s.defender == 0);
          CHECK(s.picker_alone + 4 * s.defender_alone == 0);
          CHECK(s.picker == 2 * s.partner);  // SS-10.3: double the partner's share
        }
      }
    }
  }
}
