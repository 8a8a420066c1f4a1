// The Sheepshead hand as a state machine and the game of hands (RULES.md G-4, G-6, SS-1.4,
// SS-3.1, SS-3.2, SS-4, SS-5.1, SS-12, SS-13.2, SS-13.3, SS-T9, Appendix A presets).
#include <doctest/doctest.h>

#include <numeric>
#include <set>

#include "engine/sheepshead.h"
#include "test_ss_util.h"

using namespace engine;
using sstest::card;
using sstest::mask;

namespace {

int sum(const std::array<int, kSheepsheadSeats>& a) {
  return std::accumulate(a.begin(), a.end(), 0);
}

// Checks that an action was rejected with a sentence and left the hand exactly as it was (G-6).
template <typename Action>
void check_rejected(SheepsheadHand& h, Action action) {
  const sstest::HandView before = sstest::view(h);
  const std::optional<std::string> err = action(h);
  REQUIRE(err.has_value());
  CHECK_FALSE(err->empty());
  CHECK(sstest::view(h) == before);
}

HandResult throw_in(SheepsheadHand h) {
  for (int i = 0; i < 5; ++i) REQUIRE_FALSE(h.pick(false).has_value());
  REQUIRE(h.phase() == Phase::kDone);
  return h.result();
}

}  // namespace

// --- Presets and flags (Appendix A) --------------------------------------------------------------

TEST_CASE("Appendix A: the sheepshead preset is all defaults; sheepshead_1988 differs as listed") {
  const auto base = sheepshead_preset("sheepshead");
  REQUIRE(base.has_value());
  CHECK(*base == SheepsheadRules{});
  CHECK(base->trump_suit == Suit::kDiamonds);
  CHECK(base->all_pass == AllPass::kLeaster);
  CHECK(base->allow_ten_call);
  CHECK(base->allow_unknown);
  CHECK(base->unknown_rule == UnknownRule::kNoCallableSuit);
  CHECK_FALSE(base->under_must_be_fail);
  CHECK(base->under_lead_allowed);
  CHECK_FALSE(base->ten_hold_is_ace);
  CHECK_FALSE(base->called_ten_wins);
  CHECK(base->double_on_bump);
  CHECK(base->leaster_blind == LeasterBlind::kAside);
  CHECK(base->hands_per_game == 10);
  CHECK(base->doubler_mode == DoublerMode::kQueue);

  const auto old = sheepshead_preset("sheepshead_1988");
  REQUIRE(old.has_value());
  SheepsheadRules want;
  want.all_pass = AllPass::kDoubler;
  want.ten_hold_is_ace = true;
  CHECK(*old == want);
  CHECK_FALSE(sheepshead_preset("schafkopf").has_value());
}

TEST_CASE("Appendix A: flags apply on top of a preset and bad values are refused in words") {
  SheepsheadRules r;
  CHECK_FALSE(set_sheepshead_flag(r, "ss_trump_suit", std::string("C")).has_value());
  CHECK(r.trump_suit == Suit::kClubs);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_leaster_blind", std::string("first_trick")));
  CHECK(r.leaster_blind == LeasterBlind::kFirstTrick);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_double_on_bump", false));
  CHECK_FALSE(r.double_on_bump);
  CHECK_FALSE(set_sheepshead_flag(r, "ss_hands_per_game", std::int64_t{4}));
  CHECK(r.hands_per_game == 4);
  const SheepsheadRules before = r;
  CHECK(set_sheepshead_flag(r, "ss_trump_suit", std::string("H")).has_value());
  CHECK(set_sheepshead_flag(r, "ss_double_on_bump", std::string("yes")).has_value());
  CHECK(set_sheepshead_flag(r, "ss_hands_per_game", std::int64_t{0}).has_value());
  CHECK(set_sheepshead_flag(r, "ss_no_such_flag", true).has_value());
  CHECK(set_sheepshead_flag(r, "ss_players", std::int64_t{6}).has_value());
  CHECK(r == before);
  // The flags that differ from the preset rebuild the same rules.
  SheepsheadRules again = *sheepshead_preset("sheepshead");
  for (const auto& [name, value] : sheepshead_flags_diff(r, "sheepshead")) {
    CHECK_FALSE(set_sheepshead_flag(again, name, value).has_value());
  }
  CHECK(again == r);
}

