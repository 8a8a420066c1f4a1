// Sheepshead as Wisconsin plays it (RULES.md SS-14): three and four hands (SS-14.2), the
// jack-of-diamonds partner with call-ups (SS-14.1), cracks and re-cracks (SS-14.3), blitzes
// (SS-14.4) and the multiplier cap (SS-14.5), each as a test vector, then random playouts over
// every combination of the table options.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "engine/sheepshead.h"
#include "test_ss_util.h"

using namespace engine;
using sstest::card;
using sstest::mask;

namespace {

SheepsheadRules table(int players, PartnerRule partner = PartnerRule::kCalledAce) {
  SheepsheadRules r;
  r.players = players;
  r.partner_rule = partner;
  return r;
}

SheepsheadRules jd_rules(bool call_up = false) {
  SheepsheadRules r = table(5, PartnerRule::kJackOfDiamonds);
  r.jd_call_up = call_up;
  return r;
}

// A crafted deal for any table: rules.seats() hands of hand_size() cards and the blind, together
// the whole pack.
SheepsheadDeal make_deal(const SheepsheadRules& rules, const std::vector<std::string_view>& hands,
                         std::string_view blind) {
  REQUIRE(static_cast<int>(hands.size()) == rules.seats());
  SheepsheadDeal d;
  CardMask all = 0;
  for (int s = 0; s < rules.seats(); ++s) {
    d.hands[s] = mask(hands[s]);
    REQUIRE(count(d.hands[s]) == rules.hand_size());
    REQUIRE((all & d.hands[s]) == 0);
    all |= d.hands[s];
  }
  d.blind = mask(blind);
  REQUIRE(count(d.blind) == rules.blind_size());
  REQUIRE((all & d.blind) == 0);
  REQUIRE((all | d.blind) == kLongDeck);
  return d;
}

// Plays the hand out with every seat playing its legal card of the highest trick power.
void play_strongest(SheepsheadHand& h) {
  const ContractTable t = sheepshead_table_for(h.rules());
  while (h.phase() == Phase::kPlay) {
    Card best = kNoCard;
    for (Card c : cards(h.legal_cards())) {
      const int p = (t.eff_suit[c] == kTrump ? 64 : 0) + t.power[c];
      const int b = best == kNoCard ? -1 : (t.eff_suit[best] == kTrump ? 64 : 0) + t.power[best];
      if (p > b) best = c;
    }
    REQUIRE(best != kNoCard);
    REQUIRE_FALSE(h.play(best).has_value());
  }
}

int sum_units(const HandResult& r) {
  return std::accumulate(r.units.begin(), r.units.end(), 0);
}

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

// Five-handed deals with the queens and jacks placed for the partner and announcement tests.
// Dealer 4: seat 0 speaks and leads first.
// Deal A: seat 0 holds both black queens, seat 1 both red queens and JH-less jacks, seat 2 JD.
SheepsheadDeal deal_a() {
  return make_deal(table(5),
                   {"QC QS 7C 8C 9C KC", "QH QD JC JS AH TH", "AC TC JH JD AD TD",
                    "7S 8S 9S KS AS TS", "7H 8H 9H KH KD 9D"},
                   "8D 7D");
}
// Deal B: as A but QS lies in the blind (seat 2 keeps JD, seat 3 takes 7S's place with 8D).
SheepsheadDeal deal_b() {
  return make_deal(table(5),
                   {"QC 7C 8C 9C KC 7S", "QH QD JC JS AH TH", "AC TC JH JD AD TD",
                    "8S 9S KS AS TS 8D", "7H 8H 9H KH KD 9D"},
                   "QS 7D");
}
// Deal C: seat 0 holds all four jacks.
SheepsheadDeal deal_c() {
  return make_deal(table(5),
                   {"JC JS JH JD 7C 8C", "QC QS QH QD 9C KC", "AC TC AD TD KD 9D",
                    "7S 8S 9S KS AS TS", "7H 8H 9H KH AH TH"},
                   "8D 7D");
}
// Deal D: JD lies in the blind; JH is at seat 2.
SheepsheadDeal deal_d() {
  return make_deal(table(5),
                   {"QC 7C 8C 9C KC 7S", "QH QD JC JS AH TH", "AC TC JH QS AD TD",
                    "8S 9S KS AS TS 8D", "7H 8H 9H KH KD 9D"},
                   "JD 7D");
}

// Seat 1 picks deal A (seat 0 passes) and buries the blind; under the JD rule seat 2 is his
// partner and no call is made.
SheepsheadHand seat1_picks_a(const SheepsheadRules& rules, int multiplier = 1) {
  SheepsheadHand h(rules, 4, deal_a(), multiplier);
  sstest::pick_after_passes(h, 1);
  REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
  return h;
}

// Everything the announcement poll shows, for "rejected without change" (G-6).
struct PollView {
  Phase phase;
  int to_act;
  int multiplier;
  std::vector<Announcement> made;
  std::vector<Announce> legal;
  bool operator==(const PollView&) const = default;
};
PollView poll_view(const SheepsheadHand& h) {
  return {h.phase(), h.to_act(), h.multiplier(), h.announcements(), h.legal_announcements()};
}

std::vector<Announce> list(std::initializer_list<Announce> a) {
  return a;
}

}  // namespace

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

