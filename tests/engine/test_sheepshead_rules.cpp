// Sheepshead card order and trick play (RULES.md TT-2, TT-5 to TT-7, SS-2, SS-8), with the
// test vectors SS-T1 to SS-T6.
#include <doctest/doctest.h>

#include "engine/contract.h"
#include "engine/play.h"
#include "engine/sheepshead.h"
#include "test_ss_util.h"

using namespace engine;
using sstest::card;
using sstest::mask;

namespace {

// Winner position and points of a complete trick (cards in play order).
struct TrickOutcome {
  int winner;
  int points;
};
TrickOutcome judge(const ContractTable& t, std::string_view codes, Card under = kNoCard,
                   int under_suit = -1) {
  auto v = sstest::card_list(codes);
  REQUIRE(v.size() == 5);
  const std::uint8_t led =
      under != kNoCard && v[0] == under ? static_cast<std::uint8_t>(under_suit) : t.eff_suit[v[0]];
  const int w = trick_winner_index(t, v.data(), 5, led, under);
  int pts = 0;
  for (Card c : v) pts += card_points(c);
  return {w, pts};
}

}  // namespace

// --- Card order (SS-2) ---------------------------------------------------------------------------

TEST_CASE("SS-2.1: fourteen trumps QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D, highest first") {
  const ContractTable t = sheepshead_table();
  const auto order = sstest::card_list("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");
  CHECK(t.trump_count() == 14);
  CHECK(t.trumps() == mask("QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D"));
  for (std::size_t i = 0; i < order.size(); ++i) {
    CHECK(t.eff_suit[order[i]] == kTrump);
    if (i + 1 < order.size()) CHECK(t.power[order[i]] > t.power[order[i + 1]]);
  }
  CHECK(describe_order(t, kTrump) == "QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");
}

TEST_CASE("SS-2.2/TT-2: fail suits C S H rank A T K 9 8 7; queens and jacks are not fail cards") {
  const ContractTable t = sheepshead_table();
  CHECK(describe_order(t, 0) == "AC TC KC 9C 8C 7C");
  CHECK(describe_order(t, 1) == "AS TS KS 9S 8S 7S");
  CHECK(describe_order(t, 2) == "AH TH KH 9H 8H 7H");
  CHECK(t.suit_mask[3] == 0);  // diamonds are all trump
  CHECK(t.eff_suit[card("QC")] == kTrump);
  CHECK(t.eff_suit[card("JH")] == kTrump);
  CHECK(t.eff_suit[card("AC")] == 0);
  CHECK_FALSE(has(t.suit_mask[0], card("QC")));
  // Every trump outranks every fail card.
  for (Card tr : cards(t.trumps())) {
    for (Card f : cards(kLongDeck & ~t.trumps())) CHECK(t.power[tr] > t.power[f]);
  }
}

TEST_CASE("SS-2.3: trumps hold 45 card points and the fail cards 75") {
  const ContractTable t = sheepshead_table();
  CHECK(mask_points(t.trumps()) == 45);
  CHECK(mask_points(kLongDeck & ~t.trumps()) == 75);
}

TEST_CASE("SS-2.4: with clubs as trump the clubs replace the diamonds; diamonds are a fail suit") {
  const ContractTable t = sheepshead_table(Suit::kClubs);
  CHECK(describe_order(t, kTrump) == "QC QS QH QD JC JS JH JD AC TC KC 9C 8C 7C");
  CHECK(describe_order(t, 3) == "AD TD KD 9D 8D 7D");
  CHECK(describe_order(t, 1) == "AS TS KS 9S 8S 7S");
  CHECK(t.suit_mask[0] == 0);
  CHECK(mask_points(t.trumps()) == 45);
  // The rules table follows the flag.
  SheepsheadRules r;
  r.trump_suit = Suit::kClubs;
  CHECK(sheepshead_table_for(r).trumps() == t.trumps());
}

// --- Trick winners (TT-7, SS-T2, SS-T3) ----------------------------------------------------------

TEST_CASE("SS-T2: 8H AH 7D QH TH is won by QH (highest trump) for 24 points") {
  const auto o = judge(sheepshead_table(), "8H AH 7D QH TH");
  CHECK(o.winner == 3);
  CHECK(o.points == 24);
}

TEST_CASE("SS-T3: 9S AC KS TH 7S has no trump; KS wins, AC and TH cannot win") {
  const auto o = judge(sheepshead_table(), "9S AC KS TH 7S");
  CHECK(o.winner == 2);
  CHECK(o.points == 25);
}

