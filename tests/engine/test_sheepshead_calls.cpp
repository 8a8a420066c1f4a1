// Calling a partner (RULES.md SS-6.1 to SS-6.9): every row of the call examples table §3.7 and
// the edge cases of SS-6.2 to SS-6.6, with the flags of SS-6.3, SS-6.4, SS-6.5 and SS-6.9.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/sheepshead.h"
#include "test_ss_util.h"

using namespace engine;
using sstest::ace_call;
using sstest::alone_call;
using sstest::card;
using sstest::mask;
using sstest::ten_call;
using sstest::unknown_call;

namespace {

// A call set as sorted readable lines, so a mismatch prints both sets.
std::vector<std::string> as_lines(const std::vector<Call>& calls) {
  std::vector<std::string> out;
  for (const Call& c : calls) out.push_back(call_string(c));
  std::sort(out.begin(), out.end());
  return out;
}

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += s + "; ";
  return out;
}

void check_calls(const SheepsheadRules& rules, std::string_view h, std::string_view b,
                 const std::vector<Call>& expected) {
  const auto got = as_lines(legal_calls(rules, mask(h), mask(b)));
  const auto want = as_lines(expected);
  CAPTURE(h);
  CAPTURE(b);
  CHECK_MESSAGE(got == want, "got: ", joined(got), "\nwant: ", joined(want));
  // Every listed call passes check_call, and the set has no duplicates.
  for (const Call& c : legal_calls(rules, mask(h), mask(b))) {
    CHECK_FALSE(check_call(rules, mask(h), mask(b), c).has_value());
  }
  CHECK(std::adjacent_find(got.begin(), got.end()) == got.end());
}

// UNKNOWN(s, u) for every u in h.
void add_unknowns(std::vector<Call>& v, Suit s, std::string_view h) {
  for (Card u : cards(mask(h))) v.push_back(unknown_call(s, u));
}

void check_rejected(const SheepsheadRules& rules, std::string_view h, std::string_view b,
                    const Call& c) {
  auto err = check_call(rules, mask(h), mask(b), c);
  CAPTURE(call_string(c));
  REQUIRE(err.has_value());
  CHECK_FALSE(err->empty());
}

}  // namespace

// --- §3.7, row by row ---------------------------------------------------------------------------

TEST_CASE("SS-6 table row 1: QS JH AD 7C KH 9H / AH 8S -> ACE(C), ALONE") {
  const SheepsheadRules rules;
  check_calls(rules, "QS JH AD 7C KH 9H", "AH 8S", {ace_call(Suit::kClubs), alone_call()});
  // Not ACE(H): the ace of hearts is buried. Not ACE(S): no spade in H (8S is buried).
  check_rejected(rules, "QS JH AD 7C KH 9H", "AH 8S", ace_call(Suit::kHearts));
  check_rejected(rules, "QS JH AD 7C KH 9H", "AH 8S", ace_call(Suit::kSpades));
}

TEST_CASE("SS-6 table row 2: QC QS JC AC AS AH / TD KC -> TEN(C), TEN(S), TEN(H), ALONE") {
  const SheepsheadRules rules;
  const std::vector<Call> want = {ten_call(Suit::kClubs), ten_call(Suit::kSpades),
                                  ten_call(Suit::kHearts), alone_call()};
  check_calls(rules, "QC QS JC AC AS AH", "TD KC", want);
  // The 1988 preset (ss_ten_hold_is_ace) agrees: every ace is in H.
  check_calls(*sheepshead_preset("sheepshead_1988"), "QC QS JC AC AS AH", "TD KC", want);
}

TEST_CASE("SS-6 table row 3: QC QS QH JC AC KC / JS 7D -> UNKNOWN(S,u), UNKNOWN(H,u), ALONE") {
  const SheepsheadRules rules;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "QC QS QH JC AC KC");
  add_unknowns(want, Suit::kHearts, "QC QS QH JC AC KC");
  REQUIRE(want.size() == 13);
  check_calls(rules, "QC QS QH JC AC KC", "JS 7D", want);
}

