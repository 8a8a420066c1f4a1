// Sheepshead as Wisconsin plays it (RULES.md SS-14): the flags and presets, three and four
// hands (SS-14.2) and the jack-of-diamonds partner with call-ups (SS-14.1), each as a test
// vector. The announcements (SS-14.3 to SS-14.5) are in test_sheepshead_wisconsin_announce.cpp,
// the random playouts over every table in test_sheepshead_wisconsin_playouts.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "engine/sheepshead.h"
#include "test_ss_util.h"
#include "test_ss_wisconsin_util.h"

using namespace engine;
using sstest::card;
using sstest::mask;
using namespace wisctest;

// --- Flags, presets, table checks (Appendix A, SS-14) -------------------------------------------

TEST_CASE("Appendix A / SS-14: the Wisconsin presets and their flags") {
  const auto& names = sheepshead_preset_names();
  REQUIRE(names.size() == 6);
  CHECK(names[0] == "sheepshead");
  CHECK(names[1] == "sheepshead_1988");
  for (std::string_view n : names) {
    const auto r = sheepshead_preset(n);
    REQUIRE_MESSAGE(r.has_value(), std::string(n));
    CHECK_MESSAGE(!check_sheepshead_rules(*r).has_value(), std::string(n));
    // Each preset is rebuilt from the default by the flags it differs in.
    SheepsheadRules again;
    for (const auto& [name, value] : sheepshead_flags_diff(*r, "sheepshead")) {
      CHECK_FALSE(set_sheepshead_flag(again, name, value).has_value());
    }
    CHECK(again == *r);
  }
  const auto jd = *sheepshead_preset("sheepshead_jack_of_diamonds");
  CHECK(jd == jd_rules(false));
  SheepsheadRules crack = jd_rules(true);
  crack.crack = true;
  crack.blitz = true;
  CHECK(*sheepshead_preset("sheepshead_jack_of_diamonds_crack") == crack);
  CHECK(*sheepshead_preset("sheepshead_3_handed") == table(3));
  CHECK(*sheepshead_preset("sheepshead_4_handed") == table(4));
  CHECK(table(3).hand_size() == 10);
  CHECK(table(3).blind_size() == 2);
  CHECK(table(4).hand_size() == 7);
  CHECK(table(4).blind_size() == 4);
  CHECK_FALSE(table(4).has_partner());
}

TEST_CASE("Appendix A / SS-14: the new flags take their values and refuse others in words") {
  SheepsheadRules r;
  CHECK_FALSE(set_sheepshead_flag(r, "ss_partner_rule", std::string("jack_of_diamonds")));
  CHECK(r.partner_rule == PartnerRule::kJackOfDiamonds);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_jd_call_up", true));
  CHECK(r.jd_call_up);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_players", std::int64_t{4}));
  CHECK(r.players == 4);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_crack", true));
  CHECK_FALSE(set_sheepshead_flag(r, "ss_crack_by", std::string("no_chance_to_pick")));
  CHECK(r.crack_by == CrackBy::kNoChanceToPick);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_blitz", true));
  CHECK_FALSE(set_sheepshead_flag(r, "ss_blitz_red", true));
  CHECK((r.crack && r.blitz && r.blitz_red));
  const SheepsheadRules before = r;
  auto refused = [&](std::string_view name, const FlagValue& v, std::string_view says) {
    const auto e = set_sheepshead_flag(r, name, v);
    REQUIRE(e.has_value());
    CHECK_MESSAGE(contains(*e, says), *e);
    CHECK(contains(*e, name));
  };
  refused("ss_partner_rule", std::string("called_ten"), "called_ace");
  refused("ss_players", std::int64_t{2}, "between 3 and 5");
  refused("ss_players", std::int64_t{6}, "between 3 and 5");
  refused("ss_players", true, "whole number");
  refused("ss_crack_by", std::string("anyone"), "no_chance_to_pick");
  refused("ss_blitz_red", std::int64_t{1}, "true or false");
  CHECK(r == before);
  // Flags written for a log rebuild the rules, whichever preset they are written against.
  for (std::string_view preset : sheepshead_preset_names()) {
    SheepsheadRules again = *sheepshead_preset(preset);
    for (const auto& [name, value] : sheepshead_flags_diff(r, preset)) {
      CHECK_FALSE(set_sheepshead_flag(again, name, value).has_value());
    }
    CHECK(again == r);
  }
}

