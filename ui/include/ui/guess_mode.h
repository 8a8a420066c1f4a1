// "Guess the card" (issue 20, Lichess's "learn from your mistakes" in the replay): at each
// analysed card-play decision the values stay hidden until the player has picked one of the
// mover's legal cards; then the pick is graded against the analysis (solver::grade_for on its
// loss, the same bands as every grade) and the values are shown. No ImGui.
#pragma once

#include <map>
#include <string>

#include "ui/analysis_view.h"

namespace ui {

struct GuessState {
  bool on = false;
  std::map<int, engine::Card> picks;  // replay step -> the card the player picked there
  void clear() { picks.clear(); }
};

// While guessing, the values of the decision at `step` are hidden until a pick is made there.
bool values_hidden(const GuessState& g, const DecisionView& d, int step);

// Picks card c at `step`: accepted when it is one of the mover's legal cards (true).
bool pick_card(GuessState& g, const DecisionView& d, int step, engine::Card c);

struct GuessResult {
  bool picked = false;
  engine::Card card = engine::kNoCard;
  solver::Grade grade = solver::Grade::kNotGraded;
  double loss = 0;  // stakes against the best card
  bool best = false;
  bool as_played = false;  // the card the mover played in the log
  std::string text;        // "Your pick 10♦: best. Bob played Q♠ (mistake)."
};
GuessResult guess_result(const GuessState& g, const DecisionView& d, int step, CardNames names,
                         const std::string& mover_name);

// Picks and their average accuracy (100 * exp(-loss)) over the hand so far.
struct GuessScore {
  int picks = 0;
  int best = 0;
  double accuracy = 0;
};
GuessScore guess_score(const GuessState& g, const ReplayDeal& deal, const HandAnalysisState& state);

}  // namespace ui