TEST_CASE("SS-6 table row 4: QC QS QH QD JC JS / JH AD -> UNKNOWN(C/S/H,u), ALONE") {
  const SheepsheadRules rules;
  std::vector<Call> want = {alone_call()};
  for (Suit s : {Suit::kClubs, Suit::kSpades, Suit::kHearts}) {
    add_unknowns(want, s, "QC QS QH QD JC JS");
  }
  check_calls(rules, "QC QS QH QD JC JS", "JH AD", want);
}

TEST_CASE("SS-6 table row 5: QC QS AC TC AS TS / AH TH -> ALONE only") {
  const SheepsheadRules rules;
  check_calls(rules, "QC QS AC TC AS TS", "AH TH", {alone_call()});
  for (Suit s : {Suit::kClubs, Suit::kSpades, Suit::kHearts}) {
    check_rejected(rules, "QC QS AC TC AS TS", "AH TH", ten_call(s));
    check_rejected(rules, "QC QS AC TC AS TS", "AH TH", ace_call(s));
    check_rejected(rules, "QC QS AC TC AS TS", "AH TH", unknown_call(s, card("QC")));
  }
}

// --- SS-6.2 ACE ----------------------------------------------------------------------------------

TEST_CASE("SS-6.2: an ace in hand cannot be called") {
  const SheepsheadRules rules;
  check_rejected(rules, "QC AH 7H 8D 9D TD", "7S 8S", ace_call(Suit::kHearts));
}

TEST_CASE("SS-6.2: a buried ace counts as held") {
  const SheepsheadRules rules;
  check_rejected(rules, "QS JH AD 7C KH 9H", "AH 8S", ace_call(Suit::kHearts));
}

TEST_CASE("SS-6.2: QC and JC are trump, so they do not make clubs callable") {
  const SheepsheadRules rules;
  check_calls(rules, "QC JC 7H 8D 9D TD", "7S 8S", {ace_call(Suit::kHearts), alone_call()});
}

TEST_CASE("SS-6.2: a diamond (trump) can never be called") {
  const SheepsheadRules rules;
  check_rejected(rules, "QC JC 7H 8D 9D TD", "7S 8S", ace_call(Suit::kDiamonds));
  check_rejected(rules, "QC JC 7H 8D 9D TD", "7S 8S", ten_call(Suit::kDiamonds));
}

TEST_CASE("SS-2.4/SS-6.2: with clubs trump the fail suits to call are spades, hearts, diamonds") {
  SheepsheadRules rules;
  rules.trump_suit = Suit::kClubs;
  check_calls(
      rules, "QC AC 7D 8S KH 9H", "7C 8C",
      {ace_call(Suit::kDiamonds), ace_call(Suit::kSpades), ace_call(Suit::kHearts), alone_call()});
  check_rejected(rules, "QC AC 7D 8S KH 9H", "7C 8C", ace_call(Suit::kClubs));
}

// --- SS-6.3 TEN ----------------------------------------------------------------------------------

TEST_CASE("SS-6.3: a buried ace counts as held for the ten call") {
  const SheepsheadRules rules;
  check_calls(
      rules, "QC QS AC AS KH 7D", "AH 9D",
      {ten_call(Suit::kClubs), ten_call(Suit::kSpades), ten_call(Suit::kHearts), alone_call()});
}

TEST_CASE("SS-6.3: ss_ten_hold_is_ace requires A_s in H, not buried") {
  SheepsheadRules rules;
  rules.ten_hold_is_ace = true;
  check_calls(rules, "QC QS AC AS KH 7D", "AH 9D",
              {ten_call(Suit::kClubs), ten_call(Suit::kSpades), alone_call()});
  check_rejected(rules, "QC QS AC AS KH 7D", "AH 9D", ten_call(Suit::kHearts));
}

TEST_CASE("SS-6.3: TEN(s) needs a card of s in H and T_s outside P") {
  const SheepsheadRules rules;
  // No heart left in H: TEN(H) is out. TC is buried: TEN(C) is out.
  check_calls(rules, "QC QS AC AS 7S 8D", "AH TC", {ten_call(Suit::kSpades), alone_call()});
  // TS in hand: TEN(S) is out.
  check_calls(rules, "QC TS AC AS AH 8D", "7D 9D",
              {ten_call(Suit::kClubs), ten_call(Suit::kHearts), alone_call()});
}

TEST_CASE("SS-6.3: a ten cannot be called while an ace is missing") {
  const SheepsheadRules rules;
  check_rejected(rules, "QS JH AD 7C KH 9H", "AH 8S", ten_call(Suit::kClubs));
}

