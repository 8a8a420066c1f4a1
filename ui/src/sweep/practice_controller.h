// Sweep practice's controller: the one PracticeController (../practice_controller.h) with the
// SweepSession of ui/sweep/practice.h, and Sweep's own parts: the turn's input (a hand card, the
// table cards to take, the capture chosen, take, trail) and autoplay's rule of thumb. The
// computer player does not wait for the grade: a blunder's take-back undoes the player's turn
// and the reply (until the player's next turn), so play stays quick while a first-round grade
// takes seconds.
#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "../practice_controller.h"
#include "ui/sweep/practice.h"
#include "ui/worker.h"

namespace ui {

// Sweep's session and jobs (ui/sweep/practice.h) for PracticeController.
struct SweepPracticeGame {
  using Session = practice::SweepSession;
  using Config = practice::SweepConfig;
  using BotJob = practice::SweepBotJob;
  using Action = engine::sweep::Action;
  using Grade = practice::SweepGrade;
  using GradeJob = practice::SweepGradeJob;
  using Hint = practice::SweepHint;
  using HintJob = practice::SweepHintJob;
  using Review = practice::SweepReview;
  using ReviewJob = practice::SweepReviewJob;
  struct Input {};  // the turn's selection lives in the session
  static constexpr bool kBotsWaitForGrade = false;
  static constexpr bool kOfferFollowsSetting = false;  // the game's configuration decides
  // Autoplay plays the rule of thumb (microseconds); its final hint beside a chosen capture.
  static constexpr bool kAutoplayAsksTutor = false;
  static constexpr bool kFinalHintAfterGrade = false;
  static constexpr bool kRestartIsTurn = true;
  static constexpr bool kStopForgetsOffer = true;
  static Action bot_move(const BotJob& job) { return practice::compute_sweep_bot_move(job); }
  static Grade grade(const GradeJob& job, const std::atomic<bool>* cancel) {
    return practice::compute_sweep_grade(job, cancel);
  }
  static Hint hint(const HintJob& job, const std::atomic<bool>* cancel) {
    return practice::compute_sweep_hint(job, cancel);
  }
  static Review review(const ReviewJob& job, Worker<Review>::JobContext& ctx) {
    return practice::compute_sweep_review(
        job,
        [&ctx](int done, int total) {
          ctx.set_total(total);
          ctx.set_done(done);
        },
        ctx.cancel_flag());
  }
  static int grade_key(const Grade& g) { return g.turn; }
  static std::optional<Action> forced_action(const Session&) { return std::nullopt; }
  static std::optional<Action> autoplay_move(const Session& s);
  // Screenshots of a capture choice: the card of the player's hand with the most captures,
  // selected, its first capture chosen (outlined).
  static void prepare_final_hint(Session& s);
};

class SweepPracticeController : public PracticeController<SweepPracticeGame> {
 public:
  // The turn (errors land in `message`).
  void click_hand_card(engine::sweep::Card c);
  void click_table_card(engine::sweep::Card c);
  void choose_capture(const engine::sweep::Action& a);
  // Chooses a listed capture and plays it at once.
  void play_capture(const engine::sweep::Action& a);
  void take();
  void trail();
  void trail_card(engine::sweep::Card c);  // a right click on a hand card
};

}  // namespace ui
