// What the GUI shows of an analysis (ui/analysis_view.h), fed with hand-made decisions so that
// each expectation follows from the numbers given here: the decision on the table, the move
// list, the evaluation graph (units converted to the declarer's side by the stakes shares of
// solver/analysis.h), key moments, lessons and accuracy, also while decisions are missing.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "solver/grades.h"
#include "ui/analysis_view.h"
#include "ui/hand_review.h"
#include "ui_test_util.h"

using solver::Grade;
using uitest::card;

namespace {

solver::Alternative alt(std::string_view c, double units, double points, std::optional<int> dd_u,
                        std::optional<int> dd_p, double loss) {
  solver::Alternative a;
  a.action.kind = solver::DecisionKind::kPlay;
  a.action.card = card(c);
  a.has_values = true;
  a.has_points = true;
  a.units = {units, 0.1};
  a.points = {points, 1.0};
  a.dd_units = dd_u;
  a.dd_points = dd_p;
  a.loss = loss;
  return a;
}

// A play decision: alternatives best first, the played one at `played`.
solver::DecisionAnalysis play(int index, int play_index, int mover,
                              std::vector<solver::Alternative> alts, int played, Grade grade) {
  solver::DecisionAnalysis d;
  d.index = index;
  d.kind = solver::DecisionKind::kPlay;
  d.mover = mover;
  d.play_index = play_index;
  d.trick = play_index / 5;
  d.alternatives = std::move(alts);
  d.best = 0;
  d.played_index = played;
  d.played = d.alternatives[static_cast<std::size_t>(played)].action;
  d.forced = d.alternatives.size() == 1;
  d.grade = grade;
  d.loss = d.alternatives[static_cast<std::size_t>(played)].loss;
  d.complete = true;
  d.worlds = d.forced ? 0 : 40;  // the analyzer samples no worlds for a forced card
  return d;
}

solver::Lesson lesson(std::string id, solver::LessonVerdict v, std::string text) {
  solver::Lesson l;
  l.id = std::move(id);
  l.title = "title " + l.id;
  l.verdict = v;
  l.text = std::move(text);
  return l;
}

// The example deal (ui_test_util.h): Ann (0) picks and calls the ace of spades, which Bob (1)
// holds. Plays: QC (Ann), QS (Bob), JC (Cy), QD (Dee), 8D (Eve), ...
struct Fixture {
  ui::ReplayDeal deal = uitest::example_deal();
  ui::HandAnalysisState state;
  Fixture() {
    REQUIRE(ui::sanitize_deal(deal).empty());
    state.set_running();
    std::vector<solver::DecisionRef> refs;
    solver::DecisionRef pick;
    pick.index = 0;
    pick.kind = solver::DecisionKind::kPick;
    pick.mover = 0;
    pick.played.kind = solver::DecisionKind::kPick;
    pick.played.take = true;
    refs.push_back(pick);
    for (int i = 0; i < static_cast<int>(deal.plays.size()); ++i) {
      solver::DecisionRef r;
      r.index = i + 1;
      r.kind = solver::DecisionKind::kPlay;
      r.play_index = i;
      r.played.card = deal.plays[static_cast<std::size_t>(i)];
      refs.push_back(r);
    }
    state.set_refs(refs);
  }
};

}  // namespace

