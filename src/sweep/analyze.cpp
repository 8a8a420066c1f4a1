// `schmier analyze` of a Sweep hand as text (solver/sweep/analysis.h): one decision per turn,
// values in final margin points, and how its reasons name actions and their worth.
#include <algorithm>
#include <iostream>

#include "analyze_text.h"
#include "cli_util.h"
#include "solver/reasons.h"
#include "solver/sweep/analysis.h"
#include "sweep/cli.h"

namespace cli {

// How a Sweep reason names actions and its worth (margin points, solver/sweep/analysis.h).
solver::ReasonNames sweep_reason_names(const engine::DealLog& log) {
  solver::ReasonNames n;
  n.action = [](const solver::Action& a) { return solver::action_text(a); };
  n.seat = [&log](int s) { return seat_name(log, s); };
  n.sweep_cards = [](engine::sweep::CardMask m) { return engine::sweep::mask_string(m); };
  n.worth = [](double stakes) {
    return fmt("%.1f", stakes * solver::sweep::kSweepStakePoints) + " margin points";
  };
  return n;
}

// A Sweep hand (solver/sweep/analysis.h): one decision per turn, values in margin points.
void print_sweep_analysis(std::ostream& out, const engine::DealLog& log, const std::string& path,
                          const solver::HandAnalysis& h, bool timings) {
  const solver::AnalysisOptions& o = h.options;
  const double sp = solver::sweep::kSweepStakePoints;
  out << "Analysis of " << path << ": " << o.samples << " worlds per turn, up to "
      << solver::sweep::sweep_settle_cap(o) << " where a grade is not settled, seed " << o.seed
      << "\n";
  out << "Margin = the mover's final score minus the opponent's (SW-17), expected over the "
         "worlds,\neach searched to the end of its deal (exactly in the last deal); dd = every "
         "card seen\n(hindsight, from the second deal on); loss in margin points (one stake = "
      << fmt("%.0f", sp) << " points).\n";
  for (const solver::DecisionAnalysis& d : h.decisions) {
    out << "\n[" << d.index + 1 << "] Turn " << d.play_index + 1 << ", " << seat_name(log, d.mover)
        << " " << solver::action_text(d.played);
    print_grade(out, d, sp, "%.1f", "%.0f", timings);
    std::size_t width = 12;
    for (std::size_t a = 0; a < d.alternatives.size(); ++a) {
      const std::size_t len = solver::action_text(d.alternatives[a].action).size() +
                              (static_cast<int>(a) == d.played_index ? 9 : 0) + 2;
      width = std::max(width, len);
    }
    if (d.alternatives.size() > 1) {
      out << "    " << pad("action", width) << pad("margin", 16) << pad("dd", 6) << "loss\n";
      for (std::size_t a = 0; a < d.alternatives.size(); ++a) {
        const solver::Alternative& alt = d.alternatives[a];
        std::string name = solver::action_text(alt.action);
        if (static_cast<int>(a) == d.played_index) name += " (played)";
        std::string margin = "-";
        std::string loss = "-";
        if (alt.has_values) {
          margin = fmt("%+.1f", alt.units.mean) + " \u00b1 " + fmt("%.1f", alt.units.se);
          const std::string val =
              fmt("%.1f", alt.loss * sp) + " \u00b1 " + fmt("%.1f", alt.loss_se * sp);
          if (static_cast<int>(a) == d.best) {
            loss = alt.loss_se > 0 || alt.loss_high > 0
                       ? "best (up to " + fmt("%.1f", alt.loss_high * sp) + ")"
                       : "best";
          } else {
            loss = alt.tie_best ? "\u2248 best (" + val + ")" : val;
          }
        }
        out << "    " << pad(name, width) << pad(margin, 16)
            << pad(alt.dd_units ? fmt("%+.0f", *alt.dd_units) : "-", 6) << loss << "\n";
      }
    }
    for (const solver::Lesson& l : d.lessons) {
      out << "    " << l.id << " " << l.title << " (" << solver::lesson_verdict_name(l.verdict)
          << "): " << l.text << "\n";
    }
    if (d.reason) {
      std::string why;
      const solver::ReasonNames names = sweep_reason_names(log);
      for (const std::string& t : solver::reason_sentences(*d.reason, names)) {
        why += (why.empty() ? "" : " ") + t;
      }
      if (!why.empty()) out << "    why: " << why << "\n";
      const std::string hs = solver::reason_hindsight_sentence(*d.reason, names);
      if (!hs.empty()) out << "    " << hs << "\n";
    }
  }
  out << "\nAccuracy (mean of 100*exp(-loss in stakes) over non-forced turns)\n";
  print_accuracy(out, log, h, "turns",
                 [sp](double loss) { return fmt("%.1f", loss * sp) + " points"; });
}

}  // namespace cli
