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
  // The decision the user looks at (its index), read before each decision is picked: the
  // analysis takes the decisions from there on first (next_decision). 0 unless asked.
  virtual int focus() const { return 0; }
};

// Which decision to analyse next, given those already done (done[i] for decision i of `refs`)
// and the focus: the first card play (a Sweep turn) not done at or after the focus, else the
// first one not done before it, else the first auction decision not done (pick, bury, call,
// bids, Kontra/Re: each simulates whole hands, much slower). -1 when every one is done. With
// focus 0 this is the card play in order, then the auction.
int next_decision(const std::vector<solver::DecisionRef>& refs, const std::vector<bool>& done,
                  int focus);

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
  // The same for any game's validated deal log (a Sweep hand has no ReplayDeal), starting at
  // decision `focus` (see set_focus).
  void start_log(std::shared_ptr<const engine::DealLog> log, const solver::AnalysisOptions& options,
                 HandAnalysisState& state, int focus = 0);
  // The decision on screen: the running analysis continues from there (after the decision it
  // works on) and comes back to the earlier ones afterwards.
  void set_focus(int decision) { focus_->store(decision); }
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
  // Shared with the running job (a new one per start, so a retired job keeps its own).
  std::shared_ptr<std::atomic<int>> focus_ = std::make_shared<std::atomic<int>>(0);
};

// The analysis options the GUI uses for `samples` worlds and `seed` (and the auction graded or
// not): one thread fewer than the machine has (at least one), so that the window stays quick.
solver::AnalysisOptions gui_analysis_options(int samples, std::uint64_t seed, bool auction = true);

}  // namespace ui
