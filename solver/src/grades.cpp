#include "solver/grades.h"

#include <algorithm>
#include <cmath>

#include "solver/verdict.h"

namespace solver {

double stake_share(Role role, bool alone, int seats) {
  if (role == Role::kPicker) return alone ? seats - 1 : 2;
  if (role == Role::kAuction) return 2;
  if (role == Role::kLeaster) return 2.5;  // half of the swing +4 / -1 (SS-11.5)
  return 1;
}

bool within_noise(double loss, double se) {
  return loss <= std::max(kNoiseFloor, 2 * se);
}

double sequence_z(int n) {
  if (n < 1) return kIntervalZ;
  const double rho = kSequenceRho;
  const double alpha = kSequenceAlpha;
  const double nd = static_cast<double>(n);
  return std::sqrt((nd + rho) / nd * std::log((nd + rho) / (rho * alpha * alpha)));
}

Grade band_of(double loss) {
  if (loss <= kNoiseFloor) return Grade::kBest;
  if (loss < kBandEdges[0]) return Grade::kExcellent;
  if (loss < kBandEdges[1]) return Grade::kGood;
  if (loss < kBandEdges[2]) return Grade::kInaccuracy;
  if (loss < kBandEdges[3]) return Grade::kMistake;
  return Grade::kBlunder;
}

namespace {

// The coarse band of a loss for the settled test: 0 for [0, 0.10) (Best and Excellent), then
// one per edge, as band_of.
int coarse_band(double loss) {
  int b = 0;
  for (std::size_t i = 0; i < kBandEdges.size(); ++i) {
    if (loss >= kBandEdges[i]) b = static_cast<int>(i) + 1;
  }
  return b;
}

}  // namespace

Verdict grade_verdict(double loss, double se, double lo, double hi, bool forced) {
  Verdict v;
  if (forced) {
    v.grade = v.low = v.high = Grade::kForced;
    return v;
  }
  lo = std::max(0.0, std::min(lo, loss));
  hi = std::max(hi, loss);
  const bool tie = within_noise(loss, se);
  const bool small_tie = tie && hi <= kBestMaxHigh;
  v.settled = small_tie || coarse_band(lo) == coarse_band(hi);
  if (v.settled) {
    v.grade = small_tie ? Grade::kBest : band_of(loss);
    v.low = v.high = v.grade;
  } else {
    // Uncertain: graded by what the worlds have shown, the band of the interval's lower end,
    // but never Best (the noise is not small); the bands it spans go with it.
    v.low = tie || lo <= kNoiseFloor ? Grade::kBest : band_of(lo);
    v.high = band_of(hi);
    if (v.high == Grade::kBest) v.high = Grade::kExcellent;
    v.grade = std::max(Grade::kExcellent, band_of(lo));
  }
  return v;
}

Verdict grade_verdict(double loss, double se, bool forced) {
  return grade_verdict(loss, se, loss - kIntervalZ * se, loss + kIntervalZ * se, forced);
}

Grade grade_for(double loss, double se, bool forced) {
  return grade_verdict(loss, se, forced).grade;
}

void apply_verdict(DecisionAnalysis& d) {
  double lo = d.loss - kIntervalZ * d.loss_se;
  double hi = d.loss + kIntervalZ * d.loss_se;
  if (d.played_index >= 0 && d.played_index < static_cast<int>(d.alternatives.size())) {
    const Alternative& p = d.alternatives[static_cast<std::size_t>(d.played_index)];
    if (p.has_values) {
      lo = p.loss_low;
      hi = p.loss_high;
    }
  }
  const Verdict v = grade_verdict(d.loss, d.loss_se, lo, hi, d.forced);
  d.grade = v.grade;
  d.settled = v.settled;
  d.grade_low = v.low;
  d.grade_high = v.high;
  d.loss_low = d.forced ? 0 : std::max(0.0, std::min(lo, d.loss));
  d.loss_high = d.forced ? 0 : std::max(hi, d.loss);
}

double decision_accuracy(double loss) {
  return 100.0 * std::exp(-std::max(0.0, loss));
}

void add_to_accuracy(PlayerAccuracy& acc, const DecisionAnalysis& d) {
  acc.grade_counts[static_cast<std::size_t>(d.grade)]++;
  // Counted by the verdict shown (verdict.h): a close one by its worse band.
  const ShownVerdict v = shown_verdict(d);
  if (v.certainty == Certainty::kTooClose) {
    acc.too_close++;
  } else {
    acc.verdict_counts[static_cast<std::size_t>(v.grade)]++;
    if (v.certainty == Certainty::kClose) acc.close++;
  }
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