TEST_CASE("SS-14.1/14.2: check_sheepshead_rules refuses tables the rules do not allow") {
  auto refused = [](const SheepsheadRules& r, std::initializer_list<std::string_view> says) {
    const auto e = check_sheepshead_rules(r);
    REQUIRE(e.has_value());
    for (std::string_view s : says) CHECK_MESSAGE(contains(*e, s), *e);
  };
  refused(table(3, PartnerRule::kJackOfDiamonds), {"ss_partner_rule", "ss_players = 3"});
  refused(table(4, PartnerRule::kJackOfDiamonds), {"ss_partner_rule", "ss_players = 4"});
  SheepsheadRules r;
  r.jd_call_up = true;
  refused(r, {"ss_jd_call_up", "jack_of_diamonds"});
  r = SheepsheadRules{};
  r.crack_by = CrackBy::kNoChanceToPick;
  refused(r, {"ss_crack_by", "ss_crack"});
  r = SheepsheadRules{};
  r.blitz_red = true;
  refused(r, {"ss_blitz_red", "ss_blitz"});
  r = SheepsheadRules{};
  r.players = 6;
  refused(r, {"ss_players"});
  CHECK_FALSE(check_sheepshead_rules(SheepsheadRules{}).has_value());
  CHECK_FALSE(check_sheepshead_rules(jd_rules(true)).has_value());
  r = table(3);
  r.crack = true;
  r.crack_by = CrackBy::kNoChanceToPick;
  r.blitz = true;
  r.blitz_red = true;
  r.max_multiplier = 4;
  CHECK_FALSE(check_sheepshead_rules(r).has_value());
}

// --- Three and four hands (SS-14.2) --------------------------------------------------------------

TEST_CASE("SS-14.2/SS-3.1: three seats get 10 cards and the blind 2; four seats 7 and 4") {
  for (int players : {3, 4, 5}) {
    const SheepsheadRules r = table(players);
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
      const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(players));
      const SheepsheadDeal d = deal_sheepshead(seed, dealer, players);
      CardMask all = d.blind;
      CHECK(count(d.blind) == r.blind_size());
      for (int s = 0; s < kSheepsheadSeats; ++s) {
        CHECK(count(d.hands[s]) == (s < players ? r.hand_size() : 0));
        CHECK((all & d.hands[s]) == 0);
        all |= d.hands[s];
      }
      CHECK(all == kLongDeck);
      // Packet k goes to seat dealer+1+k: the same shuffle turns with the dealer.
      const SheepsheadDeal d0 = deal_sheepshead(seed, 0, players);
      for (int k = 0; k < players; ++k) {
        CHECK(d.hands[(dealer + 1 + k) % players] == d0.hands[(1 + k) % players]);
      }
      CHECK(d.blind == d0.blind);
    }
  }
  // players = 5 is the five-handed deal of earlier versions (the default argument).
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const SheepsheadDeal a = deal_sheepshead(seed, 2);
    const SheepsheadDeal b = deal_sheepshead(seed, 2, 5);
    CHECK(a.hands == b.hands);
    CHECK(a.blind == b.blind);
  }
}

TEST_CASE("SS-14.2/SS-4.1: picking goes round the seats() seats; forced pick falls on the dealer") {
  for (int players : {3, 4}) {
    SheepsheadRules r = table(players);
    r.all_pass = AllPass::kForcedPick;
    const int dealer = 1;
    SheepsheadHand h(r, dealer, deal_sheepshead(7, dealer, players));
    for (int k = 0; k < players - 1; ++k) {
      CHECK(h.to_act() == (dealer + 1 + k) % players);
      CHECK(h.can_pass());
      REQUIRE_FALSE(h.pick(false).has_value());
    }
    CHECK(h.to_act() == dealer);
    CHECK_FALSE(h.can_pass());
    CHECK(h.pick(false).has_value());
    REQUIRE_FALSE(h.pick(true).has_value());
    CHECK(h.picker() == dealer);
    CHECK(h.phase() == Phase::kBury);
    CHECK(count(h.picker_cards()) == r.hand_size() + r.blind_size());
  }
}

TEST_CASE("SS-14.2: all pass three- and four-handed starts a leaster of seats() players") {
  for (int players : {3, 4}) {
    SheepsheadHand h(table(players), 0, deal_sheepshead(3, 0, players));
    for (int k = 0; k < players; ++k) REQUIRE_FALSE(h.pick(false).has_value());
    CHECK(h.is_leaster());
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.play_rules().num_players == players);
    CHECK(h.play_rules().tricks_total() == table(players).hand_size());
    CHECK(h.to_act() == 1);
  }
}

