// Sheepshead's practice jobs (RULES.md SS-*): the grade of one of the player's decisions (pick,
// bury, call, announcement, card) by the analyzer, an auction still open completed by the
// heuristic player first, and the review of a finished hand. The shared jobs
// (../practice_jobs.cpp) reach them through the game's face (../practice_games.cpp).
#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "../practice_games.h"
#include "engine/hand_log.h"
#include "solver/analysis.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/sheepshead/heuristic_player.h"
#include "ui/practice/session.h"

namespace ui::practice {
namespace {

// The Sheepshead hand `h` (in its auction, bury or call) with the rest of them decided by the
// heuristic player, written as a deal log; false with *why when that cannot be done (a hand
// thrown in, which has no log).
bool complete_auction(engine::SheepsheadHand h, engine::HandLog* out, std::string* why) {
  const solver::HeuristicPlayer rest{
      std::array<solver::HeuristicStyle, engine::kSheepsheadSeats>{}};
  while (h.phase() == engine::Phase::kPick || h.phase() == engine::Phase::kBury ||
         h.phase() == engine::Phase::kCall || h.phase() == engine::Phase::kAnnounce) {
    if (auto e = rest.act(h)) {
      *why = "the hand cannot be completed for the grade: " + *e;
      return false;
    }
  }
  *out = engine::hand_log(h);
  if (!out->expressible || !out->errors.empty()) {
    *why = "this decision cannot be graded (the hand has no valid log)";
    return false;
  }
  return true;
}

}  // namespace

MoveGrade ss_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel) {
  MoveGrade g = ungraded(job);
  const engine::DealLog* log = &job.log;
  engine::HandLog completed;
  if (job.sheepshead_unfinished) {
    std::string why;
    if (!complete_auction(*job.sheepshead_unfinished, &completed, &why)) {
      g.note = why;
      return g;
    }
    log = &completed.log;
  }
  solver::Analyzer analyzer(job.options);
  std::string error;
  const std::vector<solver::DecisionRef> refs = analyzer.decisions(*log, &error);
  if (job.decision < 0 || static_cast<std::size_t>(job.decision) >= refs.size()) {
    g.note = error.empty() ? "this decision cannot be graded" : error;
    return g;
  }
  g.analysis = analyzer.analyze_decision(*log, job.decision, cancel);
  const solver::DecisionAnalysis& d = g.analysis;
  if (!d.complete) {
    g.note = d.note.empty() ? "cancelled" : d.note;
    return g;
  }
  g.grade = d.grade;
  g.loss = d.loss;
  if (!d.alternatives.empty() && d.grade != solver::Grade::kNotGraded) {
    g.best = d.alternatives[static_cast<std::size_t>(d.best)].action;
  }
  g.lessons = d.lessons;
  g.note = d.note;
  return g;
}

Review ss_compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                         const std::atomic<bool>* cancel) {
  Review r;
  r.hand_index = job.hand_index;
  solver::Analyzer analyzer(job.options);
  r.analysis = analyzer.analyze(job.log, on_decision, cancel);
  r.complete = r.analysis.complete;
  r.error = r.analysis.error;
  if (job.human_seat >= 0 && job.human_seat < engine::kMaxPlayers) {
    r.human = r.analysis.accuracy[static_cast<std::size_t>(job.human_seat)];
  }
  // The session's actions of a Sheepshead hand are in the analyzer's decision order (auction,
  // bury, call, plays), so the indices agree.
  add_key_mistakes(r, job.human_seat, false);
  return r;
}

}  // namespace ui::practice
