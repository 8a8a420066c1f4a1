// Sweep practice's driver between frames: the hall's machinery (../practice_driver.h: the
// SweepSession of ui/sweep/practice.h, the background jobs, the take-back offer, review and
// retry) with Sweep's turn input and autoplay. pump() runs once a frame. The computer player does
// not wait for the grade: a blunder's take-back undoes the player's turn and the reply (until the
// player's next turn), so play stays quick while a first-round grade takes seconds.
#pragma once

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "../practice_driver.h"
#include "ui/sweep/practice.h"
#include "ui/worker.h"

namespace ui {

// Sweep's session and jobs (ui/sweep/practice.h) for PracticeDriver.
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
};

class SweepPracticeController : public PracticeDriver<SweepPracticeGame, SweepPracticeController> {
 public:
  void stop();
  // No job runs and nothing is about to start.
  bool idle() const;

  void pump(double pause, bool visible);

  // The turn (errors land in `message`).
  void click_hand_card(engine::sweep::Card c);
  void click_table_card(engine::sweep::Card c);
  void choose_capture(const engine::sweep::Action& a);
  void take();
  void trail();
  void trail_card(engine::sweep::Card c);  // a right click on a hand card

  // The tutor.
  void request_hint();
  bool takeback_pending() const { return offer_open(); }
  void take_back();

  // After the hand.
  void next_hand();
  void start_retry(int turn);
  void end_retry();

  // Screenshots: play `n` turns (the player's by the rule of thumb) without pauses; then, with
  // `select_capture`, select the card of the player's hand with the most captures, choose its
  // first capture and ask the tutor for a hint.
  void autoplay(int n, bool select_capture) {
    autoplay_left_ = n;
    select_capture_at_end_ = select_capture;
  }

 private:
  void after_human();
  void select_capture_for_screenshot(practice::SweepSession* s);

  int autoplay_left_ = 0;
  bool select_capture_at_end_ = false;
};

}  // namespace ui
