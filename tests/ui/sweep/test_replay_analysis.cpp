// The Sweep board with its analysis (ui/sweep/analysis.h), headless: the solver's real analysis
// of the last round of a sample (quick: one world per turn once the stock is empty) fed into the
// hall's HandAnalysisState as the runner would, then what the board shows after N turns (every
// legal action valued, the best marked, the played one flagged, the cards each action takes),
// the move list's grades, the graph's points and the accuracy; the order the runner analyses
// turns in (from the turn on screen); and the located errors of a bad Sweep log.
#include <doctest/doctest.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/sweep/analysis.h"
#include "solver/verdict.h"
#include "ui/analysis_runner.h"
#include "ui/log_source.h"
#include "ui/sweep/analysis.h"
#include "ui/sweep/replay.h"

namespace {

namespace fs = std::filesystem;
namespace sw = engine::sweep;

fs::path sample(const std::string& file) {
  return fs::path(SCHMIER_SOURCE_DIR) / "samples" / file;
}

std::shared_ptr<const ui::SweepReplay> replay(const std::string& file) {
  ui::LoadedDeal loaded = ui::load_replay_file(sample(file).string());
  for (const std::string& e : loaded.errors) FAIL_CHECK(file, ": ", e);
  REQUIRE(loaded.sweep);
  return loaded.sweep;
}

// The turns from `first` (0-based) to the end analysed by the solver, as the runner hands them
// to the state.
ui::HandAnalysisState analysed_from(const ui::SweepReplay& r, int first) {
  solver::AnalysisOptions o;
  o.threads = 1;
  o.samples = 8;
  solver::Analyzer analyzer(o);
  std::string error;
  REQUIRE(r.log());
  std::vector<solver::DecisionRef> refs = analyzer.decisions(*r.log(), &error);
  REQUIRE_MESSAGE(static_cast<int>(refs.size()) == r.turns(), error);
  ui::HandAnalysisState state;
  state.set_running();
  state.set_refs(refs);
  int done = 0;
  for (int i = first; i < r.turns(); ++i) {
    state.add(analyzer.analyze_decision(*r.log(), i), ++done, r.turns());
  }
  return state;
}

}  // namespace

TEST_CASE("Sweep board analysis: each turn of the last round lists every legal action valued") {
  const auto r = replay("sweep-multi-group.json");
  const int first = 36;  // the fourth round: the stock is empty
  const ui::HandAnalysisState state = analysed_from(*r, first);
  for (int step = first; step < r->turns(); ++step) {
    INFO("step ", step);
    const ui::SweepTurnView v = ui::sweep_turn_view(*r, state, step);
    const ui::SweepMove& m = r->moves()[static_cast<std::size_t>(step)];
    REQUIRE(v.exists);
    REQUIRE(v.analysed);
    CHECK(v.turn == m.turn);
    CHECK(v.mover == m.seat);
    // Every legal action of the position, once each.
    std::vector<sw::Action> legal;
    sw::legal_actions(r->state(step), r->rules(), legal);
    CHECK(v.actions.size() == legal.size());
    for (const sw::Action& a : legal) CHECK(ui::find_action(v, a) != nullptr);
    int played = 0, best = 0;
    for (const ui::SweepActionValue& av : v.actions) {
      CHECK(ui::SweepReplay::outline(av.action) == av.action.take);
      CHECK((av.action.take & ~r->state(step).table) == 0);
      CHECK(!av.words.empty());
      if (av.played) {
        ++played;
        CHECK(av.action == m.action);
        CHECK(av.words == m.words);  // the played one in the move list's own words
      }
      if (av.best) ++best;
      CHECK(av.loss >= 0);
      // The last round is solved in the one actual world: sampled equals double dummy.
      if (av.has_values) {
        REQUIRE(av.dd_margin.has_value());
        CHECK(av.margin == doctest::Approx(*av.dd_margin));
        CHECK(av.margin_se == 0);
      }
    }
    CHECK(played == 1);
    if (v.forced) {
      CHECK(v.grade == solver::Grade::kForced);
      CHECK(best == 0);
    } else {
      CHECK(best == 1);
      // The best first, the losses in points: the margin given up against the best.
      CHECK(v.actions.front().best);
      for (const ui::SweepActionValue& av : v.actions) {
        CHECK(av.margin <= v.actions.front().margin + 1e-9);
        CHECK(av.loss == doctest::Approx(v.actions.front().margin - av.margin));
      }
      CHECK(v.summary.find(m.words) != std::string::npos);
    }
  }
  // At the end of the hand there is no turn to show.
  CHECK_FALSE(ui::sweep_turn_view(*r, state, r->turns()).exists);
}

