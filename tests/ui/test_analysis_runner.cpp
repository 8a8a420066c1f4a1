// The background analysis (ui/analysis_runner.h) on a scripted analyzer: the decision list and
// each decision reach the UI-side state while the analysis still runs, pump() never waits for
// it, cancel keeps what arrived, and a new start drops the old analysis' results.
#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "ui/analysis_runner.h"
#include "ui/demo_hand.h"
#include "ui_test_util.h"

using namespace std::chrono_literals;

namespace {

// A scripted analyzer: lists one decision per play, then analyses decision i only after the
// test has released it (or cancel is set).
struct Script {
  std::mutex m;
  std::condition_variable cv;
  int released = 0;
  std::atomic<int> calls{0};

  void release(int n) {
    {
      std::lock_guard lock(m);
      released = n;
    }
    cv.notify_all();
  }

  ui::AnalyzeFn fn() {
    return [this](const engine::DealLog& log, const solver::AnalysisOptions& options,
                  ui::AnalysisSink& sink, const std::atomic<bool>* cancel) {
      ++calls;
      std::vector<solver::DecisionRef> refs;
      for (std::size_t i = 0; i < log.plays.size(); ++i) {
        solver::DecisionRef r;
        r.index = static_cast<int>(i);
        r.play_index = static_cast<int>(i);
        r.mover = log.play_seat[i];
        r.played.card = log.plays[i];
        refs.push_back(r);
      }
      sink.decisions(refs);
      solver::HandAnalysis hand;
      hand.options = options;
      const int total = static_cast<int>(refs.size());
      for (int i = 0; i < total; ++i) {
        {
          std::unique_lock lock(m);
          while (released <= i && !cancel->load()) cv.wait_for(lock, 2ms);
        }
        if (cancel->load()) return hand;
        solver::DecisionAnalysis d;
        d.index = i;
        d.play_index = i;
        d.mover = refs[static_cast<std::size_t>(i)].mover;
        d.played = refs[static_cast<std::size_t>(i)].played;
        solver::Alternative a;
        a.action = d.played;
        a.units = {static_cast<double>(options.seed), 0};
        d.alternatives.push_back(a);
        d.grade = solver::Grade::kForced;
        d.forced = true;
        d.complete = true;
        hand.decisions.push_back(d);
        sink.decision(d, i + 1, total);
      }
      hand.complete = true;
      return hand;
    };
  }
};

void pump_until(ui::AnalysisRunner& r, ui::HandAnalysisState& s,
                const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (!done() && std::chrono::steady_clock::now() < deadline) {
    r.pump(s);
    std::this_thread::sleep_for(1ms);
  }
}

}  // namespace

TEST_CASE("Analysis results reach the UI one decision at a time while the analysis runs") {
  Script script;
  ui::AnalysisRunner runner(script.fn());
  ui::HandAnalysisState state;
  const ui::ReplayDeal deal = ui::demo_deal(4);
  REQUIRE(deal.log);
  runner.start(deal, ui::gui_analysis_options(8, 5), state);
  CHECK(state.status() == ui::AnalysisStatus::kRunning);
  pump_until(runner, state, [&] { return !state.refs().empty(); });
  CHECK(state.refs().size() == deal.plays.size());
  CHECK(state.done() == 0);
  CHECK(runner.running());

  script.release(3);
  pump_until(runner, state, [&] { return state.done() == 3; });
  CHECK(state.done() == 3);
  CHECK(state.play_decision(2) != nullptr);
  CHECK(state.play_decision(3) == nullptr);
  CHECK(state.status() == ui::AnalysisStatus::kRunning);
  CHECK(runner.progress().done == 3);
  CHECK(runner.progress().total == 30);
  // The seed reached the analyzer.
  CHECK(state.play_decision(0)->alternatives[0].units.mean == 5.0);

  // pump() does not wait for the analysis, which is blocked now.
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 200; ++i) runner.pump(state);
  CHECK(std::chrono::steady_clock::now() - t0 < 2s);

  script.release(1000);
  pump_until(runner, state, [&] { return state.status() != ui::AnalysisStatus::kRunning; });
  CHECK(state.status() == ui::AnalysisStatus::kDone);
  CHECK(state.done() == 30);
  CHECK_FALSE(runner.running());
}

