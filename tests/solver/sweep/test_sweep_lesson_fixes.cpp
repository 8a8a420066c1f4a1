// Sweep lessons, the defects of issue 39 ("Lessons"), each on a crafted position: SW-ST-4 counts
// the jack's capture; "the rule of thumb did not fit" never names an action that follows the
// rule; SW-ST-3 keeps the jack where another card captures safely (the exact solver shows the
// jack loses); SW-ST-6 is the dealer's and keeps the card that takes the opponent's last card;
// SW-ST-7 speaks once per hand; the two new lessons SW-ST-8 (cheapest exposure) and SW-ST-9
// (a card that could capture is not trailed); the last deal's mistakes give the counting
// argument; no mistake on a turn too close to call; a lesson beside a hint never contradicts it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "solver/sweep/analysis.h"
#include "solver/sweep/lessons.h"
#include "solver/sweep/solver.h"
#include "solver/verdict.h"
#include "sweep_lessons_util.h"
#include "sweep_worlds_util.h"

using namespace sweep_lessons_test;

namespace {

// The whole last-deal position behind `k` (from know(..., true, dealer)): the opponent (seat 0)
// holds every unseen card, the turn number follows from the cards left in the two hands.
es::SweepState open_position(const SweepKnowledge& k) {
  es::SweepState s = k.visible;
  s.hands[0] = k.unseen;
  s.round = es::kRounds - 1;
  s.stock_pos = es::kStockSize;
  s.turn =
      static_cast<std::uint8_t>(es::kTurnsPerHand - es::count(s.hands[0]) - es::count(s.hands[1]));
  s.last_capturer = 0;
  return s;
}

// Every legal action's exact margin for the mover of the open position.
std::vector<SweepActionValue> exact_values(const SweepKnowledge& k) {
  solver::sweep::SweepSolver solver;
  const auto r = solver.solve(k.rules, open_position(k), true);
  REQUIRE(r.complete);
  std::vector<SweepActionValue> out;
  for (const auto& m : r.moves) out.push_back({m.action, static_cast<double>(m.margin), 0.0});
  return out;
}

double value(const std::vector<SweepActionValue>& vals, const es::Action& a) {
  for (const SweepActionValue& v : vals) {
    if (v.action == a) return v.margin;
  }
  FAIL("no value for the action");
  return 0;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("SW-ST-4 counts the jack's capture: the most of any capture is the jack's") {
  // 8D takes 2S 3S 3H, QH takes 2S AS (1 honour, 2 cards), and J♣ takes all four with the ace;
  // every capture with another card leaves a sweep, so SW-ST-3 plays the jack.
  const SweepKnowledge k = know("8D JC QH", "2S 3S 3H AS");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-4");
  REQUIRE(t);
  CHECK(t->ideal == act("JC", "2S 3S 3H AS"));
  CHECK(recommends(*t, act("JC", "2S 3S 3H AS")));
  CHECK_FALSE(recommends(*t, act("QH", "2S AS")));
  CHECK(has(t->advice, "1 honour point and 4 cards, the most of any capture"));
  // Where SW-ST-3 keeps the jack (Q♣ takes Q♥ safely), the text says what the jack would take.
  const auto t2 = sweep_lesson_triggers(know("JC QC KS", "4C QH KD"));
  const SweepLessonTrigger* kept = find(t2, "SW-ST-4");
  REQUIRE(kept);
  CHECK_FALSE(es::is_jack(kept->ideal.card));
  CHECK(has(kept->advice, "but the jack's (J\xE2\x99\xA3 would take the table, 2 honour points"));
}

TEST_CASE("the rule of thumb 'did not fit' never names an action that follows the rule") {
  // SW-ST-2: trailing 2H and trailing 9S both leave no sweep; 2H is much the better of them.
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  const auto vals =
      values_for(k, {{act("2H"), 3.0}, {act("9S"), -2.0}, {act("9S", "9D"), -3.0}}, 0.0, 0.2);
  const auto l = judged(k, "SW-ST-2", act("9S"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  CHECK_FALSE(has(l->text, "did not fit"));
  CHECK(has(l->text, "Trail 2\xE2\x99\xA5 follows it too and was better by about 5.0 points"));
  CHECK(l->advised == act("2H"));
}

TEST_CASE("SW-ST-3 keeps the jack where another card captures safely: the jack loses there") {
  // The last deal, p (the non-dealer) holds 6H JD, the opponent 9D 3H. 6H takes 2S 4D and
  // leaves 6C 9C (no sweep for 9D 3H); J♦ would take all four cards (>= 3: the old trigger).
  const SweepKnowledge k = know("6H JD", "2S 4D 6C 9C", "9D 3H", true, 0);
  const auto vals = exact_values(k);
  const es::Action jack = act("JD", "2S 4D 6C 9C");
  const es::Action six = act("6H", "2S 4D");
  CHECK(value(vals, jack) + 1 < value(vals, six));  // the jack loses
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-3");
  REQUIRE(t);
  CHECK_FALSE(recommends(*t, jack));
  CHECK(t->ideal == six);
  CHECK(has(t->advice, "Keep J\xE2\x99\xA6: 6\xE2\x99\xA5 takes"));
  // The RULES.md example still plays the jack: no other card captures there.
  const auto t2 = sweep_lesson_triggers(know("JC 4H 8S", "9C QD 2S TD"));
  const SweepLessonTrigger* ex = find(t2, "SW-ST-3");
  REQUIRE(ex);
  CHECK(ex->ideal == act("JC", "9C QD 2S TD"));
}

TEST_CASE("SW-ST-6 is the dealer's: keep the card that takes the opponent's last card") {
  // p deals and holds 7C 4D; the opponent's last card is 7D, which cannot capture K♠ 2♥.
  const SweepKnowledge k = know("7C 4D", "KS 2H", "7D", true, 1);
  const auto vals = exact_values(k);
  CHECK(value(vals, act("4D")) > value(vals, act("7C")) + 1);  // keeping 7C is worth it
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-6");
  REQUIRE(t);
  CHECK(t->ideal == act("4D"));
  CHECK_FALSE(recommends(*t, act("7C")));
  CHECK(has(t->advice, "7\xE2\x99\xA3 takes the 7\xE2\x99\xA6 he must still play"));
  CHECK(has(t->advice, "As the dealer you play last"));
  // The non-dealer does not play last: no SW-ST-6 for him, even with a jack to keep.
  CHECK_FALSE(find(sweep_lesson_triggers(know("JD 4C", "7H 2S", "9C 6D", true, 0)), "SW-ST-6"));
}

TEST_CASE("SW-ST-7 speaks once per hand and seat: the first turn of the last deal") {
  const SweepKnowledge first = know("JD 4C 5C 8C 2D 3D", "7H 2S", "9C 6D 9H 6S KH 4H", true, 0);
  CHECK(find(sweep_lesson_triggers(first), "SW-ST-7"));
  for (const char* hand : {"JD 4C 5C 8C 2D", "JD 4C 5C", "JD 4C"}) {
    CHECK_FALSE(find(sweep_lesson_triggers(know(hand, "7H 2S", "9C 6D", true, 1)), "SW-ST-7"));
  }
}

TEST_CASE("SW-ST-8 every trail leaves a sweep: trail the cheapest exposure") {
  // Table 5C, p holds 3H 6D and cannot capture: 3H leaves 5 + 3 for an eight (one unseen, bonus
  // 16), 6D leaves 5 + 6 for an ace (four unseen, bonus 22).
  const SweepKnowledge k = know("3H 6D", "5C", "8S AS AC AD AH 2C 2D 7S 7C 9H");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-8");
  REQUIRE(t);
  CHECK(t->ideal == act("3H"));
  CHECK_FALSE(recommends(*t, act("6D")));
  CHECK(has(t->advice, "Every trail leaves the opponent a sweep: trail 3\xE2\x99\xA5"));
  const auto vals = values_for(k, {{act("3H"), 2.0}, {act("6D"), -8.0}}, 0.0, 0.5);
  auto l = judged(k, "SW-ST-8", act("6D"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  l = judged(k, "SW-ST-8", act("3H"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kPraise);
  // A safe trail exists: no SW-ST-8.
  CHECK_FALSE(find(sweep_lesson_triggers(know("3H 8D", "6D QS")), "SW-ST-8"));
}

TEST_CASE("SW-ST-9 do not trail a card that could capture") {
  // 5H could take 5D; trailing it gives the table a second five.
  const SweepKnowledge k = know("5H 8C", "5D 9S");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-9");
  REQUIRE(t);
  CHECK(t->only_if_trailed);
  CHECK_FALSE(recommends(*t, act("5H")));
  CHECK(recommends(*t, act("8C")));
  CHECK(recommends(*t, act("5H", "5D")));
  const auto vals = values_for(k, {{act("5H"), -6.0}, {act("8C"), 1.0}}, 0.5, 0.4);
  auto l = judged(k, "SW-ST-9", act("5H"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  l = judged(k, "SW-ST-9", act("8C"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kPraise);
  CHECK_FALSE(judged(k, "SW-ST-9", act("5H", "5D"), vals));  // judged on trails only
  // SW-ST-5 does not recommend the capturing card either: it trails 8C, not the lower 5H.
  const SweepLessonTrigger* low = find(ts, "SW-ST-5");
  REQUIRE(low);
  CHECK(low->ideal == act("8C"));
}

TEST_CASE("the last deal's mistakes give the counting argument: the cards out, who plays last") {
  // The last deal: trailing 9C leaves it to the opponent's 9D; trailing 6D is safe.
  const SweepKnowledge k = know("9C 6D", "", "2C 9D", true, 1);
  const auto vals = exact_values(k);
  const auto l = judged(k, "SW-ST-2", act("9C"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  CHECK(has(l->text,
            "Counting: the stock is empty, so the opponent holds exactly 2\xE2\x99\xA3 "
            "9\xE2\x99\xA6 (every other card has been seen), and you are the dealer and "
            "play the hand's last turn."));
  CHECK(solver::sweep::sweep_counting_words(know("9C 6D", "", "2C 9D", true, 0))
            .find("he is the dealer") != std::string::npos);
}

TEST_CASE("no lesson calls a turn a mistake when its grade is too close to call") {
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  std::vector<es::Action> legal;
  es::legal_actions(k.visible, k.rules, legal);
  solver::sweep::TurnLessonInput in;
  in.knowledge = &k;
  in.played = act("9S", "9D");
  in.actions = legal;
  for (const es::Action& a : legal) {
    in.margin.push_back(a == act("2H") ? 1.0 : a == in.played ? -5.0 : 0.0);
    in.margin_se.push_back(0.3);
  }
  solver::DecisionAnalysis d;
  d.grade = solver::Grade::kMistake;
  d.settled = true;
  d.grade_low = d.grade_high = solver::Grade::kMistake;
  in.decision = &d;
  auto verdict_of = [&](const std::string& id) {
    for (const solver::Lesson& l : solver::sweep::sweep_turn_lessons(in)) {
      if (l.id == id) return l;
    }
    FAIL("no lesson " << id);
    return solver::Lesson{};
  };
  CHECK(verdict_of("SW-ST-2").verdict == LessonVerdict::kMistake);  // settled: a mistake
  d.settled = false;
  d.grade_low = solver::Grade::kExcellent;
  d.grade_high = solver::Grade::kBlunder;
  REQUIRE(solver::shown_verdict(d).certainty == solver::Certainty::kTooClose);
  const solver::Lesson l = verdict_of("SW-ST-2");
  CHECK(l.verdict == LessonVerdict::kNote);
  CHECK(has(l.text, "too close to call"));
}

TEST_CASE("a lesson beside a hint never advises another action: the rule did not fit, and why") {
  // RULES.md's SW-ST-5 example, but the values rate trailing 10H best (the hint's action).
  const SweepKnowledge k = know("TH 3C 8D", "6D QS");
  const auto vals = values_for(k, {{act("TH"), 2.0}, {act("3C"), 1.5}}, 0.0, 1.0);
  const auto l = judged(k, "SW-ST-5", act("TH"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  CHECK(has(l->text, "did not fit here: the values rate your play (trail 10\xE2\x99\xA5) best"));
  CHECK(l->advised.card == es::kNoCard);
  CHECK_FALSE(has(l->text, "Trail 3\xE2\x99\xA3"));
  // Clearly better: said with the reason when the rules' features tell it (the 3C trail leaves
  // a sweep for a nine here).
  const SweepKnowledge k2 = know("AC 3C", "6D", "9S 9H 2D 4S");
  const auto v2 = values_for(k2, {{act("AC"), 3.0}, {act("3C"), -6.0}}, 0.0, 0.3);
  for (const SweepLesson& x : judge_sweep_lessons(k2, sweep_lesson_triggers(k2), act("AC"), v2)) {
    CHECK(x.verdict != LessonVerdict::kMistake);
    CHECK((x.advised.card == es::kNoCard || x.advised == act("AC")));
  }
}

TEST_CASE("sweep lessons: on random positions, a hint's lessons never advise a worse action") {
  engine::Rng rng(77);
  std::vector<es::Action> legal;
  for (int i = 0; i < 200; ++i) {
    const es::SweepRules rules = *es::sweep_preset(i % 4 == 3 ? "tablanette_cp" : "sweep");
    const es::SweepDeal deal = es::deal_sweep(9100 + static_cast<std::uint64_t>(i), i % 2, rules);
    const int turns = static_cast<int>(rng.below(48));
    const es::SweepState s = sweep_test::advance(rules, deal, turns, rng);
    const SweepKnowledge k = solver::sweep::sweep_knowledge(rules, deal, s, s.mover);
    es::legal_actions(s, rules, legal);
    std::vector<SweepActionValue> vals;
    for (const es::Action& a : legal) {
      // Equivalent actions (the same kinds) share a value, as the search gives them.
      double m = static_cast<double>(rng.below(200)) / 10.0 - 10.0;
      for (const SweepActionValue& v : vals) {
        if (solver::sweep::equivalent_actions(rules, v.action, a)) m = v.margin;
      }
      vals.push_back({a, m, 0.5});
    }
    const SweepActionValue* best = &vals.front();
    for (const SweepActionValue& v : vals) {
      if (v.margin > best->margin) best = &v;
    }
    for (const SweepLesson& l :
         judge_sweep_lessons(k, sweep_lesson_triggers(k), best->action, vals)) {
      INFO("hand " << i << " " << l.id << ": " << l.text);
      CHECK(l.verdict != LessonVerdict::kMistake);
      if (l.advised.card != es::kNoCard) CHECK(value(vals, l.advised) >= best->margin - 1e-9);
    }
  }
}