// --- Deal (SS-3.1, G-4) --------------------------------------------------------------------------

TEST_CASE("SS-3.1: a deal gives six cards to each seat and two to the blind, each card once") {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const SheepsheadDeal d = deal_sheepshead(seed, static_cast<int>(seed % 5));
    CardMask all = d.blind;
    CHECK(count(d.blind) == 2);
    for (CardMask h : d.hands) {
      CHECK(count(h) == 6);
      CHECK((all & h) == 0);
      all |= h;
    }
    CHECK(all == kLongDeck);
  }
}

TEST_CASE("SS-3.1: packet k goes to seat dealer+1+k, so the deal turns with the dealer") {
  for (std::uint64_t seed : {1ull, 42ull, 0xDEADBEEFull}) {
    const SheepsheadDeal base = deal_sheepshead(seed, 0);
    for (int dealer = 1; dealer < 5; ++dealer) {
      const SheepsheadDeal d = deal_sheepshead(seed, dealer);
      CHECK(d.blind == base.blind);
      for (int k = 0; k < 5; ++k) CHECK(d.hands[(dealer + 1 + k) % 5] == base.hands[(1 + k) % 5]);
    }
  }
}

TEST_CASE("G-4: the same seed reproduces the deal; different seeds give different deals") {
  std::set<std::array<CardMask, 5>> seen;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    const SheepsheadDeal a = deal_sheepshead(seed, 2);
    const SheepsheadDeal b = deal_sheepshead(seed, 2);
    CHECK(a.hands == b.hands);
    CHECK(a.blind == b.blind);
    seen.insert(a.hands);
  }
  CHECK(seen.size() == 300);
}

TEST_CASE("G-4: Rng::below stays in range and is roughly uniform") {
  Rng rng(7);
  std::array<int, 5> buckets{};
  for (int i = 0; i < 50000; ++i) {
    const std::uint32_t x = rng.below(5);
    REQUIRE(x < 5);
    buckets[x]++;
  }
  for (int b : buckets) CHECK((b > 9500 && b < 10500));
  CHECK(Rng(1).next() == Rng(1).next());
  CHECK(Rng(1).next() != Rng(2).next());
}

// --- Picking (SS-4) and bury (SS-5) --------------------------------------------------------------

TEST_CASE("SS-4.1: picking starts left of the dealer; the first pick ends the phase") {
  SheepsheadHand h(SheepsheadRules{}, 2, deal_sheepshead(5, 2));
  CHECK(h.phase() == Phase::kPick);
  CHECK(h.to_act() == 3);
  REQUIRE_FALSE(h.pick(false).has_value());
  CHECK(h.to_act() == 4);
  REQUIRE_FALSE(h.pick(false).has_value());
  CHECK(h.to_act() == 0);
  REQUIRE_FALSE(h.pick(true).has_value());
  CHECK(h.picker() == 0);
  CHECK(h.phase() == Phase::kBury);
  CHECK(h.to_act() == 0);
  CHECK(h.auction() == std::vector<bool>{false, false, true});
}

TEST_CASE("SS-5.1: the picker holds his six and the blind, buries two, keeps six") {
  const SheepsheadDeal d = deal_sheepshead(11, 4);
  SheepsheadHand h(SheepsheadRules{}, 4, d);
  sstest::pick_after_passes(h, 1);
  CHECK(h.picker_cards() == (d.hands[1] | d.blind));
  CHECK(h.hand_of(1) == (d.hands[1] | d.blind));
  // Any two of the eight, here both blind cards.
  REQUIRE_FALSE(h.bury(d.blind).has_value());
  CHECK(h.buried() == d.blind);
  CHECK(h.picker_cards() == d.hands[1]);
  CHECK(h.phase() == Phase::kCall);
  REQUIRE_FALSE(h.call(sstest::alone_call()).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.to_act() == 0);  // TT-3: left of the dealer leads
  CHECK(h.hand_of(1) == d.hands[1]);
}

TEST_CASE("SS-4.3/SS-11.1: all pass with the default preset starts a leaster") {
  SheepsheadHand h(SheepsheadRules{}, 0, deal_sheepshead(3, 0));
  for (int i = 0; i < 5; ++i) REQUIRE_FALSE(h.pick(false).has_value());
  CHECK(h.is_leaster());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.picker() == -1);
  CHECK(h.to_act() == 1);
  CHECK(h.legal_cards() == h.hand_of(1));  // nothing called: lead anything
}

