// The practice mode's driver between frames: owns the session (ui/practice/session.h) and the
// background work for it (computer players' moves, the grade of each of the player's actions,
// hints, reviews), each on its own Worker so the window keeps drawing. pump() is called once a
// frame: it takes finished results, and starts the next job when the session asks for one
// (a computer player after the bot pause; the grade of the player's action first, so that a
// blunder can still be taken back). The panels read it and call act() / the button functions.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/practice/session.h"
#include "ui/practice_screen.h"
#include "ui/worker.h"

namespace ui {

class PracticeController {
 public:
  PracticeController() = default;
  PracticeController(const PracticeController&) = delete;
  PracticeController& operator=(const PracticeController&) = delete;

  // A new game (or the resumed one); any game on screen is dropped. On a bad configuration the
  // sentence comes back and nothing changes.
  std::optional<std::string> start(const practice::PracticeConfig& config,
                                   const std::filesystem::path& dir);
  void adopt(std::unique_ptr<practice::Session> session);
  void stop();  // cancels the work and forgets the game

  bool active() const { return session_ != nullptr; }
  // The session on screen: the retry when one runs, else the game.
  practice::Session* session() { return retry_ ? retry_.get() : session_.get(); }
  const practice::Session* session() const { return retry_ ? retry_.get() : session_.get(); }
  practice::Session* game() { return session_.get(); }
  bool retrying() const { return retry_ != nullptr; }

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
  bool hint_running() const { return hints_.running(); }
  const std::optional<practice::Hint>& hint() const { return hint_; }
  bool takeback_pending(bool offer_takeback) const;  // a blunder's take-back offer is open
  void take_back();
  void keep_blunder();  // declines the offer
  bool grading() const { return grades_.running(); }

  // After the hand.
  void next_hand();
  void request_review();  // runs the session's review of the finished hand
  bool review_running() const { return reviews_.running(); }
  JobProgress review_progress() const { return reviews_.progress(); }
  const practice::Review* review() const;
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
  // Problems to show (an illegal click, a failed job); cleared by the side panel.
  std::string message;
  // Frames drawn while something ran in the background (for the screenshot test).
  int busy_frames = 0;

  PracticeStatus status(bool offer_takeback) const;
  PracticeControls controls() const;
  PracticeTable table() const;

 private:
  struct BotResult {
    practice::BotJob job;
    practice::Move move;
  };
  void reset_turn();
  void start_bot();
  void start_hint();
  void counted_action();                       // after any action: the pause, autoplay's count
  std::pair<int, std::size_t> moment() const;  // hand and action count of the session on screen
  bool grade_due() const;  // the session has an action to grade (cached per moment)

  std::unique_ptr<practice::Session> session_;
  std::unique_ptr<practice::Session> retry_;
  std::size_t retry_at_ = 0;
  engine::CardMask bury_selection_ = 0;
  std::optional<practice::Hint> hint_;
  std::optional<std::size_t> declined_;  // the action whose blunder the player kept
  Worker<BotResult> bots_;
  Worker<practice::MoveGrade> grades_;
  Worker<practice::Hint> hints_;
  Worker<practice::Review> reviews_;
  int review_hand_ = -1;
  std::chrono::steady_clock::time_point last_action_ = std::chrono::steady_clock::now();
  int autoplay_left_ = 0;
  bool autoplay_hint_ = false;  // the hint being computed is for autoplay
  bool frozen_ = false;         // autoplay has played its actions: the player is not moved
  bool offer_takeback_ = true;  // the setting, as of the last pump()
  bool hint_at_end_ = false;    // autoplay: show the hint for the player's decision at the end
  std::optional<std::pair<int, std::size_t>> hint_for_;  // the moment the hint is computed for
  // The moment at which the session had nothing to grade.
  mutable std::optional<std::pair<int, std::size_t>> no_grade_at_;
};

}  // namespace ui