// --- Announcements (SS-14.3, SS-14.4, SS-14.5)
// ----------------------------------------------------

TEST_CASE("SS-14.3: default rules have no announcement phase") {
  SheepsheadHand h = seat1_picks_a(jd_rules());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.legal_announcements().empty());
  const auto e = h.announce(Announce::kPass);
  REQUIRE(e.has_value());
  CHECK(*e == "no announcement can be made now");
}

TEST_CASE("SS-14.3: crack by any non-picker, pass by the picker, re-crack by the partner") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE(h.phase() == Phase::kAnnounce);
  // Poll from the dealer's left: seat 0, then seat 1 (the picker: nothing to say, skipped), 2...
  CHECK(h.to_act() == 0);
  CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kCrack}));
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.to_act() == 2);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.to_act() == 3);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.multiplier() == 2);
  // The picker answers first...
  CHECK(h.to_act() == 1);
  CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kRecrack}));
  const auto e = h.announce(Announce::kCrack);
  REQUIRE(e.has_value());
  CHECK(*e ==
        "seat 1 cannot make a crack now: he answers seat 3's crack with a re-crack or a pass");
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  // ...then his partner (the holder of JD).
  CHECK(h.to_act() == 2);
  CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kRecrack}));
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.multiplier() == 4);
  // Seat 4 may no longer crack (one crack per hand): the hand goes to play.
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.to_act() == 0);
  CHECK(h.announcements() ==
        std::vector<Announcement>{{3, Announce::kCrack}, {2, Announce::kRecrack}});
  play_strongest(h);
  const HandResult res = h.result();
  CHECK(res.multiplier == 4);
  // The same plays without announcements pay a quarter.
  SheepsheadHand plain = seat1_picks_a(jd_rules());
  play_strongest(plain);
  for (int s = 0; s < 5; ++s) CHECK(res.units[s] == 4 * plain.result().units[s]);
  CHECK(sum_units(res) == 0);
}

TEST_CASE("SS-14.3: the picker's re-crack ends the answer; the partner is not asked") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());  // seat 0
  CHECK(h.to_act() == 1);
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.multiplier() == 4);
  CHECK(h.announcements() ==
        std::vector<Announcement>{{0, Announce::kCrack}, {1, Announce::kRecrack}});
}

TEST_CASE("SS-14.3: a partner who cracked does not answer his own crack") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());   // seat 0
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());  // seat 2, the secret partner
  CHECK(h.to_act() == 1);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.multiplier() == 2);
}

