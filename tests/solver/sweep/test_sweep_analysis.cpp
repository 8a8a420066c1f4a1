// Sweep through the analyzer (solver/sweep/analysis.h): one decision per turn; once the stock is
// empty the one world is the actual deal, so the sampled margins are the double-dummy margins;
// the same seed gives the same values whatever the thread count; every Sweep sample lists its
// turns and analyses its last round; equivalent actions share their values; a log without the
// whole deal is refused with a reason; before the last deal the worlds are searched to the end
// of the deal (the horizon), and the whole-hand hindsight comes from the second deal on.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/grades.h"
#include "solver/sweep/analysis.h"
#include "solver/sweep/lessons.h"
#include "solver/sweep/solver.h"
#include "sweep_samples_util.h"

namespace {

namespace es = engine::sweep;

using sweep_test::load;
using sweep_test::sweep_samples;

solver::AnalysisOptions small(int threads, std::uint64_t seed = 1) {
  solver::AnalysisOptions o;
  o.samples = 16;
  o.min_samples = 8;
  o.threads = threads;
  o.seed = seed;
  return o;
}

}  // namespace

TEST_CASE("sweep analysis: every sample lists one decision per turn, in the order played") {
  const std::vector<std::string> samples = sweep_samples();
  REQUIRE(samples.size() >= 8);
  solver::Analyzer an(small(1));
  for (const std::string& path : samples) {
    const engine::DealLog log = load(path);
    std::string error;
    const std::vector<solver::DecisionRef> refs = an.decisions(log, &error);
    REQUIRE_MESSAGE(refs.size() == log.plays.size(), path << ": " << error);
    const auto rep = engine::replay_sweep_log(log, 0, &error);
    REQUIRE(rep);
    es::SweepState s = rep->state;
    for (std::size_t i = 0; i < refs.size(); ++i) {
      CHECK(refs[i].index == static_cast<int>(i));
      CHECK(refs[i].play_index == static_cast<int>(i));
      CHECK(refs[i].kind == solver::DecisionKind::kPlay);
      CHECK(refs[i].mover == s.mover);
      CHECK(refs[i].played.turn == rep->actions[i]);
      es::make(s, rep->rules, rep->actions[i]);
    }
    if (s.hand_over()) CHECK(refs.size() == es::kTurnsPerHand);
  }
}

TEST_CASE(
    "sweep analysis: once the stock is empty, sampled margins equal double dummy; no lesson "
    "contradicts its grade") {
  solver::Analyzer an(small(2));
  int checked = 0;
  int lessons = 0;
  for (const std::string& path : sweep_samples()) {
    const engine::DealLog log = load(path);
    std::string error;
    const auto refs = an.decisions(log, &error);
    for (std::size_t i = 36; i < refs.size(); ++i) {
      const solver::DecisionAnalysis d = an.analyze_decision(log, static_cast<int>(i));
      REQUIRE_MESSAGE(d.complete, path << " turn " << i + 1 << ": " << d.note);
      CHECK(d.alternatives[static_cast<std::size_t>(d.played_index)].action == refs[i].played);
      if (d.forced) {
        CHECK(d.grade == solver::Grade::kForced);
        continue;
      }
      if (!d.alternatives.front().has_values) continue;  // every action equivalent
      CHECK(d.exact);
      CHECK(d.worlds == 1);
      for (const solver::Alternative& a : d.alternatives) {
        REQUIRE(a.dd_units);
        CHECK_MESSAGE(a.units.mean == doctest::Approx(*a.dd_units),
                      path << " turn " << i + 1 << " " << solver::action_text(a.action));
        CHECK(a.units.se == 0);
      }
      REQUIRE(d.dd_loss);
      CHECK(d.loss == doctest::Approx(*d.dd_loss));
      // A reason from the same world for Inaccuracy or worse: the best beats the played.
      const bool bad = d.grade >= solver::Grade::kInaccuracy && d.grade <= solver::Grade::kBlunder;
      CHECK(d.reason.has_value() == bad);
      // No lesson contradicts the grade: a mistake only on Inaccuracy or worse, praise never.
      for (const solver::Lesson& l : d.lessons) {
        if (l.verdict == solver::LessonVerdict::kMistake) CHECK_MESSAGE(bad, path << " " << l.id);
        if (l.verdict == solver::LessonVerdict::kPraise) CHECK_FALSE(bad);
        ++lessons;
      }
      if (d.reason) {
        CHECK(d.reason->worlds == 1);
        CHECK(d.reason->better == 1);
        CHECK(d.reason->stakes == doctest::Approx(d.loss));
        CHECK(d.reason->played == refs[i].played);
      }
      ++checked;
    }
  }
  CHECK(checked >= 20);
  CHECK(lessons >= 20);
}