TEST_CASE("Sweep board analysis: a turn not analysed lists its actions without values") {
  const auto r = replay("sweep-multi-group.json");
  ui::HandAnalysisState state;
  state.set_running();
  const ui::SweepTurnView v = ui::sweep_turn_view(*r, state, 0);
  CHECK(v.exists);
  CHECK_FALSE(v.analysed);
  CHECK(v.pending);
  CHECK(v.actions.size() > 1);
  int played = 0;
  for (const ui::SweepActionValue& av : v.actions) {
    CHECK_FALSE(av.has_values);
    played += av.played ? 1 : 0;
  }
  CHECK(played == 1);
  // The sample's first turn: Q♠ takes four cards; its words and outline.
  const ui::SweepActionValue* q = ui::find_action(v, r->moves()[0].action);
  REQUIRE(q);
  CHECK(q->words == r->moves()[0].words);
  CHECK(sw::count(ui::SweepReplay::outline(q->action)) == 4);
}

TEST_CASE("Sweep board: hovering an action outlines the cards it takes and frames its card") {
  const auto r = replay("sweep-multi-group.json");
  ui::SweepBoard board(r, "test", -1);
  board.set_step(0);
  const ui::HandAnalysisState none;
  const ui::SweepTurnView v = ui::sweep_turn_view(*r, none, board.step());
  // Every action of the turn's list: its card and exactly the table cards it takes.
  for (const ui::SweepActionValue& av : v.actions) {
    const ui::SweepHighlight h = ui::sweep_highlight(board, av.action, -1);
    CHECK(h.card == av.action.card);
    CHECK(h.take == av.action.take);
    CHECK((h.take & ~board.view().table) == 0);
    CHECK(sw::has(board.view().hands[static_cast<std::size_t>(v.mover)], h.card));
  }
  // The next move in the move list: the played action (Q♠ takes four cards).
  const ui::SweepHighlight next = ui::sweep_highlight(board, std::nullopt, 1);
  CHECK(next.card == r->moves()[0].action.card);
  CHECK(sw::count(next.take) == 4);
  // A later move, or nothing under the mouse: nothing outlined.
  CHECK(ui::sweep_highlight(board, std::nullopt, 2).take == 0);
  CHECK(ui::sweep_highlight(board, std::nullopt, -1).card == sw::kNoCard);
  // The list wins over the move list.
  const sw::Action trail = v.actions.front().action;
  CHECK(ui::sweep_highlight(board, trail, 1).take == trail.take);
}

TEST_CASE("Sweep board: P and N go to the previous and next mistake or blunder") {
  const auto r = replay("sweep-remainder-decides.json");
  ui::SweepBoard board(r, "test", -1);
  board.analysis() = analysed_from(*r, 36);
  std::vector<int> key;
  for (int t = 36; t < r->turns(); ++t) {
    if (ui::is_key_grade(board.analysis().play_decision(t)->grade)) key.push_back(t);
  }
  // The sample's last round has a blunder (its remainder decides the hand).
  REQUIRE_FALSE(key.empty());
  board.set_step(0);
  CHECK(ui::sweep_key_moment_step(board, false) == -1);
  CHECK(ui::sweep_key_moment_step(board, true) == key.front());
  board.last();
  CHECK(ui::sweep_key_moment_step(board, true) == -1);
  CHECK(ui::sweep_key_moment_step(board, false) == key.back());
  // From a key moment itself: the next one, not the same.
  board.set_step(key.front());
  CHECK(ui::sweep_key_moment_step(board, true) == (key.size() > 1 ? key[1] : -1));
}

