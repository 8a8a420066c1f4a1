// Sweep's face to the shared machinery (solver/game_module.h): its decisions and their analysis
// (solver/src/sweep/analysis.cpp), the suggestion at a turn (solver/src/sweep/suggest.cpp).
#include "../analysis_internal.h"
#include "../selfplay_game.h"
#include "solver/game_module.h"
#include "solver/sweep/suggest.h"

namespace solver {

// The self-play table of a preset (solver/src/sweep/selfplay.cpp).
std::unique_ptr<SelfplayTable> sweep_selfplay_table(const std::string& preset, std::string* error);

namespace {

class SweepModule final : public GameModule {
 public:
  engine::Game id() const override { return engine::Game::kSweep; }
  int seats(const engine::DealLog& log) const override {
    (void)log;
    return engine::seat_count(engine::Game::kSweep);
  }
  std::vector<DecisionRef> decisions(const engine::DealLog& log,
                                     std::string* error) const override {
    return analysis_detail::sweep_decisions(log, error);
  }
  DecisionAnalysis analyze(analysis_detail::Toolkit& kit, const engine::DealLog& log,
                           const DecisionRef& ref, const std::atomic<bool>* cancel) const override {
    return analysis_detail::analyze_sweep_decision(kit, log, ref, cancel);
  }
  // The turn the log stops at, by the analyzer (solver/sweep/suggest.h).
  std::optional<Suggestion> suggest(const engine::DealLog& log, const SuggestOptions& options,
                                    const std::atomic<bool>* cancel,
                                    engine::LogError* error) const override {
    const auto q = sweep::turn_question(log, error);
    if (!q) return std::nullopt;
    return sweep::suggest(*q, options, cancel);
  }
  std::unique_ptr<SelfplayTable> selfplay_table(const std::string& preset,
                                                std::string* error) const override {
    return sweep_selfplay_table(preset, error);
  }
  // Sweep's own exact solvers, one per worker and the lane's hindsight solver.
  void prepare(analysis_detail::Toolkit& kit) const override { kit.add_sweep_solvers(); }
};

}  // namespace

const GameModule& sweep_module() {
  static const SweepModule module;
  return module;
}

}  // namespace solver