TEST_CASE("SS-13.2: all pass under the 1988 preset throws the hand in without play") {
  SheepsheadHand h(*sheepshead_preset("sheepshead_1988"), 0, deal_sheepshead(3, 0));
  const HandResult r = throw_in(h);
  CHECK(r.thrown_in);
  CHECK(r.row == "thrown in");
  CHECK(r.units == std::array<int, kMaxPlayers>{});
}

TEST_CASE("SS-4.3: forced_pick: the dealer may not pass when everyone else passed") {
  SheepsheadRules rules;
  rules.all_pass = AllPass::kForcedPick;
  SheepsheadHand h(rules, 0, deal_sheepshead(9, 0));
  for (int i = 0; i < 4; ++i) {
    CHECK(h.can_pass());
    REQUIRE_FALSE(h.pick(false).has_value());
  }
  CHECK(h.to_act() == 0);
  CHECK_FALSE(h.can_pass());
  check_rejected(h, [](SheepsheadHand& x) { return x.pick(false); });
  REQUIRE_FALSE(h.pick(true).has_value());
  CHECK(h.picker() == 0);
}

// --- G-6: illegal actions change nothing ---------------------------------------------------------

TEST_CASE("G-6: picking after the pick, and every action out of phase, is rejected unchanged") {
  SheepsheadHand h(SheepsheadRules{}, 4, sstest::deal_pp70());
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(mask("QD TD")); });
  check_rejected(h, [](SheepsheadHand& x) { return x.call(sstest::alone_call()); });
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("QC")); });
  sstest::pick_after_passes(h, 0);
  check_rejected(h, [](SheepsheadHand& x) { return x.pick(true); });
  check_rejected(h, [](SheepsheadHand& x) { return x.pick(false); });
  check_rejected(h, [](SheepsheadHand& x) { return x.call(sstest::alone_call()); });
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("QC")); });
}

TEST_CASE(
    "G-6: burying cards the picker does not hold, or not exactly two, is rejected unchanged") {
  SheepsheadHand h(SheepsheadRules{}, 4, sstest::deal_pp70());
  sstest::pick_after_passes(h, 0);
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(mask("QD AH")); });  // AH: seat 2
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(mask("QD")); });
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(mask("QD TD QC")); });
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(0); });
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(mask("QC JH")); });
}

TEST_CASE("G-6: an illegal call is rejected unchanged") {
  SheepsheadHand h(SheepsheadRules{}, 4, sstest::deal_pp70());
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  // H = QC JH 9C 8H 8S QS: ACE(C), ACE(S), ACE(H) are legal; no ten or unknown call.
  check_rejected(h, [](SheepsheadHand& x) { return x.call(sstest::ten_call(Suit::kHearts)); });
  check_rejected(h, [](SheepsheadHand& x) { return x.call(sstest::ace_call(Suit::kDiamonds)); });
  check_rejected(
      h, [](SheepsheadHand& x) { return x.call(sstest::unknown_call(Suit::kHearts, card("9C"))); });
  REQUIRE_FALSE(h.call(sstest::ace_call(Suit::kHearts)).has_value());
  check_rejected(h, [](SheepsheadHand& x) { return x.call(sstest::alone_call()); });
}

TEST_CASE("G-6: an illegal card is rejected unchanged, with a reason") {
  SheepsheadHand h(SheepsheadRules{}, 4, sstest::deal_pp70());
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  REQUIRE_FALSE(h.call(sstest::ace_call(Suit::kHearts)).has_value());
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("7D")); });  // seat 1's card
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("QD")); });  // buried
  check_rejected(h, [](SheepsheadHand& x) { return x.play(kNoCard); });
  check_rejected(h, [](SheepsheadHand& x) { return x.play(static_cast<Card>(40)); });
  REQUIRE_FALSE(h.play(card("QC")).has_value());
  // Seat 1 holds 7D AD: trump was led, so 8C, 9H, 9S and TS are illegal.
  for (auto code : {"8C", "9H", "9S", "TS"}) {
    CAPTURE(code);
    check_rejected(h, [&](SheepsheadHand& x) { return x.play(card(code)); });
    CHECK(h.explain_illegal(card(code))->find("trump") != std::string::npos);
  }
  CHECK_FALSE(h.explain_illegal(card("7D")).has_value());
}