TEST_CASE("SS-14.2/SS-5.1: four-handed the picker buries 4; no call phase; he plays alone") {
  const SheepsheadRules r = table(4);
  SheepsheadHand h(r, 3, deal_sheepshead(11, 3, 4));
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE(h.phase() == Phase::kBury);
  const CardMask eleven = h.picker_cards();
  REQUIRE(count(eleven) == 11);
  std::vector<Card> mine;
  for (Card c : cards(eleven)) mine.push_back(c);
  const CardMask two = bit(mine[0]) | bit(mine[1]);
  const auto e = h.bury(two);
  REQUIRE(e.has_value());
  CHECK(*e == "exactly four cards must be buried");
  CHECK(h.phase() == Phase::kBury);
  const CardMask four = two | bit(mine[2]) | bit(mine[3]);
  REQUIRE_FALSE(h.bury(four).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK_FALSE(h.called().has_value());
  CHECK(h.legal_calls().empty());
  CHECK(h.partner_card() == kNoCard);
  CHECK(h.partner() == -1);
  CHECK(h.picker_cards() == (eleven & ~four));
  CHECK(h.hand_of(0) == (eleven & ~four));
  CHECK(h.play_rules().num_players == 4);
  CHECK(h.play_rules().tricks_total() == 7);
  CHECK(h.play_rules().called == kNoCard);
  CHECK(h.play_rules().partner_card == kNoCard);
  CHECK(h.call(sstest::alone_call()).has_value());
}

TEST_CASE("SS-14.2: three-handed the picker buries 2 of 12 and calls nobody") {
  SheepsheadHand h(table(3), 2, deal_sheepshead(5, 2, 3));
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE(count(h.picker_cards()) == 12);
  std::vector<Card> mine;
  for (Card c : cards(h.picker_cards())) mine.push_back(c);
  const auto e = h.bury(bit(mine[0]) | bit(mine[1]) | bit(mine[2]));
  REQUIRE(e.has_value());
  CHECK(*e == "exactly two cards must be buried");
  REQUIRE_FALSE(h.bury(bit(mine[0]) | bit(mine[1])).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.play_rules().tricks_total() == 10);
  // The free functions say the same: the only call three-handed is ALONE.
  const auto calls = legal_calls(table(3), h.picker_cards(), h.buried());
  REQUIRE(calls.size() == 1);
  CHECK(calls[0] == sstest::alone_call());
  const auto why =
      check_call(table(3), h.picker_cards(), h.buried(), sstest::ace_call(Suit::kHearts));
  REQUIRE(why.has_value());
  CHECK_MESSAGE(contains(*why, "3 seats the picker always plays alone"), *why);
}

TEST_CASE(
    "SS-14.2/SS-10.1 W3: three-handed, the picker with the ten top trumps takes every trick: +6 / "
    "-3 / -3") {
  const SheepsheadRules r = table(3);
  const SheepsheadDeal d =
      make_deal(r,
                {"QC QS QH QD JC JS JH JD AD TD", "KD 9D AC TC KC 9C 8C 7C AS TS",
                 "8D 7D KS 9S 8S 7S AH TH KH 9H"},
                "8H 7H");
  SheepsheadHand h(r, 2, d);
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("8H 7H")).has_value());
  play_strongest(h);
  const HandResult res = h.result();
  CHECK(res.row == "W3");
  CHECK(res.picker_side_points == 120);
  CHECK(res.tricks[0] == 10);
  CHECK(res.partner == -1);
  CHECK(res.units[0] == 6);
  CHECK(res.units[1] == -3);
  CHECK(res.units[2] == -3);
  CHECK(sum_units(res) == 0);
}

TEST_CASE(
    "SS-14.2/SS-10.1 L3: three-handed, a picker without trumps takes no trick: -12 / +6 / +6") {
  const SheepsheadRules r = table(3);
  const SheepsheadDeal d =
      make_deal(r,
                {"7C 8C 9C KC 7S 8S 9S KS 7H 8H", "QC QS QH QD JC JS JH AC AS AH",
                 "JD AD TD KD 9D 8D 7D TC TS TH"},
                "9H KH");
  SheepsheadHand h(r, 2, d);
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("9H KH")).has_value());
  play_strongest(h);
  const HandResult res = h.result();
  CHECK(res.row == "L3");
  CHECK(res.tricks[0] == 0);
  CHECK(res.points[0] == 4);  // the bury counts for the picker (SS-5.2)
  CHECK(res.units[0] == -12);
  CHECK(res.units[1] == 6);
  CHECK(res.units[2] == 6);
}