TEST_CASE(
    "SS-14.3: three-handed there is no partner to answer; the poll goes on after the cracker") {
  SheepsheadRules r = table(3);
  r.crack = true;
  r.blitz = true;
  // Seat 0 picks; seat 1 holds QC QS.
  const SheepsheadDeal d =
      make_deal(r,
                {"7C 8C 9C KC 7S 8S 9S KS 7H 8H", "QC QS QH QD JC JS JH AC AS AH",
                 "JD AD TD KD 9D 8D 7D TC TS TH"},
                "9H KH");
  SheepsheadHand h(r, 2, d);
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("9H KH")).has_value());
  REQUIRE(h.phase() == Phase::kAnnounce);
  CHECK(h.to_act() == 1);  // the picker (seat 0) has nothing to announce
  CHECK(h.legal_announcements() ==
        list({Announce::kPass, Announce::kCrack, Announce::kBlitzBlack}));
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.to_act() == 0);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  // Seat 2 can no longer crack and holds no pair: play starts.
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.multiplier() == 2);
}

TEST_CASE("SS-14.3: ss_crack_by = no_chance_to_pick: only the seats after the picker may crack") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.crack_by = CrackBy::kNoChanceToPick;
  {
    SheepsheadHand h = seat1_picks_a(r);
    // Seat 0 passed before the picker: skipped.
    CHECK(h.to_act() == 2);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    CHECK(h.to_act() == 3);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    CHECK(h.to_act() == 4);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.multiplier() == 1);
  }
  {
    // With blitzes seat 0 is polled for his black queens, but may not crack.
    r.blitz = true;
    SheepsheadHand h = seat1_picks_a(r);
    CHECK(h.to_act() == 0);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kBlitzBlack}));
    const PollView before = poll_view(h);
    const auto e = h.announce(Announce::kCrack);
    REQUIRE(e.has_value());
    CHECK(*e ==
          "seat 0 cannot crack: only seats after the picker may crack (ss_crack_by = "
          "no_chance_to_pick)");
    CHECK(poll_view(h) == before);
  }
  {
    // The dealer picks: nobody had no chance, so nobody may crack.
    r.blitz = false;
    SheepsheadHand h(r, 4, deal_a());
    sstest::pick_after_passes(h, 4);
    REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
    CHECK(h.phase() == Phase::kPlay);
  }
}

TEST_CASE("SS-14.4: blitz with both black queens keeps the turn; red only with ss_blitz_red") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  {
    SheepsheadHand h = seat1_picks_a(r);
    CHECK(h.to_act() == 0);
    CHECK(h.legal_announcements() ==
          list({Announce::kPass, Announce::kCrack, Announce::kBlitzBlack}));
    REQUIRE_FALSE(h.announce(Announce::kBlitzBlack).has_value());
    CHECK(h.to_act() == 0);
    CHECK(h.multiplier() == 2);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kCrack}));
    const auto again = h.announce(Announce::kBlitzBlack);
    REQUIRE(again.has_value());
    CHECK(*again == "seat 0 cannot show the black queens: seat 0 already did");
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    // The picker holds QH QD, but red blitzes are off: skipped.
    CHECK(h.to_act() == 2);
    const auto red = h.announce(Announce::kBlitzRed);
    REQUIRE(red.has_value());
    CHECK(*red == "seat 2 cannot show the red queens: red blitzes are off (ss_blitz_red)");
    const auto black = h.announce(Announce::kBlitzBlack);
    REQUIRE(black.has_value());
    CHECK(*black == "seat 2 cannot show the black queens: seat 0 already did");
  }
  {
    r.blitz_red = true;
    SheepsheadHand h = seat1_picks_a(r);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());  // seat 0 keeps his queens hidden
    CHECK(h.to_act() == 1);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kBlitzRed}));
    REQUIRE_FALSE(h.announce(Announce::kBlitzRed).has_value());
    // Nothing left for the picker: the poll moves on by itself.
    CHECK(h.to_act() == 2);
    CHECK(h.announcements() == std::vector<Announcement>{{1, Announce::kBlitzRed}});
    CHECK(announce_string(Announce::kBlitzRed) == "blitz (QH QD)");
    const auto e = h.announce(Announce::kBlitzBlack);
    REQUIRE(e.has_value());
    CHECK(*e == "seat 2 cannot show the black queens: he does not hold both QC and QS");
  }
}

