// Sheepshead's face to the shared machinery (solver/game_module.h): its decisions and their
// analysis (solver/src/sheepshead/analysis.cpp).
#include "../analysis_internal.h"
#include "../selfplay_game.h"
#include "solver/game_module.h"

namespace solver {

// The self-play table of a preset (solver/src/sheepshead/selfplay.cpp).
std::unique_ptr<SelfplayTable> sheepshead_selfplay_table(const std::string& preset,
                                                         std::string* error);

namespace {

class SheepsheadModule final : public GameModule {
 public:
  engine::Game id() const override { return engine::Game::kSheepshead; }
  int seats(const engine::DealLog& log) const override { return log.sheepshead().rules.seats(); }
  std::vector<DecisionRef> decisions(const engine::DealLog& log,
                                     std::string* error) const override {
    return analysis_detail::sheepshead_decisions(log, error);
  }
  DecisionAnalysis analyze(analysis_detail::Toolkit& kit, const engine::DealLog& log,
                           const DecisionRef& ref, const std::atomic<bool>* cancel) const override {
    return analysis_detail::analyze_sheepshead_decision(kit, log, ref, cancel);
  }
  std::unique_ptr<SelfplayTable> selfplay_table(const std::string& preset,
                                                std::string* error) const override {
    return sheepshead_selfplay_table(preset, error);
  }
};

}  // namespace

const GameModule& sheepshead_module() {
  static const SheepsheadModule module;
  return module;
}

}  // namespace solver
