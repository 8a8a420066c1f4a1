// Computer players (solver/players.h), Sheepshead: both strengths play complete hands in both
// presets (leasters, thrown-in hands and doubled hands included) with legal actions only, the
// same seed gives the same decisions, and the strong bot decides from what its seat may know.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/sheepshead.h"
#include "solver/players.h"
#include "solver/sheepshead/heuristic_player.h"

namespace {

using engine::Card;
using engine::CardMask;
using solver::Action;
using solver::DecisionKind;

// A small, reproducible strong bot (no time budget: the same worlds on every machine).
solver::BotConfig strong_config(std::uint64_t seed, int worlds = 4) {
  solver::BotConfig c;
  c.strength = solver::Strength::kStrong;
  c.seed = seed;
  c.budget_seconds = 0;
  c.max_worlds = worlds;
  c.min_worlds = worlds;
  return c;
}

// Is the action legal in the hand right now?
bool legal(const engine::SheepsheadHand& h, const Action& a) {
  switch (h.phase()) {
    case engine::Phase::kPick:
      return a.kind == DecisionKind::kPick && (a.take || h.can_pass());
    case engine::Phase::kBury:
      return a.kind == DecisionKind::kBury && engine::count(a.bury) == h.rules().blind_size() &&
             (a.bury & ~h.picker_cards()) == 0;
    case engine::Phase::kCall: {
      const auto calls = h.legal_calls();
      return a.kind == DecisionKind::kCall &&
             std::find(calls.begin(), calls.end(), a.call) != calls.end();
    }
    case engine::Phase::kPlay:
      return a.kind == DecisionKind::kPlay && a.card < engine::kNumCards &&
             engine::has(h.legal_cards(), a.card);
    case engine::Phase::kAnnounce: {
      const auto legal = h.legal_announcements();
      return a.kind == DecisionKind::kAnnounce &&
             std::find(legal.begin(), legal.end(), a.announce) != legal.end();
    }
    case engine::Phase::kDone:
      return false;
  }
  return false;
}

struct PlayedHand {
  engine::HandResult result;
  std::vector<Action> actions;
  int searched = 0;  // strong decisions valued in sampled worlds
  int leaster_searched = 0;
};

// Plays a hand with one bot per seat of the given strength (seats alternate when mixed).
PlayedHand play_hand(const engine::SheepsheadRules& rules, std::uint64_t seed, int dealer,
                     int multiplier, bool mixed) {
  PlayedHand out;
  std::vector<std::unique_ptr<solver::SheepsheadBot>> bots;
  for (int s = 0; s < 5; ++s) {
    solver::BotConfig c = (mixed && s % 2 == 1) ? solver::BotConfig{} : strong_config(seed + 1);
    if (mixed && s % 2 == 1) c.seed = seed + 7;
    bots.push_back(solver::make_sheepshead_bot(c));
  }
  engine::SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer), multiplier);
  int guard = 0;
  while (h.phase() != engine::Phase::kDone) {
    REQUIRE(++guard < 200);
    const int seat = h.to_act();
    const solver::Advice adv = bots[static_cast<std::size_t>(seat)]->decide(h);
    INFO("seed ", seed, " seat ", seat, " action ", solver::action_text(adv.action));
    REQUIRE(legal(h, adv.action));
    if (!adv.alternatives.empty()) {
      ++out.searched;
      if (h.is_leaster()) ++out.leaster_searched;
      CHECK(adv.worlds > 0);
      CHECK(adv.alternatives.front().action == adv.action);
      // Every legal card is listed once.
      CHECK(adv.alternatives.size() == static_cast<std::size_t>(engine::count(h.legal_cards())));
    }
    out.actions.push_back(adv.action);
    const auto err = solver::apply_action(h, adv.action);
    REQUIRE_MESSAGE(!err.has_value(), err.value_or(""));
  }
  out.result = h.result();
  return out;
}

}  // namespace

TEST_CASE("players: strength names round-trip; unknown names are rejected") {
  for (auto s : {solver::Strength::kHeuristic, solver::Strength::kStrong}) {
    const auto back = solver::parse_strength(solver::strength_name(s));
    REQUIRE(back.has_value());
    CHECK(*back == s);
  }
  CHECK(solver::strength_name(solver::Strength::kStrong) == "strong");
  CHECK_FALSE(solver::parse_strength("Strong").has_value());
  CHECK_FALSE(solver::parse_strength("").has_value());
}