// The slow way: whether the player to move in `s` has a legal action that sweeps (the engine
// plays it and says so, SW-13 to SW-15), and whether card c has one.
bool can_sweep(const es::SweepState& s, const es::SweepRules& rules, es::Card only = es::kNoCard) {
  if (s.hand_over()) return false;
  std::vector<es::Action> legal;
  es::legal_actions(s, rules, legal);
  for (const es::Action& a : legal) {
    if (only != es::kNoCard && a.card != only) continue;
    es::SweepState t = s;
    if (es::make(t, rules, a).swept) return true;
  }
  return false;
}

TEST_CASE("sweep analysis: a reason says what each action leaves the opponent") {
  // The last round of every sample: one world, the actual deal. The table each action leaves,
  // the opponent's cards that sweep it and whether he holds one are checked against the engine
  // playing every legal answer; the double-dummy answer is legal and as good as any.
  solver::Analyzer an(small(2));
  solver::sweep::SweepSolver dd;
  int checked = 0;
  int threats = 0;
  for (const std::string& path : sweep_samples()) {
    const engine::DealLog log = load(path);
    std::string error;
    const auto rep = engine::replay_sweep_log(log, 0, &error);
    REQUIRE(rep);
    const auto refs = an.decisions(log, &error);
    es::SweepState s = rep->state;
    for (std::size_t i = 0; i < refs.size(); ++i) {
      if (i >= 36) {
        const solver::DecisionAnalysis d = an.analyze_decision(log, static_cast<int>(i));
        REQUIRE(d.complete);
        if (d.reason) {
          const solver::Reason& r = *d.reason;
          CHECK(r.sweep_opponent == 1 - s.mover);
          // The last deal's counting argument: the opponent's cards and who plays last.
          CHECK(r.counting == solver::sweep::sweep_counting_words(solver::sweep::sweep_knowledge(
                                  rep->rules, log.sweep().deal, s, s.mover)));
          CHECK(r.counting.find(es::count(s.hands[1 - s.mover]) > 0
                                    ? "holds exactly"
                                    : "played his last card") != std::string::npos);
          for (const auto& [act, reply] :
               {std::pair{r.best.turn, r.sweep_best}, std::pair{r.played.turn, r.sweep_played}}) {
            REQUIRE(reply.known);
            es::SweepState after = s;
            es::make(after, rep->rules, act);
            CHECK(reply.table == after.table);
            const bool holds = can_sweep(after, rep->rules);
            CHECK(reply.sweep_deals == (holds ? 1 : 0));
            threats += holds;
            for (es::Card c : es::cards(after.hands[static_cast<std::size_t>(after.mover)])) {
              CHECK(es::has(reply.sweepers, c) == can_sweep(after, rep->rules, c));
            }
            if (after.hand_over()) {
              CHECK(reply.answer.card == es::kNoCard);
              continue;
            }
            REQUIRE_FALSE(es::check_action(after, rep->rules, reply.answer));
            const solver::sweep::SweepSolveResult v = dd.solve(rep->rules, after, true);
            int best = -1000;
            int answer = -1000;
            for (const solver::sweep::ActionValue& m : v.moves) {
              best = std::max(best, m.margin);
              es::SweepState t = after;
              es::make(t, rep->rules, m.action);
              es::SweepState u = after;
              es::make(u, rep->rules, reply.answer);
              if (t == u) answer = m.margin;
            }
            CHECK(answer == best);
            es::SweepState t = after;
            CHECK(reply.answer_sweeps == es::make(t, rep->rules, reply.answer).swept);
            ++checked;
          }
        }
      }
      es::make(s, rep->rules, rep->actions[i]);
    }
  }
  CHECK(checked >= 10);
  CHECK(threats >= 2);
}

