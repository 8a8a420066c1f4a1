// The rule-based Sheepshead player (solver/sheepshead/heuristic_player.h): it only ever takes legal
// actions, is deterministic, follows the RULES.md §6 lessons in their textbook positions, and
// decides from what the acting seat knows (hidden cards of other seats do not change its choice).
#include <doctest/doctest.h>

#include <array>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/sheepshead.h"
#include "solver/sheepshead/heuristic_player.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SheepsheadHand;

Card card(std::string_view code) {
  const auto c = engine::parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), "bad card code in test: ", std::string(code));
  return *c;
}

CardMask mask(std::string_view codes) {
  CardMask m = 0;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) m |= engine::bit(card(word));
  return m;
}

engine::SheepsheadDeal deal(const std::array<std::string_view, 5>& hands, std::string_view blind) {
  engine::SheepsheadDeal d;
  CardMask all = 0;
  for (std::size_t s = 0; s < 5; ++s) {
    d.hands[s] = mask(hands[s]);
    REQUIRE(engine::count(d.hands[s]) == 6);
    all |= d.hands[s];
  }
  d.blind = mask(blind);
  all |= d.blind;
  REQUIRE(all == engine::kLongDeck);
  return d;
}

engine::SheepsheadRules default_rules() {
  return *engine::sheepshead_preset("sheepshead");
}

void play(SheepsheadHand& h, std::string_view code) {
  const auto err = h.play(card(code));
  REQUIRE_MESSAGE(!err, *err);
}

// Seat 1 has the classic picker's hand of ST-1; seat 3 holds the ace of spades.
engine::SheepsheadDeal st_deal() {
  return deal({"QH JC AD 8D AC TC", "QC QS JD 9D 7H 9S", "QD JS TD KD AH TH", "JH 7D AS TS KS 8S",
               "KC 9C 8C KH 9H 7S"},
              "8H 7C");
}

// Seat 1 picks after `passes` passes, buries 8H 7C and makes `call`.
SheepsheadHand picked_hand(int dealer, int passes, engine::Call call) {
  SheepsheadHand h(default_rules(), dealer, st_deal());
  for (int i = 0; i < passes; ++i) REQUIRE(!h.pick(false));
  REQUIRE(!h.pick(true));
  REQUIRE(h.picker() == 1);
  REQUIRE(!h.bury(mask("8H 7C")));
  const auto err = h.call(call);
  REQUIRE_MESSAGE(!err, *err);
  return h;
}

const engine::Call kAceOfSpades{engine::CallType::kAce, engine::Suit::kSpades, engine::kNoCard};

}  // namespace

TEST_CASE("heuristic player: only legal actions, every hand finishes (both presets)") {
  for (const char* preset : {"sheepshead", "sheepshead_1988"}) {
    const engine::SheepsheadRules rules = *engine::sheepshead_preset(preset);
    int picked = 0;
    int leasters = 0;
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
      const int dealer = static_cast<int>(seed % 5);
      SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer));
      const solver::HeuristicPlayer player(seed);
      const auto err = player.play_out(h);
      REQUIRE_MESSAGE(!err, "seed ", seed, ": ", *err);
      REQUIRE(h.phase() == engine::Phase::kDone);
      const engine::HandResult r = h.result();
      int sum = 0;
      for (int u : r.units) sum += u;
      CHECK(sum == 0);
      if (h.picker() >= 0) ++picked;
      if (r.leaster) ++leasters;
    }
    // Sensible picking: most hands have a picker, a few are leasters (none under 1988 rules).
    CHECK(picked > 300);
    if (std::string_view(preset) == "sheepshead") CHECK(leasters > 0);
  }
}

TEST_CASE("heuristic player: deterministic for a seed") {
  for (std::uint64_t seed : {3u, 17u, 99u}) {
    std::vector<Card> first;
    for (int round = 0; round < 2; ++round) {
      SheepsheadHand h(default_rules(), 2, engine::deal_sheepshead(seed, 2));
      REQUIRE(!solver::HeuristicPlayer(seed).play_out(h));
      if (round == 0)
        first = h.plays();
      else
        CHECK(h.plays() == first);
    }
  }
}

TEST_CASE("heuristic player: picks a strong hand, passes a weak one (SS-4)") {
  // Dealer 0: seat 1 speaks first with QC QS JD 9D 7H 9S (strength 30).
  const solver::HeuristicPlayer player(std::array<solver::HeuristicStyle, 5>{});
  SheepsheadHand h(default_rules(), 0, st_deal());
  CHECK(player.choose_pick(h));
  // Dealer 3: seat 4 speaks first with KC 9C 8C KH 9H 7S: no trump at all.
  SheepsheadHand weak(default_rules(), 3, st_deal());
  CHECK_FALSE(player.choose_pick(weak));
}

TEST_CASE("heuristic player: buries no trump and calls an ace when it can (SS-5, SS-6)") {
  const solver::HeuristicPlayer player(std::array<solver::HeuristicStyle, 5>{});
  SheepsheadHand h(default_rules(), 0, st_deal());
  REQUIRE(!h.pick(true));
  const CardMask bury = player.choose_bury(h);
  CHECK(engine::count(bury) == 2);
  CHECK((bury & engine::sheepshead_table().trumps()) == 0);
  REQUIRE(!h.bury(bury));
  const engine::Call call = player.choose_call(h);
  CHECK(call.type == engine::CallType::kAce);
  CHECK(!h.call(call));
}