TEST_CASE("SS-14.2/SS-10.1 W3 and L3 four-handed: +9 / -3 each; -18 / +6 each") {
  const SheepsheadRules r = table(4);
  {
    const SheepsheadDeal d = make_deal(r,
                                       {"QC QS QH QD JC JS JH", "JD AD TD KD AC TC KC",
                                        "9D 8D 7D AS TS KS 9C", "AH TH KH 9H 9S 8S 8C"},
                                       "7C 7S 8H 7H");
    SheepsheadHand h(r, 3, d);
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("7C 7S 8H 7H")).has_value());
    play_strongest(h);
    const HandResult res = h.result();
    CHECK(res.row == "W3");
    CHECK(res.tricks[0] == 7);
    CHECK(res.units == std::array<int, kMaxPlayers>{9, -3, -3, -3, 0});
  }
  {
    const SheepsheadDeal d = make_deal(r,
                                       {"7C 8C 9C 7S 8S 9S 7H", "QC QS QH QD JC AC AS",
                                        "JS JH JD AD TD AH TC", "KD 9D 8D 7D TS TH KH"},
                                       "KC KS 8H 9H");
    SheepsheadHand h(r, 3, d);
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("KC KS 8H 9H")).has_value());
    play_strongest(h);
    const HandResult res = h.result();
    CHECK(res.row == "L3");
    CHECK(res.points[0] == 8);
    CHECK(res.units == std::array<int, kMaxPlayers>{-18, 6, 6, 6, 0});
  }
}

// Every other row from seeded random hands, against SS-10.1's thresholds on 120 points and
// SS-14.2's shares written out.
TEST_CASE(
    "SS-14.2/SS-10.1: every settlement row three- and four-handed, zero-sum, any multiplier") {
  // Picker's units per defender amount row, M = 1: three seats ±2D, four seats ±3D.
  const std::map<std::string, int> kD = {{"W1", 1},  {"W2", 2},  {"W3", 3},
                                         {"L1", -2}, {"L2", -4}, {"L3", -6}};
  for (int players : {3, 4}) {
    CAPTURE(players);
    const SheepsheadRules r = table(players);
    std::map<std::string, int> seen;
    Rng rng(100 + static_cast<std::uint64_t>(players));
    for (std::uint64_t seed = 0; seed < 600; ++seed) {
      const int m = 1 + static_cast<int>(seed % 3);
      SheepsheadHand h(r, static_cast<int>(seed % static_cast<std::uint64_t>(players)),
                       deal_sheepshead(seed, 0, players), m);
      sstest::play_to_end(h, rng, 60);
      const HandResult res = h.result();
      if (res.leaster || res.leaster_winner >= 0 || res.row == "leaster tie") continue;
      // The row from the points and tricks alone (SS-10.1).
      const int pp = res.points[res.picker];
      const int picker_tricks = res.tricks[res.picker];
      std::string row = picker_tricks == r.hand_size() ? "W3"
                        : pp >= 91                     ? "W2"
                        : pp >= 61                     ? "W1"
                        : picker_tricks == 0           ? "L3"
                        : pp <= 30                     ? "L2"
                                                       : "L1";
      CHECK(res.row == row);
      CHECK(res.picker_side_points == pp);
      ++seen[row];
      const int d = kD.at(row);
      for (int s = 0; s < players; ++s) {
        CHECK(res.units[s] == (s == res.picker ? (players - 1) * d * m : -d * m));
      }
      CHECK(sum_units(res) == 0);
      CHECK(res.multiplier == m);
    }
    for (const char* row : {"W1", "W2", "L1", "L2"}) CHECK_MESSAGE(seen[row] > 0, row);
  }
}

TEST_CASE("SS-14.2/SS-10.3: the picker's share alone is (seats - 1) D; with a partner 2D") {
  CHECK(sheepshead_picker_units(2, true, 1, 3) == 4);
  CHECK(sheepshead_picker_units(-6, true, 1, 4) == -18);
  CHECK(sheepshead_picker_units(-6, true, 2, 3) == -24);
  CHECK(sheepshead_picker_units(3, true, 1) == 12);
  CHECK(sheepshead_picker_units(3, false, 2) == 12);
}