TEST_CASE("Sweep board: the focus turn is the one on the table, the last at the end") {
  const auto r = replay("sweep-multi-group.json");
  ui::SweepBoard board(r, "test", -1);
  board.set_step(7);
  CHECK(ui::sweep_focus_turn(board) == 7);
  CHECK_FALSE(ui::sweep_focus_arrived(board));
  board.last();
  CHECK(ui::sweep_focus_turn(board) == r->turns() - 1);
  board.analysis() = analysed_from(*r, r->turns() - 1);
  CHECK(ui::sweep_focus_arrived(board));
  board.set_step(3);
  CHECK_FALSE(ui::sweep_focus_arrived(board));
}

TEST_CASE("Sweep board analysis: the move list carries each analysed turn's grade") {
  const auto r = replay("sweep-multi-group.json");
  const int first = 36;
  const ui::HandAnalysisState state = analysed_from(*r, first);
  const std::vector<ui::SweepMoveRow> rows = ui::sweep_move_rows(*r, state, 40);
  REQUIRE(static_cast<int>(rows.size()) == r->turns());
  int graded = 0, sweeps = 0;
  for (const ui::SweepMoveRow& row : rows) {
    const ui::SweepMove& m = r->moves()[static_cast<std::size_t>(row.turn - 1)];
    CHECK(row.words == m.words);
    CHECK(row.sweep == m.sweep);
    sweeps += row.sweep ? 1 : 0;
    CHECK(row.current == (row.turn == 41));
    CHECK(row.analysed == (row.turn > first));
    if (!row.analysed) {
      CHECK(row.grade == solver::Grade::kNotGraded);
      continue;
    }
    CHECK(row.grade != solver::Grade::kNotGraded);
    const solver::DecisionAnalysis* d = state.play_decision(row.turn - 1);
    REQUIRE(d);
    CHECK(row.grade == d->grade);
    CHECK(row.loss == doctest::Approx(d->loss * solver::sweep::kSweepStakePoints));
    ++graded;
  }
  CHECK(graded == r->turns() - first);
  CHECK(sweeps == 4);
  // The sample's turn 41 (Bob's J♥ takes 6♥ where trailing 8♠ was better) is an inaccuracy or
  // worse: the last round is exact, so the grade is certain.
  const ui::SweepMoveRow& jack = rows[40];
  CHECK(jack.words.find("J\u2665") == 0);
  CHECK(jack.grade >= solver::Grade::kInaccuracy);
  CHECK(jack.loss > 0);
}

TEST_CASE("Sweep board analysis: the graph is one seat's margin in points, from either side") {
  const auto r = replay("sweep-multi-group.json");
  const int first = 36;
  const ui::HandAnalysisState state = analysed_from(*r, first);
  const ui::SweepEvalSeries a = ui::sweep_eval_series(*r, state, 0);
  const ui::SweepEvalSeries b = ui::sweep_eval_series(*r, state, 1);
  REQUIRE(a.dd.size() == static_cast<std::size_t>(r->turns()) + 1);
  CHECK(a.label.find("Ann") == 0);
  CHECK(a.label.find("points") != std::string::npos);
  for (std::size_t t = 0; t < a.dd.size(); ++t) {
    INFO("position ", t);
    // Nothing before the analysed turns; every position after them has the line.
    CHECK(a.dd[t].has_value() == (t > static_cast<std::size_t>(first)));
    if (a.dd[t]) {
      REQUIRE(b.dd[t]);
      CHECK(*a.dd[t] == -*b.dd[t]);  // the same quantity from the other side
      CHECK(*a.dd[t] > a.low);       // inside, never on an edge
      CHECK(*a.dd[t] < a.high);
    }
  }
  // The line ends on the hand's actual margin (SW-17).
  const ui::SweepScoreBreakdown fin = r->breakdown(r->turns());
  REQUIRE(fin.final);
  CHECK(*a.dd.back() == fin.total[0] - fin.total[1]);
  // Forced turns have no dot, analysed choices have one.
  for (int t = first; t < r->turns(); ++t) {
    const solver::DecisionAnalysis* d = state.play_decision(t);
    REQUIRE(d);
    CHECK(a.sampled[static_cast<std::size_t>(t) + 1].has_value() == !d->forced);
  }
}