// --- SS-6.4 UNKNOWN ------------------------------------------------------------------------------

TEST_CASE("SS-6.4: the example H = QC QS QH JC AC KC differs between the unknown rules") {
  SheepsheadRules rules;
  rules.unknown_rule = UnknownRule::kNoCallableSuit;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "QC QS QH JC AC KC");
  add_unknowns(want, Suit::kHearts, "QC QS QH JC AC KC");
  check_calls(rules, "QC QS QH JC AC KC", "JS 7D", want);
  // only_aces: KC is a non-ace fail card, so the picker is forced alone.
  rules.unknown_rule = UnknownRule::kOnlyAces;
  check_calls(rules, "QC QS QH JC AC KC", "JS 7D", {alone_call()});
  check_rejected(rules, "QC QS QH JC AC KC", "JS 7D", unknown_call(Suit::kSpades, card("QC")));
}

TEST_CASE("SS-6.4: only_aces allows UNKNOWN when the only fail cards are aces") {
  SheepsheadRules rules;
  rules.unknown_rule = UnknownRule::kOnlyAces;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "QC QS QH JC AC 7D");
  add_unknowns(want, Suit::kHearts, "QC QS QH JC AC 7D");
  check_calls(rules, "QC QS QH JC AC 7D", "KC 8D", want);
}

TEST_CASE("SS-6.4: UNKNOWN(s) is out when A_s is buried") {
  const SheepsheadRules rules;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "QC QS QH JC AC KC");
  check_calls(rules, "QC QS QH JC AC KC", "AH 7D", want);
}

TEST_CASE("SS-6.4: the under card must be one of the picker's six cards") {
  const SheepsheadRules rules;
  check_rejected(rules, "QC QS QH JC AC KC", "JS 7D", unknown_call(Suit::kHearts, card("JS")));
  check_rejected(rules, "QC QS QH JC AC KC", "JS 7D", unknown_call(Suit::kHearts, card("7H")));
  check_rejected(rules, "QC QS QH JC AC KC", "JS 7D", unknown_call(Suit::kHearts, kNoCard));
}

TEST_CASE("SS-6.4: no UNKNOWN when an ACE call is legal") {
  const SheepsheadRules rules;
  check_rejected(rules, "QS JH AD 7C KH 9H", "AH 8S", unknown_call(Suit::kSpades, card("QS")));
}

// --- ss_unknown_judged_on (ENGINE.md "Table options"; changes SS-6.4) ---------------------------

TEST_CASE("ss_unknown_judged_on = eight: a buried card of a suit without its ace forbids UNKNOWN") {
  // H = QC QS QH JC AC KC, B = 8S 7D: on the six no ACE call is legal (SS-6.4 allows UNKNOWN of
  // spades and hearts), but the eight held 8S without AS, so ACE(S) was callable.
  SheepsheadRules rules;
  std::vector<Call> six = {alone_call()};
  add_unknowns(six, Suit::kSpades, "QC QS QH JC AC KC");
  add_unknowns(six, Suit::kHearts, "QC QS QH JC AC KC");
  check_calls(rules, "QC QS QH JC AC KC", "8S 7D", six);
  rules.unknown_judged_on = UnknownJudgedOn::kEight;
  check_calls(rules, "QC QS QH JC AC KC", "8S 7D", {alone_call()});
  const auto err = check_call(rules, mask("QC QS QH JC AC KC"), mask("8S 7D"),
                              unknown_call(Suit::kHearts, card("KC")));
  REQUIRE(err.has_value());
  CHECK(err->find("eight") != std::string::npos);
  CHECK(err->find("AS") != std::string::npos);
}

TEST_CASE("ss_unknown_judged_on = eight: the same calls when the bury shows no callable suit") {
  // The bury holds a trump and a club, whose ace the picker keeps: the eight cards leave no
  // ACE call either, so UNKNOWN stays legal exactly as on the six.
  SheepsheadRules rules;
  rules.unknown_judged_on = UnknownJudgedOn::kEight;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "QC QS QH JC AC KC");
  add_unknowns(want, Suit::kHearts, "QC QS QH JC AC KC");
  check_calls(rules, "QC QS QH JC AC KC", "9C 7D", want);
  // ACE and TEN calls do not change: they are judged on the six as SS-6.2 and SS-6.3 say.
  check_calls(rules, "QS JH AD 7C KH 9H", "AH 8S", {ace_call(Suit::kClubs), alone_call()});
  check_calls(
      rules, "QC QS JC AC AS AH", "TD KC",
      {ten_call(Suit::kClubs), ten_call(Suit::kSpades), ten_call(Suit::kHearts), alone_call()});
}