TEST_CASE("TT-7: the lowest trump beats the highest fail card; fail follows power A T K 9 8 7") {
  const ContractTable t = sheepshead_table();
  CHECK(judge(t, "AC TC KC 9C 7D").winner == 4);
  CHECK(judge(t, "7C 8C 9C KC TC").winner == 4);
  CHECK(judge(t, "KC TC 9C 8C 7C").winner == 1);
  CHECK(judge(t, "JD QC 7D AD QS").winner == 1);
  CHECK(judge(t, "9S AH AC AD 8S").winner == 3);  // AD is trump
}

TEST_CASE("SS-2.4/TT-7: with clubs trump 7C beats AD led") {
  const ContractTable t = sheepshead_table(Suit::kClubs);
  CHECK(judge(t, "AD TD KD 9D 7C").winner == 4);
  CHECK(judge(t, "AD TD KD 9D 7H").winner == 0);
}

TEST_CASE("SS-T2 through PlayState: the winner takes the trick's points and leads next") {
  auto p = sstest::position({"8H", "AH", "7D", "QH", "TH"}, 0);
  for (auto code : {"8H", "AH", "7D", "QH", "TH"}) p.play(code);
  CHECK(p.state.tricks_done == 1);
  CHECK(p.state.points_won[3] == 24);
  CHECK(p.state.tricks_won[3] == 1);
  CHECK(p.state.leader == 3);
  CHECK(p.state.trick_size == 0);
}

// --- Following (TT-5, TT-6, SS-T1) ---------------------------------------------------------------

TEST_CASE("SS-T1: clubs led with 7C; QC KC 8D must play KC (QC is trump)") {
  auto p = sstest::position({"7C", "QC KC 8D", "", "", ""}, 0);
  p.play("7C");
  CHECK(p.legal() == mask("KC"));
}

TEST_CASE("SS-T1: clubs led; a player with QC 9D and no clubs may play either") {
  auto p = sstest::position({"7C", "QC 9D", "", "", ""}, 0);
  p.play("7C");
  CHECK(p.legal() == mask("QC 9D"));
}

TEST_CASE("TT-2/TT-5: a trump lead must be followed by any trump, queens and jacks included") {
  auto p = sstest::position({"7D", "QC JS AC TH", "", "", ""}, 0);
  p.play("7D");
  CHECK(p.legal() == mask("QC JS"));
}

TEST_CASE("TT-6: no duty to trump or to overtrump") {
  auto p = sstest::position({"7H", "QD", "QC 9C", "", ""}, 0);
  p.play("7H");
  p.play("QD");
  CHECK(p.legal() == mask("QC 9C"));
}

// --- Partner obligations (SS-8.3, SS-T4) ---------------------------------------------------------

TEST_CASE("SS-T4: ACE(S); partner AS 9S KC, hearts led, no hearts: legal 9S KC") {
  auto p = sstest::position({"7H", "AS 9S KC", "", "", ""}, 0);
  sstest::set_called(p, 4, "AS");
  p.play("7H");
  CHECK(p.legal() == mask("9S KC"));
}

TEST_CASE("SS-T4: ACE(S); spades led first: the partner must play AS") {
  auto p = sstest::position({"7S", "AS 9S KC", "", "", ""}, 0);
  sstest::set_called(p, 4, "AS");
  p.play("7S");
  CHECK(p.state.opened);
  CHECK(p.state.opening_trick);
  CHECK(p.legal() == mask("AS"));
}

TEST_CASE("SS-T4: ACE(S); partner on lead, spades unopened: legal leads AS KC") {
  auto p = sstest::position({"AS 9S KC", "", "", "", ""}, 0);
  sstest::set_called(p, 4, "AS");
  CHECK(p.legal() == mask("AS KC"));
}

TEST_CASE("SS-8.3b: while s is unopened the partner cannot schmier X into a trump trick") {
  auto p = sstest::position({"QD", "AS 7C", "", "", ""}, 0);
  sstest::set_called(p, 4, "AS");
  p.play("QD");
  CHECK(p.legal() == mask("7C"));
}

TEST_CASE("SS-8.3c: the partner leading X opens s and then everyone follows spades") {
  auto p = sstest::position({"AS 9S KC", "TS 7S QC", "", "", ""}, 0);
  sstest::set_called(p, 4, "AS");
  p.play("AS");
  CHECK(p.state.opened);
  CHECK(p.legal() == mask("TS 7S"));
}

