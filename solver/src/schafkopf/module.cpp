// Schafkopf's face to the shared machinery (solver/game_module.h): its decisions and their analysis
// (solver/src/schafkopf/analysis.cpp).
#include "../analysis_internal.h"
#include "../selfplay_game.h"
#include "../trick/lesson_view.h"
#include "solver/game_module.h"

namespace solver {

// The self-play table of a preset (solver/src/schafkopf/selfplay.cpp).
std::unique_ptr<SelfplayTable> schafkopf_selfplay_table(const std::string& preset,
                                                        std::string* error);

namespace {

class SchafkopfModule final : public GameModule {
 public:
  engine::Game id() const override { return engine::Game::kSchafkopf; }
  int seats(const engine::DealLog& log) const override {
    (void)log;
    return engine::seat_count(engine::Game::kSchafkopf);
  }
  std::vector<DecisionRef> decisions(const engine::DealLog& log,
                                     std::string* error) const override {
    return analysis_detail::schafkopf_decisions(log, error);
  }
  DecisionAnalysis analyze(analysis_detail::Toolkit& kit, const engine::DealLog& log,
                           const DecisionRef& ref, const std::atomic<bool>* cancel) const override {
    return analysis_detail::analyze_schafkopf_decision(kit, log, ref, cancel);
  }
  std::string card_text(engine::Card c) const override { return engine::german_code(c); }
  void trick_lessons(const trick::View& v, std::vector<LessonTrigger>& out) const override {
    trick::schafkopf_lessons(v, out);
  }
  std::unique_ptr<SelfplayTable> selfplay_table(const std::string& preset,
                                                std::string* error) const override {
    return schafkopf_selfplay_table(preset, error);
  }
};

}  // namespace

const GameModule& schafkopf_module() {
  static const SchafkopfModule module;
  return module;
}

}  // namespace solver