TEST_CASE("ST-1: the picker on lead leads his highest trump") {
  SheepsheadHand h = picked_hand(0, 0, kAceOfSpades);
  REQUIRE(h.to_act() == 1);
  CHECK(solver::HeuristicPlayer(1).choose_play(h) == card("QC"));
}

TEST_CASE("ST-6: the partner schmiers the ten of trump on the picker's queen of clubs") {
  // Hearts called: seat 2 holds AH and must follow trump with QD JS TD KD.
  SheepsheadHand h = picked_hand(
      0, 0, engine::Call{engine::CallType::kAce, engine::Suit::kHearts, engine::kNoCard});
  play(h, "QC");
  REQUIRE(h.to_act() == 2);
  CHECK(solver::HeuristicPlayer(1).choose_play(h) == card("TD"));
}

TEST_CASE("ST-3: a defender on lead leads the called suit") {
  // Dealer 3: seat 4 leads; spades are called and seat 4 holds 7S.
  SheepsheadHand h = picked_hand(3, 2, kAceOfSpades);
  REQUIRE(h.to_act() == 4);
  CHECK(solver::HeuristicPlayer(1).choose_play(h) == card("7S"));
}

TEST_CASE("ST-5: a void defender trumps the called suit's opening trick with the ace of trump") {
  SheepsheadHand h = picked_hand(3, 2, kAceOfSpades);
  play(h, "7S");
  REQUIRE(h.to_act() == 0);  // QH JC AD 8D AC TC: no spade
  CHECK(solver::HeuristicPlayer(1).choose_play(h) == card("AD"));
}

TEST_CASE("ST-7: in a leaster a player void in the led suit sheds his lone ace") {
  const engine::SheepsheadDeal d =
      deal({"QH JC AD 8D AC 9H", "QC QS JD 9D 7H 9S", "QD JS TD KD AH TH", "JH 7D AS TS KS 8S",
            "KC 9C 8C KH TC 7S"},
           "8H 7C");
  SheepsheadHand h(default_rules(), 0, d);
  for (int i = 0; i < 5; ++i) REQUIRE(!h.pick(false));
  REQUIRE(h.is_leaster());
  play(h, "9S");
  play(h, "AH");
  play(h, "8S");
  play(h, "7S");
  REQUIRE(h.to_act() == 0);  // no spade; AC is his only club; the trick holds 11 points
  CHECK(solver::HeuristicPlayer(1).choose_play(h) == card("AC"));
}

TEST_CASE("heuristic player: hidden cards of other seats do not change its choice") {
  // Play hands part way, then swap two unplayed cards of the same effective suit between two
  // seats other than the acting seat and the picker (keeping the called card where it is): the
  // history stays legal and the acting seat sees the same things, so it must choose the same.
  const engine::SheepsheadRules rules = default_rules();
  const engine::ContractTable t = engine::sheepshead_table();
  int compared = 0;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const int dealer = static_cast<int>(seed % 5);
    const engine::SheepsheadDeal d = engine::deal_sheepshead(seed, dealer);
    const solver::HeuristicPlayer player(seed);
    SheepsheadHand h(rules, dealer, d);
    const int stop_after = static_cast<int>(seed % 25);
    while (
        h.phase() != engine::Phase::kDone &&
        !(h.phase() == engine::Phase::kPlay && static_cast<int>(h.plays().size()) >= stop_after)) {
      REQUIRE(!player.act(h));
    }
    if (h.phase() != engine::Phase::kPlay) continue;
    const int me = h.to_act();
    const Card called = h.called() ? h.called()->called_card() : engine::kNoCard;
    const CardMask movable = called == engine::kNoCard ? ~CardMask{0} : ~engine::bit(called);
    // Find a swap.
    bool swapped = false;
    engine::SheepsheadDeal d2 = d;
    for (int a = 0; a < 5 && !swapped; ++a) {
      for (int b = a + 1; b < 5 && !swapped; ++b) {
        if (a == me || b == me || a == h.picker() || b == h.picker()) continue;
        const CardMask ha = h.hand_of(a) & movable;
        const CardMask hb = h.hand_of(b) & movable;
        for (Card ca : engine::cards(ha)) {
          for (Card cb : engine::cards(hb)) {
            if (swapped || t.eff_suit[ca] != t.eff_suit[cb]) continue;
            d2.hands[static_cast<std::size_t>(a)] ^= engine::bit(ca) | engine::bit(cb);
            d2.hands[static_cast<std::size_t>(b)] ^= engine::bit(ca) | engine::bit(cb);
            swapped = true;
          }
        }
      }
    }
    if (!swapped) continue;
    // Replay the same actions on the changed deal.
    SheepsheadHand h2(rules, dealer, d2);
    for (bool take : h.auction()) REQUIRE(!h2.pick(take));
    if (h.picker() >= 0) {
      REQUIRE(!h2.bury(h.buried()));
      REQUIRE(!h2.call(*h.called()));
    }
    for (Card c : h.plays()) REQUIRE_MESSAGE(!h2.play(c), "seed ", seed);
    REQUIRE(h2.to_act() == me);
    CHECK_MESSAGE(player.choose_play(h) == player.choose_play(h2), "seed ", seed);
    ++compared;
  }
  CHECK(compared > 100);
}