TEST_CASE("players: heuristic and strong bots play whole hands legally in both presets") {
  int leasters = 0;
  int thrown_in = 0;
  int doubled = 0;
  int searched = 0;
  int leaster_searched = 0;
  for (const char* preset : {"sheepshead", "sheepshead_1988"}) {
    const engine::SheepsheadRules rules = *engine::sheepshead_preset(preset);
    for (std::uint64_t seed = 1; seed <= 14; ++seed) {
      const int mult = seed % 4 == 0 ? 2 : 1;  // a hand doubled by an earlier doubler
      const PlayedHand p = play_hand(rules, seed * 101, static_cast<int>(seed % 5), mult,
                                     /*mixed=*/seed % 2 == 0);
      int sum = 0;
      for (int s = 0; s < 5; ++s) sum += p.result.units[static_cast<std::size_t>(s)];
      CHECK(sum == 0);
      leasters += p.result.leaster ? 1 : 0;
      thrown_in += p.result.thrown_in ? 1 : 0;
      doubled += (mult > 1 && !p.result.thrown_in) ? 1 : 0;
      searched += p.searched;
      leaster_searched += p.leaster_searched;
    }
  }
  // The hands cover what the test claims: leasters (searched by the strong bot from the third
  // trick), 1988 hands thrown in, doubled hands, and card decisions valued in worlds.
  CHECK(leasters > 0);
  CHECK(thrown_in > 0);
  CHECK(doubled > 0);
  CHECK(searched > 20);
  CHECK(leaster_searched > 0);
}

TEST_CASE("players: a leaster is forced with a passing auction and the strong bot plays it") {
  // Everybody passes: the strong bot plays the whole leaster (heuristic early, searched late).
  const engine::SheepsheadRules rules = *engine::sheepshead_preset("sheepshead");
  int searched = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    engine::SheepsheadHand h(rules, 0, engine::deal_sheepshead(seed * 977, 0));
    for (int i = 0; i < 5; ++i) REQUIRE_FALSE(h.pick(false).has_value());
    REQUIRE(h.is_leaster());
    auto bot = solver::make_sheepshead_bot(strong_config(seed));
    while (h.phase() != engine::Phase::kDone) {
      const solver::Advice adv = bot->decide(h);
      REQUIRE(legal(h, adv.action));
      if (!adv.alternatives.empty()) ++searched;
      REQUIRE_FALSE(solver::apply_action(h, adv.action).has_value());
    }
    CHECK(h.result().leaster);
  }
  CHECK(searched > 0);
}

TEST_CASE("players: the same seed gives the same decisions") {
  const engine::SheepsheadRules rules = *engine::sheepshead_preset("sheepshead");
  for (std::uint64_t seed : {3ull, 8ull}) {
    const PlayedHand a = play_hand(rules, seed, 2, 1, true);
    const PlayedHand b = play_hand(rules, seed, 2, 1, true);
    CHECK(a.actions == b.actions);
    CHECK(a.result.units == b.result.units);
  }
  // And the values behind one decision are the same too.
  engine::SheepsheadHand h(rules, 0, engine::deal_sheepshead(44, 0));
  solver::HeuristicPlayer hp(1);
  while (h.phase() != engine::Phase::kPlay) REQUIRE_FALSE(hp.act(h).has_value());
  for (int i = 0; i < 6; ++i) REQUIRE_FALSE(hp.act(h).has_value());
  auto b1 = solver::make_sheepshead_bot(strong_config(5, 6));
  auto b2 = solver::make_sheepshead_bot(strong_config(5, 6));
  const solver::Advice x = b1->decide(h);
  const solver::Advice y = b2->decide(h);
  CHECK(x.action == y.action);
  REQUIRE(x.alternatives.size() == y.alternatives.size());
  for (std::size_t i = 0; i < x.alternatives.size(); ++i) {
    CHECK(x.alternatives[i].action == y.alternatives[i].action);
    CHECK(x.alternatives[i].units.mean == y.alternatives[i].units.mean);
    CHECK(x.alternatives[i].points.mean == y.alternatives[i].points.mean);
  }
}