TEST_CASE("Sweep board analysis: the win chance view, one seat's chance with its band") {
  const auto r = replay("sweep-multi-group.json");
  const int first = 36;
  const ui::HandAnalysisState state = analysed_from(*r, first);
  const ui::SweepEvalSeries a = ui::sweep_eval_series(*r, state, 0);
  const ui::SweepEvalSeries b = ui::sweep_eval_series(*r, state, 1);
  REQUIRE(a.chance.size() == static_cast<std::size_t>(r->turns()) + 1);
  CHECK(a.chance_label == "Ann's win chance, %");
  int with_chance = 0;
  for (int t = 0; t < r->turns(); ++t) {
    INFO("turn ", t + 1);
    const auto x = static_cast<std::size_t>(t);
    const solver::DecisionAnalysis* d = state.play_decision(t);
    // Nothing before the analysed turns.
    if (t < first) {
      CHECK(!a.chance[x]);
      continue;
    }
    REQUIRE(d);
    if (!d->has_win_chance()) continue;
    ++with_chance;
    REQUIRE(a.chance[x]);
    REQUIRE(b.chance[x]);
    CHECK(*a.chance[x] == doctest::Approx(100.0 * d->win_chance[0]));
    CHECK(*b.chance[x] == doctest::Approx(100.0 * d->win_chance[1]));
    CHECK(*a.chance[x] >= 0);
    CHECK(*a.chance[x] <= 100);
    REQUIRE(a.chance_low[x]);
    REQUIRE(a.chance_high[x]);
    CHECK(*a.chance_low[x] <= *a.chance[x]);
    CHECK(*a.chance_high[x] >= *a.chance[x]);
  }
  CHECK(with_chance > 0);
}

TEST_CASE("Sweep board analysis: accuracy per player of the turns so far") {
  const auto r = replay("sweep-multi-group.json");
  const ui::HandAnalysisState state = analysed_from(*r, 36);
  const std::vector<ui::AccuracyRow> acc = ui::sweep_accuracy(state);
  REQUIRE(acc.size() == 2);
  int decisions = 0;
  for (const ui::AccuracyRow& row : acc) {
    CHECK(row.accuracy <= 100.0);
    CHECK(row.accuracy > 0.0);
    decisions += row.decisions;
  }
  int choices = 0;
  for (int t = 36; t < r->turns(); ++t) choices += state.play_decision(t)->forced ? 0 : 1;
  CHECK(decisions == choices);
  // Bob's inaccuracy at turn 41 costs him accuracy.
  CHECK(acc[1].accuracy < 100.0);
}

TEST_CASE("Sweep board: the runner analyses a Sweep log in the background from the focus") {
  const auto r = replay("sweep-multi-group.json");
  ui::AnalysisRunner runner;
  ui::SweepBoard board(r, "test", -1);
  board.set_step(44);
  solver::AnalysisOptions o = ui::gui_analysis_options(8, 1);
  o.threads = 1;
  runner.start_log(r->log(), o, board.analysis(), ui::sweep_focus_turn(board));
  CHECK(board.analysis().status() == ui::AnalysisStatus::kRunning);
  // The turns from the focus on come first.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!board.analysis().play_decision(47) && std::chrono::steady_clock::now() < deadline) {
    runner.pump(board.analysis());
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  runner.cancel();
  runner.pump(board.analysis());
  for (int t = 44; t < 48; ++t) CHECK(board.analysis().play_decision(t) != nullptr);
  CHECK(board.analysis().refs().size() == 48);
  CHECK(ui::sweep_focus_arrived(board));
  // The view shows the turn's actions valued while the rest of the hand is still to come.
  const ui::SweepTurnView v = ui::sweep_turn_view(*r, board.analysis(), 44);
  CHECK(v.analysed);
  runner.stop();
}

