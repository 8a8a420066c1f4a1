// Sweep lessons (solver/sweep/lessons.h): each of SW-ST-1 to SW-ST-7 fires on the positions of
// RULES.md §6, stays silent on near misses, and is judged from given sampled values (praise when
// followed, a mistake only when the values agree the advice was worth something, a note
// otherwise).
#include <doctest/doctest.h>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "solver/sweep/lessons.h"
#include "sweep_lessons_util.h"
#include "sweep_worlds_util.h"

using namespace sweep_lessons_test;

TEST_CASE("SW-ST-1 take the sweep: fires with the largest bonus (SW-T2)") {
  const SweepKnowledge k = know("AS 2C", "4D 7C 3H 8S");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-1");
  REQUIRE(t);
  CHECK(t->ideal == act("AS", "4D 7C 3H 8S"));
  CHECK(t->recommended.size() == 1);
  CHECK(t->advice.find("A\xE2\x99\xA0 sweeps the table") != std::string::npos);
  CHECK(t->advice.find("bonus of 33") != std::string::npos);
  // Two sweeps: 7H (7 + 7 + 7 = 21) and KH (7 + 7 = 14: 14 + 14 = 28) -> the king.
  const auto t2 = sweep_lesson_triggers(know("7H KH", "7D 7C"));
  const SweepLessonTrigger* s = find(t2, "SW-ST-1");
  REQUIRE(s);
  CHECK(s->recommended.size() == 1);
  CHECK(s->ideal == act("KH", "7D 7C"));
}

TEST_CASE("SW-ST-1 near misses: a capture that leaves a card, a jack on the table") {
  // SW-T1: K takes K 2 5 7 but the 3 stays.
  CHECK_FALSE(find(sweep_lesson_triggers(know("KH", "KS 2D 5C 7H 3C")), "SW-ST-1"));
  // SW-T6: 5H takes 5C, the jack stays.
  CHECK_FALSE(find(sweep_lesson_triggers(know("5H 8D", "JD 5C")), "SW-ST-1"));
  // A jack takes the table but is no sweep (SW-14).
  CHECK_FALSE(find(sweep_lesson_triggers(know("JH 8D", "9D QC 2S")), "SW-ST-1"));
}

