#include "solver/grades.h"

#include <cmath>

namespace solver {

int stake_share(Role role, bool alone) {
  if (role == Role::kPicker) return alone ? 4 : 2;
  if (role == Role::kAuction) return 2;
  return 1;
}

Grade grade_for(double loss, double se, bool forced) {
  if (forced) return Grade::kForced;
  if (loss <= std::max(kNoiseFloor, 2 * se)) return Grade::kBest;
  if (loss < kBandEdges[0]) return Grade::kExcellent;
  if (loss < kBandEdges[1]) return Grade::kGood;
  if (loss < kBandEdges[2]) return Grade::kInaccuracy;
  if (loss < kBandEdges[3]) return Grade::kMistake;
  return Grade::kBlunder;
}

double decision_accuracy(double loss) {
  return 100.0 * std::exp(-std::max(0.0, loss));
}

void add_to_accuracy(PlayerAccuracy& acc, const DecisionAnalysis& d) {
  acc.grade_counts[static_cast<std::size_t>(d.grade)]++;
  if (d.grade == Grade::kNotGraded || d.grade == Grade::kForced) return;
  // A tie within noise is best (see grade_for): it counts as no loss.
  const double loss = d.grade == Grade::kBest ? 0.0 : d.loss;
  const double total = acc.accuracy * acc.decisions + decision_accuracy(loss);
  acc.decisions++;
  acc.accuracy = total / acc.decisions;
  acc.total_loss += loss;
}

std::array<PlayerAccuracy, engine::kMaxPlayers> accuracy_of(
    const std::vector<DecisionAnalysis>& decisions) {
  std::array<PlayerAccuracy, engine::kMaxPlayers> acc{};
  for (PlayerAccuracy& a : acc) a.accuracy = 100;
  for (const DecisionAnalysis& d : decisions) {
    if (d.mover < 0 || d.mover >= engine::kMaxPlayers) continue;
    add_to_accuracy(acc[static_cast<std::size_t>(d.mover)], d);
  }
  return acc;
}

std::array<PlayerAccuracy, engine::kMaxPlayers> game_accuracy(
    const std::vector<HandAnalysis>& hands) {
  std::vector<DecisionAnalysis> all;
  for (const HandAnalysis& h : hands) all.insert(all.end(), h.decisions.begin(), h.decisions.end());
  return accuracy_of(all);
}

std::string grade_name(Grade g) {
  switch (g) {
    case Grade::kForced:
      return "forced";
    case Grade::kBest:
      return "best";
    case Grade::kExcellent:
      return "excellent";
    case Grade::kGood:
      return "good";
    case Grade::kInaccuracy:
      return "inaccuracy";
    case Grade::kMistake:
      return "mistake";
    case Grade::kBlunder:
      return "blunder";
    case Grade::kNotGraded:
      return "not graded";
  }
  return "?";
}

}  // namespace solver
