// The one verdict rule (solver/verdict.h, issue 40): settled, close and too-close verdicts,
// their words, marks and colours (never from the better end; "?" only for a mistake), the one
// way of writing uncertainty, the grade counts and the legend.
#include <doctest/doctest.h>

#include <string>

#include "solver/grades.h"
#include "solver/verdict.h"

namespace {

using solver::Certainty;
using solver::Grade;
using solver::shown_verdict;

constexpr Grade kBands[] = {Grade::kBest,       Grade::kExcellent, Grade::kGood,
                            Grade::kInaccuracy, Grade::kMistake,   Grade::kBlunder};

TEST_CASE("verdict: a settled grade is shown as itself") {
  const solver::ShownVerdict v = shown_verdict(Grade::kGood, true, Grade::kGood, Grade::kGood);
  CHECK(v.certainty == Certainty::kSettled);
  CHECK(solver::verdict_text(v) == "good");
  CHECK(solver::verdict_mark(v) == "\xE2\x9C\x93");
  CHECK(solver::verdict_tone(v) == Grade::kGood);
  const solver::ShownVerdict f =
      shown_verdict(Grade::kForced, true, Grade::kForced, Grade::kForced);
  CHECK(solver::verdict_text(f) == "forced");
  CHECK(solver::verdict_tone(f) == Grade::kForced);
}

TEST_CASE("verdict: two neighbouring bands are close, shown by the worse one") {
  // 0.30 +- 0.06: the interval [0.18, 0.42] spans good and inaccuracy.
  const solver::Verdict g = solver::grade_verdict(0.30, 0.06, false);
  REQUIRE_FALSE(g.settled);
  const solver::ShownVerdict v = shown_verdict(g);
  CHECK(v.certainty == Certainty::kClose);
  CHECK(solver::verdict_text(v) == "good or inaccuracy");
  CHECK(solver::verdict_mark(v) == "?!");
  CHECK(solver::verdict_tone(v) == Grade::kInaccuracy);
  // Best and excellent are one band: a tie whose interval reaches into good is close, and
  // never called best.
  const solver::ShownVerdict t =
      shown_verdict(Grade::kExcellent, false, Grade::kBest, Grade::kGood);
  CHECK(t.certainty == Certainty::kClose);
  CHECK(solver::verdict_text(t) == "excellent or good");
}

TEST_CASE("verdict: wider than two bands is too close to call, in a neutral colour") {
  // The example: 0.77 +- 0.42 spans best to blunder.
  const solver::Verdict g = solver::grade_verdict(0.77, 0.42, false);
  const solver::ShownVerdict v = shown_verdict(g);
  CHECK(v.certainty == Certainty::kTooClose);
  CHECK(solver::verdict_text(v) == "too close to call");
  CHECK(solver::verdict_mark(v) == solver::kTooCloseMark);
  CHECK(solver::verdict_tone(v) == Grade::kNotGraded);
  CHECK(v.better == Grade::kExcellent);
  CHECK(v.worse == Grade::kBlunder);
}

TEST_CASE("verdict: mark and colour never come from the better end; ? is only a mistake") {
  int pairs = 0;
  for (Grade lo : kBands) {
    for (Grade hi : kBands) {
      if (hi <= lo) continue;
      const solver::ShownVerdict v = shown_verdict(std::max(lo, Grade::kExcellent), false, lo, hi);
      if (v.certainty == Certainty::kSettled) continue;  // best to excellent: one band
      ++pairs;
      CAPTURE(solver::grade_name(lo));
      CAPTURE(solver::grade_name(hi));
      CHECK(solver::verdict_tone(v) != std::max(lo, Grade::kExcellent));
      CHECK(solver::verdict_mark(v) != solver::grade_mark_of(std::max(lo, Grade::kExcellent)));
      if (solver::verdict_mark(v) == "?") CHECK(solver::verdict_tone(v) == Grade::kMistake);
    }
  }
  CHECK(pairs == 14);
}

TEST_CASE("verdict: uncertainty is written one way, and numbers take their own colour") {
  CHECK(solver::with_error(0.333, 0.16, 2) == "0.33 \xC2\xB1 0.16");
  CHECK(solver::with_error(1.5, 0.0, 1) == "1.5");
  CHECK(solver::loss_tone(0.0) == Grade::kBest);
  CHECK(solver::loss_tone(0.3) == Grade::kInaccuracy);
  CHECK(solver::loss_tone(1.2) == Grade::kBlunder);
}

TEST_CASE("verdict: grade names read back; the legend has every mark") {
  for (int g = 0; g <= static_cast<int>(Grade::kNotGraded); ++g) {
    const auto back = solver::grade_named(solver::grade_name(static_cast<Grade>(g)));
    REQUIRE(back.has_value());
    CHECK(*back == static_cast<Grade>(g));
  }
  CHECK_FALSE(solver::grade_named("superb").has_value());
  const std::string legend = solver::verdict_legend();
  const std::string line = solver::verdict_legend_line();
  for (Grade g : kBands) {
    CHECK(legend.find(std::string(solver::grade_mark_of(g)) + " " +
                      std::string(solver::grade_word(g))) != std::string::npos);
    CHECK(line.find(std::string(solver::grade_word(g))) != std::string::npos);
  }
  CHECK(legend.find("too close to call") != std::string::npos);
}

TEST_CASE("verdict: grade counts count a close verdict by its worse band, and say how many") {
  auto decision = [](Grade grade, bool settled, Grade low, Grade high, double loss) {
    solver::DecisionAnalysis d;
    d.mover = 0;
    d.grade = grade;
    d.settled = settled;
    d.grade_low = low;
    d.grade_high = high;
    d.loss = loss;
    return d;
  };
  const std::vector<solver::DecisionAnalysis> ds = {
      decision(Grade::kGood, true, Grade::kGood, Grade::kGood, 0.2),
      decision(Grade::kGood, false, Grade::kGood, Grade::kInaccuracy, 0.3),
      decision(Grade::kExcellent, false, Grade::kBest, Grade::kBlunder, 0.6),
  };
  const auto acc = solver::accuracy_of(ds);
  CHECK(acc[0].decisions == 3);
  CHECK(acc[0].verdict_counts[static_cast<std::size_t>(Grade::kGood)] == 1);
  CHECK(acc[0].verdict_counts[static_cast<std::size_t>(Grade::kInaccuracy)] == 1);
  CHECK(acc[0].verdict_counts[static_cast<std::size_t>(Grade::kExcellent)] == 0);
  // By the analyzer's grade (the app's count until its views take the rule): as graded.
  CHECK(acc[0].grade_counts[static_cast<std::size_t>(Grade::kGood)] == 2);
  CHECK(acc[0].grade_counts[static_cast<std::size_t>(Grade::kExcellent)] == 1);
  CHECK(acc[0].close == 1);
  CHECK(acc[0].too_close == 1);
  // Accuracy takes every graded decision by its estimated loss.
  CHECK(acc[0].total_loss == doctest::Approx(1.1));
}

}  // namespace