TEST_CASE("SW-ST-1 verdict: praise when swept, a mistake when the sweep was worth it") {
  const SweepKnowledge k = know("AS 2C", "4D 7C 3H 8S");
  const es::Action sweep = act("AS", "4D 7C 3H 8S");
  const auto vals = values_for(k, {{sweep, 30.0}}, 4.0, 0.5);
  auto l = judged(k, "SW-ST-1", sweep, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kPraise);
  l = judged(k, "SW-ST-1", act("2C"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  CHECK(l->text.find("cost about 26.0 points") != std::string::npos);
  CHECK(l->advised == sweep);
}

TEST_CASE("SW-ST-2 leave no sweep: the RULES.md example") {
  // Table 5C 9D, p holds 9S 2H, the other three fives unseen.
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-2");
  REQUIRE(t);
  CHECK(t->ideal == act("2H"));
  CHECK(recommends(*t, act("2H")));
  CHECK(recommends(*t, act("9S")));
  CHECK_FALSE(recommends(*t, act("9S", "9D")));
  CHECK(solver::sweep::leaves_threat(k, act("9S", "9D")));
  CHECK_FALSE(solver::sweep::leaves_threat(k, act("2H")));
}

TEST_CASE("SW-ST-2 near misses: every action or no action leaves a threat") {
  // Table 5C, p holds 3H 4D: 5 3 is a sweep for an eight, 5 4 for a nine.
  CHECK_FALSE(find(sweep_lesson_triggers(know("3H 4D", "5C")), "SW-ST-2"));
  // Only the two of clubs is unseen: nothing sweeps 5 9 or 5 3 or 9 (9S takes 9D, 5C left).
  CHECK_FALSE(find(sweep_lesson_triggers(know("9S 3H", "5C 9D", "2C")), "SW-ST-2"));
}

TEST_CASE("SW-ST-2 verdict: mistake names the threat, praise, and noise is a note") {
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  const es::Action take = act("9S", "9D");
  const es::Action trail = act("2H");
  // The values agree: trailing 2H is worth 4 points more.
  auto vals = values_for(k, {{take, -3.0}, {trail, 1.0}}, 0.5, 0.4);
  auto l = judged(k, "SW-ST-2", take, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  CHECK(l->text.find("Trail 2\xE2\x99\xA5") != std::string::npos);
  CHECK(l->text.find("9\xE2\x99\xA0 takes 9\xE2\x99\xA6 and leaves 5\xE2\x99\xA3 alone: any of the "
                     "three unseen fives sweeps it, for 10.") != std::string::npos);
  l = judged(k, "SW-ST-2", trail, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kPraise);
  // The same difference within noise: a note, not a mistake.
  vals = values_for(k, {{take, -3.0}, {trail, 1.0}}, 0.5, 3.0);
  l = judged(k, "SW-ST-2", take, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  // The values prefer the capture: a note, and the text does not advise the trail.
  vals = values_for(k, {{take, 3.0}, {trail, -1.0}}, -2.0, 0.2);
  l = judged(k, "SW-ST-2", take, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  CHECK(l->text.find("better choice") != std::string::npos);
  CHECK(l->advised.card == es::kNoCard);
  // Followed, but the values find the other way much better: a note naming it.
  l = judged(k, "SW-ST-2", trail, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  CHECK(l->text.find("did not fit") != std::string::npos);
}

TEST_CASE("SW-ST-3 the jack clears the table: play it on a full table, keep it on a thin one") {
  // RULES.md: table 9 Q 2 10D, p holds JC 4H 8S: four cards and two honours.
  const auto ts = sweep_lesson_triggers(know("JC 4H 8S", "9C QD 2S TD"));
  const SweepLessonTrigger* t = find(ts, "SW-ST-3");
  REQUIRE(t);
  CHECK(t->ideal == act("JC", "9C QD 2S TD"));
  CHECK(t->recommended.size() == 1);
  CHECK(t->advice.find("4 cards and 2 honours") != std::string::npos);
  // Table 7D 3C (2 cards, no honour) and trailing 8S leaves no threat: keep the jack.
  const auto t2 = sweep_lesson_triggers(know("JC 4H 8S", "7D 3C"));
  const SweepLessonTrigger* keep = find(t2, "SW-ST-3");
  REQUIRE(keep);
  CHECK(keep->advice.find("Keep J\xE2\x99\xA3") != std::string::npos);
  for (const es::Action& a : keep->recommended) CHECK_FALSE(es::is_jack(a.card));
  CHECK(keep->ideal == act("8S"));
  // Table 5C alone, but every other play leaves a sweep (5 3: eights; 5 4: nines).
  const auto t3 = sweep_lesson_triggers(know("JC 3H 4D", "5C"));
  const SweepLessonTrigger* forced = find(t3, "SW-ST-3");
  REQUIRE(forced);
  CHECK(forced->ideal == act("JC", "5C"));
  CHECK(forced->advice.find("every other play leaves the opponent a sweep") != std::string::npos);
}

TEST_CASE("SW-ST-3 near misses: no jack, an empty table, a sweep in hand") {
  CHECK_FALSE(find(sweep_lesson_triggers(know("4H 8S 2C", "9C QD 2S TD")), "SW-ST-3"));
  CHECK_FALSE(find(sweep_lesson_triggers(know("JC 4H", "")), "SW-ST-3"));
  CHECK_FALSE(find(sweep_lesson_triggers(know("JC 5H", "5D")), "SW-ST-3"));
}

TEST_CASE("SW-ST-3 verdict: keeping the jack on a full table is a mistake when it cost") {
  const SweepKnowledge k = know("JC 4H 8S", "9C QD 2S TD");
  const es::Action jack = act("JC", "9C QD 2S TD");
  const auto vals = values_for(k, {{jack, 5.0}}, -1.0, 0.5);
  auto l = judged(k, "SW-ST-3", act("4H"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  l = judged(k, "SW-ST-3", jack, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kPraise);
}

TEST_CASE("SW-ST-4 capture honours and many cards (SW-T1)") {
  const auto ts = sweep_lesson_triggers(know("KH 4C", "KS 2D 5C 7H 3C"));
  const SweepLessonTrigger* t = find(ts, "SW-ST-4");
  REQUIRE(t);
  CHECK(t->recommended.size() == 1);
  CHECK(t->ideal == act("KH", "KS 2D 5C 7H"));
  CHECK(t->advice.find("1 honour point and 4 cards") != std::string::npos);
  // An honour before cards: QH takes QS (one honour) rather than 6 4 3 (three cards).
  const auto t2 = sweep_lesson_triggers(know("QH", "QS 6D 4C 3C 2H"));
  const SweepLessonTrigger* h = find(t2, "SW-ST-4");
  REQUIRE(h);
  for (const es::Action& a : h->recommended) CHECK(es::has(a.take, card("QS")));
}

TEST_CASE("SW-ST-4 near misses: one capture, a jack play is no capture") {
  CHECK_FALSE(find(sweep_lesson_triggers(know("9S 2H", "5C 9D")), "SW-ST-4"));
  CHECK_FALSE(find(sweep_lesson_triggers(know("9S JH", "5C 9D")), "SW-ST-4"));
}

TEST_CASE("SW-ST-4 verdict: a small difference is a note") {
  const SweepKnowledge k = know("KH 4C", "KS 2D 5C 7H 3C");
  const es::Action most = act("KH", "KS 2D 5C 7H");
  const es::Action king = act("KH", "KS");
  const auto vals = values_for(k, {{most, 2.0}, {king, 1.5}}, 0.0, 0.1);
  auto l = judged(k, "SW-ST-4", king, vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  CHECK(l->text.find("little difference") != std::string::npos);
}

TEST_CASE("SW-ST-5 trail low and safe (the RULES.md example)") {
  // Table 6 Q, p holds TH 3C 8D and no capture: trail 3C, keep TH.
  const SweepKnowledge k = know("TH 3C 8D", "6D QS");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-5");
  REQUIRE(t);
  CHECK_FALSE(t->only_if_trailed);
  CHECK(t->ideal == act("3C"));
  CHECK(t->recommended.size() == 1);
  CHECK(t->advice.find("keep 10\xE2\x99\xA5, an honour") != std::string::npos);
  const auto vals = values_for(k, {{act("3C"), 1.0}, {act("TH"), -2.5}}, 0.0, 0.3);
  auto l = judged(k, "SW-ST-5", act("TH"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  l = judged(k, "SW-ST-5", act("3C"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kPraise);
}

TEST_CASE("SW-ST-5 near misses: a capture played, no safe low trail") {
  // Captures exist (9S takes 9D): the lesson only speaks about a turn that trailed.
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-5");
  REQUIRE(t);
  CHECK(t->only_if_trailed);
  const auto vals = values_for(k, {}, 0.0, 0.1);
  CHECK_FALSE(judged(k, "SW-ST-5", act("9S", "9D"), vals));
  CHECK(judged(k, "SW-ST-5", act("2H"), vals));
  // Only honours to trail: nothing to recommend.
  CHECK_FALSE(find(sweep_lesson_triggers(know("TH QD", "5C 2S")), "SW-ST-5"));
  // Every non-honour trail leaves a threat (5 3: eights; 5 4: nines).
  CHECK_FALSE(find(sweep_lesson_triggers(know("3H 4D", "5C")), "SW-ST-5"));
}

TEST_CASE("SW-ST-6 the last capture takes the table: keep the jack for the last turn") {
  // p is the dealer with JD 4C, the stock is empty and the opponent holds 9C 6D.
  const SweepKnowledge k = know("JD 4C", "7H 2S", "9C 6D", true, 1);
  REQUIRE(k.seat == 1);
  REQUIRE(k.visible.dealer == 1);
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-6");
  REQUIRE(t);
  CHECK(t->ideal == act("4C"));
  for (const es::Action& a : t->recommended) CHECK_FALSE(es::is_jack(a.card));
  CHECK(t->advice.find("Keep J\xE2\x99\xA6") != std::string::npos);
  CHECK(t->advice.find("As the dealer") != std::string::npos);
  // A matching card the opponent cannot take first is a keeper too: 7C for the 7H.
  const auto t2 = sweep_lesson_triggers(know("7C 4D", "7H", "9C 6D", true, 1));
  const SweepLessonTrigger* m = find(t2, "SW-ST-6");
  REQUIRE(m);
  for (const es::Action& a : m->recommended) CHECK(a.card != card("7C"));
  const auto vals = values_for(k, {{act("4C"), 6.0}, {act("JD", "7H 2S"), 2.0}}, 1.0, 0.0);
  auto l = judged(k, "SW-ST-6", act("JD", "7H 2S"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
}

TEST_CASE("SW-ST-6 near misses: stock not empty, four cards, no keeper, one card") {
  CHECK_FALSE(find(sweep_lesson_triggers(know("JD 4C", "7H 2S")), "SW-ST-6"));
  CHECK_FALSE(
      find(sweep_lesson_triggers(know("JD 4C 5C 8C", "7H 2S", "9C 6D 3H 3S", true, 1)), "SW-ST-6"));
  // 7C matches the 7H, but the opponent's 5D + 2S... here the opponent holds a seven.
  CHECK_FALSE(find(sweep_lesson_triggers(know("7C 4D", "7H", "7S 6D", true, 1)), "SW-ST-6"));
  // The opponent holds a jack: only a jack of our own is a keeper.
  CHECK_FALSE(find(sweep_lesson_triggers(know("7C 4D", "7H", "JS 6D", true, 1)), "SW-ST-6"));
  CHECK_FALSE(find(sweep_lesson_triggers(know("JD", "7H 2S", "9C", true, 1)), "SW-ST-6"));
}

TEST_CASE("SW-ST-7 count the cards: a note naming the opponent's hand in the last round") {
  // The dealer's first turn of the last deal: six cards in hand, the opponent has played one.
  const SweepKnowledge k = know("JD 4C 5C 8C 2D 3D", "7H 2S", "9C 6D 9H 6S KH", true, 1);
  const auto ts = sweep_lesson_triggers(k);
  const SweepLessonTrigger* t = find(ts, "SW-ST-7");
  REQUIRE(t);
  CHECK(t->note_only);
  CHECK(t->cards == mask("9C 6D 9H 6S KH"));
  CHECK(t->advice.find("holds exactly 6\xE2\x99\xA0 6\xE2\x99\xA6 9\xE2\x99\xA3") !=
        std::string::npos);
  CHECK(t->advice.find("you are the dealer and play the hand's last turn") != std::string::npos);
  const auto vals = values_for(k, {}, 0.0, 0.0);
  auto l = judged(k, "SW-ST-7", act("4C"), vals);
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  // Not while the stock holds cards.
  CHECK_FALSE(find(sweep_lesson_triggers(know("JD 4C", "7H 2S")), "SW-ST-7"));
}

TEST_CASE("sweep lessons: a missing value gives a note, equivalent actions share a value") {
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  auto l = judged(k, "SW-ST-2", act("9S", "9D"), {});
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  // 2H and a (hypothetical) 2D trail are the same kind: the value of one serves the other.
  CHECK(solver::sweep::equivalent_actions(k.rules, act("2H"), act("2D")));
  CHECK_FALSE(solver::sweep::equivalent_actions(k.rules, act("2H"), act("3D")));
}

TEST_CASE("sweep lessons: on random positions the advice is legal and equal values never blame") {
  // Positions of random hands under both presets: every recommended action is legal, the ideal
  // is among them, every text names something, and with every action valued alike no lesson is
  // a mistake (the verdict needs the values to agree that the advice was worth something).
  engine::Rng rng(2024);
  std::vector<es::Action> legal;
  int fired = 0;
  for (int i = 0; i < 300; ++i) {
    const es::SweepRules rules = *es::sweep_preset(i % 4 == 3 ? "tablanette_cp" : "sweep");
    const es::SweepDeal deal = es::deal_sweep(7000 + static_cast<std::uint64_t>(i), i % 2, rules);
    const int turns = static_cast<int>(rng.below(48));
    const es::SweepState s = sweep_test::advance(rules, deal, turns, rng);
    const SweepKnowledge k = solver::sweep::sweep_knowledge(rules, deal, s, s.mover);
    es::legal_actions(s, rules, legal);
    const auto ts = sweep_lesson_triggers(k);
    for (const SweepLessonTrigger& t : ts) {
      INFO("hand " << i << " turn " << int(s.turn) << " " << t.id);
      CHECK_FALSE(t.advice.empty());
      CHECK_FALSE(t.rule.empty());
      if (t.note_only) continue;
      REQUIRE_FALSE(t.recommended.empty());
      bool ideal_in = false;
      for (const es::Action& a : t.recommended) {
        CHECK_FALSE(es::check_action(s, rules, a).has_value());
        if (a == t.ideal) ideal_in = true;
      }
      CHECK(ideal_in);
      ++fired;
    }
    std::vector<SweepActionValue> flat;
    for (const es::Action& a : legal) flat.push_back({a, 3.0, 0.5});
    const es::Action played = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    for (const SweepLesson& l : judge_sweep_lessons(k, ts, played, flat)) {
      CHECK(l.verdict != LessonVerdict::kMistake);
      CHECK_FALSE(l.text.empty());
    }
  }
  CHECK(fired > 300);
}

TEST_CASE("sweep lessons verdict: the paired comparison and the worth threshold decide") {
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  const es::Action take = act("9S", "9D");
  const es::Action trail = act("2H");
  // Independent errors of 2 points each would call a 4-point gain noise; the paired difference
  // over the same worlds is tight, so it is a mistake.
  const auto vals = values_for(k, {{take, -3.0}, {trail, 1.0}}, 0.5, 2.0);
  const auto ts = sweep_lesson_triggers(k);
  auto find_l = [](const std::vector<SweepLesson>& ls) -> std::optional<SweepLesson> {
    for (const SweepLesson& l : ls) {
      if (l.id == "SW-ST-2") return l;
    }
    return std::nullopt;
  };
  auto l = find_l(judge_sweep_lessons(k, ts, take, vals));
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
  const solver::sweep::CompareActions paired = [&](const es::Action& a, const es::Action& b) {
    double ma = 0, mb = 0;
    for (const SweepActionValue& v : vals) {
      if (v.action == a) ma = v.margin;
      if (v.action == b) mb = v.margin;
    }
    return solver::sweep::ActionDifference{ma - mb, 0.3};
  };
  l = find_l(judge_sweep_lessons(k, ts, take, vals, paired));
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kMistake);
  // With a threshold of 5 points (say the analyzer's Inaccuracy edge) 4 points is no mistake.
  l = find_l(judge_sweep_lessons(k, ts, take, vals, paired, 5.0));
  REQUIRE(l);
  CHECK(l->verdict == LessonVerdict::kNote);
}

TEST_CASE("sweep lessons beside a hint call the hinted action the suggestion, not your play") {
  // The capture is valued above the trail that SW-ST-2 recommends: the lesson says the rule did
  // not fit. Judged as the player's move it says "your play"; judged as a hint's suggestion,
  // which nobody has played yet, "the suggestion".
  const SweepKnowledge k = know("9S 2H", "5C 9D");
  const es::Action take = act("9S", "9D");
  const auto vals = values_for(k, {{take, 1.0}, {act("2H"), -3.0}}, 0.5, 2.0);
  const auto ts = sweep_lesson_triggers(k);
  auto text_of = [&](bool suggested) {
    for (const SweepLesson& l : judge_sweep_lessons(
             k, ts, take, vals, {}, solver::sweep::kSweepLessonWorth, false, suggested)) {
      if (l.id == "SW-ST-2") return l.text;
    }
    return std::string();
  };
  const std::string played = text_of(false);
  const std::string hinted = text_of(true);
  INFO(played << " | " << hinted);
  CHECK(played.find("your play (") != std::string::npos);
  CHECK(hinted.find("the suggestion (") != std::string::npos);
  CHECK(hinted.find("your play") == std::string::npos);
  CHECK(hinted.find("Your play") == std::string::npos);
}

TEST_CASE("sweep lessons: a threat said with its groups and bonus") {
  // Trailing 4H onto 5C 9D with one nine unseen: 9 and 5 + 4 make two nines, bonus 9 x 3 = 27.
  const SweepKnowledge k = know("4H 8S", "5C 9D", "9S 2C 3D");
  CHECK(solver::sweep::leaves_threat_words(k, act("4H")) ==
        "leaves 4\xE2\x99\xA5 5\xE2\x99\xA3 9\xE2\x99\xA6: the unseen nine sweeps it, 9 and 5 + 4, "
        "for 27");
  // Two threatening ranks (2 2 2: a two, or a six as 2 + 2 + 2): named, without the split.
  const SweepKnowledge k2 = know("2H 8S", "2C 2D", "2S 6C 9S");
  CHECK(solver::sweep::leaves_threat_words(k2, act("2H")) ==
        "leaves 2\xE2\x99\xA3 2\xE2\x99\xA5 2\xE2\x99\xA6: the unseen two or the unseen six "
        "sweeps it");
  CHECK(solver::sweep::leaves_threat_words(k, act("8S")).empty());
}
