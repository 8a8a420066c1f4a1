// The practice mode's driver between frames for the trick games (Sheepshead, Schafkopf): the
// hall's machinery (practice_driver.h: the session, the background jobs, the take-back offer,
// review and retry) with this game's parts. pump() is called once a frame: it takes finished
// results, and starts the next job when the session asks for one (a computer player after the
// bot pause; the grade of the player's action first, so that a blunder can still be taken back).
// The panels read it and call act() / the button functions.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "practice_driver.h"
#include "ui/practice/session.h"
#include "ui/practice_screen.h"
#include "ui/worker.h"

namespace ui {

// The trick games' session and jobs (session.h) for PracticeDriver.
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
};

class PracticeController : public PracticeDriver<TrickPracticeGame, PracticeController> {
 public:
  void stop();  // cancels the work and forgets the game

  // Once a frame. `pause` seconds between computer players' moves; `offer_takeback` the
  // setting (bots wait for the grade of the player's action so the offer can be made); while
  // not `visible` no computer player moves (grades and reviews go on).
  void pump(double pause, bool offer_takeback, bool visible);

  // The player's action (refused with a sentence when illegal).
  void act(const practice::Move& move);
  // Bury selection.
  engine::CardMask bury_selection() const { return bury_selection_; }
  void click_bury_card(engine::Card c);

  // The tutor.
  void request_hint();
  bool takeback_pending(bool offer_takeback) const;  // a blunder's take-back offer is open
  void take_back();

  // After the hand.
  void next_hand();
  void start_retry(std::size_t action_index);
  void end_retry();

  // Screenshot mode: play `n` actions (the player's with the tutor's suggestions) without
  // pauses, then let the computer players go on until it is the player's turn; stops at the end
  // of a hand.
  // When it is the player's turn at the end, the tutor's hint for it is shown.
  void autoplay(int n) {
    autoplay_left_ = n;
    hint_at_end_ = true;
    frozen_ = n == 0;
  }
  bool autoplaying() const { return autoplay_left_ > 0; }
  // Nothing runs in the background and nothing is about to start (the player decides, or the
  // hand is over).
  bool idle() const;

  // Where games, history and statistics are kept; none: nothing is written.
  std::optional<std::filesystem::path> data_dir;

  PracticeStatus status(bool offer_takeback) const;
  PracticeControls controls() const;
  PracticeTable table() const;

 private:
  void reset_turn();
  void counted_action();  // after any action: the pause, autoplay's count
  void take_hint(practice::Hint& h);

  engine::CardMask bury_selection_ = 0;
  int autoplay_left_ = 0;
  bool autoplay_hint_ = false;  // the hint being computed is for autoplay
  bool frozen_ = false;         // autoplay has played its actions: the player is not moved
  bool offer_takeback_ = true;  // the setting, as of the last pump()
  bool hint_at_end_ = false;    // autoplay: show the hint for the player's decision at the end
};

}  // namespace ui