TEST_CASE("The decision on the table: values per legal card, best and played marked, grade") {
  Fixture f;
  // Bob (seat 1) plays QS at play 1; QS was a mistake, TD the best card.
  auto d = play(2, 1, 1,
                {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6),
                 alt("AS", -0.1, 55, -1, 50, 0.9)},
                1, Grade::kMistake);
  d.lessons.push_back(lesson("ST-1", solver::LessonVerdict::kMistake, "Schmier the ten."));
  d.dd_loss = 0.5;
  f.state.add(d, 1, 31);

  const auto v = ui::decision_view(f.deal, f.state, 1);
  REQUIRE(v.analysed);
  CHECK(v.mover == 1);
  CHECK(v.played == card("QS"));
  CHECK(v.best == card("TD"));
  CHECK(v.grade == Grade::kMistake);
  CHECK(v.loss == doctest::Approx(0.6));
  CHECK(v.dd_loss == doctest::Approx(0.5));
  REQUIRE(v.cards.size() == 3);
  const auto* td = ui::find_card(v, card("TD"));
  const auto* qs = ui::find_card(v, card("QS"));
  REQUIRE(td);
  REQUIRE(qs);
  CHECK(td->best);
  CHECK_FALSE(td->played);
  CHECK(qs->played);
  CHECK_FALSE(qs->best);
  CHECK(td->dd_points == 75);
  CHECK(qs->units == doctest::Approx(0.4));
  CHECK(ui::find_card(v, card("KC")) == nullptr);
  CHECK(v.lessons.size() == 1);
  CHECK(v.summary ==
        "Bob played Q\xE2\x99\xA0 (mistake, costs 0.60 stakes); best was 10\xE2\x99\xA6");

  // Another step: no analysis there yet, and the analysis still runs.
  const auto other = ui::decision_view(f.deal, f.state, 2);
  CHECK_FALSE(other.analysed);
  CHECK(other.pending);
  // The end of the hand has no decision.
  CHECK_FALSE(ui::decision_view(f.deal, f.state, 30).analysed);
  CHECK_FALSE(ui::decision_view(f.deal, f.state, 30).pending);
  f.state.set_cancelled();
  CHECK_FALSE(ui::decision_view(f.deal, f.state, 2).pending);
}

// Issue 19: a card's badge shows one number, its loss in stakes against the best ("0" for the
// best group: the best card and every card within noise of it), coloured by the grade band of
// that loss (solver/grades.h), the played card by its own grade; nothing without values.
TEST_CASE("Badges: one number, the loss in stakes, in the band of its grade") {
  Fixture f;
  auto d = play(2, 1, 1,
                {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6),
                 alt("AS", -0.1, 55, -1, 50, 1.3), alt("KS", 1.19, 69, 1, 64, 0.01),
                 alt("9S", 0.9, 66, 1, 64, 0.15), alt("JS", 1.17, 69, 1, 64, 0.03)},
                1, Grade::kMistake);
  d.alternatives[1].loss_se = 0.05;
  // 0.15 is within 2 standard errors, but a tie is Best only while its noise is small
  // (solver/grades.h): 9S keeps its loss. 0.03 +- 0.02 is a tie: JS is in the best group.
  d.alternatives[4].loss_se = 0.2;
  d.alternatives[5].loss_se = 0.02;
  d.alternatives.push_back(alt("7S", 0, 0, 0, 0, 0));
  d.alternatives.back().has_values = false;
  f.state.add(d, 1, 31);
  const auto v = ui::decision_view(f.deal, f.state, 1);
  auto of = [&](const char* c) {
    const auto* cv = ui::find_card(v, card(c));
    REQUIRE(cv);
    return *cv;
  };
  CHECK(ui::loss_text(of("TD")) == "0");
  CHECK(of("TD").grade == Grade::kBest);
  CHECK(ui::loss_text(of("QS")) == "0.60");
  CHECK(of("QS").grade == Grade::kMistake);  // the played card: its own grade
  CHECK(ui::loss_text_se(of("QS")) ==
        "0.60 \xC2\xB1 "
        "0.05");
  CHECK(ui::loss_text(of("AS")) == "1.30");
  CHECK(of("AS").grade == Grade::kBlunder);
  CHECK(ui::loss_text(of("KS")) == "0");  // within the noise floor
  CHECK(of("KS").grade == Grade::kBest);
  CHECK(ui::loss_text(of("9S")) == "0.15");
  CHECK(of("9S").grade == solver::grade_for(0.15, 0.2, false));
  CHECK(of("9S").grade != Grade::kBest);
  CHECK(ui::loss_text(of("JS")) == "0");
  CHECK(of("JS").grade == Grade::kBest);
  CHECK(ui::loss_text(of("7S")).empty());  // not valued: nothing shown
  CHECK(of("7S").grade == Grade::kNotGraded);
  // Every shown number agrees with its colour: the band of grade_for on the same loss.
  for (const ui::CardValue& cv : v.cards) {
    if (!cv.has_values || cv.played) continue;
    CHECK(cv.grade == (cv.best ? Grade::kBest : solver::grade_for(cv.loss, cv.loss_se, false)));
  }
}

