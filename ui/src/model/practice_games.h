// The trick games' practice face (practice_games.cpp): each game's jobs in its wing (sheepshead/,
// schafkopf/ beside this file), and what the shared jobs (practice_jobs.cpp) and the wings share.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "solver/analysis.h"
#include "ui/practice/games.h"
#include "ui/practice/session.h"

namespace ui::practice {

// Worlds and wall time of a hint on a Schafkopf bid, declaration or Kontra/Re answer: the
// simulation stops earlier once the best action is settled (solver/ANALYSIS.md §10).
inline constexpr int kSkAuctionHintWorlds = 24;
inline constexpr double kSkAuctionHintSeconds = 2.0;

class TrickHands;  // practice_hands.h

// One trick game's parts that differ: its hands in a session, the grade of one of the player's
// decisions and the review of a finished hand.
struct TrickPracticeFace {
  std::unique_ptr<TrickHands> (*hands)(const PracticeConfig& c);
  MoveGrade (*grade)(const GradeJob& job, const std::atomic<bool>* cancel);
  Review (*review)(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                   const std::atomic<bool>* cancel);
  // A saved game's action `code`, split at ':' into `p`; nullopt with *why.
  std::optional<Move> (*parse_move)(std::string_view code, const std::vector<std::string_view>& p,
                                    std::string* why);
};
const TrickPracticeFace& trick_practice_face(engine::Game g);

// The wings' faces (sheepshead/practice_jobs.cpp, schafkopf/practice_jobs.cpp).
MoveGrade ss_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel);
Review ss_compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                         const std::atomic<bool>* cancel);
MoveGrade sk_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel);
Review sk_compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                         const std::atomic<bool>* cancel);

// The action codes of a saved game (session.h), each game's in its wing.
std::string ss_move_code(const solver::Action& a);
std::string sk_move_code(const solver::SkAction& a);
std::optional<Move> ss_parse_move_code(std::string_view code,
                                       const std::vector<std::string_view>& p, std::string* why);
std::optional<Move> sk_parse_move_code(std::string_view code,
                                       const std::vector<std::string_view>& p, std::string* why);
// Their parts (practice_moves.cpp): `s` split at `sep`; a suit letter (C, S, H, D); a card's
// canonical French code; a number of at most three digits.
std::vector<std::string_view> split_code(std::string_view s, char sep);
std::optional<engine::Suit> suit_of_code(std::string_view s);
std::optional<engine::Card> card_of_move_code(std::string_view s);
std::optional<int> small_int_of_code(std::string_view s);

// The grade of the job's action before it is graded (which action, of which hand).
MoveGrade ungraded(const GradeJob& job);
// Adds the human's complete Mistakes and Blunders of r.analysis to r.mistakes, in order; a
// decision's index is the session's action index (practice_jobs.cpp).
void add_key_mistakes(Review& r, int human_seat, bool schafkopf);

}  // namespace ui::practice
