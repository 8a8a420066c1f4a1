// Sweep's deal-horizon evaluator (solver/sweep/horizon.h, horizon_eval.h): exact in the last
// deal (against the exact solver), the horizon's value at a deal's end (against a plain minimax
// over the engine's turns that adds the evaluation where the deal ends), the evaluation's sign
// on crafted positions, and the world valuation's determinism under a seed.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "solver/sweep/horizon.h"
#include "sweep_worlds_util.h"

namespace {

namespace es = engine::sweep;
using es::SweepRules;
using es::SweepState;
using namespace solver::sweep;

// Rule sets the search must follow: the two presets, then `sweep` with one flag changed.
SweepRules rules_variant(int k) {
  SweepRules r = *es::sweep_preset(k % 5 == 1 ? "tablanette_cp" : "sweep");
  if (k % 5 == 2) r.majority = es::Majority::kFixed3;
  if (k % 5 == 3) r.ace_low = r.capture_compulsory = true;
  if (k % 5 == 4) r.capture_must_be_maximal = r.last_play_sweep = false;
  return r;
}

std::string where(int k, const SweepState& s) {
  return "variant " + std::to_string(k % 5) + " seed " + std::to_string(k) + " turn " +
         std::to_string(s.turn);
}

// The horizon search's value in quarter points by a plain minimax over the engine's turns:
// exact scores to the end of the hand, or the evaluation where a deal ends with cards in the
// stock (rounded to a quarter point as the search rounds it). From the mover's side.
int reference(const SweepRules& rules, const SweepState& s, const HorizonEval& eval,
              std::uint8_t stock_pos) {
  const auto me = static_cast<std::size_t>(s.mover);
  const es::SweepScore sc = es::score(rules, s);
  if (s.hand_over()) return kHorizonUnit * (sc.points[me] - sc.points[1 - me]);
  if (s.stock_pos != stock_pos) {
    // What the search counts as won: under fixed3 the majority is the evaluation's.
    int past = sc.points[me] - sc.points[1 - me];
    if (rules.majority == es::Majority::kFixed3) past -= sc.majority[me] - sc.majority[1 - me];
    const int rounds = (es::kStockSize - s.stock_pos) / 12 + 1;
    const double v = eval.value(horizon_features(rules, s), rounds);
    return kHorizonUnit * past + static_cast<int>(std::lround(kHorizonUnit * v));
  }
  std::vector<es::Action> acts;
  es::legal_actions(s, rules, acts);
  int best = -1000000;
  for (const es::Action& a : acts) {
    SweepState c = s;
    es::make(c, rules, a);
    const int v = reference(rules, c, eval, stock_pos);
    best = std::max(best, c.mover == s.mover ? v : -v);
  }
  return best;
}

// A position at the first turn of deal `round` (1..3), the dealer seat 0: the non-dealer holds
// `mine`, the dealer `theirs`, the table `table`, seat `last` captured last.
SweepState deal_start(int round, const char* mine, const char* theirs, es::CardMask table,
                      int last) {
  auto mask = [](const char* text) {
    es::CardMask m = 0;
    std::string s(text);
    for (std::size_t i = 0; i + 1 < s.size(); i += 3) m |= es::bit(*es::parse_card(s.substr(i, 2)));
    return m;
  };
  SweepState s;
  s.dealer = 0;
  s.mover = 1;
  s.round = static_cast<std::uint8_t>(round);
  s.turn = static_cast<std::uint8_t>(12 * round);
  s.stock_pos = static_cast<std::uint8_t>(12 * round);
  s.hands = {mask(theirs), mask(mine)};
  s.table = table;
  s.last_capturer = static_cast<std::int8_t>(last);
  return s;
}

}  // namespace