TEST_CASE("SS-14.4: the picker blitzes with the hand he keeps after the bury") {
  SheepsheadRules r = jd_rules();
  r.blitz = true;
  {
    SheepsheadHand h(r, 4, deal_b());
    REQUIRE_FALSE(h.pick(true).has_value());  // QS comes from the blind
    REQUIRE_FALSE(h.bury(mask("7S 7D")).has_value());
    REQUIRE(h.phase() == Phase::kAnnounce);
    CHECK(h.to_act() == 0);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kBlitzBlack}));
    REQUIRE_FALSE(h.announce(Announce::kBlitzBlack).has_value());
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.multiplier() == 2);
  }
  {
    // Burying QS leaves nobody a pair to show: no announcement phase at all.
    SheepsheadHand h(r, 4, deal_b());
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("QS 7D")).has_value());
    CHECK(h.phase() == Phase::kPlay);
  }
}

TEST_CASE("SS-14.3/SS-6: under the called ace the poll follows the call") {
  SheepsheadRules r;
  r.crack = true;
  SheepsheadHand h(r, 4, sstest::deal_pp70());
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  REQUIRE(h.phase() == Phase::kCall);
  REQUIRE_FALSE(h.call(sstest::ace_call(Suit::kHearts)).has_value());
  REQUIRE(h.phase() == Phase::kAnnounce);
  CHECK(h.to_act() == 1);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.to_act() == 0);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.to_act() == 2);  // the holder of AH
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.phase() == Phase::kPlay);
  sstest::play_cards(h, sstest::kPlaysPp70);
  const HandResult res = h.result();
  CHECK(res.row == "W1");
  CHECK(res.units == std::array<int, kMaxPlayers>{8, -4, 4, -4, -4});
}

TEST_CASE("SS-14.5: ss_max_multiplier caps cracks and blitzes together with the doubler") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  r.max_multiplier = 4;
  SheepsheadHand h = seat1_picks_a(r, 2);
  CHECK(h.multiplier() == 2);
  REQUIRE_FALSE(h.announce(Announce::kBlitzBlack).has_value());
  CHECK(h.multiplier() == 4);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.multiplier() == 4);
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.multiplier() == 4);
  CHECK(h.announcements().size() == 3);
  while (h.phase() == Phase::kAnnounce) REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  play_strongest(h);
  CHECK(h.result().multiplier == 4);
  r.max_multiplier = 0;
  SheepsheadHand uncapped = seat1_picks_a(r, 2);
  REQUIRE_FALSE(uncapped.announce(Announce::kBlitzBlack).has_value());
  REQUIRE_FALSE(uncapped.announce(Announce::kCrack).has_value());
  REQUIRE_FALSE(uncapped.announce(Announce::kRecrack).has_value());
  CHECK(uncapped.multiplier() == 16);
}

