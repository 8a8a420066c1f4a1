// Sweep practice's driver between frames: owns the SweepSession (ui/sweep/practice.h) and its
// background work (the computer player's turn, the grade of each of the player's turns, hints,
// the review), each on its own Worker so that the window keeps drawing. pump() runs once a frame.
// The computer player does not wait for the grade: a blunder's take-back undoes the player's turn
// and the reply (until the player's next turn), so play stays quick while a first-round grade
// takes seconds.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "ui/sweep/practice.h"
#include "ui/worker.h"

namespace ui {

class SweepPracticeController {
 public:
  SweepPracticeController() = default;
  SweepPracticeController(const SweepPracticeController&) = delete;
  SweepPracticeController& operator=(const SweepPracticeController&) = delete;

  std::optional<std::string> start(const practice::SweepConfig& config,
                                   const std::filesystem::path& dir);
  void adopt(std::unique_ptr<practice::SweepSession> session);
  void stop();

  bool active() const { return game_ != nullptr; }
  practice::SweepSession* session() { return retry_ ? retry_.get() : game_.get(); }
  const practice::SweepSession* session() const { return retry_ ? retry_.get() : game_.get(); }
  practice::SweepSession* game() { return game_.get(); }
  bool retrying() const { return retry_ != nullptr; }
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
  bool hint_running() const { return hints_.running(); }
  const std::optional<practice::SweepHint>& hint() const { return hint_; }
  bool grading() const { return grades_.running(); }
  bool takeback_pending() const;
  void take_back();
  void keep_blunder();

  // After the hand.
  void next_hand();
  void request_review();
  bool review_running() const { return reviews_.running(); }
  JobProgress review_progress() const { return reviews_.progress(); }
  const practice::SweepReview* review() const;
  void start_retry(int turn);
  void end_retry();

  // Screenshots: play `n` turns (the player's by the rule of thumb) without pauses; then, with
  // `select_capture`, select the card of the player's hand with the most captures, choose its
  // first capture and ask the tutor for a hint.
  void autoplay(int n, bool select_capture) {
    autoplay_left_ = n;
    select_capture_at_end_ = select_capture;
  }

  std::string message;  // the last refusal or problem, shown in the side panel
  int busy_frames = 0;

 private:
  struct BotResult {
    practice::SweepBotJob job;
    engine::sweep::Action action;
  };
  void after_human();
  std::pair<int, std::size_t> moment() const;

  std::unique_ptr<practice::SweepSession> game_;
  std::unique_ptr<practice::SweepSession> retry_;
  Worker<BotResult> bots_;
  Worker<practice::SweepGrade> grades_;
  Worker<practice::SweepHint> hints_;
  Worker<practice::SweepReview> reviews_;
  std::optional<practice::SweepHint> hint_;
  std::optional<std::pair<int, std::size_t>> hint_for_;
  std::optional<std::pair<int, std::size_t>> no_grade_at_;
  std::optional<int> declined_;  // the turn whose take-back offer was declined
  int review_hand_ = -1;
  int autoplay_left_ = 0;
  bool select_capture_at_end_ = false;
  std::chrono::steady_clock::time_point last_action_{};
};

}  // namespace ui