TEST_CASE("sweep horizon: exact in the last deal, equal to the exact solver") {
  HorizonSearch hs;
  SweepSolver exact;
  int checked = 0;
  for (int k = 0; k < 60; ++k) {
    const SweepRules rules = rules_variant(k);
    const es::SweepDeal deal = es::deal_sweep(7000 + static_cast<std::uint64_t>(k), k % 2, rules);
    engine::Rng rng(static_cast<std::uint64_t>(k));
    const SweepState s = sweep_test::advance(rules, deal, 36 + k % 10, rng);
    INFO(where(k, s));
    REQUIRE(s.stock_pos == es::kStockSize);
    const HorizonResult h = hs.values(rules, s);
    const SweepSolveResult e = exact.solve(rules, s, true);
    CHECK(h.exact);
    REQUIRE(h.moves.size() == e.moves.size());
    for (std::size_t i = 0; i < e.moves.size(); ++i) {
      CHECK(h.moves[i].action == e.moves[i].action);
      CHECK(h.moves[i].margin == e.moves[i].margin);
    }
    ++checked;
  }
  CHECK(checked == 60);
}

TEST_CASE("sweep horizon: stops at the deal's end and adds the evaluation there") {
  // Positions up to five turns before the end of deals 1 to 3: every action's value equals the
  // plain minimax that scores the deal's end with the evaluation, for the fitted evaluation and
  // for the cut rule.
  for (const HorizonEval* eval : {&fitted_horizon_eval(), &cut_rule_eval()}) {
    HorizonSearch hs(*eval);
    for (int k = 0; k < 45; ++k) {
      const SweepRules rules = rules_variant(k);
      const es::SweepDeal deal = es::deal_sweep(9100 + static_cast<std::uint64_t>(k), k % 2, rules);
      engine::Rng rng(static_cast<std::uint64_t>(k));
      const SweepState s = sweep_test::advance(rules, deal, 12 * (k % 3) + 7 + (k / 3) % 5, rng);
      INFO(where(k, s));
      REQUIRE(s.stock_pos < es::kStockSize);
      const HorizonResult h = hs.values(rules, s);
      CHECK_FALSE(h.exact);
      for (const HorizonValue& m : h.moves) {
        SweepState c = s;
        es::make(c, rules, m.action);
        const int v = reference(rules, c, *eval, s.stock_pos);
        CHECK(kHorizonUnit * m.margin == doctest::Approx(c.mover == s.mover ? v : -v));
      }
    }
  }
}

TEST_CASE("sweep horizon: a lone card the next mover can sweep is worse than an empty table") {
  // The dealer D (seat 0) ended the deal by capturing. Left on the table: nothing, or one five
  // while the next mover N holds a five (a sweep, SW-13). N's value is higher with the five.
  const es::CardMask five = es::bit(*es::parse_card("5C"));
  for (int round = 1; round <= 3; ++round) {
    INFO("deal " << round + 1);
    const char* mine = "5H 9D KS 3C 7H 8S";
    const char* theirs = "2D 4S 6H TC QH AD";
    const SweepRules rules = *es::sweep_preset("sweep");
    const SweepState lone = deal_start(round, mine, theirs, five, 0);
    const SweepState empty = deal_start(round, mine, theirs, 0, 0);
    const HorizonEval& e = fitted_horizon_eval();
    const double v_lone = e.value(horizon_features(rules, lone), 4 - round);
    const double v_empty = e.value(horizon_features(rules, empty), 4 - round);
    CHECK(v_lone > v_empty + 1);
    CHECK(horizon_features(rules, lone)[kHfSweep] == 10);
    // A lone card N cannot sweep (no king in N's hand) is worth less to N than one he can.
    const SweepState king = deal_start(round, mine, theirs, es::bit(*es::parse_card("KC")), 0);
    const SweepState no_king = deal_start(round, "5H 9D 2S 3C 7H 8S", "2D 4S 6H TC QH AD",
                                          es::bit(*es::parse_card("KC")), 0);
    CHECK(e.value(horizon_features(rules, king), 4 - round) >
          e.value(horizon_features(rules, no_king), 4 - round));
  }
}

