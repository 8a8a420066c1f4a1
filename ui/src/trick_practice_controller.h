// The trick games' (Sheepshead, Schafkopf) practice controller: the one PracticeController
// (practice_controller.h) with their session and jobs (ui/practice/session.h), and what is theirs
// only: the bury selection, Schafkopf's "no" to a Kontra the player may not say, and what the
// trick practice panels read (status, the decision's controls, the table).
#pragma once

#include <atomic>
#include <cstddef>
#include <optional>

#include "practice_controller.h"
#include "ui/practice/session.h"
#include "ui/practice_screen.h"
#include "ui/worker.h"

namespace ui {

// The trick games' session and jobs (session.h) for PracticeController.
struct TrickPracticeGame {
  using Session = practice::Session;
  using Config = practice::PracticeConfig;
  using BotJob = practice::BotJob;
  using Action = practice::Move;
  using Grade = practice::MoveGrade;
  using GradeJob = practice::GradeJob;
  using Hint = practice::Hint;
  using HintJob = practice::HintJob;
  using Review = practice::Review;
  using ReviewJob = practice::ReviewJob;
  using Input = engine::CardMask;  // the bury selection
  // Computer players wait for the grade of the player's card (with the setting on), so that a
  // blunder's take-back undoes his card only; autoplay plays the tutor's suggestions and shows
  // the hint once the last grade is in.
  static constexpr bool kBotsWaitForGrade = true;
  static constexpr bool kOfferFollowsSetting = true;
  static constexpr bool kAutoplayAsksTutor = true;
  static constexpr bool kFinalHintAfterGrade = true;
  static constexpr bool kRestartIsTurn = false;
  static constexpr bool kStopForgetsOffer = false;

  static Action bot_move(const BotJob& job) { return practice::compute_bot_move(job); }
  static Grade grade(const GradeJob& job, const std::atomic<bool>* cancel) {
    return practice::compute_grade(job, cancel);
  }
  static Hint hint(const HintJob& job, const std::atomic<bool>* cancel) {
    return practice::compute_hint(job, cancel);
  }
  static Review review(const ReviewJob& job, Worker<Review>::JobContext& ctx) {
    return practice::compute_review(
        job,
        [&ctx](const solver::DecisionAnalysis&, int done, int total) {
          ctx.set_total(total);
          ctx.set_done(done);
        },
        ctx.cancel_flag());
  }
  static std::size_t grade_key(const Grade& g) { return g.action_index; }
  static const Action& suggested(const Hint& h) { return h.suggested; }
  static std::optional<Action> forced_action(const Session& s);
  static std::optional<Action> autoplay_move(const Session&) { return std::nullopt; }
  static void prepare_final_hint(Session&) {}
};

class TrickPracticeController : public PracticeController<TrickPracticeGame> {
 public:
  // Bury selection.
  engine::CardMask bury_selection() const { return input_; }
  void click_bury_card(engine::Card c);

  PracticeStatus status(bool offer_takeback) const;
  PracticeControls controls() const;
  PracticeTable table() const;
};

}  // namespace ui