TEST_CASE("players: the strong bot does not read cards its seat cannot see") {
  // Two hands that differ only in cards the mover cannot see (two unplayed cards of the same
  // effective suit swapped between two other seats, neither the picker, neither the called
  // card) must give the same decision with the same seed.
  const engine::SheepsheadRules rules = *engine::sheepshead_preset("sheepshead");
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 40 && compared < 6; ++seed) {
    const int dealer = 4;
    const engine::SheepsheadDeal deal = engine::deal_sheepshead(seed * 13 + 5, dealer);
    engine::SheepsheadHand a(rules, dealer, deal);
    solver::HeuristicPlayer hp(seed);
    // Auction, bury and call by the heuristic, then some plays.
    while (a.phase() != engine::Phase::kPlay && a.phase() != engine::Phase::kDone) {
      REQUIRE_FALSE(hp.act(a).has_value());
    }
    if (a.phase() != engine::Phase::kPlay || a.is_leaster()) continue;
    const int n_plays = static_cast<int>(seed % 3) * 5 + static_cast<int>(seed % 2);
    for (int i = 0; i < n_plays; ++i) REQUIRE_FALSE(hp.act(a).has_value());
    const int mover = a.to_act();
    const engine::ContractTable& t = a.play_rules().table;
    const Card called = a.called() ? a.called()->called_card() : engine::kNoCard;
    // Two other seats, not the picker, with swappable cards.
    bool swapped = false;
    engine::SheepsheadDeal deal_b = deal;
    for (int p = 0; p < 5 && !swapped; ++p) {
      for (int q = p + 1; q < 5 && !swapped; ++q) {
        if (p == mover || q == mover || p == a.picker() || q == a.picker()) continue;
        for (Card x : engine::cards(a.hand_of(p))) {
          for (Card y : engine::cards(a.hand_of(q))) {
            if (swapped || x == called || y == called) continue;
            if (t.eff_suit[x] != t.eff_suit[y] || x == y) continue;
            deal_b.hands[p] = (deal_b.hands[p] & ~engine::bit(x)) | engine::bit(y);
            deal_b.hands[q] = (deal_b.hands[q] & ~engine::bit(y)) | engine::bit(x);
            swapped = true;
          }
        }
      }
    }
    if (!swapped) continue;
    // The same actions in the other deal.
    engine::SheepsheadHand b(rules, dealer, deal_b);
    for (bool take : a.auction()) REQUIRE_FALSE(b.pick(take).has_value());
    REQUIRE_FALSE(b.bury(a.buried()).has_value());
    REQUIRE_FALSE(b.call(*a.called()).has_value());
    for (Card c : a.plays()) REQUIRE_FALSE(b.play(c).has_value());
    REQUIRE(b.to_act() == mover);
    REQUIRE(b.hand_of(mover) == a.hand_of(mover));
    REQUIRE(b.legal_cards() == a.legal_cards());
    auto bot_a = solver::make_sheepshead_bot(strong_config(seed, 6));
    auto bot_b = solver::make_sheepshead_bot(strong_config(seed, 6));
    const solver::Advice da = bot_a->decide(a);
    const solver::Advice db = bot_b->decide(b);
    INFO("seed ", seed, " mover ", mover, " plays ", a.plays().size());
    CHECK(da.action == db.action);
    CHECK(da.worlds == db.worlds);
    REQUIRE(da.alternatives.size() == db.alternatives.size());
    for (std::size_t i = 0; i < da.alternatives.size(); ++i) {
      CHECK(da.alternatives[i].action == db.alternatives[i].action);
      CHECK(da.alternatives[i].units.mean == db.alternatives[i].units.mean);
      CHECK(da.alternatives[i].points.mean == db.alternatives[i].points.mean);
    }
    ++compared;
  }
  CHECK(compared >= 3);
}

TEST_CASE("players: apply_action refuses actions of the wrong phase with a sentence") {
  const engine::SheepsheadRules rules = *engine::sheepshead_preset("sheepshead");
  engine::SheepsheadHand h(rules, 0, engine::deal_sheepshead(9, 0));
  Action play;
  play.kind = DecisionKind::kPlay;
  play.card = *engine::cards(h.hand_of(1)).begin();
  const auto e = solver::apply_action(h, play);
  REQUIRE(e.has_value());
  CHECK(e->find("play") != std::string::npos);
  CHECK(h.auction().empty());  // unchanged
  Action pass;
  pass.kind = DecisionKind::kPick;
  pass.take = false;
  CHECK_FALSE(solver::apply_action(h, pass).has_value());
  CHECK(h.auction().size() == 1);
}

TEST_CASE("players: a tiny time budget still gives legal moves (searches stopped midway)") {
  // With a budget of a millisecond most searches are stopped by the hard limit: the bot must
  // then decide from the worlds it finished, or fall back to the heuristic, and go on playing.
  const engine::SheepsheadRules rules = *engine::sheepshead_preset("sheepshead");
  solver::BotConfig c;
  c.strength = solver::Strength::kStrong;
  c.budget_seconds = 0.001;
  c.min_worlds = 1;
  c.max_worlds = 32;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto bot = solver::make_sheepshead_bot(c);
    engine::SheepsheadHand h(rules, 1, engine::deal_sheepshead(seed * 31, 1));
    int guard = 0;
    while (h.phase() != engine::Phase::kDone) {
      REQUIRE(++guard < 200);
      const solver::Advice adv = bot->decide(h);
      REQUIRE(legal(h, adv.action));
      REQUIRE_FALSE(solver::apply_action(h, adv.action).has_value());
    }
  }
}
