// Schafkopf rules (RULES.md §4): test vectors SK-T1..SK-T11, trump orders, auction, Kontra poll,
// flags and presets, settlement and a game of hands.
#include <doctest/doctest.h>

#include <bit>
#include <sstream>
#include <string>

#include "engine/schafkopf.h"

using namespace engine;

namespace {

// Cards from codes in any DEAL_LOG form ("EO", "QC", "HZ"); fails the test on a bad code.
CardMask mask_of(const std::string& codes) {
  std::istringstream in(codes);
  std::string code;
  CardMask m = 0;
  while (in >> code) {
    auto c = parse_card(code);
    REQUIRE_MESSAGE(c.has_value(), code);
    m |= bit(*c);
  }
  return m;
}

Card card_of(const std::string& code) {
  auto c = parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), code);
  return *c;
}

// Deals `fixed[s]` to each seat and fills every hand up to the hand size with the remaining
// cards of the deck, highest index first (Schellen, then Herz, Gras, Eichel).
std::array<CardMask, 4> hands_with(const std::array<std::string, 4>& fixed, CardMask deck,
                                   int per_hand) {
  std::array<CardMask, 4> h{};
  CardMask used = 0;
  for (int s = 0; s < 4; ++s) {
    h[s] = mask_of(fixed[s]);
    used |= h[s];
  }
  CardMask rest = deck & ~used;
  for (int s = 0; s < 4; ++s) {
    while (count(h[s]) < per_hand) {
      REQUIRE(rest != 0);
      const Card top = static_cast<Card>(31 - std::countl_zero(rest));
      h[s] |= bit(top);
      rest &= ~bit(top);
    }
  }
  return h;
}

}  // namespace

TEST_CASE("SK-3.1: Sauspiel trumps and fail order, long and short deck") {
  SkContract c{SkGame::kSauspiel, 0, Suit::kClubs, false};
  auto t = schafkopf_contract_table(c, kLongDeck);
  CHECK(describe_order(t, kTrump) == "QC QS QH QD JC JS JH JD AH TH KH 9H 8H 7H");
  CHECK(describe_order(t, 0) == "AC TC KC 9C 8C 7C");
  auto s = schafkopf_contract_table(c, kShortDeck);
  CHECK(describe_order(s, kTrump) == "QC QS QH QD JC JS JH JD AH TH KH 9H");
  CHECK(s.trump_count() == 12);
  CHECK(describe_order(s, 3) == "AD TD KD 9D");
}

TEST_CASE("SK-3.2..3.4, SK-12.1, SK-12.2: solo, Wenz, Geier, Farbwenz and Farbgeier orders") {
  auto order = [](SkGame g, Suit s, std::uint8_t eff) {
    return describe_order(schafkopf_contract_table({g, 0, s, false}, kLongDeck), eff);
  };
  CHECK(order(SkGame::kSolo, Suit::kSpades, kTrump) == "QC QS QH QD JC JS JH JD AS TS KS 9S 8S 7S");
  CHECK(order(SkGame::kSolo, Suit::kSpades, 2) == "AH TH KH 9H 8H 7H");
  CHECK(order(SkGame::kWenz, Suit::kClubs, kTrump) == "JC JS JH JD");
  CHECK(order(SkGame::kWenz, Suit::kClubs, 0) == "AC TC KC QC 9C 8C 7C");
  CHECK(order(SkGame::kGeier, Suit::kClubs, kTrump) == "QC QS QH QD");
  CHECK(order(SkGame::kGeier, Suit::kClubs, 2) == "AH TH KH JH 9H 8H 7H");
  CHECK(order(SkGame::kFarbwenz, Suit::kClubs, kTrump) == "JC JS JH JD AC TC KC QC 9C 8C 7C");
  CHECK(order(SkGame::kFarbwenz, Suit::kClubs, 1) == "AS TS KS QS 9S 8S 7S");
  CHECK(order(SkGame::kFarbgeier, Suit::kHearts, kTrump) == "QC QS QH QD AH TH KH JH 9H 8H 7H");
  CHECK(order(SkGame::kFarbgeier, Suit::kHearts, 3) == "AD TD KD JD 9D 8D 7D");
  CHECK(order(SkGame::kRamsch, Suit::kClubs, kTrump) ==
        "QC QS QH QD JC JS JH JD AH TH KH 9H 8H 7H");
}