TEST_CASE("SS-8.3d: X as the partner's only card is legal in any trick") {
  auto p = sstest::position({"7H", "AS", "", "", ""}, 0);
  sstest::set_called(p, 4, "AS");
  p.play("7H");
  CHECK_FALSE(p.state.opened);
  CHECK(p.legal() == mask("AS"));
}

TEST_CASE("SS-8.2: a card of s discarded into another suit's trick does not open s") {
  auto p = sstest::position({"7H", "7S", "QC", "KS", "AS 8S 9C"}, 0);
  sstest::set_called(p, 2, "AS");
  p.play("7H");
  p.play("7S");  // seat 1 has no hearts and discards a spade
  p.play("QC");
  p.play("KS");
  CHECK_FALSE(p.state.opened);
  CHECK(p.legal() == mask("8S 9C"));  // the partner still keeps AS
}

TEST_CASE("SS-8.6: after the opening trick the partner's remaining spades are ordinary") {
  auto p = sstest::position({"7S 7H", "8S 9H", "9S QC", "KS 8H", "AS TS JD"}, 0);
  sstest::set_called(p, 2, "AS");
  for (auto code : {"7S", "8S", "9S", "KS", "AS"}) p.play(code);
  CHECK(p.state.leader == 4);
  CHECK(p.state.opened);
  CHECK_FALSE(p.state.opening_trick);
  CHECK(p.legal() == mask("TS JD"));
}

TEST_CASE("SS-8.7: s never led: X and the hold card wait for the last trick") {
  // ACE(S): seat 1 holds AS 7C, the picker (seat 2) 7S 8C; two tricks remain.
  auto p = sstest::position({"QC 8H", "AS 7C", "7S 8C", "QD 9C", "TC 9H"}, 0);
  sstest::set_called(p, 2, "AS");
  p.play("QC");
  CHECK(p.legal() == mask("7C"));  // no trump: anything but X
  p.play("7C");
  CHECK(p.legal() == mask("8C"));  // no trump: anything but the hold card
  p.play("8C");
  p.play("QD");
  p.play("TC");
  REQUIRE(p.state.leader == 0);
  p.play("8H");
  CHECK_FALSE(p.state.opened);
  CHECK(p.legal() == mask("AS"));  // SS-8.3d: only card
  p.play("AS");
  CHECK(p.legal() == mask("7S"));  // SS-8.4a: only card
  p.play("7S");
  p.play("9C");
  p.play("9H");
  CHECK(p.state.leader == 4);  // 9H wins the heart trick; AS and 7S are off-suit
  CHECK_FALSE(p.state.opened);
}

// --- Picker hold card (SS-8.4, SS-T5) ------------------------------------------------------------

TEST_CASE("SS-T5: ACE(S); picker 7S QD KC, hearts led, void: legal QD KC") {
  auto p = sstest::position({"7H", "7S QD KC", "", "", ""}, 0);
  sstest::set_called(p, 1, "AS");
  p.play("7H");
  CHECK(p.legal() == mask("QD KC"));
}

TEST_CASE("SS-T5: ACE(S); picker 7S 8S QD, hearts led: legal 7S 8S QD (one spade remains)") {
  auto p = sstest::position({"7H", "7S 8S QD", "", "", ""}, 0);
  sstest::set_called(p, 1, "AS");
  p.play("7H");
  CHECK(p.legal() == mask("7S 8S QD"));
}

TEST_CASE("SS-8.4a: the picker may lead his only card of s, which opens s") {
  auto p = sstest::position({"7S QD KC", "AS 9H", "", "", ""}, 0);
  sstest::set_called(p, 0, "AS");
  CHECK(p.legal() == mask("7S QD KC"));
  p.play("7S");
  CHECK(p.state.opened);
  CHECK(p.legal() == mask("AS"));
}

TEST_CASE("SS-8.4a: in the opening trick the picker follows suit normally") {
  auto p = sstest::position({"9S", "7S 8S QD", "", "", ""}, 0);
  sstest::set_called(p, 1, "AS");
  p.play("9S");
  CHECK(p.legal() == mask("7S 8S"));
}

TEST_CASE("SS-8.4a: the picker's hold card is legal when it is his only card") {
  auto p = sstest::position({"7H", "7S", "", "", ""}, 0);
  sstest::set_called(p, 1, "AS");
  p.play("7H");
  CHECK(p.legal() == mask("7S"));
}

TEST_CASE("SS-8.4a: the picker keeps his only spade against a trump lead too") {
  auto p = sstest::position({"QC", "7S KC", "", "", ""}, 0);
  sstest::set_called(p, 1, "AS");
  p.play("QC");
  CHECK(p.legal() == mask("KC"));
}