TEST_CASE("A card graded best within the noise is not called a loss") {
  Fixture f;
  f.state.add(play(2, 1, 1, {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 1.19, 69, 1, 64, 0.01)}, 1,
                   Grade::kBest),
              1, 31);
  const auto v = ui::decision_view(f.deal, f.state, 1);
  CHECK(v.summary == "Bob played Q\xE2\x99\xA0 (best, as good as 10\xE2\x99\xA6)");
}

TEST_CASE("An auction decision shows its choices: a bury with a better one") {
  Fixture f;
  solver::DecisionAnalysis d;
  d.index = 2;
  d.kind = solver::DecisionKind::kBury;
  d.mover = 0;
  auto bury = [](std::string_view cards, double units, double loss) {
    solver::Alternative a;
    a.action.kind = solver::DecisionKind::kBury;
    a.action.bury = uitest::mask(cards);
    a.units = {units, 0.2};
    a.points = {60, 2};
    a.loss = loss;
    return a;
  };
  d.alternatives = {bury("7D TH", 1.5, 0), bury("KH 9S", 1.0, 0.3)};
  d.best = 0;
  d.played_index = 1;
  d.played = d.alternatives[1].action;
  d.grade = Grade::kInaccuracy;
  d.loss = 0.3;
  d.complete = true;
  d.worlds = 24;
  const auto v = ui::decision_view_of(f.deal, d);
  CHECK(v.analysed);
  CHECK_FALSE(v.play);
  REQUIRE(v.cards.size() == 2);
  CHECK(v.cards[0].card == engine::kNoCard);
  CHECK(v.cards[0].action == "bury 10\xE2\x99\xA5 7\xE2\x99\xA6");  // in card order
  CHECK(v.cards[0].best);
  CHECK(v.cards[1].played);
  CHECK(v.summary ==
        "Ann: bury 9\xE2\x99\xA0 K\xE2\x99\xA5 (inaccuracy, costs 0.30 stakes); best was bury "
        "10\xE2\x99\xA5 7\xE2\x99\xA6");
}

TEST_CASE("A forced card says so and names no better card") {
  Fixture f;
  f.state.add(play(30, 29, 4, {alt("7S", 1, 40, 1, 40, 0)}, 0, Grade::kForced), 30, 31);
  const auto v = ui::decision_view(f.deal, f.state, 29);
  REQUIRE(v.analysed);
  CHECK(v.forced);
  CHECK(v.summary.find("forced") != std::string::npos);
  CHECK(v.summary.find("best was") == std::string::npos);
}

