// What `schmier analyze`'s text printers share (cmd_analyze.cpp, and a game's own printer in its
// wing, e.g. src/sweep/analyze.cpp): the grade line of a decision and the accuracy table.
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "engine/deal_log.h"
#include "solver/analysis.h"

namespace cli {

// `s` padded with spaces to at least `w` characters.
std::string pad(std::string s, std::size_t w);

// A decision's grade after its title (": grade", uncertain, the loss ± se and the hindsight
// loss in stakes times `scale` as loss_fmt and dd_fmt write them, the worlds), then its note and
// timings lines.
void print_grade(std::ostream& out, const solver::DecisionAnalysis& d, double scale,
                 const char* loss_fmt, const char* dd_fmt, bool timings);

// The accuracy table under its heading: per seat the accuracy, how many `what` were graded, the
// total loss as `loss` writes it and the grade counts; then whether the analysis is incomplete.
void print_accuracy(std::ostream& out, const engine::DealLog& log, const solver::HandAnalysis& h,
                    const std::string& what, const std::function<std::string(double)>& loss);

}  // namespace cli