TEST_CASE("SS-8.4 applies after a TEN call as well") {
  auto p = sstest::position({"7H", "7S KC", "", "", ""}, 0);
  sstest::set_called(p, 1, "TS");
  p.play("7H");
  CHECK(p.legal() == mask("KC"));
}

TEST_CASE("SS-8.4c: ten_hold_is_ace after TEN(S): AS is protected, other spades are free") {
  auto p = sstest::position({"7H", "AS 7S QD", "", "", ""}, 0);
  sstest::set_called(p, 1, "TS", HoldRule::kAce);
  p.play("7H");
  CHECK(p.legal() == mask("7S QD"));
}

TEST_CASE("SS-8.4c: ten_hold_is_ace with AS and a second spade: the lone 7S may go, AS stays") {
  auto p = sstest::position({"7H", "AS 7S", "", "", ""}, 0);
  sstest::set_called(p, 1, "TS", HoldRule::kAce);
  p.play("7H");
  CHECK(p.legal() == mask("7S"));
}

TEST_CASE("SS-8.4/SS-8.6: once s is open the picker's last spade is an ordinary card") {
  auto p = sstest::position({"7S 7H", "AS 8H", "9S 8S QD", "KS 9H", "TS KH"}, 0);
  sstest::set_called(p, 2, "AS");
  for (auto code : {"7S", "AS", "9S", "KS", "TS"}) p.play(code);
  CHECK(p.state.leader == 1);
  p.play("8H");
  CHECK(p.legal() == mask("8S QD"));
}

// --- Under card (SS-8.5, SS-T6) ------------------------------------------------------------------

TEST_CASE(
    "SS-T6: UNKNOWN(H, KC); 9H led, partner must play AH, picker must play u; TD wins u's points") {
  const SheepsheadRules rules;
  const auto deal =
      sstest::make_deal({"9H TH KH AD KD TC", "AH 7H 9C 8C 7C AS", "QH QD JS JH JD TD",
                         "QC QS JC AC KC 7D", "8H TS KS 9S 8S 7S"},
                        "8D 9D");
  SheepsheadHand h(rules, 4, deal);
  sstest::pick_after_passes(h, 3);
  REQUIRE(h.picker() == 3);
  REQUIRE_FALSE(h.bury(mask("8D 9D")).has_value());
  REQUIRE_FALSE(h.call(sstest::unknown_call(Suit::kHearts, card("KC"))).has_value());
  CHECK(h.partner() == 1);
  // SS-8.5a: u is set aside: the picker still owns it but it is not in his playable hand.
  CHECK(h.play_state().hands[3] == mask("QC QS JC AC 7D"));
  CHECK(h.hand_of(3) == mask("QC QS JC AC KC 7D"));
  CHECK(h.play_state().under_pending);

  CHECK(h.to_act() == 0);
  REQUIRE_FALSE(h.play(card("9H")).has_value());
  CHECK(h.legal_cards() == mask("AH"));  // SS-8.3a although he holds 7H
  REQUIRE_FALSE(h.play(card("AH")).has_value());
  CHECK(h.legal_cards() == mask("QH QD JS JH JD TD"));  // void in hearts
  REQUIRE_FALSE(h.play(card("TD")).has_value());
  CHECK(h.legal_cards() == mask("KC"));  // SS-8.5b: only u
  CHECK(h.play(card("QC")).has_value());
  REQUIRE_FALSE(h.play(card("KC")).has_value());
  CHECK_FALSE(h.play_state().under_pending);
  CHECK(h.legal_cards() == mask("8H"));
  REQUIRE_FALSE(h.play(card("8H")).has_value());
  // 9H 0 + AH 11 + TD 10 + KC 4 + 8H 0.
  CHECK(h.play_state().tricks_done == 1);
  CHECK(h.play_state().points_won[2] == 25);
  CHECK(h.play_state().tricks_won[2] == 1);
  CHECK(h.play_state().leader == 2);
  CHECK(h.hand_of(3) == mask("QC QS JC AC 7D"));
}

TEST_CASE("SS-8.5e: a trump under card never wins, even as the only trump in the trick") {
  auto p = sstest::position({"9H", "AH", "8H", "KC", "7H"}, 0);
  sstest::set_unknown(p, 3, "AH", "QC");
  p.play("9H");
  p.play("AH");
  p.play("8H");
  CHECK(p.legal() == mask("QC"));
  p.play("QC");
  p.play("7H");
  CHECK(p.state.leader == 1);
  CHECK(p.state.points_won[1] == 11 + 3);
}