TEST_CASE("Move list: the auction first, then every play; grades where they have arrived") {
  Fixture f;
  f.state.add(play(2, 1, 1, {alt("TD", 1, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6)}, 1,
                   Grade::kMistake),
              1, 31);
  const auto rows = ui::move_rows(f.deal, f.state, 1);
  REQUIRE(rows.size() == 31);
  CHECK(rows[0].play_index == -1);
  CHECK(rows[0].action == "pick");
  CHECK(rows[0].jump_step == 0);
  CHECK_FALSE(rows[0].analysed);
  const auto& qs = rows[2];
  CHECK(qs.play_index == 1);
  CHECK(qs.card == card("QS"));
  CHECK(qs.mover == 1);
  CHECK(qs.trick == 1);
  CHECK(qs.analysed);
  CHECK(qs.grade == Grade::kMistake);
  CHECK(qs.current);
  CHECK(qs.jump_step == 1);
  CHECK(rows[1].mover == 0);
  CHECK_FALSE(rows[1].analysed);
  CHECK_FALSE(rows[1].current);
  CHECK(rows[6].trick == 2);
  CHECK(rows[6].mover == 0);  // QC (Ann) won trick 1, so Ann leads trick 2
  int current = 0;
  for (const auto& r : rows) current += r.current;
  CHECK(current == 1);
  // Without any analysis the plays are still listed.
  ui::HandAnalysisState none;
  CHECK(ui::move_rows(f.deal, none, 0).size() == 30);
}

TEST_CASE("Evaluation: points and units of the declarer's side from each mover's values") {
  Fixture f;
  REQUIRE(ui::declarer_side(f.deal) == (engine::bit(0) | engine::bit(1)));
  // Play 0, Ann (picker, share 2): best 1.0 units / 66 points; she played it.
  f.state.add(play(1, 0, 0, {alt("QC", 1.0, 66, 2, 70, 0), alt("JS", 0.5, 60, 0, 58, 0.25)}, 0,
                   Grade::kBest),
              1, 31);
  // Play 1, Bob (partner, share 1): played 0.4 units, 62 points.
  f.state.add(play(2, 1, 1, {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6)}, 1,
                   Grade::kMistake),
              2, 31);
  // Play 2, Cy (defender, share 1): played -0.3 units, 50 of his side's points.
  f.state.add(play(3, 2, 2, {alt("JC", -0.3, 50, -1, 48, 0), alt("8H", -0.6, 44, -1, 40, 0.3)}, 0,
                   Grade::kBest),
              3, 31);
  // Play 3, Dee: forced, so no sampled value; the double-dummy value still shows.
  f.state.add(play(4, 3, 3, {alt("QD", 0, 0, -1, 47, 0)}, 0, Grade::kForced), 4, 31);

  const auto pts = ui::eval_series(f.deal, f.state, ui::EvalMode::kPoints);
  REQUIRE(pts.available);
  REQUIRE(pts.sampled.size() == 31);
  CHECK(pts.sampled[0] == doctest::Approx(66));  // Ann's best before the first card
  CHECK(pts.dd[0] == doctest::Approx(70));       // the best double-dummy value of her cards
  CHECK(pts.sampled[1] == doctest::Approx(66));
  CHECK(pts.sampled[2] == doctest::Approx(62));
  CHECK(pts.dd[2] == doctest::Approx(64));
  CHECK(pts.sampled[3] == doctest::Approx(120 - 50));  // a defender's side: the rest
  CHECK(pts.dd[3] == doctest::Approx(120 - 48));
  CHECK_FALSE(pts.sampled[4]);
  CHECK(pts.dd[4] == doctest::Approx(120 - 47));
  CHECK_FALSE(pts.sampled[5]);
  CHECK(pts.line == 61);
  CHECK(pts.low == 0);
  CHECK(pts.high == 120);
  CHECK(pts.label.find("Ann") == 0);

  const auto units = ui::eval_series(f.deal, f.state, ui::EvalMode::kUnits);
  REQUIRE(units.available);
  CHECK(units.sampled[1] == doctest::Approx(1.0));      // the picker's own units
  CHECK(units.sampled[2] == doctest::Approx(0.4 * 2));  // partner: one stake = 2 picker units
  CHECK(units.dd[2] == doctest::Approx(2));
  CHECK(units.sampled[3] == doctest::Approx(0.3 * 2));  // a defender's -0.3 is the picker's +0.6
  CHECK(units.line == 0);
  // The axis fits the data (issue 41): at least one stake (2 picker units) either side of zero,
  // every value inside with a margin, not a fixed range of three stakes.
  CHECK(units.low <= -2);
  CHECK(units.high >= 2);
  CHECK(units.low > -6);
  CHECK(units.high < 6);
  for (const auto& v : units.dd) {
    if (v) CHECK((*v > units.low && *v < units.high));
  }

  const auto keys = ui::key_moments(f.state);
  REQUIRE(keys.size() == 1);
  CHECK(keys[0].play_index == 1);
  CHECK(keys[0].mover == 1);
  CHECK(keys[0].grade == Grade::kMistake);
}

