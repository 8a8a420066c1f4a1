// The one verdict rule (issue 40; solver/ANALYSIS.md §4, "What a verdict says"): how every view
// says a grade and how sure it is. `analyze`'s text and JSON, `report`, the app's board,
// practice and review, and the lessons all take their words, marks and colours from here.
//
// A grade comes with the bands its loss interval spans (grades.h: grade_verdict). The verdict
// shown is
//   settled       one band: the grade ("good")
//   close         two neighbouring bands ("good or inaccuracy"), shown with the worse band's
//                 mark and colour
//   too close     wider: "too close to call", with its own mark and a neutral colour
// Best and Excellent count as one band ([0, 0.10)), as for settled grades. Mark and colour
// never come from the better end. A number is coloured by its own estimate (loss_tone), on the
// one scale of the grade bands, and its uncertainty is written one way: "0.33 ± 0.16".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/analysis.h"
#include "solver/grades.h"

namespace solver {

enum class Certainty : std::uint8_t { kSettled, kClose, kTooClose };

struct ShownVerdict {
  Certainty certainty = Certainty::kSettled;
  Grade grade = Grade::kNotGraded;   // settled: the grade (forced and not graded too)
  Grade better = Grade::kNotGraded;  // the bands the interval spans, the better end first
  Grade worse = Grade::kNotGraded;   // (settled: both the grade)
};

// From a grade, whether it is settled and the bands it spans (DecisionAnalysis::grade,
// settled, grade_low, grade_high).
ShownVerdict shown_verdict(Grade grade, bool settled, Grade low, Grade high);
ShownVerdict shown_verdict(const Verdict& v);
ShownVerdict shown_verdict(const DecisionAnalysis& d);

// A grade by its name (grade_name's words); nullopt for another word.
std::optional<Grade> grade_named(std::string_view name);

// The words with the bands a too-close verdict spans, as the commands write it: "good",
// "good or inaccuracy", "too close to call, excellent to blunder".
std::string verdict_text_with_range(const ShownVerdict& v);

// "settled", "close", "too close" (the JSON's "certainty").
std::string_view certainty_name(Certainty c);
// The words: "good", "good or inaccuracy", "too close to call".
std::string verdict_text(const ShownVerdict& v);
// The mark: a settled grade's (★ best, ! excellent, ✓ good, ?! inaccuracy, ? mistake,
// ?? blunder, □ forced, … not graded), a close verdict's worse band's, "~" too close to call.
// "?" is only the mistake's mark.
std::string_view verdict_mark(const ShownVerdict& v);
// The grade whose colour the verdict takes: settled its grade, close its worse band, too close
// kNotGraded (neutral).
Grade verdict_tone(const ShownVerdict& v);
// The colour of a number: the band of its own estimate (a loss in stakes; band_of).
Grade loss_tone(double loss);

// A grade's word and mark ("good", "✓"), as the verdicts use them.
std::string_view grade_word(Grade g);
std::string_view grade_mark_of(Grade g);
inline constexpr std::string_view kTooCloseMark = "~";

// A value and its standard error, one way everywhere: "0.33 ± 0.16" (`decimals` places; the
// error left out when it is 0).
std::string with_error(double value, double se, int decimals);

// The legend's entries: each grade's mark, word and band, then too close to call (grade
// kNotGraded, mark kTooCloseMark).
struct LegendEntry {
  Grade grade;
  std::string_view mark;
  std::string_view word;
  std::string_view band;
};
std::vector<LegendEntry> verdict_legend_entries();
// The note under the legend: what a close verdict shows, how numbers are written.
inline constexpr std::string_view kLegendNote =
    "A close verdict spans two neighbouring bands (\"good or inaccuracy\") and takes the worse "
    "one's mark and colour. Numbers are written value \u00b1 standard error.";

// The legend of every mark, one line ("★ best  ! excellent ...") and one line per mark with
// its band (analyze --help, the app's keys overlay).
std::string verdict_legend_line();
std::string verdict_legend();

}  // namespace solver
