#include "ui/analysis_runner.h"

#include <algorithm>

namespace ui {

// The solver's Analyzer, decision by decision: the card play first (quick, and what a player
// looks at first), then the auction (pick, bury, call: each simulates whole hands, much slower).
// Each decision's result does not depend on the order (solver/analysis.h).
AnalyzeFn solver_analyze() {
  return [](const engine::DealLog& log, const solver::AnalysisOptions& options, AnalysisSink& sink,
            const std::atomic<bool>* cancel) {
    solver::Analyzer analyzer(options);
    solver::HandAnalysis hand;
    hand.options = options;
    std::string error;
    std::vector<solver::DecisionRef> refs = analyzer.decisions(log, &error);
    if (refs.empty()) {
      hand.error = error.empty() ? "the hand has no decisions to analyse" : error;
      return hand;
    }
    std::vector<int> order;
    for (const auto& r : refs) {
      if (r.kind == solver::DecisionKind::kPlay) order.push_back(r.index);
    }
    for (const auto& r : refs) {
      if (r.kind != solver::DecisionKind::kPlay) order.push_back(r.index);
    }
    const int total = static_cast<int>(refs.size());
    sink.decisions(std::move(refs));
    int done = 0;
    for (const int index : order) {
      if (cancel && cancel->load()) break;
      solver::DecisionAnalysis d = analyzer.analyze_decision(log, index, cancel);
      if (cancel && cancel->load() && !d.complete) break;
      sink.decision(d, ++done, total);
      hand.decisions.push_back(std::move(d));
    }
    std::sort(hand.decisions.begin(), hand.decisions.end(),
              [](const auto& a, const auto& b) { return a.index < b.index; });
    hand.complete = done == total;
    // num_players stays 0: the per-player accuracy is computed from the decisions
    // (ui/analysis_view.h), as the analyzer's summary would.
    return hand;
  };
}

}  // namespace ui