TEST_CASE("SS-8.5c: the picker may lead u face down; it counts as a lead of s") {
  auto p = sstest::position({"QC 7D", "AH 7H", "9H KS", "QD 8C", "TH 8H"}, 0);
  sstest::set_unknown(p, 0, "AH", "7C");
  CHECK(p.legal() == mask("QC 7D 7C"));
  p.play("7C");
  CHECK(p.state.opened);
  CHECK(p.state.led_suit(p.rules) == static_cast<std::uint8_t>(Suit::kHearts));
  CHECK(p.legal() == mask("AH"));  // SS-8.5f
  p.play("AH");
  CHECK(p.legal() == mask("9H"));  // hearts must be followed although 7C is a club
  p.play("9H");
  CHECK(p.legal() == mask("QD 8C"));
  p.play("8C");
  p.play("TH");
  CHECK(p.state.leader == 1);  // AH wins; u and the club 8C cannot
  CHECK(p.state.points_won[1] == 0 + 11 + 0 + 0 + 10);
}

TEST_CASE("SS-8.5c: with ss_under_lead_allowed = false the picker may not lead u") {
  auto p = sstest::position({"QC 7D", "", "", "", ""}, 0);
  sstest::set_unknown(p, 0, "AH", "7C");
  p.rules.under_lead_allowed = false;
  CHECK(p.legal() == mask("QC 7D"));
}

TEST_CASE("SS-8.5d/SS-8.7: u pending with no other card is played in the last trick, off-suit") {
  auto p = sstest::position({"9C", "", "AH", "8C", "KC"}, 0);
  sstest::set_unknown(p, 1, "AH", "QS");
  p.play("9C");
  CHECK(p.legal() == mask("QS"));
  p.play("QS");
  CHECK_FALSE(p.state.opened);
  CHECK(p.legal() == mask("AH"));  // SS-8.3d: X is the partner's only card
  p.play("AH");
  p.play("8C");
  p.play("KC");
  CHECK(p.state.leader == 4);  // KC wins: QS is face down and cannot win
  CHECK(p.state.points_won[4] == 0 + 3 + 11 + 0 + 4);
}

TEST_CASE("SS-8.5d: u as the picker's last card may be led even when under leads are off") {
  auto p = sstest::position({"", "AH", "8H", "KC", "7H"}, 0);
  sstest::set_unknown(p, 0, "AH", "QS");
  p.rules.under_lead_allowed = false;
  CHECK(p.legal() == mask("QS"));
  p.play("QS");
  CHECK(p.state.opened);
  CHECK(p.legal() == mask("AH"));
}

TEST_CASE("SS-8.5g: no hold card after an UNKNOWN call") {
  auto p = sstest::position({"QD", "7C 8C", "", "", ""}, 0);
  sstest::set_unknown(p, 1, "AH", "7D");
  p.play("QD");
  CHECK(p.legal() == mask("7C 8C"));
}

TEST_CASE("SS-8.5b: when the partner leads X the picker must play u") {
  auto p = sstest::position({"", "AH 9C", "QC 8D", "", ""}, 1);
  sstest::set_unknown(p, 2, "AH", "7S");
  p.play("AH");
  CHECK(p.legal() == mask("7S"));
}

// --- SS-13.6 called ten wins ---------------------------------------------------------------------

TEST_CASE("SS-13.6: by default AS beats the called TS in the opening trick") {
  auto p = sstest::position({"7S", "TS", "AS", "8S", "9S"}, 0);
  sstest::set_called(p, 2, "TS", HoldRule::kAce);
  for (auto code : {"7S", "TS", "AS", "8S", "9S"}) p.play(code);
  CHECK(p.state.leader == 2);
}

TEST_CASE("SS-13.6: ss_called_ten_wins makes TS win its opening trick when nobody trumps") {
  auto p = sstest::position({"7S", "TS", "AS", "8S", "9S"}, 0);
  sstest::set_called(p, 2, "TS", HoldRule::kAce);
  p.rules.called_ten_wins = true;
  for (auto code : {"7S", "TS", "AS", "8S", "9S"}) p.play(code);
  CHECK(p.state.leader == 1);
  CHECK(p.state.points_won[1] == 21);
}

TEST_CASE("SS-13.6: ss_called_ten_wins does not beat a trump") {
  auto p = sstest::position({"7S", "TS", "AS", "7D", "9S"}, 0);
  sstest::set_called(p, 2, "TS", HoldRule::kAce);
  p.rules.called_ten_wins = true;
  for (auto code : {"7S", "TS", "AS", "7D", "9S"}) p.play(code);
  CHECK(p.state.leader == 3);
}
