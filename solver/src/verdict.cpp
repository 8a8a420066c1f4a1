#include "solver/verdict.h"

#include <algorithm>
#include <cstdio>

namespace solver {

namespace {

struct GradeText {
  Grade grade;
  std::string_view word;
  std::string_view mark;
  std::string_view band;  // the legend's explanation
};
constexpr GradeText kGradeTexts[] = {
    {Grade::kBest, "best", "\xE2\x98\x85",  // ★
     "within noise of the best (loss + 2 se at most 0.10 stakes)"},
    {Grade::kExcellent, "excellent", "!", "loses less than 0.10 stakes"},
    {Grade::kGood, "good", "\xE2\x9C\x93", "loses less than 0.25 stakes"},  // ✓
    {Grade::kInaccuracy, "inaccuracy", "?!", "loses less than 0.50 stakes"},
    {Grade::kMistake, "mistake", "?", "loses less than 1.00 stake"},
    {Grade::kBlunder, "blunder", "??", "loses 1.00 stake or more"},
    {Grade::kForced, "forced", "\xE2\x96\xA1", "the only legal choice"},  // □
};

const GradeText* text_of(Grade g) {
  for (const GradeText& t : kGradeTexts) {
    if (t.grade == g) return &t;
  }
  return nullptr;
}

// The bands a settled grade keeps to: Best and Excellent are one ([0, 0.10)), then one per edge.
int band_index(Grade g) {
  switch (g) {
    case Grade::kBest:
    case Grade::kExcellent:
      return 0;
    case Grade::kGood:
      return 1;
    case Grade::kInaccuracy:
      return 2;
    case Grade::kMistake:
      return 3;
    case Grade::kBlunder:
      return 4;
    default:
      return -1;
  }
}

}  // namespace

ShownVerdict shown_verdict(Grade grade, bool settled, Grade low, Grade high) {
  ShownVerdict v;
  const int lo = band_index(low);
  const int hi = band_index(high);
  if (settled || band_index(grade) < 0 || lo < 0 || hi < 0 || lo >= hi) {
    v.grade = v.better = v.worse = grade;
    return v;
  }
  // An unsettled grade is never Best: its noise is not small (grades.h).
  v.better = std::max(low, Grade::kExcellent);
  v.worse = high;
  v.certainty = hi - lo == 1 ? Certainty::kClose : Certainty::kTooClose;
  v.grade = v.certainty == Certainty::kClose ? high : Grade::kNotGraded;
  return v;
}

ShownVerdict shown_verdict(const Verdict& v) {
  return shown_verdict(v.grade, v.settled, v.low, v.high);
}

ShownVerdict shown_verdict(const DecisionAnalysis& d) {
  return shown_verdict(d.grade, d.settled, d.grade_low, d.grade_high);
}

std::optional<Grade> grade_named(std::string_view name) {
  for (int g = 0; g <= static_cast<int>(Grade::kNotGraded); ++g) {
    if (grade_name(static_cast<Grade>(g)) == name) return static_cast<Grade>(g);
  }
  return std::nullopt;
}

std::string_view certainty_name(Certainty c) {
  switch (c) {
    case Certainty::kSettled:
      return "settled";
    case Certainty::kClose:
      return "close";
    case Certainty::kTooClose:
      return "too close";
  }
  return "settled";
}

std::string_view grade_word(Grade g) {
  const GradeText* t = text_of(g);
  return t ? t->word : "not graded";
}

std::string_view grade_mark_of(Grade g) {
  const GradeText* t = text_of(g);
  return t ? t->mark : "\xE2\x80\xA6";  // …
}

std::string verdict_text(const ShownVerdict& v) {
  switch (v.certainty) {
    case Certainty::kSettled:
      return std::string(grade_word(v.grade));
    case Certainty::kClose:
      return std::string(grade_word(v.better)) + " or " + std::string(grade_word(v.worse));
    case Certainty::kTooClose:
      return "too close to call";
  }
  return {};
}

std::string verdict_text_with_range(const ShownVerdict& v) {
  std::string out = verdict_text(v);
  if (v.certainty == Certainty::kTooClose) {
    out += ", " + std::string(grade_word(v.better)) + " to " + std::string(grade_word(v.worse));
  }
  return out;
}

std::string_view verdict_mark(const ShownVerdict& v) {
  switch (v.certainty) {
    case Certainty::kSettled:
      return grade_mark_of(v.grade);
    case Certainty::kClose:
      return grade_mark_of(v.worse);
    case Certainty::kTooClose:
      return kTooCloseMark;
  }
  return kTooCloseMark;
}

Grade verdict_tone(const ShownVerdict& v) {
  switch (v.certainty) {
    case Certainty::kSettled:
      return v.grade;
    case Certainty::kClose:
      return v.worse;
    case Certainty::kTooClose:
      return Grade::kNotGraded;
  }
  return Grade::kNotGraded;
}

Grade loss_tone(double loss) {
  return band_of(std::max(0.0, loss));
}

std::string with_error(double value, double se, int decimals) {
  char buf[96];
  if (se > 0) {
    std::snprintf(buf, sizeof buf, "%.*f \xC2\xB1 %.*f", decimals, value, decimals, se);  // ±
  } else {
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  }
  return buf;
}

std::vector<LegendEntry> verdict_legend_entries() {
  std::vector<LegendEntry> out;
  for (const GradeText& t : kGradeTexts) out.push_back({t.grade, t.mark, t.word, t.band});
  out.push_back({Grade::kNotGraded, kTooCloseMark, "too close",
                 "the loss interval spans more than two bands"});
  return out;
}

std::string verdict_legend_line() {
  std::string out;
  for (const GradeText& t : kGradeTexts) {
    out += std::string(t.mark) + " " + std::string(t.word) + "  ";
  }
  return out + std::string(kTooCloseMark) + " too close to call";
}

std::string verdict_legend() {
  std::string out;
  for (const LegendEntry& e : verdict_legend_entries()) {
    // The strip in the app writes "too close"; the full legend says it whole.
    const std::string word =
        e.grade == Grade::kNotGraded ? std::string("too close to call") : std::string(e.word);
    std::string head = std::string(e.mark) + " " + word;
    // Pad by characters on screen (a mark may take three bytes).
    const std::size_t shown = word.size() + 1 + (e.mark.size() == 3 ? 1 : e.mark.size());
    head.append(shown < 14 ? 14 - shown : 1, ' ');
    out += "  " + head + std::string(e.band) + "\n";
  }
  return out + "  " + std::string(kLegendNote) + "\n";
}

}  // namespace solver
