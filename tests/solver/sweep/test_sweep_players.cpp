// Sweep's computer players (solver/sweep/players.h): both only ever choose legal actions, the
// rule-based one follows its rules of thumb, and the strong one decides from what it knows only
// (the opponent's hand and the stock reshuffled among worlds consistent with its knowledge: the
// same choice and the same values, for the same seed).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../../sanitized.h"
#include "solver/sweep/players.h"
#include "solver/sweep/solver.h"
#include "sweep_worlds_util.h"

namespace {

namespace es = engine::sweep;
using solver::sweep::make_sweep_bot;
using solver::sweep::sample_world;
using solver::sweep::sweep_knowledge;
using solver::sweep::SweepKnowledge;

using sweep_test::advance;
using sweep_test::deal_of_world;

solver::BotConfig strong_config(std::uint64_t seed) {
  solver::BotConfig c;
  c.strength = solver::Strength::kStrong;
  c.seed = seed;
  c.budget_seconds = 0;  // reproducible: always max_worlds worlds
  c.max_worlds = 4;
  c.min_worlds = 4;
  return c;
}

// Plays a whole hand with the two bots, checking that every action is legal.
es::SweepState play_hand(const es::SweepRules& rules, const es::SweepDeal& deal,
                         solver::sweep::SweepBot& b0, solver::sweep::SweepBot& b1) {
  es::SweepState s = es::initial_state(deal);
  while (!s.hand_over()) {
    const SweepKnowledge k = sweep_knowledge(rules, deal, s, s.mover);
    const solver::sweep::SweepAdvice adv = (s.mover == 0 ? b0 : b1).decide(k);
    const auto why = es::check_action(s, rules, adv.action);
    INFO("turn " << int(s.turn) << ": " << (why ? *why : ""));
    REQUIRE_FALSE(why.has_value());
    es::make(s, rules, adv.action);
  }
  return s;
}

}  // namespace

TEST_CASE("sweep players: the rule-based player only plays legal actions") {
  const int hands = schmier_test::kSanitized ? 40 : 300;
  solver::BotConfig c;
  auto a = make_sweep_bot(c);
  auto b = make_sweep_bot(c);
  for (int i = 0; i < hands; ++i) {
    es::SweepRules rules = *es::sweep_preset(i % 3 == 2 ? "tablanette_cp" : "sweep");
    const es::SweepDeal deal = es::deal_sweep(500 + static_cast<std::uint64_t>(i), i % 2, rules);
    const es::SweepState end = play_hand(rules, deal, *a, *b);
    CHECK(es::count(end.piles[0] | end.piles[1] | end.table) == es::kNumCards);
  }
}

TEST_CASE("sweep players: the rule-based player takes a sweep and keeps a thin table's jack") {
  es::SweepRules rules = *es::sweep_preset("sweep");
  SweepKnowledge k;
  k.rules = rules;
  k.seat = 1;
  k.visible.mover = 1;
  k.visible.stock_pos = 12;
  k.visible.round = 1;
  k.visible.stock.fill(es::kNoCard);
  auto m = [](std::initializer_list<const char*> codes) {
    es::CardMask x = 0;
    for (const char* c : codes) x |= es::bit(*es::parse_card(c));
    return x;
  };
  k.visible.hands[1] = m({"AS", "2C", "JH"});
  k.visible.table = m({"4D", "7C", "3H", "8S"});
  k.unseen = es::kFullDeck & ~k.visible.hands[1] & ~k.visible.table;
  k.opponent_cards = 6;
  CHECK(solver::sweep::rule_based_action(k) == es::Action{*es::parse_card("AS"), k.visible.table});
  // Table 7D 3C and JC 4H 8S: keep the jack, trail the safe 8S.
  k.visible.hands[1] = m({"JC", "4H", "8S"});
  k.visible.table = m({"7D", "3C"});
  k.unseen = es::kFullDeck & ~k.visible.hands[1] & ~k.visible.table;
  CHECK(solver::sweep::rule_based_action(k) == es::Action{*es::parse_card("8S"), 0});
}

TEST_CASE("sweep players: the strong player only plays legal actions") {
  const int hands = schmier_test::kSanitized ? 1 : 3;
  for (int i = 0; i < hands; ++i) {
    es::SweepRules rules = *es::sweep_preset(i == 2 ? "tablanette_cp" : "sweep");
    const es::SweepDeal deal = es::deal_sweep(900 + static_cast<std::uint64_t>(i), i % 2, rules);
    auto strong = make_sweep_bot(strong_config(7));
    auto rule = make_sweep_bot(solver::BotConfig{});
    const es::SweepState end = play_hand(rules, deal, *strong, *rule);
    CHECK(es::count(end.piles[0] | end.piles[1] | end.table) == es::kNumCards);
  }
}