TEST_CASE("Evaluation: a leaster has no declarer's side, an unanalysed hand no graph") {
  Fixture f;
  CHECK_FALSE(ui::eval_series(f.deal, ui::HandAnalysisState{}, ui::EvalMode::kPoints).available);
  ui::HandAnalysisState unavailable;
  unavailable.set_unavailable("Schafkopf analysis is not implemented yet");
  const auto e = ui::eval_series(f.deal, unavailable, ui::EvalMode::kPoints);
  CHECK_FALSE(e.available);
  CHECK(e.why == "No analysis: Schafkopf analysis is not implemented yet.");
  auto leaster = f.deal;
  leaster.picker = -1;
  leaster.leaster = true;
  CHECK(ui::declarer_side(leaster) == 0);
  // Without sides the graph has one line per player (issue 20), not an empty box.
  const auto l = ui::eval_series(leaster, f.state, ui::EvalMode::kPoints);
  CHECK(l.available);
  CHECK(l.per_player);
  CHECK_FALSE(l.has_line);
  CHECK(l.players.size() == 5);
}

TEST_CASE("Graph: no gap at a forced card, one line per player in a leaster, auction moments") {
  Fixture f;
  // Play 0, Ann: 70 double dummy. Play 1, Bob (forced, no double-dummy value given): the value
  // stays. Play 2, Cy: his side 48, the declarer's 72.
  f.state.add(play(1, 0, 0, {alt("QC", 1.0, 66, 2, 70, 0), alt("JS", 0.5, 60, 0, 58, 0.25)}, 0,
                   Grade::kBest),
              1, 31);
  f.state.add(play(2, 1, 1, {alt("QS", 0, 0, std::nullopt, std::nullopt, 0)}, 0, Grade::kForced), 2,
              31);
  f.state.add(play(3, 2, 2, {alt("JC", -0.3, 50, -1, 48, 0), alt("8H", -0.6, 44, -1, 40, 0.3)}, 1,
                   Grade::kMistake),
              3, 31);
  const auto pts = ui::eval_series(f.deal, f.state, ui::EvalMode::kPoints);
  CHECK_FALSE(pts.per_player);
  CHECK(pts.dd[1] == doctest::Approx(70));
  REQUIRE(pts.dd[2]);
  CHECK(*pts.dd[2] == doctest::Approx(70));  // forced: the value before it
  CHECK_FALSE(pts.sampled[2]);               // ... but no estimate of the mover's own
  CHECK(pts.dd[3] == doctest::Approx(120 - 40));
  CHECK_FALSE(pts.dd[4]);  // not analysed yet: a gap, not an invented value

  // The same values in a leaster: each player's own points, held until his next card.
  auto leaster = f.deal;
  leaster.picker = -1;
  leaster.leaster = true;
  const auto l = ui::eval_series(leaster, f.state, ui::EvalMode::kPoints);
  REQUIRE(l.per_player);
  const auto& ann = l.players[0].values;
  const auto& cy = l.players[2].values;
  REQUIRE(ann[0]);
  CHECK(*ann[0] == doctest::Approx(70));  // from the start up to her card
  CHECK(*ann[1] == doctest::Approx(70));
  REQUIRE(ann[20]);
  CHECK(*ann[20] == doctest::Approx(70));  // held until her next card (not analysed here)
  REQUIRE(cy[3]);
  CHECK(*cy[3] == doctest::Approx(40));           // his own points, not converted to a side
  CHECK(l.players[1].values[5] == std::nullopt);  // Bob's forced card has no value

  // An auction mistake is a key moment too, before the card play's.
  solver::DecisionAnalysis pick;
  pick.index = 0;
  pick.kind = solver::DecisionKind::kPick;
  pick.mover = 0;
  pick.played.kind = solver::DecisionKind::kPick;
  pick.played.take = true;
  pick.grade = Grade::kBlunder;
  pick.loss = 1.5;
  pick.complete = true;
  f.state.add(pick, 4, 31);
  const auto keys = ui::key_moments(f.state);
  REQUIRE(keys.size() == 2);
  CHECK(keys[0].play_index == -1);
  CHECK(keys[0].grade == Grade::kBlunder);
  CHECK(keys[1].play_index == 2);
  REQUIRE(ui::auction_decisions(f.state).size() == 1);
}

