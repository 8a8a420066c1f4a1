// Runs the analysis of the hand on screen in the background (ui/worker.h) and hands its results
// to the UI thread's HandAnalysisState as they arrive: first the list of decisions, then one
// decision at a time, then the analyzer's summary. The UI thread only calls start(), cancel()
// and pump(); none of them waits for the analysis.
//
// The analysis itself is a function (AnalyzeFn) so that tests can run the runner on a scripted
// analysis; the app uses solver_analyze(), the solver's Analyzer.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "solver/analysis.h"
#include "ui/analysis_view.h"
#include "ui/replay_deal.h"
#include "ui/worker.h"

namespace ui {

// Where an analysis reports; called on the worker thread.
class AnalysisSink {
 public:
  virtual ~AnalysisSink() = default;
  virtual void decisions(std::vector<solver::DecisionRef> refs) = 0;
  virtual void decision(const solver::DecisionAnalysis& d, int done, int total) = 0;
};

// Analyses `log`, reporting to `sink`; returns the summary (HandAnalysis::error set when the log
// cannot be analysed). Must poll `cancel`.
using AnalyzeFn = std::function<solver::HandAnalysis(
    const engine::DealLog& log, const solver::AnalysisOptions& options, AnalysisSink& sink,
    const std::atomic<bool>* cancel)>;

// The solver's Analyzer behind an AnalyzeFn.
AnalyzeFn solver_analyze();

class AnalysisRunner {
 public:
  explicit AnalysisRunner(AnalyzeFn analyze = solver_analyze());

  // Starts analysing `deal` (retiring any running analysis) and resets `state` to "running";
  // a deal without a log is marked unavailable instead.
  void start(const ReplayDeal& deal, const solver::AnalysisOptions& options,
             HandAnalysisState& state);
  void cancel() { worker_.cancel(); }
  // Forgets the running analysis (a new deal was opened).
  void stop() { worker_.reset(); }
  // Moves what has arrived into `state`; true when something changed.
  bool pump(HandAnalysisState& state);
  bool running() const { return worker_.running(); }
  JobProgress progress() const { return worker_.progress(); }

 private:
  struct Refs {
    std::vector<solver::DecisionRef> refs;
  };
  struct One {
    solver::DecisionAnalysis d;
    int done = 0;
    int total = 0;
  };
  struct Summary {
    solver::HandAnalysis hand;
    bool cancelled = false;
  };
  using Message = std::variant<Refs, One, Summary>;

  AnalyzeFn analyze_;
  Worker<Message> worker_;
};

// The analysis options the GUI uses for `samples` worlds and `seed` (and the auction graded or
// not): one thread fewer than the machine has (at least one), so that the window stays quick.
solver::AnalysisOptions gui_analysis_options(int samples, std::uint64_t seed, bool auction = true);

}  // namespace ui