TEST_CASE("SS-14.3: illegal announcements are refused with a sentence and change nothing") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  r.blitz_red = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());  // seat 0
  REQUIRE(h.to_act() == 1);                                // picker, for his red queens
  auto refused = [&](Announce a, std::string_view sentence) {
    const PollView before = poll_view(h);
    const auto e = h.announce(a);
    REQUIRE(e.has_value());
    CHECK(*e == sentence);
    CHECK(poll_view(h) == before);
  };
  refused(Announce::kCrack, "seat 1 cannot crack: the picker does not crack his own hand");
  refused(Announce::kRecrack, "seat 1 cannot re-crack: nobody has cracked");
  refused(Announce::kBlitzBlack,
          "seat 1 cannot show the black queens: he does not hold both QC and QS");
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  REQUIRE(h.to_act() == 2);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());  // the picker does not re-crack
  // The partner cracked himself, so he does not answer; seats 3 and 4 hold no pair and the hand
  // is cracked: the poll is over.
  CHECK(h.phase() == Phase::kPlay);
  const auto late = h.announce(Announce::kCrack);
  REQUIRE(late.has_value());
  CHECK(*late == "no announcement can be made now");
  // A re-crack that does not answer right after the crack.
  SheepsheadHand g = seat1_picks_a(r);
  REQUIRE_FALSE(g.announce(Announce::kCrack).has_value());  // seat 0
  REQUIRE_FALSE(g.announce(Announce::kPass).has_value());   // picker
  REQUIRE_FALSE(g.announce(Announce::kPass).has_value());   // partner (seat 2)
  REQUIRE(g.to_act() == 1);                                 // the picker's own poll turn
  CHECK(g.announce(Announce::kRecrack) ==
        std::optional<std::string>(
            "seat 1 cannot re-crack: only the picker, or after him his partner, answers a "
            "crack, right after it"));
}

TEST_CASE("SS-14.3: replaying a log's announcements, and the located error of a wrong one") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  {
    SheepsheadHand h = seat1_picks_a(r);
    // Seat 0 blitzes and passes, seat 3 cracks, the picker passes, the partner re-cracks.
    const std::vector<Announcement> made = {
        {0, Announce::kBlitzBlack}, {3, Announce::kCrack}, {2, Announce::kRecrack}};
    REQUIRE_FALSE(replay_announcements(h, made, true).has_value());
    CHECK(h.announcements() == made);
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.multiplier() == 8);
  }
  {
    // Without finishing, the poll stays open after the last listed announcement.
    SheepsheadHand h = seat1_picks_a(r);
    REQUIRE_FALSE(replay_announcements(h, {{3, Announce::kCrack}}, false).has_value());
    CHECK(h.phase() == Phase::kAnnounce);
    CHECK(h.to_act() == 1);
  }
  r.crack_by = CrackBy::kNoChanceToPick;
  {
    SheepsheadHand h = seat1_picks_a(r);
    const auto e = replay_announcements(h, {{2, Announce::kCrack}, {0, Announce::kCrack}}, true);
    REQUIRE(e.has_value());
    CHECK(e->index == 1);
    CHECK(e->message ==
          "seat 0's crack cannot be made: the poll does not ask seat 0 after what "
          "was listed before it");
  }
  {
    SheepsheadHand h = seat1_picks_a(r);
    const auto e = replay_announcements(h, {{0, Announce::kCrack}}, true);
    REQUIRE(e.has_value());
    CHECK(e->index == 0);
    CHECK(e->message ==
          "seat 0 cannot crack: only seats after the picker may crack (ss_crack_by = "
          "no_chance_to_pick)");
  }
  {
    SheepsheadHand h = seat1_picks_a(r);
    const auto e = replay_announcements(h, {{0, Announce::kPass}}, true);
    REQUIRE(e.has_value());
    CHECK(e->message == "passes are not listed");
  }
}

// --- Random playouts over every table (SS-14, G-6, T-invariants)
// ----------------------------------