TEST_CASE("An alone picker's side is the picker only, with all four stakes") {
  Fixture f;
  auto alone = f.deal;
  alone.rules.called = engine::kNoCard;
  alone.rules.partner_card = engine::kNoCard;  // as the engine sets up an ALONE call
  CHECK(ui::declarer_side(alone) == engine::bit(0));
  f.state.add(play(3, 2, 2, {alt("JC", -0.5, 50, -1, 48, 0), alt("8H", -1, 40, -1, 40, 0.5)}, 0,
                   Grade::kBest),
              1, 31);
  const auto units = ui::eval_series(alone, f.state, ui::EvalMode::kUnits);
  CHECK(units.sampled[3] == doctest::Approx(0.5 * 4));
}

TEST_CASE("Lessons of the hand, mistakes first; accuracy per player") {
  Fixture f;
  auto a = play(1, 0, 0, {alt("QC", 1.0, 66, 2, 70, 0), alt("JS", 0.5, 60, 0, 58, 0.25)}, 0,
                Grade::kBest);
  a.lessons.push_back(lesson("ST-2", solver::LessonVerdict::kPraise, "Good lead."));
  auto b = play(2, 1, 1, {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6)}, 1,
                Grade::kMistake);
  b.lessons.push_back(lesson("ST-1", solver::LessonVerdict::kMistake, "Schmier."));
  auto c = play(3, 2, 2, {alt("JC", -0.3, 50, -1, 48, 0)}, 0, Grade::kForced);
  auto d = play(6, 5, 0, {alt("AD", 1.0, 66, 2, 70, 0), alt("7S", 0.5, 60, 0, 58, 0.25)}, 1,
                Grade::kGood);
  for (auto* x : {&a, &b, &c, &d}) f.state.add(*x, 0, 31);

  const auto in_order = ui::hand_lessons(f.state, false);
  REQUIRE(in_order.size() == 2);
  CHECK(in_order[0].lesson->id == "ST-2");
  CHECK(in_order[1].lesson->id == "ST-1");
  CHECK(in_order[1].jump_step == 1);
  CHECK(in_order[1].mover == 1);
  const auto first = ui::hand_lessons(f.state, true);
  CHECK(first[0].lesson->id == "ST-1");

  const auto acc = ui::accuracy_rows(f.deal, f.state);
  REQUIRE(acc.size() == 5);
  CHECK(acc[0].decisions == 2);  // best + good
  CHECK(acc[0].accuracy == doctest::Approx((100.0 + 100.0 * std::exp(-0.25)) / 2));
  CHECK(acc[1].decisions == 1);
  CHECK(acc[1].accuracy == doctest::Approx(100.0 * std::exp(-0.6)));
  CHECK(acc[1].grade_counts[static_cast<std::size_t>(Grade::kMistake)] == 1);
  CHECK(acc[2].decisions == 0);  // forced only
  CHECK(acc[2].accuracy == 100);
  CHECK(acc[3].decisions == 0);

  // Once the analyzer returns, its own figures win.
  solver::HandAnalysis hand;
  hand.complete = true;
  hand.num_players = 5;
  hand.accuracy[3].decisions = 4;
  hand.accuracy[3].accuracy = 87.5;
  f.state.finish(hand, false);
  CHECK(f.state.status() == ui::AnalysisStatus::kDone);
  CHECK(ui::accuracy_rows(f.deal, f.state)[3].accuracy == 87.5);
  CHECK(f.state.decisions().size() == 4);  // what had arrived is kept
}