TEST_CASE("SS-14.2/SS-11.5: a leaster with N seats pays the winner N-1 and takes 1 from each") {
  for (int players : {3, 4}) {
    int winners = 0;
    for (std::uint64_t seed = 0; seed < 60; ++seed) {
      SheepsheadHand h(table(players), 0, deal_sheepshead(seed, 0, players), 2);
      Rng rng(seed);
      sstest::play_to_end(h, rng, 0);
      REQUIRE(h.is_leaster());
      const HandResult res = h.result();
      CHECK(sum_units(res) == 0);
      int pts = mask_points(h.deal().blind);  // set aside (SS-11.2)
      for (int s = 0; s < players; ++s) pts += res.points[s];
      CHECK(pts == 120);
      if (res.leaster_winner < 0) continue;
      ++winners;
      for (int s = 0; s < players; ++s) {
        CHECK(res.units[s] == (s == res.leaster_winner ? 2 * (players - 1) : -2));
      }
    }
    CHECK(winners > 0);
  }
}

TEST_CASE(
    "SS-14.2/SS-12: a three- and a four-handed game deal round their seats, totals sum to 0") {
  for (int players : {3, 4}) {
    SheepsheadRules r = table(players);
    r.all_pass = AllPass::kDoubler;
    r.hands_per_game = 12;
    SheepsheadGame g(r, 77, 1);
    Rng rng(9);
    while (!g.over()) {
      CHECK(g.next_dealer() == (1 + g.hands_played()) % players);
      SheepsheadHand h = g.start_hand();
      CHECK(h.seats() == players);
      CHECK(count(h.deal().blind) == r.blind_size());
      sstest::play_to_end(h, rng, 25);
      g.record(h.result());
      int total = 0;
      for (int t : g.totals()) total += t;
      CHECK(total == 0);
      for (int s = players; s < kSheepsheadSeats; ++s) CHECK(g.totals()[s] == 0);
    }
  }
}

// --- Jack-of-diamonds partner (SS-14.1) ---------------------------------------------------------

TEST_CASE("SS-14.1: the holder of JD is the picker's secret partner; no call; SS-8.3-8.5 off") {
  SheepsheadHand h = seat1_picks_a(jd_rules());
  CHECK(h.phase() == Phase::kPlay);
  CHECK_FALSE(h.called().has_value());
  CHECK(h.partner_card() == card("JD"));
  CHECK(h.partner() == 2);
  CHECK(h.play_rules().partner_card == card("JD"));
  CHECK(h.play_rules().called == kNoCard);
  CHECK(h.play_rules().hold == HoldRule::kNone);
  CHECK(h.play_rules().under == kNoCard);
  // The partner may lead JD or anything else: no called-suit obligations.
  play_strongest(h);
  const HandResult res = h.result();
  CHECK(res.partner == 2);
  CHECK(res.picker == 1);
  CHECK(res.points[1] + res.points[2] == res.picker_side_points);
  CHECK(sum_units(res) == 0);
  CHECK(res.units[1] == 2 * res.units[2]);
}

TEST_CASE("SS-14.1: a picker holding JD without call-ups plays alone (called() = ALONE)") {
  // Seat 2 picks deal A after two passes: he holds JD.
  SheepsheadHand h(jd_rules(), 4, deal_a());
  sstest::pick_after_passes(h, 2);
  REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
  CHECK(h.phase() == Phase::kPlay);
  REQUIRE(h.called().has_value());
  CHECK(*h.called() == sstest::alone_call());
  CHECK(h.partner_card() == kNoCard);
  CHECK(h.partner() == -1);
  CHECK(h.play_rules().partner_card == kNoCard);
  play_strongest(h);
  const HandResult res = h.result();
  CHECK(res.partner == -1);
  const int d = res.units[0];
  for (int s : {0, 1, 3, 4}) CHECK(res.units[s] == d);
  CHECK(res.units[2] == -4 * d);
}

TEST_CASE("SS-14.1: the picker who buries JD from the blind is alone") {
  SheepsheadHand h(jd_rules(), 4, deal_d());
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("JD 7D")).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.partner() == -1);
  CHECK(h.partner_card() == kNoCard);
  play_strongest(h);
  CHECK(h.result().partner == -1);
  CHECK(h.result().points[0] >= 2);  // the buried JD's 2 points are the picker's (SS-5.2)
}

