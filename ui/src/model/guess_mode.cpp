#include "ui/guess_mode.h"

#include <cmath>
#include <cstdio>

#include "solver/grades.h"

namespace ui {

bool values_hidden(const GuessState& g, const DecisionView& d, int step) {
  return g.on && d.analysed && d.play && !d.forced && !d.cards.empty() && !g.picks.count(step);
}

bool pick_card(GuessState& g, const DecisionView& d, int step, engine::Card c) {
  if (!d.analysed || !d.play || !find_card(d, c)) return false;
  g.picks[step] = c;
  return true;
}

GuessResult guess_result(const GuessState& g, const DecisionView& d, int step, CardNames names,
                         const std::string& mover_name) {
  GuessResult r;
  const auto it = g.picks.find(step);
  if (it == g.picks.end() || !d.analysed) return r;
  const CardValue* cv = find_card(d, it->second);
  if (!cv) return r;
  r.picked = true;
  r.card = cv->card;
  r.best = cv->best;
  r.loss = cv->best ? 0.0 : cv->loss;
  r.grade = solver::grade_for(r.loss, 0.0, false);
  r.as_played = cv->played;
  char loss[32];
  std::snprintf(loss, sizeof loss, "%.2f", r.loss);
  r.text = "Your pick " + card_label(r.card, names) + ": " + std::string(grade_label(r.grade));
  if (!r.best) r.text += std::string(", costs ") + loss + " stakes";
  r.text += ". ";
  if (r.as_played) {
    r.text += mover_name + " played it too.";
  } else {
    r.text += mover_name + " played " + card_label(d.played, names) + " (" +
              grade_words(d.grade, d.settled, d.grade_low, d.grade_high) + ").";
  }
  return r;
}

GuessScore guess_score(const GuessState& g, const ReplayDeal& deal,
                       const HandAnalysisState& state) {
  GuessScore s;
  double sum = 0;
  for (const auto& [step, card] : g.picks) {
    const DecisionView d = decision_view(deal, state, step);
    const CardValue* cv = find_card(d, card);
    if (!cv) continue;
    ++s.picks;
    if (cv->best) ++s.best;
    sum += 100.0 * std::exp(-(cv->best ? 0.0 : cv->loss));
  }
  if (s.picks > 0) s.accuracy = sum / s.picks;
  return s;
}

}  // namespace ui