TEST_CASE("ss_unknown_judged_on = eight with only_aces: the buried fail cards must be aces too") {
  SheepsheadRules rules;
  rules.unknown_rule = UnknownRule::kOnlyAces;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "QC QS QH JC AC 7D");
  add_unknowns(want, Suit::kHearts, "QC QS QH JC AC 7D");
  check_calls(rules, "QC QS QH JC AC 7D", "KC 8D", want);  // on the six: KC is buried
  rules.unknown_judged_on = UnknownJudgedOn::kEight;
  check_calls(rules, "QC QS QH JC AC 7D", "KC 8D", {alone_call()});
  check_calls(rules, "QC QS QH JC AC 7D", "JD 8D", want);  // nothing but trump buried
}

TEST_CASE("ss_unknown_judged_on: read from the rules object, written back, bad values refused") {
  SheepsheadRules rules;
  CHECK_FALSE(set_sheepshead_flag(rules, "ss_unknown_judged_on", FlagValue{std::string("eight")}));
  CHECK(rules.unknown_judged_on == UnknownJudgedOn::kEight);
  const auto diff = sheepshead_flags_diff(rules, "sheepshead");
  REQUIRE(diff.size() == 1);
  CHECK(diff[0].first == "ss_unknown_judged_on");
  const auto bad = set_sheepshead_flag(rules, "ss_unknown_judged_on", FlagValue{std::string("7")});
  REQUIRE(bad.has_value());
  CHECK(bad->find("\"six\", \"eight\"") != std::string::npos);
  CHECK(set_sheepshead_flag(rules, "ss_unknown_judged_on", FlagValue{true}).has_value());
  CHECK_FALSE(set_sheepshead_flag(rules, "ss_unknown_judged_on", FlagValue{std::string("six")}));
  CHECK(rules == SheepsheadRules{});
}

// --- SS-6.5 under card ---------------------------------------------------------------------------

TEST_CASE("SS-6.5: ss_under_must_be_fail limits u to fail cards when H has one") {
  SheepsheadRules rules;
  rules.under_must_be_fail = true;
  std::vector<Call> want = {alone_call()};
  add_unknowns(want, Suit::kSpades, "AC KC");
  add_unknowns(want, Suit::kHearts, "AC KC");
  check_calls(rules, "QC QS QH JC AC KC", "JS 7D", want);
  check_rejected(rules, "QC QS QH JC AC KC", "JS 7D", unknown_call(Suit::kHearts, card("QC")));
}

TEST_CASE("SS-6.5: ss_under_must_be_fail allows a trump u when H has no fail card") {
  SheepsheadRules rules;
  rules.under_must_be_fail = true;
  std::vector<Call> want = {alone_call()};
  for (Suit s : {Suit::kClubs, Suit::kSpades, Suit::kHearts}) {
    add_unknowns(want, s, "QC QS QH QD JC JS");
  }
  check_calls(rules, "QC QS QH QD JC JS", "JH AD", want);
}

// --- SS-6.6, SS-6.9 ALONE and the switches -------------------------------------------------------

TEST_CASE("SS-6.6: ALONE is always legal, also when partners are available") {
  const SheepsheadRules rules;
  CHECK_FALSE(check_call(rules, mask("QS JH AD 7C KH 9H"), mask("AH 8S"), alone_call()));
  CHECK_FALSE(check_call(rules, mask("QC QS JC AC AS AH"), mask("TD KC"), alone_call()));
}

TEST_CASE("SS-6.6: all three aces and all three tens held forces ALONE") {
  const SheepsheadRules rules;
  check_calls(rules, "AC TC AS TS AH TH", "QC QS", {alone_call()});
}