TEST_CASE("G-6: the partner's called ace and the picker's hold card are refused unchanged") {
  SheepsheadHand h(SheepsheadRules{}, 4, sstest::deal_pp70());
  sstest::pick_after_passes(h, 0);
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  REQUIRE_FALSE(h.call(sstest::ace_call(Suit::kHearts)).has_value());
  // Trick 1: QC 7D 8D 9D KD; trick 2: JH AD JC QH JS; seat 3 leads AC.
  sstest::play_cards(h, "QC 7D 8D 9D KD JH AD JC QH JS AC 7C");
  REQUIRE(h.to_act() == 0);
  // The picker keeps 8H, his only heart, and must follow clubs with 9C anyway.
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("8H")); });
  sstest::play_cards(h, "9C 8C");
  // Seat 2 (partner) must follow clubs with KC; AH is refused.
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("AH")); });
}

TEST_CASE("G-6: actions after the hand is over are rejected unchanged") {
  SheepsheadHand h = sstest::hand_pp70(SheepsheadRules{});
  check_rejected(h, [](SheepsheadHand& x) { return x.pick(true); });
  check_rejected(h, [](SheepsheadHand& x) { return x.bury(mask("QD TD")); });
  check_rejected(h, [](SheepsheadHand& x) { return x.call(sstest::alone_call()); });
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("QC")); });
  CHECK(h.to_act() == -1);
}

TEST_CASE("Regression SS-8.5: explain_illegal called a pending under card the picker's hold card") {
  const SheepsheadRules rules;
  const auto deal =
      sstest::make_deal({"9H TH KH AD KD 7S", "AH 7H 9C 8C 7C AS", "QH QD JS JH JD TD",
                         "QC QS JC AC KC 7D", "8H TS KS 9S 8S TC"},
                        "8D 9D");
  SheepsheadHand h(rules, 4, deal);
  sstest::pick_after_passes(h, 3);
  REQUIRE_FALSE(h.bury(mask("8D 9D")).has_value());
  REQUIRE_FALSE(h.call(sstest::unknown_call(Suit::kHearts, card("KC"))).has_value());
  // Seat 0 leads a spade; the picker (seat 3) has none but may not play u into it.
  sstest::play_cards(h, "7S AS QH");
  REQUIRE(h.to_act() == 3);
  check_rejected(h, [](SheepsheadHand& x) { return x.play(card("KC")); });
  const auto why = h.explain_illegal(card("KC"));
  REQUIRE(why.has_value());
  CHECK(why->find("under card") != std::string::npos);
  CHECK(why->find("hold card") == std::string::npos);
}

// --- Game (SS-12, SS-13.3, SS-T9) ----------------------------------------------------------------

TEST_CASE("SS-T9: 1988 queue: hand 1 all pass; hand 2 picker wins Pp 70 with a partner at M = 2") {
  const SheepsheadRules rules = *sheepshead_preset("sheepshead_1988");
  // First dealer 3, so hand 2 is dealt by seat 4 like the crafted Pp = 70 hand.
  SheepsheadGame game(rules, 2024, 3);
  CHECK(game.next_dealer() == 3);
  CHECK(game.next_multiplier() == 1);
  const HandResult first = throw_in(game.start_hand());
  CHECK(first.thrown_in);
  game.record(first);
  CHECK(game.pending_doublers() == 1);
  CHECK(game.next_multiplier() == 2);
  CHECK(game.next_dealer() == 4);
  CHECK(game.start_hand().multiplier() == 2);
  CHECK(game.totals() == std::array<int, kSheepsheadSeats>{});

  const SheepsheadHand second = sstest::hand_pp70(rules, game.next_multiplier());
  const HandResult r = second.result();
  CHECK(r.picker_side_points == 70);
  CHECK(r.multiplier == 2);
  game.record(r);
  CHECK(game.pending_doublers() == 0);
  CHECK(game.next_multiplier() == 1);
  CHECK(game.totals() == std::array<int, kSheepsheadSeats>{4, -2, 2, -2, -2});
  CHECK(game.hands_played() == 2);
}

