// Grades and accuracy (solver/grades.h): the documented bands, ties within noise, forced plays,
// stake shares (SS-10.3, SS-11.5) and the accuracy formula per hand and per game.
#include <doctest/doctest.h>

#include <cmath>

#include "solver/grades.h"

namespace {

using solver::Grade;
using solver::grade_for;

TEST_CASE("grades: the bands of the documentation") {
  CHECK(grade_for(0.0, 0.0, false) == Grade::kBest);
  CHECK(grade_for(0.019, 0.0, false) == Grade::kBest);
  CHECK(grade_for(0.021, 0.0, false) == Grade::kExcellent);
  CHECK(grade_for(0.099, 0.0, false) == Grade::kExcellent);
  CHECK(grade_for(0.10, 0.0, false) == Grade::kGood);
  CHECK(grade_for(0.249, 0.0, false) == Grade::kGood);
  CHECK(grade_for(0.25, 0.0, false) == Grade::kInaccuracy);
  CHECK(grade_for(0.499, 0.0, false) == Grade::kInaccuracy);
  CHECK(grade_for(0.50, 0.0, false) == Grade::kMistake);
  CHECK(grade_for(0.999, 0.0, false) == Grade::kMistake);
  CHECK(grade_for(1.0, 0.0, false) == Grade::kBlunder);
  CHECK(grade_for(3.0, 0.1, false) == Grade::kBlunder);
}

TEST_CASE("grades: ties within noise count as best; forced is forced") {
  // A loss of 0.3 with a paired standard error of 0.2 is within two standard errors of 0.
  CHECK(grade_for(0.3, 0.2, false) == Grade::kBest);
  CHECK(grade_for(0.3, 0.1, false) == Grade::kInaccuracy);
  CHECK(grade_for(0.0, 0.0, true) == Grade::kForced);
  CHECK(grade_for(5.0, 0.0, true) == Grade::kForced);
}

TEST_CASE("grades: stake shares (SS-10.3, SS-11.5)") {
  CHECK(solver::stake_share(solver::Role::kPicker, false) == 2);
  CHECK(solver::stake_share(solver::Role::kPicker, true) == 4);
  CHECK(solver::stake_share(solver::Role::kPartner, false) == 1);
  CHECK(solver::stake_share(solver::Role::kDefender, true) == 1);
  CHECK(solver::stake_share(solver::Role::kLeaster, false) == 1);
  CHECK(solver::stake_share(solver::Role::kAuction, false) == 2);
}

solver::DecisionAnalysis decision(int mover, Grade g, double loss) {
  solver::DecisionAnalysis d;
  d.mover = mover;
  d.grade = g;
  d.loss = loss;
  d.forced = g == Grade::kForced;
  return d;
}

TEST_CASE("accuracy: mean of 100*exp(-loss) over graded non-forced decisions") {
  CHECK(solver::decision_accuracy(0) == 100);
  CHECK(solver::decision_accuracy(1) == doctest::Approx(100 * std::exp(-1.0)));
  const std::vector<solver::DecisionAnalysis> ds = {
      decision(0, Grade::kBest, 0.0),       decision(0, Grade::kBlunder, 2.0),
      decision(0, Grade::kForced, 0.0),     decision(0, Grade::kNotGraded, 0.0),
      decision(1, Grade::kInaccuracy, 0.3),
  };
  const auto acc = solver::accuracy_of(ds);
  CHECK(acc[0].decisions == 2);
  CHECK(acc[0].accuracy == doctest::Approx((100 + 100 * std::exp(-2.0)) / 2));
  CHECK(acc[0].total_loss == doctest::Approx(2.0));
  CHECK(acc[0].grade_counts[static_cast<std::size_t>(Grade::kForced)] == 1);
  CHECK(acc[0].grade_counts[static_cast<std::size_t>(Grade::kBlunder)] == 1);
  CHECK(acc[1].accuracy == doctest::Approx(100 * std::exp(-0.3)));
  CHECK(acc[2].decisions == 0);
  CHECK(acc[2].accuracy == 100);  // nothing to judge
  // Best within noise (a loss of 0.3 with a large standard error) counts as no loss.
  const auto tie = solver::accuracy_of({decision(4, Grade::kBest, 0.3)});
  CHECK(tie[4].accuracy == 100);
  CHECK(tie[4].total_loss == 0);
}

TEST_CASE("accuracy: a game weighs every decision the same") {
  solver::HandAnalysis h1;
  h1.decisions = {decision(3, Grade::kBest, 0.0)};
  solver::HandAnalysis h2;
  h2.decisions = {decision(3, Grade::kMistake, 0.5), decision(3, Grade::kMistake, 0.5),
                  decision(3, Grade::kMistake, 0.5)};
  const auto acc = solver::game_accuracy({h1, h2});
  CHECK(acc[3].decisions == 4);
  CHECK(acc[3].accuracy == doctest::Approx((100 + 3 * 100 * std::exp(-0.5)) / 4));
}

}  // namespace