TEST_CASE("SK-T1: in a Sauspiel a Herz seven trumps an Eichel ace") {
  auto t = schafkopf_contract_table({SkGame::kSauspiel, 0, Suit::kSpades, false}, kLongDeck);
  const Card trick[4] = {card_of("EA"), card_of("H7"), card_of("EZ"), card_of("E9")};
  CHECK(trick_winner_index(t, trick, 4, t.eff_suit[trick[0]], kNoCard) == 1);
}

TEST_CASE("SK-T2: in a Wenz the Eichel-Ober must follow Eichel and ranks between king and nine") {
  SchafkopfRules rules;
  SkContract c{SkGame::kWenz, 0, Suit::kClubs, false};
  auto hands = hands_with({"E9", "EO H7 G8", "", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  PlayState s = schafkopf_initial_state(hands, 3);  // seat 0 leads
  PlayUndo u;
  make_move(st.play, s, card_of("E9"), u);
  const CardMask legal = legal_moves(st.play, s);
  CHECK(legal == mask_of("EO"));
  const auto& t = st.play.table;
  CHECK(t.eff_suit[card_of("EO")] == 0);
  CHECK(t.power[card_of("EO")] < t.power[card_of("EK")]);
  CHECK(t.power[card_of("EO")] > t.power[card_of("E9")]);
  auto why = explain_illegal_schafkopf(st.play, s, card_of("H7"), "PcOben");
  REQUIRE(why.has_value());
  CHECK(*why == "Eichel was led and PcOben holds EO");
}

TEST_CASE("SK-T3: which aces the hand EO GU HA E7 SA SK G9 HZ may call") {
  const CardMask h = mask_of("EO GU HA E7 SA SK G9 HZ");
  CHECK_FALSE(check_sauspiel_call(h, Suit::kClubs).has_value());
  CHECK_FALSE(check_sauspiel_call(h, Suit::kSpades).has_value());
  CHECK(check_sauspiel_call(h, Suit::kDiamonds).has_value());
  CHECK(check_sauspiel_call(h, Suit::kHearts).has_value());
  // Without E7, the Eichel-Ober alone does not make Eichel callable.
  CHECK(check_sauspiel_call(mask_of("EO GU HA E8"), Suit::kClubs) == std::nullopt);
  CHECK(check_sauspiel_call(mask_of("EO GU HA G8"), Suit::kClubs).has_value());
  SchafkopfRules rules;
  int sauspiele = 0;
  for (const SkContract& c : legal_contracts(rules, 0, h)) {
    if (c.game == SkGame::kSauspiel) ++sauspiele;
  }
  CHECK(sauspiele == 2);
}

TEST_CASE("SK-T4: running away needs four Gras cards in the long deck (three with R = 3)") {
  auto lead_set = [](const std::string& partner_cards, int runaway_min) {
    SchafkopfRules rules;
    rules.runaway_min = runaway_min;
    SkContract c{SkGame::kSauspiel, 0, Suit::kSpades, false};
    auto hands = hands_with({"G8", partner_cards, "", ""}, kLongDeck, 8);
    SkSetup st = schafkopf_setup(rules, c, hands);
    REQUIRE(st.partner == 1);
    PlayState s = schafkopf_initial_state(hands, 0);  // seat 1 leads
    return legal_moves(st.play, s) & suit_cards(Suit::kSpades);
  };
  CHECK(lead_set("GA GZ G9 G7", 0) == mask_of("GA GZ G9 G7"));
  CHECK(lead_set("GA GZ G9", 0) == mask_of("GA"));
  CHECK(lead_set("GA GZ G9", 3) == mask_of("GA GZ G9"));
}

TEST_CASE("SK-T5: the called ace is not discarded before its suit is led, except in trick 8") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSauspiel, 0, Suit::kDiamonds, false};
  auto hands = hands_with({"EA S7", "SA H7 G9", "", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  REQUIRE(st.partner == 1);
  PlayState s = schafkopf_initial_state(hands, 3);
  // Trick 3 position: seat 0 leads EA, seat 1 holds only SA H7 G9.
  s.hands[1] = mask_of("SA H7 G9");
  s.hands[0] = mask_of("EA S7 HU");
  s.tricks_done = 2;
  PlayUndo u;
  make_move(st.play, s, card_of("EA"), u);
  CHECK(legal_moves(st.play, s) == mask_of("H7 G9"));
  auto why = explain_illegal_schafkopf(st.play, s, card_of("SA"), "Bob");
  REQUIRE(why.has_value());
  CHECK(*why == "Bob may not discard the called SA before Schellen has been led");
  // Trick 8 with only SA left.
  PlayState last = schafkopf_initial_state(hands, 3);
  last.hands = {};
  last.hands[0] = mask_of("EK");
  last.hands[1] = mask_of("SA");
  last.tricks_done = 7;
  make_move(st.play, last, card_of("EK"), u);
  CHECK(legal_moves(st.play, last) == mask_of("SA"));
}

TEST_CASE(
    "SK-7.3a/e: the partner must play the ace when the suit is searched; after running away it is "
    "free") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSauspiel, 0, Suit::kClubs, false};
  auto hands = hands_with({"E7 HU", "EA EZ EK E9 G7", "", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  // Searched by the declarer: the partner must play EA although he holds more Eichel.
  PlayState s = schafkopf_initial_state(hands, 3);
  PlayUndo u;
  make_move(st.play, s, card_of("E7"), u);
  CHECK(legal_moves(st.play, s) == mask_of("EA"));
  // Running away: the partner leads E9; later EA may be discarded on a Gras trick.
  PlayState r = schafkopf_initial_state(hands, 0);
  CHECK(has(legal_moves(st.play, r), card_of("E9")));
  make_move(st.play, r, card_of("E9"), u);
  CHECK(r.opened);
  for (int i = 0; i < 3; ++i) make_move(st.play, r, lowest(legal_moves(st.play, r)), u);
  r.hands[1] = mask_of("EA H9");
  r.leader = 0;
  r.trick_size = 0;
  r.hands[0] = mask_of("G9");
  make_move(st.play, r, card_of("G9"), u);
  CHECK(legal_moves(st.play, r) == mask_of("EA H9"));
}

TEST_CASE("SK-T6: Sauspiel with schneider, three runners and Kontra is worth 10") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSauspiel, 0, Suit::kClubs, false};
  auto hands = hands_with({"EO GO E7", "HO EA", "SO", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  REQUIRE(st.party == 0b0011);
  const int runners = count_runners(rules, c, st.party, hands);
  CHECK(runners == 3);
  SkResult r = schafkopf_settle(rules, c, st.party, runners, 1, {50, 45, 15, 10}, {4, 2, 1, 1});
  CHECK(r.declarer_won);
  CHECK(r.schneider);
  CHECK_FALSE(r.schwarz);
  CHECK(r.value == 10);
  CHECK(r.units == std::array<int, 4>{10, 10, -10, -10});
}

TEST_CASE("SK-T7: a lost Herz-Solo with two runners against (below the minimum) costs 15") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSolo, 2, Suit::kHearts, false};
  auto hands = hands_with({"EO", "GO", "HO", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  CHECK(count_runners(rules, c, st.party, hands) == 0);
  SkResult r = schafkopf_settle(rules, c, st.party, 0, 0, {20, 20, 60, 20}, {2, 2, 3, 1});
  CHECK_FALSE(r.declarer_won);
  CHECK(r.value == 5);
  CHECK(r.units == std::array<int, 4>{5, 5, -15, 5});
}

TEST_CASE("SK-T8: a Wenz won with EU GU is worth 7") {
  SchafkopfRules rules;
  SkContract c{SkGame::kWenz, 1, Suit::kClubs, false};
  auto hands = hands_with({"HU", "EU GU", "", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  const int n = count_runners(rules, c, st.party, hands);
  CHECK(n == 2);
  SkResult r = schafkopf_settle(rules, c, st.party, n, 0, {20, 70, 20, 10}, {2, 4, 1, 1});
  CHECK(r.value == 7);
  CHECK(r.units[1] == 21);
  CHECK(r.units[0] + r.units[1] + r.units[2] + r.units[3] == 0);
}

TEST_CASE("SK-T9: a schwarz Gras-Solo with five runners is worth 12") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSolo, 3, Suit::kSpades, false};
  auto hands = hands_with({"GU", "", "", "EO GO HO SO EU"}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  const int n = count_runners(rules, c, st.party, hands);
  CHECK(n == 5);
  SkResult r = schafkopf_settle(rules, c, st.party, n, 0, {0, 0, 0, 120}, {0, 0, 0, 8});
  CHECK(r.schneider);
  CHECK(r.schwarz);
  CHECK(r.value == 12);
  CHECK(r.units[3] == 36);
}

TEST_CASE("SK-T10: 30 points lose schneider, 31 do not") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSauspiel, 0, Suit::kClubs, false};
  SkResult a = schafkopf_settle(rules, c, 0b0101, 0, 0, {20, 50, 10, 40}, {1, 4, 1, 2});
  CHECK(a.party_points == 30);
  CHECK(a.schneider);
  CHECK(a.value == 2);
  CHECK(a.units == std::array<int, 4>{-2, 2, -2, 2});
  SkResult b = schafkopf_settle(rules, c, 0b0101, 0, 0, {21, 50, 10, 39}, {1, 4, 1, 2});
  CHECK_FALSE(b.schneider);
  CHECK(b.value == 1);
  SkResult with_runners = schafkopf_settle(rules, c, 0b0101, 3, 0, {20, 50, 10, 40}, {1, 4, 1, 2});
  CHECK(with_runners.value == 5);
}

TEST_CASE("SK-T11: Wenz-Tout 12 (48 with Kontra and Re); a Geier-Tout losing trick 8 costs 30") {
  SchafkopfRules rules;
  SkContract w{SkGame::kWenz, 0, Suit::kClubs, true};
  auto hands = hands_with({"EU GU", "HU", "", ""}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, w, hands);
  const int n = count_runners(rules, w, st.party, hands);
  CHECK(n == 2);
  SkResult r = schafkopf_settle(rules, w, st.party, n, 0, {120, 0, 0, 0}, {8, 0, 0, 0});
  CHECK(r.declarer_won);
  CHECK(r.value == 12);
  CHECK(r.units[0] == 36);
  SkResult kr = schafkopf_settle(rules, w, st.party, n, 2, {120, 0, 0, 0}, {8, 0, 0, 0});
  CHECK(kr.value == 48);
  CHECK(kr.units[0] == 144);
  SkContract g{SkGame::kGeier, 2, Suit::kClubs, true};
  SkResult lost = schafkopf_settle(rules, g, 0b0100, 0, 0, {0, 4, 116, 0}, {0, 1, 7, 0});
  CHECK_FALSE(lost.declarer_won);
  CHECK_FALSE(lost.schneider);
  CHECK(lost.units[2] == -30);
  // The Tout value of NetSchafkopf: twice the solo with its runners.
  rules.tout_value = SkToutValue::kDoubleSolo;
  CHECK(schafkopf_settle(rules, w, st.party, n, 0, {120, 0, 0, 0}, {8, 0, 0, 0}).value == 14);
}

TEST_CASE("SK-9: runners from the top for either party; all_trumps continues into the trump suit") {
  SchafkopfRules rules;
  SkContract c{SkGame::kSauspiel, 0, Suit::kClubs, false};
  // The opponents hold EO GO HO SO EU: "without five".
  auto hands = hands_with({"GU E7", "EA", "EO GO HO", "SO EU"}, kLongDeck, 8);
  SkSetup st = schafkopf_setup(rules, c, hands);
  CHECK(count_runners(rules, c, st.party, hands) == 5);
  // all_trumps: a Schellen-Geier with EO GO HO SO SA has five runners (NetSchafkopf).
  SkContract g{SkGame::kFarbgeier, 1, Suit::kDiamonds, false};
  auto gh = hands_with({"", "EO GO HO SO SA", "", "SZ"}, kLongDeck, 8);
  SkSetup gs = schafkopf_setup(rules, g, gh);
  CHECK(count_runners(rules, g, gs.party, gh) == 4);
  rules.runner_ladder = SkRunnerLadder::kAllTrumps;
  CHECK(count_runners(rules, g, gs.party, gh) == 5);
  CHECK(runner_ladder(rules, g).size() == 11);
  // Minimum for Wenz and Geier.
  SkContract wz{SkGame::kWenz, 0, Suit::kClubs, false};
  auto wh = hands_with({"EU GU", "HU", "", ""}, kLongDeck, 8);
  SkSetup ws = schafkopf_setup(rules, wz, wh);
  CHECK(count_runners(rules, wz, ws.party, wh) == 2);
  rules.runners_min_wenz_geier = 3;
  CHECK(count_runners(rules, wz, ws.party, wh) == 0);
}

TEST_CASE("SK-12.3: Ramsch loser pays each player; ties, Jungfrau and Durchmarsch") {
  SchafkopfRules rules;
  SkContract r{SkGame::kRamsch, -1, Suit::kClubs, false};
  SkResult a = schafkopf_settle(rules, r, 0, 0, 0, {48, 30, 22, 20}, {3, 2, 2, 1});
  CHECK(a.units == std::array<int, 4>{-3, 1, 1, 1});
  SkResult tie = schafkopf_settle(rules, r, 0, 0, 0, {40, 40, 22, 18}, {3, 2, 2, 1});
  CHECK(tie.units == std::array<int, 4>{-2, -2, 2, 2});
  rules.ramsch_jungfrau = true;
  SkResult j = schafkopf_settle(rules, r, 0, 0, 0, {60, 40, 20, 0}, {4, 3, 1, 0});
  CHECK(j.jungfrauen == 1);
  CHECK(j.units == std::array<int, 4>{-6, 2, 2, 2});
  rules.table_doublings = 1;  // "aufgedoppelt" also doubles a Ramsch
  SkResult j2 = schafkopf_settle(rules, r, 0, 0, 0, {80, 40, 0, 0}, {5, 3, 0, 0});
  CHECK(j2.doublings == 1);
  CHECK(j2.units == std::array<int, 4>{-24, 8, 8, 8});
  rules.table_doublings = 0;
  rules.ramsch_durchmarsch = true;
  SkResult d = schafkopf_settle(rules, r, 0, 0, 0, {0, 120, 0, 0}, {0, 8, 0, 0});
  CHECK(d.durchmarsch);
  CHECK(d.units == std::array<int, 4>{-1, 3, -1, -1});
}

TEST_CASE("SK-12.4: tariffs and unit scale are configuration") {
  SchafkopfRules rules;
  REQUIRE_FALSE(set_schafkopf_flag(rules, "sk_tariff_sauspiel", std::int64_t{2}));
  REQUIRE_FALSE(set_schafkopf_flag(rules, "sk_unit_scale", std::int64_t{10}));
  SkContract c{SkGame::kSauspiel, 0, Suit::kClubs, false};
  SkResult r = schafkopf_settle(rules, c, 0b0011, 3, 0, {60, 15, 20, 25}, {5, 1, 1, 1});
  CHECK(r.value == (2 + 3) * 10);
}

TEST_CASE("Appendix A: every sk flag sets, rejects bad values and round-trips through the diff") {
  SchafkopfRules r;
  CHECK(set_schafkopf_flag(r, "sk_deck", std::string("short")) == std::nullopt);
  CHECK(r.deck == SkDeck::kShort);
  CHECK(set_schafkopf_flag(r, "sk_deck", std::string("huge")).has_value());
  CHECK(set_schafkopf_flag(r, "sk_deck", true).has_value());
  CHECK(set_schafkopf_flag(r, "sk_runaway_min", std::int64_t{99}).has_value());
  CHECK(set_schafkopf_flag(r, "sk_nonsense", true).has_value());
  const std::vector<std::pair<std::string, FlagValue>> flags = {
      {"sk_deck", std::string("short")},
      {"sk_rank_mode", std::string("flat_solos")},
      {"sk_all_pass", std::string("ramsch")},
      {"sk_caller_keeps_suit", true},
      {"sk_re_by", std::string("declarer")},
      {"sk_double_window", std::string("before_lead")},
      {"sk_runaway_min", std::int64_t{3}},
      {"sk_runners_min_sauspiel_solo", std::int64_t{2}},
      {"sk_runners_min_wenz_geier", std::int64_t{3}},
      {"sk_runner_ladder", std::string("all_trumps")},
      {"sk_tout_value", std::string("double_solo")},
      {"sk_unit_scale", std::int64_t{10}},
      {"sk_hands_per_game", std::int64_t{12}},
      {"sk_ramsch_jungfrau", true},
      {"sk_ramsch_durchmarsch", true},
      {"sk_tariff_sauspiel", std::int64_t{2}},
      {"sk_tariff_solo", std::int64_t{6}},
      {"sk_tariff_tout", std::int64_t{12}},
      {"sk_tariff_ramsch", std::int64_t{3}},
      {"sk_tariff_bonus", std::int64_t{2}},
      {"sk_table_doublings", std::int64_t{1}},
  };
  SchafkopfRules all;
  for (const auto& [name, value] : flags)
    CHECK(set_schafkopf_flag(all, name, value) == std::nullopt);
  auto diff = schafkopf_flags_diff(all, "schafkopf");
  CHECK(diff.size() == flags.size());
  SchafkopfRules back;
  for (const auto& [name, value] : diff)
    CHECK(set_schafkopf_flag(back, name, value) == std::nullopt);
  CHECK(back == all);
  CHECK(schafkopf_flags_diff(SchafkopfRules{}, "schafkopf").empty());
}

TEST_CASE("Appendix A: Schafkopf presets") {
  auto d = schafkopf_preset("schafkopf");
  REQUIRE(d);
  CHECK(d->effective_runaway_min() == 4);
  auto s = schafkopf_preset("schafkopf_short");
  REQUIRE(s);
  CHECK(s->deck == SkDeck::kShort);
  CHECK(s->effective_runaway_min() == 3);
  CHECK(s->cards_per_hand() == 6);
  auto l = schafkopf_preset("schafkopf_004_literal");
  REQUIRE(l);
  CHECK(l->effective_runaway_min() == 3);
  CHECK(l->re_by == SkReBy::kDeclarer);
  CHECK_FALSE(schafkopf_preset("sheepshead"));
}

TEST_CASE("SK-2.2: contract ranks in seed and flat_solos mode") {
  SchafkopfRules r;
  CHECK(contract_rank(r, {SkGame::kSauspiel, 0, Suit::kClubs, false}) == 1);
  CHECK(contract_rank(r, {SkGame::kGeier, 0, Suit::kClubs, false}) == 2);
  CHECK(contract_rank(r, {SkGame::kWenz, 0, Suit::kClubs, false}) == 3);
  CHECK(contract_rank(r, {SkGame::kSolo, 0, Suit::kClubs, false}) == 4);
  CHECK(contract_rank(r, {SkGame::kFarbwenz, 0, Suit::kClubs, false}) == 4);
  CHECK(contract_rank(r, {SkGame::kGeier, 0, Suit::kClubs, true}) == 5);
  CHECK(contract_rank(r, {SkGame::kWenz, 0, Suit::kClubs, true}) == 6);
  CHECK(contract_rank(r, {SkGame::kSolo, 0, Suit::kHearts, true}) == 7);
  r.rank_mode = SkRankMode::kFlatSolos;
  CHECK(contract_rank(r, {SkGame::kGeier, 0, Suit::kClubs, false}) == 2);
  CHECK(contract_rank(r, {SkGame::kSolo, 0, Suit::kClubs, false}) == 2);
  CHECK(contract_rank(r, {SkGame::kWenz, 0, Suit::kClubs, true}) == 3);
}

TEST_CASE("SK-4.2: one player says PLAY and names his contract") {
  SchafkopfRules rules;
  auto hands = deal_schafkopf(7, 0, SkDeck::kLong);
  SchafkopfHand h(rules, 0, hands);
  CHECK(h.to_act() == 1);
  CHECK(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  CHECK(h.bid({SkBidKind::kPlay, 0}) == std::nullopt);
  CHECK(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  CHECK(h.bid({SkBidKind::kHold, 0}).has_value());  // not a stage A answer
  CHECK(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  REQUIRE(h.phase() == SkPhase::kDeclare);
  CHECK(h.to_act() == 2);
  // Seat 3 cannot declare for seat 2.
  CHECK(h.declare({SkGame::kWenz, 3, Suit::kClubs, false}).has_value());
  CHECK(h.declare({SkGame::kWenz, 2, Suit::kClubs, false}) == std::nullopt);
  CHECK(h.phase() == SkPhase::kPlay);
}

TEST_CASE("SK-4.2: holder and challenger; equal rank stays with the earlier seat") {
  SchafkopfRules rules;
  auto hands = deal_schafkopf(11, 3, SkDeck::kLong);
  SchafkopfHand h(rules, 3, hands);  // forehand is seat 0
  for (int i = 0; i < 4; ++i) REQUIRE(h.bid({SkBidKind::kPlay, 0}) == std::nullopt);
  REQUIRE(h.phase() == SkPhase::kBidding);
  CHECK(h.holder() == 0);
  CHECK(h.to_act() == 1);
  CHECK(h.bid({SkBidKind::kRank, 1}).has_value());      // must exceed the committed rank 1
  CHECK(h.bid({SkBidKind::kRank, 3}) == std::nullopt);  // seat 1: Wenz
  CHECK(h.to_act() == 0);
  CHECK(h.bid({SkBidKind::kHold, 0}) == std::nullopt);  // seat 0 holds rank 3
  CHECK(h.committed_rank() == 3);
  CHECK(h.to_act() == 1);
  CHECK(h.bid({SkBidKind::kRank, 4}) == std::nullopt);
  CHECK(h.bid({SkBidKind::kYield, 0}) == std::nullopt);  // seat 1 becomes holder at 4
  CHECK(h.holder() == 1);
  CHECK(h.to_act() == 2);
  CHECK(h.bid({SkBidKind::kWithdraw, 0}) == std::nullopt);
  CHECK(h.to_act() == 3);
  CHECK(h.bid({SkBidKind::kRank, 7}) == std::nullopt);
  CHECK(h.bid({SkBidKind::kHold, 0}) == std::nullopt);
  // Nothing above 7: the challenger can only withdraw.
  CHECK(h.legal_bids() == std::vector<SkBid>{{SkBidKind::kWithdraw, 0}});
  CHECK(h.bid({SkBidKind::kWithdraw, 0}) == std::nullopt);
  REQUIRE(h.phase() == SkPhase::kDeclare);
  CHECK(h.holder() == 1);
  for (const SkContract& c : h.legal_declarations()) {
    CHECK(c.tout);
    CHECK(contract_rank(rules, c) == 7);
  }
  CHECK(h.declare({SkGame::kSolo, 1, Suit::kHearts, false}).has_value());
  CHECK(h.declare({SkGame::kSolo, 1, Suit::kHearts, true}) == std::nullopt);
}

TEST_CASE("SK-4.5: all pass throws in (redeal) or plays a Ramsch") {
  SchafkopfRules rules;
  auto hands = deal_schafkopf(3, 1, SkDeck::kLong);
  SchafkopfHand h(rules, 1, hands);
  for (int i = 0; i < 4; ++i) REQUIRE(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  CHECK(h.phase() == SkPhase::kDone);
  CHECK(h.result().thrown_in);
  rules.all_pass = SkAllPass::kRamsch;
  SchafkopfHand r(rules, 1, hands);
  for (int i = 0; i < 4; ++i) REQUIRE(r.bid({SkBidKind::kPass, 0}) == std::nullopt);
  REQUIRE(r.phase() == SkPhase::kPlay);
  CHECK(r.contract()->game == SkGame::kRamsch);
  CHECK(r.to_act() == 2);
}

TEST_CASE("SK-6: Kontra poll after the opening lead, Re by the party, partner cannot Kontra") {
  SchafkopfRules rules;
  // Seat 0 calls the Gras-Sau held by seat 2.
  auto hands = hands_with({"G7 G8 EO", "", "GA", ""}, kLongDeck, 8);
  SchafkopfHand h(rules, 3, hands);
  REQUIRE(h.bid({SkBidKind::kPlay, 0}) == std::nullopt);
  for (int i = 0; i < 3; ++i) REQUIRE(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  REQUIRE(h.declare({SkGame::kSauspiel, 0, Suit::kSpades, false}) == std::nullopt);
  REQUIRE(h.phase() == SkPhase::kPlay);
  REQUIRE(h.play(lowest(h.legal_cards())) == std::nullopt);
  REQUIRE(h.phase() == SkPhase::kDoubling);
  CHECK(h.to_act() == 1);  // the second player of trick 1 answers first
  CHECK(h.may_double());
  CHECK(h.answer_double(false) == std::nullopt);
  CHECK(h.to_act() == 2);
  CHECK_FALSE(h.may_double());  // the partner
  CHECK(h.answer_double(true).has_value());
  CHECK(h.answer_double(false) == std::nullopt);
  CHECK(h.to_act() == 3);
  CHECK(h.answer_double(true) == std::nullopt);   // Kontra
  CHECK(h.answer_double(false) == std::nullopt);  // seat 0, the leader
  // Re poll: seat 1 is an opponent, seat 2 the partner may say Re.
  CHECK(h.to_act() == 1);
  CHECK_FALSE(h.may_double());
  CHECK(h.answer_double(false) == std::nullopt);
  CHECK(h.may_double());
  CHECK(h.answer_double(true) == std::nullopt);
  CHECK(h.answer_double(false) == std::nullopt);
  CHECK(h.answer_double(false) == std::nullopt);
  CHECK(h.phase() == SkPhase::kPlay);
  CHECK(h.doubles() == std::vector<SkDouble>{{3, SkDoubleKind::kKontra}, {2, SkDoubleKind::kRe}});
  while (h.phase() == SkPhase::kPlay) REQUIRE(h.play(lowest(h.legal_cards())) == std::nullopt);
  SkResult res = h.result();
  CHECK(res.doublings == 2);
  CHECK(res.value % 4 == 0);
}

TEST_CASE("SK-6.2: with sk_re_by = declarer only the declarer may say Re") {
  SchafkopfRules rules;
  rules.re_by = SkReBy::kDeclarer;
  rules.double_window = SkDoubleWindow::kBeforeLead;
  auto hands = hands_with({"G7 G8 EO", "", "GA", ""}, kLongDeck, 8);
  SchafkopfHand h(rules, 3, hands);
  REQUIRE(h.bid({SkBidKind::kPlay, 0}) == std::nullopt);
  for (int i = 0; i < 3; ++i) REQUIRE(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  REQUIRE(h.declare({SkGame::kSauspiel, 0, Suit::kSpades, false}) == std::nullopt);
  REQUIRE(h.phase() == SkPhase::kDoubling);        // before the lead
  REQUIRE(h.answer_double(true) == std::nullopt);  // seat 1 Kontra
  for (int i = 0; i < 3; ++i) REQUIRE(h.answer_double(false) == std::nullopt);
  CHECK(h.to_act() == 1);
  REQUIRE(h.answer_double(false) == std::nullopt);
  CHECK_FALSE(h.may_double());  // seat 2, the partner
  REQUIRE(h.answer_double(false) == std::nullopt);
  REQUIRE(h.answer_double(false) == std::nullopt);
  CHECK(h.may_double());  // seat 0, the declarer
  CHECK(check_doubles(rules, {SkGame::kSauspiel, 0, Suit::kSpades, false}, 0b0101,
                      {{1, SkDoubleKind::kKontra}, {2, SkDoubleKind::kRe}})
            .has_value());
}

TEST_CASE("G-6: an illegal card is rejected and leaves the hand unchanged") {
  SchafkopfRules rules;
  auto hands = deal_schafkopf(5, 0, SkDeck::kLong);
  SchafkopfHand h(rules, 0, hands);
  REQUIRE(h.bid({SkBidKind::kPlay, 0}) == std::nullopt);
  for (int i = 0; i < 3; ++i) REQUIRE(h.bid({SkBidKind::kPass, 0}) == std::nullopt);
  REQUIRE(h.declare({SkGame::kWenz, 1, Suit::kClubs, false}) == std::nullopt);
  const CardMask not_his = kLongDeck & ~h.hand_of(1);
  const auto before = h.plays().size();
  CHECK(h.play(lowest(not_his)).has_value());
  CHECK(h.plays().size() == before);
  CHECK(h.hand_of(1) == hands[1]);
}

TEST_CASE("SK-11: a game of hands keeps zero-sum running totals and counts thrown-in hands") {
  SchafkopfRules rules;
  rules.hands_per_game = 12;
  SchafkopfGame game(rules, 2024);
  std::array<int, 4> sum{};
  int thrown = 0;
  while (!game.over()) {
    SchafkopfHand h = game.start_hand();
    CHECK(h.dealer() == game.next_dealer());
    const bool somebody_plays = game.hands_played() % 3 != 2;
    for (int i = 0; i < 4; ++i) {
      REQUIRE(h.bid({somebody_plays && i == 0 ? SkBidKind::kPlay : SkBidKind::kPass, 0}) ==
              std::nullopt);
    }
    if (h.phase() == SkPhase::kDeclare) {
      REQUIRE(h.declare(h.legal_declarations().back()) == std::nullopt);
      while (h.phase() != SkPhase::kDone) {
        if (h.phase() == SkPhase::kDoubling) {
          REQUIRE(h.answer_double(false) == std::nullopt);
        } else {
          REQUIRE(h.play(lowest(h.legal_cards())) == std::nullopt);
        }
      }
    }
    SkResult r = h.result();
    if (r.thrown_in) ++thrown;
    for (int s = 0; s < 4; ++s) sum[s] += r.units[s];
    game.record(r);
  }
  CHECK(game.hands_played() == 12);
  CHECK(thrown == 4);
  CHECK(game.totals() == sum);
  CHECK(sum[0] + sum[1] + sum[2] + sum[3] == 0);
}

TEST_CASE("SK-1.2: the deal gives 8 (short: 6) cards to each seat, the same for the same seed") {
  for (SkDeck d : {SkDeck::kLong, SkDeck::kShort}) {
    auto a = deal_schafkopf(99, 2, d);
    auto b = deal_schafkopf(99, 2, d);
    CHECK(a == b);
    CardMask all = 0;
    for (CardMask m : a) {
      CHECK(count(m) == (d == SkDeck::kLong ? 8 : 6));
      CHECK((all & m) == 0);
      all |= m;
    }
    CHECK(all == (d == SkDeck::kLong ? kLongDeck : kShortDeck));
    CHECK(deal_schafkopf(100, 2, d) != a);
  }
}
