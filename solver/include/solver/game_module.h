// One face for a game (issue 38; ../shared/docs/ARCHITECTURE.md): what the shared machinery
// (the analyzer's world loop and stopping rule, grades, the commands and the app) asks of a game,
// in the way OpenSpiel's generic algorithms hold a `Game`. Each game implements it in its own
// wing (solver/src/sheepshead/, solver/src/schafkopf/, solver/src/sweep/); the registry
// (solver/src/games.cpp) is the one place that names every game. Searches stay concrete inside
// the wings: the face is called once per decision, never per search node.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/suggest.h"

namespace solver {

namespace analysis_detail {
struct Toolkit;
}
namespace trick {
struct View;
}
class SelfplayTable;
struct LessonTrigger;

class GameModule {
 public:
  virtual ~GameModule() = default;
  virtual engine::Game id() const = 0;
  // Seats at the table of `log` (Sheepshead: its rules' seats; Schafkopf 4; Sweep 2).
  virtual int seats(const engine::DealLog& log) const = 0;
  // Its largest table (Sheepshead five; self-play checks its player types against it).
  virtual int max_seats() const { return engine::seat_count(id()); }

  // --- Analysis (solver/analysis.h) ---
  // The decisions of a log, in order; empty with *error set when it cannot be analysed.
  virtual std::vector<DecisionRef> decisions(const engine::DealLog& log,
                                             std::string* error) const = 0;
  // Readies the per-worker scratch the game's analysis needs beyond the trick solvers (made
  // once per analyzer and lane; the default needs none).
  virtual void prepare(analysis_detail::Toolkit& kit) const { (void)kit; }
  // One decision, valued through the hall's world loop (kit.run or kit.run_worlds).
  virtual DecisionAnalysis analyze(analysis_detail::Toolkit& kit, const engine::DealLog& log,
                                   const DecisionRef& ref,
                                   const std::atomic<bool>* cancel) const = 0;

  // --- Suggestion (solver/suggest.h) ---
  // The suggestion for the seat to act at the decision `log` stops at (its plays so far);
  // nullopt with *error (where and what) when there is none. The default serves none: the
  // built-in games answer `schmier suggest` through their command wings (src/<game>/suggest.cpp,
  // which read the Schafkopf keys "bids" and "poll" from the log's JSON).
  virtual std::optional<Suggestion> suggest(const engine::DealLog& log,
                                            const SuggestOptions& options,
                                            const std::atomic<bool>* cancel,
                                            engine::LogError* error) const {
    (void)options;
    (void)cancel;
    *error = engine::LogError{
        "game", engine::game_display_name(log.game) + ": no suggestions through the game face"};
    return std::nullopt;
  }

  // --- Lessons and reasons (solver/lessons.h) ---
  // A card as lessons and reasons write it (default the canonical code, "QC").
  virtual std::string card_text(engine::Card c) const { return engine::card_code(c); }
  // A trick game's card-play lessons: appends those whose trigger holds for the mover's view
  // (solver/src/trick/lesson_view.h); the default has none.
  virtual void trick_lessons(const trick::View& v, std::vector<LessonTrigger>& out) const {
    (void)v;
    (void)out;
  }

  // --- Self-play (solver/selfplay.h) ---
  // The table of a preset; nullptr with *error set for a preset the game does not know.
  virtual std::unique_ptr<SelfplayTable> selfplay_table(const std::string& preset,
                                                        std::string* error) const = 0;
};

// Adds a game served beside the built-in ones (a test's game, tests/toy/); a module with the id
// of a registered one takes its place. `m` must outlive its use.
void register_game_module(const GameModule& m);
// The module of a game; nullptr when no module serves it.
const GameModule* find_game_module(engine::Game g);
// The suggestion at the decision `log` stops at, from its game's face (GameModule::suggest);
// nullopt with *error when no module serves the game or it gives none.
std::optional<Suggestion> suggest_from_log(const engine::DealLog& log,
                                           const SuggestOptions& options,
                                           const std::atomic<bool>* cancel,
                                           engine::LogError* error);
// Every registered game's display name, joined for a message ("Sheepshead, Schafkopf and Sweep").
std::string game_module_names();

}  // namespace solver