TEST_CASE("sweep analysis: the same seed gives the same values, whatever the thread count") {
  const engine::DealLog log =
      load(std::string(SCHMIER_SOURCE_DIR) + "/samples/sweep-multi-group.json");
  // Round 3, the stock not yet empty: sampled worlds.
  for (int turn : {26, 31, 34}) {
    solver::Analyzer one(small(1, 5));
    solver::Analyzer two(small(2, 5));
    const solver::DecisionAnalysis a = one.analyze_decision(log, turn);
    const solver::DecisionAnalysis b = two.analyze_decision(log, turn);
    REQUIRE(a.complete);
    REQUIRE(b.complete);
    CHECK(a.grade == b.grade);
    CHECK(a.worlds == b.worlds);
    CHECK(a.loss == b.loss);
    REQUIRE(a.alternatives.size() == b.alternatives.size());
    for (std::size_t i = 0; i < a.alternatives.size(); ++i) {
      CHECK(a.alternatives[i].action == b.alternatives[i].action);
      CHECK(a.alternatives[i].units.mean == b.alternatives[i].units.mean);
      CHECK(a.alternatives[i].units.se == b.alternatives[i].units.se);
      CHECK(a.alternatives[i].dd_units == b.alternatives[i].dd_units);
    }
    if (!a.forced && a.alternatives.front().has_values) CHECK_FALSE(a.exact);
  }
}

TEST_CASE("sweep analysis: equivalent actions share their values; the played one is marked") {
  const engine::DealLog log =
      load(std::string(SCHMIER_SOURCE_DIR) + "/samples/sweep-multi-group.json");
  solver::Analyzer an(small(2));
  const auto refs = an.decisions(log, nullptr);
  int pairs = 0;
  for (std::size_t i = 30; i < refs.size(); ++i) {
    const solver::DecisionAnalysis d = an.analyze_decision(log, static_cast<int>(i));
    REQUIRE(d.complete);
    std::vector<es::Action> legal;
    const auto rep = engine::replay_sweep_log(log, i, nullptr);
    es::legal_actions(rep->state, rep->rules, legal);
    CHECK(d.alternatives.size() == legal.size());
    CHECK(d.alternatives[static_cast<std::size_t>(d.played_index)].action.turn == rep->actions[i]);
    for (const auto& a : d.alternatives) {
      for (const auto& b : d.alternatives) {
        if (&a == &b || !a.has_values) continue;
        const es::Action x = a.action.turn;
        const es::Action y = b.action.turn;
        const bool same = es::rank_of(x.card) == es::rank_of(y.card) &&
                          solver::sweep::kind_counts(rep->rules, x.take) ==
                              solver::sweep::kind_counts(rep->rules, y.take) &&
                          solver::sweep::kind_of(rep->rules, x.card) ==
                              solver::sweep::kind_of(rep->rules, y.card);
        if (!same) continue;
        ++pairs;
        CHECK(a.units.mean == b.units.mean);
        CHECK(a.loss == b.loss);
      }
    }
  }
  CHECK(pairs > 0);
}

TEST_CASE("sweep analysis: turns are written as in the log") {
  es::Action take{es::make_card(es::kRankKing, engine::Suit::kHearts),
                  es::bit(es::make_card(es::kRankKing, engine::Suit::kSpades)) |
                      es::bit(es::make_card(0, engine::Suit::kDiamonds))};
  CHECK(solver::sweep::turn_text(take) == "KH takes 2D KS");
  es::Action trail{es::make_card(1, engine::Suit::kClubs), 0};
  CHECK(solver::sweep::turn_text(trail) == "trails 3C");
  solver::Action a;
  a.turn = take;
  CHECK(solver::action_text(a) == "KH takes 2D KS");
}

TEST_CASE("sweep analysis: the first deal is sampled to the horizon, without hindsight") {
  // solver/sweep/analysis.h: the worlds are deal-horizon searches (many worlds, not exact),
  // the double-dummy values and answers come from the second deal on (kHindsightStockLeft).
  const engine::DealLog log =
      load(std::string(SCHMIER_SOURCE_DIR) + "/samples/sweep-multi-group.json");
  solver::Analyzer an(small(2));
  int sampled = 0;
  for (int turn : {0, 1, 2, 3, 12, 13, 14}) {
    INFO("turn ", turn);
    const solver::DecisionAnalysis d = an.analyze_decision(log, turn);
    REQUIRE(d.complete);
    if (d.forced || !d.alternatives.front().has_values) continue;
    ++sampled;
    CHECK_FALSE(d.exact);
    CHECK(d.worlds >= 8);
    const bool first_deal = turn < 12;
    for (const solver::Alternative& a : d.alternatives) {
      CHECK(a.dd_units.has_value() == !first_deal);
    }
    if (d.reason && d.reason->sweep_best.known) {
      CHECK(d.reason->sweep_best.answered == !first_deal);
      CHECK(d.reason->sweep_played.answered == !first_deal);
    }
  }
  CHECK(sampled >= 4);
}