namespace {

struct Combo {
  SheepsheadRules rules;
  std::string name;
};

std::vector<Combo> every_table() {
  std::vector<Combo> out;
  for (int players : {3, 4, 5}) {
    for (int partner = 0; partner < 3; ++partner) {
      for (int crack = 0; crack < 3; ++crack) {
        for (int blitz = 0; blitz < 3; ++blitz) {
          for (int cap : {0, 4}) {
            for (AllPass ap : {AllPass::kLeaster, AllPass::kDoubler}) {
              SheepsheadRules r;
              r.players = players;
              r.partner_rule =
                  partner == 0 ? PartnerRule::kCalledAce : PartnerRule::kJackOfDiamonds;
              r.jd_call_up = partner == 2;
              r.crack = crack > 0;
              r.crack_by = crack == 2 ? CrackBy::kNoChanceToPick : CrackBy::kAnyNonPicker;
              r.blitz = blitz > 0;
              r.blitz_red = blitz == 2;
              r.max_multiplier = cap;
              r.all_pass = ap;
              if (check_sheepshead_rules(r)) continue;
              std::string name = std::to_string(players) + " seats";
              for (const auto& [flag, value] : sheepshead_flags_diff(r, "sheepshead")) {
                name += ", " + flag;
                if (const auto* s = std::get_if<std::string>(&value)) name += "=" + *s;
                if (const auto* i = std::get_if<std::int64_t>(&value))
                  name += "=" + std::to_string(*i);
              }
              out.push_back({r, name});
            }
          }
        }
      }
    }
  }
  return out;
}

int phase_rank(Phase p) {
  return static_cast<int>(p);  // kPick < kBury < kCall < kAnnounce < kPlay < kDone
}

struct Counts {
  int hands = 0, leasters = 0, thrown = 0, calls = 0, call_ups = 0, jd_partners = 0;
  int cracks = 0, recracks = 0, blitzes = 0, red_blitzes = 0, capped = 0;
};

// One random hand with every invariant checked after every action.
void random_hand(const SheepsheadRules& r, std::uint64_t seed, Counts& n) {
  const int seats = r.seats();
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(static_cast<std::uint32_t>(seats)));
  const int start = 1 + static_cast<int>(rng.below(2));
  SheepsheadHand h(r, dealer, deal_sheepshead(seed, dealer, seats), start);
  std::vector<Phase> seen{h.phase()};
  bool checked_cards = false;
  std::optional<SheepsheadHand> at_poll;  // the hand as the poll opened
  while (h.phase() != Phase::kDone) {
    if (h.phase() == Phase::kAnnounce && !at_poll) at_poll = h;
    if (h.phase() == Phase::kPlay && at_poll && h.plays().empty()) {
      // A deal log lists the announcements without the passes: replaying the list reaches the
      // same poll, whole or cut after any announcement.
      const std::vector<Announcement>& made = h.announcements();
      SheepsheadHand whole = *at_poll;
      REQUIRE_FALSE(replay_announcements(whole, made, true).has_value());
      REQUIRE(poll_view(whole) == poll_view(h));
      for (std::size_t k = 0; k < made.size(); ++k) {
        SheepsheadHand part = *at_poll;
        const std::vector<Announcement> prefix(made.begin(), made.begin() + static_cast<long>(k));
        REQUIRE_FALSE(replay_announcements(part, prefix, false).has_value());
        REQUIRE(part.announcements() == prefix);
        REQUIRE(part.phase() == Phase::kAnnounce);
      }
    }
    const Phase ph = h.phase();
    const int who = h.to_act();
    REQUIRE(who >= 0);
    REQUIRE(who < seats);
    switch (ph) {
      case Phase::kPick:
        REQUIRE(who == (dealer + static_cast<int>(h.auction().size()) + 1) % seats);
        break;
      case Phase::kBury:
        REQUIRE(count(h.picker_cards()) == r.hand_size() + r.blind_size());
        break;
      case Phase::kCall:
        REQUIRE(r.has_partner());
        REQUIRE_FALSE(h.legal_calls().empty());
        if (r.partner_rule == PartnerRule::kJackOfDiamonds) {
          REQUIRE(r.jd_call_up);
          REQUIRE(has(h.picker_cards() | h.buried(), card("JD")));
        }
        break;
      case Phase::kAnnounce: {
        REQUIRE((r.crack || r.blitz));
        const auto legal = h.legal_announcements();
        REQUIRE(legal.size() >= 2);
        REQUIRE(legal[0] == Announce::kPass);
        // Every kind not offered is refused with a sentence and changes nothing (G-6).
        for (Announce a :
             {Announce::kCrack, Announce::kRecrack, Announce::kBlitzBlack, Announce::kBlitzRed}) {
          if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
          SheepsheadHand copy = h;
          const auto e = copy.announce(a);
          REQUIRE(e.has_value());
          REQUIRE_FALSE(e->empty());
          REQUIRE(poll_view(copy) == poll_view(h));
        }
        break;
      }
      case Phase::kPlay:
        REQUIRE(h.legal_cards() != 0);
        if (!checked_cards) {
          // Every card once: the seats' hands, the bury, and in a leaster the blind.
          checked_cards = true;
          CardMask all = h.is_leaster() ? h.deal().blind : h.buried();
          for (int s = 0; s < seats; ++s) {
            REQUIRE((all & h.hand_of(s)) == 0);
            all |= h.hand_of(s);
          }
          REQUIRE(all == kLongDeck);
          REQUIRE(h.play_rules().num_players == seats);
          REQUIRE(h.play_rules().tricks_total() == r.hand_size());
          REQUIRE(h.play_rules().partner_card == h.partner_card());
        }
        break;
      case Phase::kDone:
        break;
    }
    const std::size_t made = h.announcements().size();
    sstest::random_action(h, rng, 20);
    if (h.announcements().size() > made) {
      const Announcement& a = h.announcements().back();
      REQUIRE(a.seat == who);
      switch (a.kind) {
        case Announce::kCrack: {
          ++n.cracks;
          REQUIRE(a.seat != h.picker());
          auto turn = [&](int s) { return (s - dealer - 1 + 2 * seats) % seats; };
          if (r.crack_by == CrackBy::kNoChanceToPick) REQUIRE(turn(a.seat) > turn(h.picker()));
          REQUIRE(h.to_act() == h.picker());
          break;
        }
        case Announce::kRecrack: {
          ++n.recracks;
          REQUIRE((a.seat == h.picker() || a.seat == h.partner()));
          const auto& all = h.announcements();
          const std::size_t crack_at = static_cast<std::size_t>(
              std::find_if(all.begin(), all.end(),
                           [](const Announcement& x) { return x.kind == Announce::kCrack; }) -
              all.begin());
          REQUIRE(crack_at + 2 == all.size());
          break;
        }
        case Announce::kBlitzBlack:
        case Announce::kBlitzRed: {
          ++n.blitzes;
          const bool red = a.kind == Announce::kBlitzRed;
          if (red) ++n.red_blitzes;
          REQUIRE((!red || r.blitz_red));
          REQUIRE((h.hand_of(a.seat) & mask(red ? "QH QD" : "QC QS")) ==
                  mask(red ? "QH QD" : "QC QS"));
          break;
        }
        case Announce::kPass:
          FAIL("a pass was recorded as an announcement");
      }
    }
    if (h.phase() != seen.back()) seen.push_back(h.phase());
  }
  // Phases in order, each once.
  for (std::size_t i = 1; i < seen.size(); ++i) {
    REQUIRE(phase_rank(seen[i - 1]) < phase_rank(seen[i]));
  }
  const bool announced_phase = std::find(seen.begin(), seen.end(), Phase::kAnnounce) != seen.end();
  if (announced_phase) REQUIRE(h.picker() >= 0);
  ++n.hands;
  const HandResult res = h.result();
  // The multiplier: the start times two per announcement, capped (SS-14.5).
  int want = start << h.announcements().size();
  if (r.max_multiplier > 0) want = std::min(want, r.max_multiplier);
  REQUIRE(res.multiplier == want);
  if (r.max_multiplier > 0 && (start << h.announcements().size()) > r.max_multiplier) ++n.capped;
  REQUIRE(sum_units(res) == 0);
  for (int s = seats; s < kMaxPlayers; ++s) REQUIRE(res.units[s] == 0);
  if (res.thrown_in) {
    ++n.thrown;
    REQUIRE(r.all_pass == AllPass::kDoubler);
    return;
  }
  int points = 0, tricks = 0;
  for (int s = 0; s < seats; ++s) {
    points += res.points[s];
    tricks += res.tricks[s];
  }
  REQUIRE(tricks == r.hand_size());
  if (res.leaster) {
    ++n.leasters;
    REQUIRE_FALSE(announced_phase);
    points += mask_points(h.deal().blind);  // set aside (SS-11.2)
    REQUIRE(points == 120);
    return;
  }
  REQUIRE(points == 120);  // the bury is counted for the picker
  // The partnership (SS-6, SS-14.1, SS-14.2).
  const Card pc = h.partner_card();
  if (!r.has_partner()) {
    REQUIRE(pc == kNoCard);
    REQUIRE_FALSE(h.called().has_value());
  } else if (r.partner_rule == PartnerRule::kJackOfDiamonds) {
    const bool picker_has_jd = has(h.picker_cards() | h.buried(), card("JD"));
    if (!picker_has_jd) {
      ++n.jd_partners;
      REQUIRE(pc == card("JD"));
      REQUIRE_FALSE(h.called().has_value());
    } else if (h.called()->type == CallType::kJack) {
      ++n.call_ups;
      REQUIRE(r.jd_call_up);
      REQUIRE(pc == h.called()->called_card());
    } else {
      REQUIRE(h.called()->type == CallType::kAlone);
      REQUIRE(pc == kNoCard);
    }
    REQUIRE(h.play_rules().called == kNoCard);
  } else {
    ++n.calls;
    REQUIRE(pc == h.called()->called_card());
  }
  REQUIRE(res.partner == h.partner());
  if (pc != kNoCard) {
    REQUIRE(res.partner >= 0);
    REQUIRE(has(h.deal().hands[res.partner], pc));
  } else {
    REQUIRE(res.partner == -1);
  }
  const int defenders = seats - 1 - (res.partner >= 0 ? 1 : 0);
  int defender_units = 0;
  for (int s = 0; s < seats; ++s) {
    if (s != res.picker && s != res.partner) defender_units += res.units[s];
  }
  if (res.partner >= 0) REQUIRE(res.units[res.partner] * defenders == -defender_units);
  REQUIRE(res.units[res.picker] * defenders ==
          -defender_units * (defenders - (res.partner >= 0 ? 1 : 0)));
}

}  // namespace

