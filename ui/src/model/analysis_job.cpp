#include "ui/analysis_runner.h"

namespace ui {

// Until the solver's Analyzer is built, say so instead of analysing.
AnalyzeFn solver_analyze() {
  return [](const engine::DealLog&, const solver::AnalysisOptions& options, AnalysisSink&,
            const std::atomic<bool>*) {
    solver::HandAnalysis hand;
    hand.options = options;
    hand.error = "The hand analysis is not available in this build yet.";
    return hand;
  };
}

}  // namespace ui
