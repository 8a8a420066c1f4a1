#include "ui/analysis_runner.h"

#include <algorithm>

namespace ui {

int next_decision(const std::vector<solver::DecisionRef>& refs, const std::vector<bool>& done,
                  int focus) {
  const int n = static_cast<int>(std::min(refs.size(), done.size()));
  auto open_play = [&](int i) {
    const auto u = static_cast<std::size_t>(i);
    return !done[u] && refs[u].kind == solver::DecisionKind::kPlay;
  };
  for (int i = 0; i < n; ++i) {
    if (refs[static_cast<std::size_t>(i)].index >= focus && open_play(i)) return i;
  }
  for (int i = 0; i < n; ++i) {
    if (open_play(i)) return i;
  }
  for (int i = 0; i < n; ++i) {
    if (!done[static_cast<std::size_t>(i)]) return i;
  }
  return -1;
}

// The solver's Analyzer, decision by decision (next_decision): the card play first from the
// decision on screen (quick, and what a player looks at first), then the auction (pick, bury,
// call: each simulates whole hands, much slower). Each decision's result does not depend on the
// order (solver/analysis.h).
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
    const int total = static_cast<int>(refs.size());
    const std::vector<solver::DecisionRef> listed = refs;
    sink.decisions(std::move(refs));
    std::vector<bool> analysed(listed.size(), false);
    int done = 0;
    for (int pos = next_decision(listed, analysed, sink.focus()); pos >= 0;
         pos = next_decision(listed, analysed, sink.focus())) {
      if (cancel && cancel->load()) break;
      analysed[static_cast<std::size_t>(pos)] = true;
      const int index = listed[static_cast<std::size_t>(pos)].index;
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