TEST_CASE("sweep players: the strong player never uses what it cannot know") {
  // Positions in every round (the third round's late turns are solved to the end of the hand,
  // the last round exactly); the true opponent hand and stock replaced by worlds the seat cannot
  // tell apart from the truth must give the same action and the same values.
  const es::SweepRules rules = *es::sweep_preset("sweep");
  engine::Rng rng(123);
  const int positions = schmier_test::kSanitized ? 4 : 12;
  const int reshuffles = schmier_test::kSanitized ? 2 : 5;
  int decided = 0;
  for (int p = 0; p < positions; ++p) {
    const es::SweepDeal deal = es::deal_sweep(3000 + static_cast<std::uint64_t>(p), p % 2, rules);
    const int turns = (p * 4 + 1) % 48;
    const es::SweepState truth = advance(rules, deal, turns, rng);
    const int seat = truth.mover;
    const SweepKnowledge k = sweep_knowledge(rules, deal, truth, seat);
    auto bot = make_sweep_bot(strong_config(99));
    const solver::sweep::SweepAdvice base = bot->decide(k);
    for (int j = 0; j < reshuffles; ++j) {
      const es::SweepState w = sample_world(k, rng);
      const es::SweepDeal dw = deal_of_world(k, deal, w);
      const SweepKnowledge kw = sweep_knowledge(rules, dw, w, seat);
      auto other = make_sweep_bot(strong_config(99));
      const solver::sweep::SweepAdvice adv = other->decide(kw);
      INFO("position " << p << " turn " << int(truth.turn) << " world " << j);
      CHECK(adv.action == base.action);
      REQUIRE(adv.values.size() == base.values.size());
      for (std::size_t i = 0; i < adv.values.size(); ++i) {
        CHECK(adv.values[i].action == base.values[i].action);
        CHECK(adv.values[i].margin == base.values[i].margin);
      }
    }
    if (!base.values.empty()) ++decided;
  }
  CHECK(decided > positions / 2);  // most positions were searched, not forced
}

TEST_CASE("sweep players: a round world ends the hand at the end of the current round") {
  const es::SweepRules rules = *es::sweep_preset("sweep");
  const es::SweepDeal deal = es::deal_sweep(77, 0, rules);
  engine::Rng rng(1);
  const es::SweepState s = advance(rules, deal, 15, rng);  // round 1, turn 15
  es::SweepState w = solver::sweep::round_world(s);
  std::vector<es::Action> acts;
  int turns = 0;
  while (!w.hand_over()) {
    es::legal_actions(w, rules, acts);
    es::make(w, rules, acts.front());
    ++turns;
  }
  CHECK(turns == es::count(s.hands[0]) + es::count(s.hands[1]));
  // Every card of the round is captured or on the table given away (SW-16).
  CHECK((w.table == 0 || w.last_capturer < 0));
  // One more round: the next round's twelve cards are dealt as in the true hand, then it ends.
  es::SweepState w2 = solver::sweep::round_world(s, 1);
  es::SweepState t = s;
  turns = 0;
  while (!w2.hand_over()) {
    es::legal_actions(w2, rules, acts);
    const es::Action a = acts.front();
    es::make(w2, rules, a);
    es::make(t, rules, a);  // the true hand, played alike
    ++turns;
    if (w2.hand_over()) break;
    CHECK(w2.hands == t.hands);
    CHECK(w2.table == t.table);
  }
  CHECK(turns == es::count(s.hands[0]) + es::count(s.hands[1]) + 12);
}

TEST_CASE("sweep players: in the last round the strong player plays a double-dummy best action") {
  // The stock is empty, so the seat knows every card: its choice must be one of the actions the
  // exact solver rates best on the true position.
  const es::SweepRules rules = *es::sweep_preset("sweep");
  engine::Rng rng(31);
  solver::sweep::SweepSolver exact;
  int checked = 0;
  for (int p = 0; p < 20; ++p) {
    const es::SweepDeal deal = es::deal_sweep(4000 + static_cast<std::uint64_t>(p), p % 2, rules);
    const es::SweepState truth = advance(rules, deal, 36 + static_cast<int>(rng.below(11)), rng);
    const SweepKnowledge k = sweep_knowledge(rules, deal, truth, truth.mover);
    auto bot = make_sweep_bot(strong_config(5));
    const solver::sweep::SweepAdvice adv = bot->decide(k);
    const solver::sweep::SweepSolveResult r = exact.solve(rules, truth, true);
    REQUIRE(r.complete);
    int chosen = -1000;
    for (const auto& m : r.moves) {
      if (m.action == adv.action) chosen = m.margin;
    }
    INFO("position " << p << " turn " << int(truth.turn));
    CHECK(chosen == r.margin);
    if (!adv.values.empty()) {
      CHECK(adv.worlds == 1);
      CHECK(adv.values.front().margin == r.margin);
    }
    ++checked;
  }
  CHECK(checked == 20);
}

TEST_CASE("sweep players: the strong player's budget is its worlds, never the clock") {
  // solver/sweep/players.h: budget_seconds and min_worlds are not read; a tiny budget that would
  // stop the round-cut player after one world changes nothing.
  const es::SweepRules rules = *es::sweep_preset("sweep");
  engine::Rng rng(77);
  int searched = 0;
  for (int p = 0; p < 8; ++p) {
    const es::SweepDeal deal = es::deal_sweep(5100 + static_cast<std::uint64_t>(p), p % 2, rules);
    const es::SweepState s = advance(rules, deal, (p * 5) % 36, rng);
    const SweepKnowledge k = sweep_knowledge(rules, deal, s, s.mover);
    solver::BotConfig hurried = strong_config(3);
    hurried.budget_seconds = 1e-9;
    hurried.min_worlds = 1;
    const solver::sweep::SweepAdvice a = make_sweep_bot(strong_config(3))->decide(k);
    const solver::sweep::SweepAdvice b = make_sweep_bot(hurried)->decide(k);
    INFO("position " << p);
    CHECK(a.action == b.action);
    CHECK(a.worlds == b.worlds);
    REQUIRE(a.values.size() == b.values.size());
    for (std::size_t i = 0; i < a.values.size(); ++i)
      CHECK(a.values[i].margin == b.values[i].margin);
    if (!a.values.empty()) {
      ++searched;
      CHECK(a.worlds == 4);
    }
  }
  CHECK(searched >= 4);
}
