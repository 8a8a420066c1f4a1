// Sweep's horizon evaluation (solver/sweep/horizon_eval.h): the weights and the sum. The
// features themselves are computed in solver.cpp, by the search's own arithmetic on card kinds.
#include "solver/sweep/horizon_eval.h"

#include <algorithm>
#include <cstddef>

namespace solver::sweep {

double HorizonEval::value(const HorizonFeatures& f, int rounds_left) const {
  const HorizonFeatures& wr = w[static_cast<std::size_t>(std::clamp(rounds_left, 1, 3) - 1)];
  double v = 0;
  for (std::size_t i = 0; i < f.size(); ++i) v += wr[i] * f[i];
  return v;
}

const HorizonEval& fitted_horizon_eval() {
  // Fitted by `sweep_horizon_fit fit 300 0` (scripts/sweep_horizon_fit.cpp): 300 self-play
  // hands, 300 positions per row; mean absolute error against the exact solver's future margin
  // 4.13, 7.65 and 9.06 points (a constant: 8.66, 10.58, 11.29). Feature order: HorizonFeature.
  static const HorizonEval e{{{
      {-5.9746, -0.1024, -1.0429, 1.1589, 0.9449, 1.3960, 4.4319, 1.8158, 0.2291},
      {-8.4092, 0.0459, -0.9112, 1.0380, 1.0671, 1.6009, 3.9925, 1.3709, 0.1826},
      {-9.1462, -0.0008, -0.8426, 0.8475, 0.1160, 1.4783, 4.5800, 1.3215, 0.4856},
  }}};
  return e;
}

const HorizonEval& cut_rule_eval() {
  static const HorizonEval e = [] {
    HorizonEval x;
    for (auto& wr : x.w) wr[kHfTableToLast] = 1;
    return x;
  }();
  return e;
}

}  // namespace solver::sweep