TEST_CASE("Analysis order: from the decision on screen, then the earlier ones, auction last") {
  std::vector<solver::DecisionRef> refs(6);
  for (int i = 0; i < 6; ++i) refs[static_cast<std::size_t>(i)].index = i;
  refs[0].kind = solver::DecisionKind::kPick;  // a trick game's auction first
  std::vector<bool> done(6, false);
  auto order = [&](int focus) {
    std::vector<bool> d = done;
    std::vector<int> out;
    for (int i = ui::next_decision(refs, d, focus); i >= 0; i = ui::next_decision(refs, d, focus)) {
      out.push_back(i);
      d[static_cast<std::size_t>(i)] = true;
    }
    return out;
  };
  CHECK(order(0) == std::vector<int>{1, 2, 3, 4, 5, 0});
  CHECK(order(3) == std::vector<int>{3, 4, 5, 1, 2, 0});
  CHECK(order(9) == std::vector<int>{1, 2, 3, 4, 5, 0});
  done[4] = true;
  CHECK(order(4) == std::vector<int>{5, 1, 2, 3, 0});
}

TEST_CASE("Sweep board: a bad Sweep log is refused with located errors") {
  std::ifstream in(sample("sweep-multi-group.json"));
  std::stringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  // Turn 2 (plays[1]) becomes a capture of K♦, a card that is not on the table.
  const std::string from = "\"2S\",\n    {\"card\": \"2D\"";
  const std::size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  s.replace(at, 4, "{\"card\": \"2S\", \"take\": [\"KD\"]}");
  const fs::path bad = fs::temp_directory_path() / "schmier-test-bad-sweep.json";
  {
    std::ofstream out(bad);
    out << s;
  }
  ui::LoadedDeal loaded = ui::load_replay_file(bad.string());
  fs::remove(bad);
  CHECK_FALSE(loaded.sweep);
  CHECK_FALSE(loaded.deal);
  REQUIRE_FALSE(loaded.errors.empty());
  std::string all;
  for (const std::string& e : loaded.errors) all += e + "\n";
  INFO(all);
  // Located: the play's position in the log, and what is wrong in words.
  CHECK(all.find("plays[1]") != std::string::npos);
  CHECK(all.find("not on the table") != std::string::npos);
}

TEST_CASE("Sweep board analysis: a loss is written with its error and coloured by its estimate") {
  // The one verdict rule (solver/verdict.h): the Sweep side table colours a loss by the band of
  // its own estimate, on the trick board's scale (a 35-point loss is a blunder's colour in every
  // hand), and writes its uncertainty as "± its standard error", never "≈".
  const double stake = solver::sweep::kSweepStakePoints;
  ui::SweepActionValue av;
  CHECK(ui::sweep_loss_text(av).empty());
  av.has_values = true;
  av.grade = solver::Grade::kBest;
  av.loss = 2.0;
  CHECK(ui::sweep_loss_text(av) == "0");
  CHECK(ui::sweep_loss_tone(av) == solver::Grade::kBest);
  av.grade = solver::Grade::kGood;  // a grade from the better end must not colour the number
  av.loss = 35.0;
  av.loss_se = 4.25;
  CHECK(ui::sweep_loss_text(av) == solver::with_error(35.0, 4.25, 1));
  CHECK(ui::sweep_loss_text(av).find("\xC2\xB1") != std::string::npos);
  CHECK(ui::sweep_loss_tone(av) == solver::loss_tone(35.0 / stake));
  CHECK(ui::sweep_loss_tone(av) == solver::Grade::kBlunder);
  av.loss = 31.0;
  CHECK(ui::sweep_loss_tone(av) == solver::loss_tone(31.0 / stake));
}