TEST_CASE("A failed analysis says why; a cancelled one keeps what it found") {
  Fixture f;
  solver::HandAnalysis failed;
  failed.error = "the hand was thrown in";
  f.state.finish(failed, false);
  CHECK(f.state.status() == ui::AnalysisStatus::kUnavailable);
  CHECK(f.state.message() == "the hand was thrown in");

  Fixture g;
  g.state.add(play(1, 0, 0, {alt("QC", 1.0, 66, 2, 70, 0)}, 0, Grade::kForced), 1, 31);
  solver::HandAnalysis partial;
  partial.complete = false;
  g.state.finish(partial, true);
  CHECK(g.state.status() == ui::AnalysisStatus::kCancelled);
  CHECK(g.state.done() == 1);
  CHECK(g.state.play_decision(0) != nullptr);
}

TEST_CASE("Grade marks and labels are distinct") {
  std::set<std::string_view> marks;
  std::set<std::string_view> labels;
  for (int g = 0; g <= static_cast<int>(Grade::kNotGraded); ++g) {
    marks.insert(ui::grade_mark(static_cast<Grade>(g)));
    labels.insert(ui::grade_label(static_cast<Grade>(g)));
  }
  CHECK(marks.size() == 8);
  CHECK(labels.size() == 8);
  CHECK(ui::is_key_grade(Grade::kBlunder));
  CHECK(ui::is_key_grade(Grade::kMistake));
  CHECK_FALSE(ui::is_key_grade(Grade::kInaccuracy));
}