TEST_CASE("SS-14.1 call-up: a picker with JD and JH calls up to JS or goes alone") {
  // Seat 2 picks deal A: his eight cards hold JH and JD, not JS (seat 1 has it).
  SheepsheadHand h(jd_rules(true), 4, deal_a());
  sstest::pick_after_passes(h, 2);
  CHECK(h.partner_card() == kNoCard);
  REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
  REQUIRE(h.phase() == Phase::kCall);
  CHECK(h.partner_card() == kNoCard);  // not before the call
  const Call up{CallType::kJack, Suit::kSpades, kNoCard};
  CHECK(h.legal_calls() == std::vector<Call>{up, sstest::alone_call()});
  CHECK(call_string(up) == "jack of spades (call-up)");
  const auto wrong = h.call(Call{CallType::kJack, Suit::kClubs, kNoCard});
  REQUIRE(wrong.has_value());
  CHECK(*wrong == "JC cannot be called: the picker calls up to the next-highest jack he lacks, JS");
  const auto ace = h.call(sstest::ace_call(Suit::kSpades));
  REQUIRE(ace.has_value());
  CHECK_MESSAGE(contains(*ace, "holder of JD is the partner"), *ace);
  CHECK(h.phase() == Phase::kCall);
  REQUIRE_FALSE(h.call(up).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.partner_card() == card("JS"));
  CHECK(h.partner() == 1);
  CHECK(h.play_rules().partner_card == card("JS"));
  CHECK(h.play_rules().called == kNoCard);
  CHECK(h.play_rules().hold == HoldRule::kNone);
  play_strongest(h);
  CHECK(h.result().partner == 1);
}

TEST_CASE("SS-14.1 call-up: the buried JD still calls up, to JH; all four jacks leave only ALONE") {
  {
    SheepsheadHand h(jd_rules(true), 4, deal_d());
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("JD 7D")).has_value());
    REQUIRE(h.phase() == Phase::kCall);
    const Call up{CallType::kJack, Suit::kHearts, kNoCard};
    CHECK(h.legal_calls() == std::vector<Call>{up, sstest::alone_call()});
    REQUIRE_FALSE(h.call(up).has_value());
    CHECK(h.partner() == 2);
  }
  {
    SheepsheadHand h(jd_rules(true), 4, deal_c());
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
    REQUIRE(h.phase() == Phase::kCall);
    CHECK(h.legal_calls() == std::vector<Call>{sstest::alone_call()});
    const auto e = h.call(Call{CallType::kJack, Suit::kHearts, kNoCard});
    REQUIRE(e.has_value());
    CHECK(*e == "JH cannot be called: the picker holds all four jacks");
    REQUIRE_FALSE(h.call(sstest::alone_call()).has_value());
    CHECK(h.partner() == -1);
  }
  {
    // Without call-ups the same picker goes straight to play, alone.
    SheepsheadHand h(jd_rules(false), 4, deal_c());
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
    CHECK(h.phase() == Phase::kPlay);
    CHECK(*h.called() == sstest::alone_call());
  }
}

TEST_CASE("SS-14.1: call-ups are refused under the called ace, and aces under the JD rule") {
  const CardMask h = mask("QH QD JC JS AH TH");
  const CardMask b = mask("8D 7D");
  const auto e = check_call(SheepsheadRules{}, h, b, Call{CallType::kJack, Suit::kHearts, kNoCard});
  REQUIRE(e.has_value());
  CHECK_MESSAGE(contains(*e, "jack_of_diamonds"), *e);
  const auto f = check_call(jd_rules(true), h, b, Call{CallType::kJack, Suit::kHearts, kNoCard});
  REQUIRE(f.has_value());
  CHECK(*f == "JH cannot be called: only a picker who holds JD calls up");
  const auto g = check_call(jd_rules(false), h | bit(card("JD")), b,
                            Call{CallType::kJack, Suit::kHearts, kNoCard});
  REQUIRE(g.has_value());
  CHECK(*g == "JH cannot be called: call-ups are off (ss_jd_call_up)");
  CHECK(legal_calls(jd_rules(false), h, b) == std::vector<Call>{sstest::alone_call()});
}

TEST_CASE("SS-14.1/SS-6: the called ace sets PlayRules::partner_card to the called card") {
  SheepsheadHand h = sstest::hand_pp70(SheepsheadRules{});
  CHECK(h.partner_card() == card("AH"));
  CHECK(h.play_rules().partner_card == card("AH"));
  CHECK(h.play_rules().called == card("AH"));
  CHECK(h.partner() == 2);
}