TEST_CASE("SS-6.9: ss_allow_ten_call = false forces the three-ace picker alone") {
  SheepsheadRules rules;
  rules.allow_ten_call = false;
  check_calls(rules, "QC QS JC AC AS AH", "TD KC", {alone_call()});
  check_rejected(rules, "QC QS JC AC AS AH", "TD KC", ten_call(Suit::kClubs));
}

TEST_CASE("SS-6.9: ss_allow_unknown = false forces the picker with no callable suit alone") {
  SheepsheadRules rules;
  rules.allow_unknown = false;
  check_calls(rules, "QC QS QH JC AC KC", "JS 7D", {alone_call()});
  check_calls(rules, "QC QS QH QD JC JS", "JH AD", {alone_call()});
  check_rejected(rules, "QC QS QH JC AC KC", "JS 7D", unknown_call(Suit::kHearts, card("KC")));
  // ACE and TEN calls are unaffected.
  check_calls(rules, "QS JH AD 7C KH 9H", "AH 8S", {ace_call(Suit::kClubs), alone_call()});
}

// --- Through the hand (SS-5.4, SS-6.1, SS-6.7) ---------------------------------------------------

TEST_CASE("SS-5.4: the bury decides the calls; a bury can leave ALONE as the only option") {
  const SheepsheadRules rules;
  // Seat 0 picks AC TC AS TS AH QC with the blind QS JD: all three aces and two tens in P.
  const auto deal =
      sstest::make_deal({"AC TC AS TS AH QC", "QH QD JC JS JH AD", "TD KD 9D 8D 7D KC",
                         "9C 8C 7C KS 9S 8S", "7S TH KH 9H 8H 7H"},
                        "QS JD");
  SheepsheadHand keep(rules, 4, deal);
  sstest::pick_after_passes(keep, 0);
  CHECK(keep.picker_cards() == mask("AC TC AS TS AH QC QS JD"));
  REQUIRE_FALSE(keep.bury(mask("QS JD")).has_value());
  CHECK(as_lines(keep.legal_calls()) == as_lines({ten_call(Suit::kHearts), alone_call()}));
  // Burying AH leaves no heart in H: TEN(H) is gone and the picker must go alone.
  SheepsheadHand forced(rules, 4, deal);
  sstest::pick_after_passes(forced, 0);
  REQUIRE_FALSE(forced.bury(mask("AH QC")).has_value());
  CHECK(as_lines(forced.legal_calls()) == as_lines({alone_call()}));
  CHECK(forced.call(ten_call(Suit::kHearts)).has_value());
  REQUIRE_FALSE(forced.call(alone_call()).has_value());
  CHECK(forced.partner() == -1);
}

TEST_CASE("SS-6.7: the partner is the holder of the called card, never the picker") {
  const SheepsheadRules rules;
  const auto deal =
      sstest::make_deal({"QS JH AD 7C KH 9H", "QH QD JC JS JD TD", "AC KD 9D 8D 7D KC",
                         "9C 8C TC KS 9S QC", "7S AS TS TH 8H 7H"},
                        "AH 8S");
  SheepsheadHand h(rules, 4, deal);
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("AH 8S")).has_value());
  CHECK(as_lines(h.legal_calls()) == as_lines({ace_call(Suit::kClubs), alone_call()}));
  CHECK(h.partner() == -1);
  auto err = h.call(ace_call(Suit::kHearts));
  REQUIRE(err.has_value());
  CHECK(h.phase() == Phase::kCall);
  REQUIRE_FALSE(h.call(ace_call(Suit::kClubs)).has_value());
  CHECK(h.partner() == 2);
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.play_rules().called == card("AC"));
  CHECK(h.play_rules().hold == HoldRule::kOneCard);
}

TEST_CASE("SS-6.1: call_string names the call") {
  CHECK(call_string(ace_call(Suit::kHearts)) == "ace of hearts");
  CHECK(call_string(ten_call(Suit::kSpades)) == "ten of spades");
  CHECK(call_string(alone_call()) == "alone");
  CHECK(call_string(unknown_call(Suit::kClubs, card("7H"))).find("7H") != std::string::npos);
  CHECK(ace_call(Suit::kHearts).called_card() == card("AH"));
  CHECK(ten_call(Suit::kHearts).called_card() == card("TH"));
  CHECK(unknown_call(Suit::kSpades, card("7H")).called_card() == card("AS"));
  CHECK(alone_call().called_card() == kNoCard);
}