TEST_CASE("SS-12: ten hands, dealer passes left, running totals always sum to zero") {
  SheepsheadGame game(SheepsheadRules{}, 77);
  Rng rng(77);
  std::array<int, kSheepsheadSeats> running{};
  int hands = 0;
  while (!game.over()) {
    CHECK(game.next_dealer() == hands % 5);
    SheepsheadHand h = game.start_hand();
    CHECK(h.dealer() == hands % 5);
    sstest::play_to_end(h, rng);
    const HandResult r = h.result();
    CHECK(sum(r.units) == 0);
    for (int s = 0; s < 5; ++s) running[s] += r.units[s];
    game.record(r);
    ++hands;
    CHECK(game.totals() == running);
    CHECK(sum(game.totals()) == 0);
  }
  CHECK(hands == 10);
  CHECK(game.hands_played() == 10);
}

TEST_CASE("SS-12.1: ss_hands_per_game sets the game length; thrown-in hands count") {
  SheepsheadRules rules = *sheepshead_preset("sheepshead_1988");
  rules.hands_per_game = 3;
  SheepsheadGame game(rules, 1);
  for (int i = 0; i < 3; ++i) {
    CHECK_FALSE(game.over());
    game.record(throw_in(game.start_hand()));
  }
  CHECK(game.over());
  CHECK(game.next_dealer() == 3);  // SS-3.2: the deal passes on after thrown-in hands too
}

namespace {

// Plays a game of: two thrown-in hands, then three played hands, returning each played hand's
// multiplier, and checks every played hand's units are its base units times the multiplier.
std::vector<int> doubler_run(DoublerMode mode, int max_multiplier = 0) {
  SheepsheadRules rules = *sheepshead_preset("sheepshead_1988");
  rules.doubler_mode = mode;
  rules.max_multiplier = max_multiplier;
  SheepsheadGame game(rules, 99);
  game.record(throw_in(game.start_hand()));
  game.record(throw_in(game.start_hand()));
  std::vector<int> out;
  Rng rng(5);
  for (int i = 0; i < 3; ++i) {
    SheepsheadHand h = game.start_hand();
    // Seat left of the dealer picks, so the hand is played.
    REQUIRE_FALSE(h.pick(true).has_value());
    sstest::play_to_end(h, rng);
    const HandResult r = h.result();
    out.push_back(r.multiplier);
    // The base amount from the defenders' side.
    int d = 0;
    for (int s = 0; s < 5; ++s) {
      if (s != r.picker && s != r.partner) d = -r.units[s] / r.multiplier;
    }
    CHECK(sheepshead_defender_amount(
              rules, r.picker_side_points,
              r.tricks[r.picker] + (r.partner >= 0 ? r.tricks[r.partner] : 0),
              6 - r.tricks[r.picker] - (r.partner >= 0 ? r.tricks[r.partner] : 0)) == d);
    const auto before = game.totals();
    game.record(r);
    for (int s = 0; s < 5; ++s) CHECK(game.totals()[s] == before[s] + r.units[s]);
    CHECK(sum(game.totals()) == 0);
  }
  return out;
}

}  // namespace

TEST_CASE("SS-13.3 queue: two pending doublers double the next two played hands") {
  CHECK(doubler_run(DoublerMode::kQueue) == std::vector<int>{2, 2, 1});
}

TEST_CASE("SS-13.3 stack: two pending doublers make the next played hand M = 4") {
  CHECK(doubler_run(DoublerMode::kStack) == std::vector<int>{4, 1, 1});
}

TEST_CASE("SS-13.3 single: at most one doubler is pending") {
  CHECK(doubler_run(DoublerMode::kSingle) == std::vector<int>{2, 1, 1});
}

TEST_CASE("SS-14.5: ss_max_multiplier caps a stack of doublers") {
  CHECK(doubler_run(DoublerMode::kStack, 2) == std::vector<int>{2, 1, 1});
}

TEST_CASE("SS-13.3 stack: three thrown-in hands give M = 8") {
  SheepsheadRules rules = *sheepshead_preset("sheepshead_1988");
  rules.doubler_mode = DoublerMode::kStack;
  SheepsheadGame game(rules, 3);
  for (int i = 0; i < 3; ++i) game.record(throw_in(game.start_hand()));
  CHECK(game.pending_doublers() == 3);
  CHECK(game.next_multiplier() == 8);
}