TEST_CASE("sweep horizon: the world valuation is deterministic under a seed") {
  const SweepRules rules = *es::sweep_preset("sweep");
  const es::SweepDeal deal = es::deal_sweep(4242, 1, rules);
  engine::Rng rng(5);
  const SweepState s = sweep_test::advance(rules, deal, 15, rng);
  const SweepKnowledge k = sweep_knowledge(rules, deal, s, s.mover);
  HorizonSearch a;
  HorizonSearch b;
  const WorldValuation x = value_in_worlds(k, 48, 77, a);
  const WorldValuation y = value_in_worlds(k, 48, 77, b);
  const WorldValuation z = value_in_worlds(k, 48, 77, a);  // a table that has seen them
  CHECK(x.worlds == 48);
  REQUIRE(x.actions.size() > 1);
  REQUIRE(x.actions.size() == y.actions.size());
  REQUIRE(x.actions.size() == z.actions.size());
  for (std::size_t i = 0; i < x.actions.size(); ++i) {
    CHECK(x.actions[i].action == y.actions[i].action);
    CHECK(x.actions[i].margin == y.actions[i].margin);
    CHECK(x.actions[i].diff == y.actions[i].diff);
    CHECK(x.actions[i].diff_se == y.actions[i].diff_se);
    CHECK(x.actions[i].margin == z.actions[i].margin);
    CHECK(x.actions[i].diff <= 0);
  }
  CHECK(x.best == y.best);
  CHECK(x.actions[static_cast<std::size_t>(x.best)].diff == 0);
  // Another seed draws other worlds.
  const WorldValuation w = value_in_worlds(k, 48, 78, a);
  bool differs = false;
  for (std::size_t i = 0; i < x.actions.size(); ++i)
    differs |= w.actions[i].margin != x.actions[i].margin;
  CHECK(differs);
}

TEST_CASE("sweep horizon: once the stock is empty one world, the exact values") {
  const SweepRules rules = *es::sweep_preset("sweep");
  SweepSolver exact;
  HorizonSearch hs;
  for (int k = 0; k < 6; ++k) {
    const es::SweepDeal deal = es::deal_sweep(333 + static_cast<std::uint64_t>(k), k % 2, rules);
    engine::Rng rng(static_cast<std::uint64_t>(k));
    const SweepState s = sweep_test::advance(rules, deal, 36 + 2 * k, rng);
    const SweepKnowledge kn = sweep_knowledge(rules, deal, s, s.mover);
    const WorldValuation v = value_in_worlds(kn, 100, 1, hs);
    const SweepSolveResult e = exact.solve(rules, s, true);
    REQUIRE(v.actions.size() == e.moves.size());
    if (e.moves.size() < 2) continue;
    CHECK(v.worlds == 1);
    for (std::size_t i = 0; i < e.moves.size(); ++i) {
      CHECK(v.actions[i].margin == e.moves[i].margin);
      CHECK(v.actions[i].diff_se == 0);
    }
  }
}

TEST_CASE("sweep solver: valuing only some actions gives them the values of the full list") {
  // The analysis values only the columns its sequential test still compares
  // (SweepSolver::solve's `only`): the values must not depend on which others are asked.
  SweepSolver full;
  full.set_horizon(&fitted_horizon_eval());
  SweepSolver part;
  part.set_horizon(&fitted_horizon_eval());
  int checked = 0;
  for (int k = 0; k < 40; ++k) {
    const SweepRules rules = rules_variant(k);
    const es::SweepDeal deal = es::deal_sweep(9100 + static_cast<std::uint64_t>(k), k % 2, rules);
    engine::Rng rng(static_cast<std::uint64_t>(k));
    const SweepState s = sweep_test::advance(rules, deal, 3 + k % 30, rng);
    INFO(where(k, s));
    const SweepSolveResult all = full.solve(rules, s, true);
    REQUIRE(all.complete);
    if (all.moves.size() < 2) continue;
    // Every other action, last first.
    std::vector<es::Action> only;
    for (std::size_t i = all.moves.size(); i-- > 0;) {
      if (i % 2 == static_cast<std::size_t>(k % 2)) only.push_back(all.moves[i].action);
    }
    const SweepSolveResult some = part.solve(rules, s, true, &only);
    REQUIRE(some.moves.size() == only.size());
    for (const ActionValue& m : some.moves) {
      const auto it = std::find_if(all.moves.begin(), all.moves.end(),
                                   [&](const ActionValue& x) { return x.action == m.action; });
      REQUIRE(it != all.moves.end());
      CHECK(m.margin == it->margin);
    }
    ++checked;
  }
  CHECK(checked >= 30);
}