TEST_CASE("Cancelling keeps the decisions that arrived") {
  Script script;
  ui::AnalysisRunner runner(script.fn());
  ui::HandAnalysisState state;
  const ui::ReplayDeal deal = ui::demo_deal(2);
  runner.start(deal, ui::gui_analysis_options(8, 1), state);
  script.release(2);
  pump_until(runner, state, [&] { return state.done() == 2; });
  runner.cancel();
  pump_until(runner, state, [&] { return state.status() != ui::AnalysisStatus::kRunning; });
  CHECK(state.status() == ui::AnalysisStatus::kCancelled);
  CHECK(state.done() == 2);
  CHECK(state.play_decision(1) != nullptr);
}

TEST_CASE("A new analysis drops the results of the one it replaces") {
  Script script;
  ui::AnalysisRunner runner(script.fn());
  ui::HandAnalysisState state;
  runner.start(ui::demo_deal(2), ui::gui_analysis_options(8, 1), state);
  pump_until(runner, state, [&] { return !state.refs().empty(); });
  runner.start(ui::demo_deal(3), ui::gui_analysis_options(8, 9), state);
  script.release(1000);
  pump_until(runner, state, [&] { return state.status() != ui::AnalysisStatus::kRunning; });
  CHECK(state.status() == ui::AnalysisStatus::kDone);
  for (const auto* d : state.decisions()) CHECK(d->alternatives[0].units.mean == 9.0);
  CHECK(script.calls == 2);
}

TEST_CASE("An analysis that throws is reported, not a crash") {
  ui::AnalysisRunner runner([](const engine::DealLog&, const solver::AnalysisOptions&,
                               ui::AnalysisSink&,
                               const std::atomic<bool>*) -> solver::HandAnalysis {
    throw std::runtime_error("out of tables");
  });
  ui::HandAnalysisState state;
  runner.start(ui::demo_deal(1), ui::gui_analysis_options(8, 1), state);
  pump_until(runner, state, [&] { return state.status() != ui::AnalysisStatus::kRunning; });
  CHECK(state.status() == ui::AnalysisStatus::kUnavailable);
  CHECK(state.message() == "the analysis failed: out of tables");
}

TEST_CASE("A deal without a log cannot be analysed, and says so") {
  Script script;
  ui::AnalysisRunner runner(script.fn());
  ui::HandAnalysisState state;
  ui::ReplayDeal deal = uitest::example_deal();
  REQUIRE_FALSE(deal.log);
  runner.start(deal, ui::gui_analysis_options(8, 1), state);
  CHECK(state.status() == ui::AnalysisStatus::kUnavailable);
  CHECK(state.message().find("no deal log") != std::string::npos);
  CHECK(script.calls == 0);
}

TEST_CASE("The demo hand carries a valid deal log of itself") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const auto deal = ui::demo_deal(seed);
    REQUIRE(deal.log);
    CHECK(deal.log->plays == deal.plays);
    CHECK(deal.log->deal_known);
    CHECK(deal.log->sheepshead().picker == deal.picker);
  }
}

TEST_CASE("GUI analysis options: at least one thread, the sample count and seed given") {
  const auto o = ui::gui_analysis_options(5, 77);
  CHECK(o.samples == 5);
  CHECK(o.min_samples <= 5);
  CHECK(o.auction_samples <= 5);
  CHECK(o.seed == 77);
  CHECK(o.threads >= 1);
  CHECK(o.grade_auction);
  CHECK_FALSE(ui::gui_analysis_options(5, 77, false).grade_auction);
  CHECK(ui::gui_analysis_options(0, 1).samples == 1);
}