TEST_CASE(
    "Graph: the win chance of the declarer's side with its band, and the double-dummy swings") {
  Fixture f;
  // Play 0, Ann (picker): the picker's side 0.7 ± 0.05 (the partner Bob too, the defenders 0.3).
  auto a = play(1, 0, 0, {alt("QC", 1.0, 66, 2, 70, 0), alt("JS", 0.5, 60, 0, 58, 0.25)}, 0,
                Grade::kBest);
  a.win_chance = {0.7, 0.7, 0.3, 0.3, 0.3};
  a.win_chance_se = {0.05, 0.05, 0.05, 0.05, 0.05};
  f.state.add(a, 1, 31);
  // Play 1, Bob (partner) plays QS: double dummy his side drops from +2 to +1 of his units
  // (share 1 each; the picker's share is 2): a swing against the side.
  auto b = play(2, 1, 1, {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6)}, 1,
                Grade::kMistake);
  b.win_chance = {0.6, 0.6, 0.4, 0.4, 0.4};
  b.win_chance_se = {0.1, 0.1, 0.1, 0.1, 0.1};
  f.state.add(b, 2, 31);
  // Play 2, Cy (defender) plays 8H: his side -1 instead of 0 double dummy: good for Ann's side.
  auto c = play(3, 2, 2, {alt("JC", -0.3, 50, 0, 48, 0), alt("8H", -0.6, 44, -1, 40, 0.3)}, 1,
                Grade::kMistake);
  f.state.add(c, 3, 31);  // no win chance of its own: the line holds Bob's
  const auto e = ui::eval_series(f.deal, f.state, ui::EvalMode::kChance);
  REQUIRE(e.available);
  CHECK(e.chance);
  CHECK_FALSE(e.per_player);
  CHECK(e.low == 0);
  CHECK(e.high == 100);
  CHECK(e.line == 50);
  CHECK(e.label.find("Ann") == 0);
  REQUIRE(e.dd[0]);
  CHECK(*e.dd[0] == doctest::Approx(70));
  CHECK(*e.band_low[0] == doctest::Approx(65));
  CHECK(*e.band_high[0] == doctest::Approx(75));
  CHECK(*e.dd[1] == doctest::Approx(60));
  CHECK(*e.band_high[1] == doctest::Approx(70));
  REQUIRE(e.dd[2]);
  CHECK(*e.dd[2] == doctest::Approx(60));  // Cy's decision has none: the value before it holds
  CHECK_FALSE(e.dd[3]);                    // not analysed: a gap
  REQUIRE(e.swings.size() == 2);
  CHECK(e.swings[0].play_index == 1);
  CHECK(e.swings[0].mover == 1);
  CHECK(e.swings[0].before == doctest::Approx(4));  // the partner's 2 units are 4 of the picker's
  CHECK(e.swings[0].after == doctest::Approx(2));
  CHECK_FALSE(e.swings[0].for_side);
  CHECK(e.swings[1].play_index == 2);
  CHECK(e.swings[1].before == doctest::Approx(0));
  CHECK(e.swings[1].after == doctest::Approx(2));  // a defender's -1 is the picker's +2
  CHECK(e.swings[1].for_side);
  // The same swings in every mode; a leaster's chance is one line per player.
  CHECK(ui::eval_series(f.deal, f.state, ui::EvalMode::kPoints).swings.size() == 2);
  auto leaster = f.deal;
  leaster.picker = -1;
  leaster.leaster = true;
  const auto l = ui::eval_series(leaster, f.state, ui::EvalMode::kChance);
  REQUIRE(l.per_player);
  // Each player's own chance at his own decisions, held until his next: Bob's 0.6 from the
  // start, Ann's 0.7; Cy's decision has none, so his line is empty.
  REQUIRE(l.players[1].values[0]);
  CHECK(*l.players[1].values[0] == doctest::Approx(60));
  CHECK(*l.players[1].values[2] == doctest::Approx(60));
  CHECK_FALSE(l.players[1].values[3]);
  CHECK(*l.players[0].values[1] == doctest::Approx(70));
  CHECK_FALSE(l.players[2].values[1]);
  CHECK(l.swings[0].before == doctest::Approx(2));  // without sides: the mover's own units
}

TEST_CASE("Key moments: a close verdict counts in its worse band, a too-close one in none") {
  Fixture f;
  // Close between inaccuracy and mistake: shown as a mistake, so a key moment (issue 42: "No
  // mistakes" while the list showed one).
  auto close = play(1, 0, 0, {alt("QC", 1.0, 66, 2, 70, 0), alt("JS", 0.5, 60, 0, 58, 0.5)}, 1,
                    Grade::kInaccuracy);
  close.settled = false;
  close.grade_low = Grade::kInaccuracy;
  close.grade_high = Grade::kMistake;
  f.state.add(close, 1, 31);
  // Too close to call, excellent to blunder: neutral, no key moment.
  auto wide = play(2, 1, 1, {alt("TD", 1.2, 70, 2, 75, 0), alt("QS", 0.4, 62, 1, 64, 0.6)}, 1,
                   Grade::kMistake);
  wide.settled = false;
  wide.grade_low = Grade::kExcellent;
  wide.grade_high = Grade::kBlunder;
  f.state.add(wide, 2, 31);
  const auto keys = ui::key_moments(f.state);
  REQUIRE(keys.size() == 1);
  CHECK(keys[0].play_index == 0);
  const auto review = ui::review_moments(f.deal, f.state);
  REQUIRE(review.size() == 1);
  CHECK(review[0].play_index == 0);
}
