// The trick games' practice face (practice_games.cpp): each game's jobs in its wing (sheepshead/,
// schafkopf/ beside this file), and what the shared jobs (practice_jobs.cpp) and the wings share.
#pragma once

#include <atomic>

#include "solver/analysis.h"
#include "ui/practice/games.h"
#include "ui/practice/session.h"

namespace ui::practice {

// Worlds and wall time of a hint on a Schafkopf bid, declaration or Kontra/Re answer: the
// simulation stops earlier once the best action is settled (solver/ANALYSIS.md §10).
inline constexpr int kSkAuctionHintWorlds = 24;
inline constexpr double kSkAuctionHintSeconds = 2.0;

// One trick game's slow parts that differ: the grade of one of the player's decisions and the
// review of a finished hand.
struct TrickPracticeFace {
  MoveGrade (*grade)(const GradeJob& job, const std::atomic<bool>* cancel);
  Review (*review)(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                   const std::atomic<bool>* cancel);
};
const TrickPracticeFace& trick_practice_face(engine::Game g);

// The wings' faces (sheepshead/practice_jobs.cpp, schafkopf/practice_jobs.cpp).
MoveGrade ss_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel);
Review ss_compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                         const std::atomic<bool>* cancel);
MoveGrade sk_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel);
Review sk_compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                         const std::atomic<bool>* cancel);

// Adds the human's complete Mistakes and Blunders of r.analysis to r.mistakes, in order; a
// decision's index is the session's action index (practice_jobs.cpp).
void add_key_mistakes(Review& r, int human_seat, bool schafkopf);

}  // namespace ui::practice