TEST_CASE("SS-14 random playouts over every table: 120 points, zero-sum, legal sets, phase order") {
  const auto combos = every_table();
  // 5 seats: 3 partner rules x 3 crack x 3 blitz x 2 caps x 2 all-pass; 3 and 4 seats: called ace
  // only (the JD rule needs five seats).
  CHECK(combos.size() == 108 + 36 + 36);
  Counts total;
  for (std::size_t i = 0; i < combos.size(); ++i) {
    CAPTURE(combos[i].name);
    Counts n;
    for (std::uint64_t k = 0; k < 40; ++k) random_hand(combos[i].rules, 1000 * i + k, n);
    const SheepsheadRules& r = combos[i].rules;
    if (r.crack) CHECK_MESSAGE(n.cracks > 0, "no crack seen");
    total.hands += n.hands;
    total.leasters += n.leasters;
    total.thrown += n.thrown;
    total.calls += n.calls;
    total.call_ups += n.call_ups;
    total.jd_partners += n.jd_partners;
    total.cracks += n.cracks;
    total.recracks += n.recracks;
    total.blitzes += n.blitzes;
    total.red_blitzes += n.red_blitzes;
    total.capped += n.capped;
  }
  MESSAGE("hands ", total.hands, ", leasters ", total.leasters, ", thrown in ", total.thrown,
          ", called-ace hands ", total.calls, ", call-ups ", total.call_ups, ", JD partners ",
          total.jd_partners, ", cracks ", total.cracks, ", re-cracks ", total.recracks,
          ", blitzes ", total.blitzes, " (red ", total.red_blitzes, "), capped ", total.capped);
  CHECK(total.leasters > 0);
  CHECK(total.thrown > 0);
  CHECK(total.call_ups > 0);
  CHECK(total.jd_partners > 0);
  CHECK(total.recracks > 0);
  CHECK(total.blitzes > total.red_blitzes);
  CHECK(total.red_blitzes > 0);
  CHECK(total.capped > 0);
}
