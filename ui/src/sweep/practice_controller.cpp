#include "sweep/practice_controller.h"

#include <algorithm>
#include <utility>

namespace ui {

namespace sw = engine::sweep;
using practice::SessionPhase;

void SweepPracticeController::stop() {
  drop_game();
  declined_.reset();
  message.clear();
}

bool SweepPracticeController::idle() const {
  if (!active()) return true;
  if (jobs_running()) return false;
  const practice::SweepSession* s = session();
  if (autoplay_left_ > 0 && s->phase() != SessionPhase::kHandOver &&
      s->phase() != SessionPhase::kGameOver) {
    return false;
  }
  if (s->phase() == SessionPhase::kBotToAct) return false;
  // A grade still to start (asked once per moment: pending_grade builds the hand's log).
  return no_grade_at_ && *no_grade_at_ == moment();
}

void SweepPracticeController::pump(double pause, bool visible) {
  take_results(
      [this] {
        last_action_ = std::chrono::steady_clock::now();
        if (autoplay_left_ > 0) --autoplay_left_;
      },
      [this](practice::SweepHint& h) { hint_ = std::move(h); });
  practice::SweepSession* s = session();
  if (!s) return;
  const CountBusy count_busy{*this};

  // The grade of the player's earliest ungraded turn.
  start_grade();

  const SessionPhase phase = s->phase();
  if (phase == SessionPhase::kHandOver || phase == SessionPhase::kGameOver) {
    autoplay_left_ = 0;
    return;
  }
  if (!visible) return;
  if (phase == SessionPhase::kBotToAct && !bots_.running() && !takeback_pending()) {
    const auto waited = std::chrono::steady_clock::now() - last_action_;
    if (autoplay_left_ > 0 || waited >= std::chrono::duration<double>(pause)) start_bot();
  }
  if (phase == SessionPhase::kHumanToAct && autoplay_left_ > 0) {
    // The player's turn by the rule of thumb (microseconds), entered as a click would.
    solver::BotConfig quick;
    const sw::Action a =
        practice::compute_sweep_bot_move(practice::SweepBotJob{s->position(), quick});
    if (!s->play_human(a)) {
      --autoplay_left_;
      after_human();
    } else {
      autoplay_left_ = 0;
    }
  }
  if (s->phase() == SessionPhase::kHumanToAct && autoplay_left_ == 0 && select_capture_at_end_) {
    select_capture_for_screenshot(s);
  }
}

void SweepPracticeController::select_capture_for_screenshot(practice::SweepSession* s) {
  // Screenshots of a capture choice: the first card that can take something, selected.
  // The card with the most captures to choose from, its first capture chosen (outlined).
  select_capture_at_end_ = false;
  const auto legal = s->legal_actions();
  sw::Card pick = sw::kNoCard;
  std::size_t most = 0;
  for (const sw::Action& a : legal) {
    if (a.take == 0 || sw::is_jack(a.card)) continue;
    const auto n = static_cast<std::size_t>(
        std::count_if(legal.begin(), legal.end(),
                      [&](const sw::Action& b) { return b.card == a.card && b.take != 0; }));
    if (n > most) {
      most = n;
      pick = a.card;
    }
  }
  if (pick != sw::kNoCard) {
    s->select_card(pick);
    const auto caps = s->captures_of_selected();
    if (!caps.empty()) s->choose_capture(caps.front());
  }
  request_hint();  // and the tutor's advice beside it
}

void SweepPracticeController::after_human() {
  message.clear();
  hints_.reset();
  hint_.reset();
  hint_for_.reset();
  last_action_ = std::chrono::steady_clock::now();
}

void SweepPracticeController::click_hand_card(sw::Card c) {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->select_card(c)) {
    message = *err;
  } else {
    message.clear();
  }
}

void SweepPracticeController::click_table_card(sw::Card c) {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->toggle_table_card(c)) {
    message = *err;
  } else {
    message.clear();
  }
}

void SweepPracticeController::choose_capture(const sw::Action& a) {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->choose_capture(a)) message = *err;
}

void SweepPracticeController::take() {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->take()) {
    message = "Not a capture: " + *err;
    return;
  }
  after_human();
}

void SweepPracticeController::trail() {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->trail()) {
    message = "Cannot trail: " + *err;
    return;
  }
  after_human();
}

void SweepPracticeController::trail_card(sw::Card c) {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->play_human(sw::Action{c, 0})) {
    message = "Cannot trail: " + *err;
    return;
  }
  after_human();
}

void SweepPracticeController::request_hint() {
  practice::SweepSession* s = session();
  if (!s || !s->human_to_act() || hints_.running() || hint_) return;
  start_hint();
}

void SweepPracticeController::take_back() {
  hint_.reset();
  if (!undo()) return;
  no_grade_at_.reset();
  last_action_ = std::chrono::steady_clock::now();
}

void SweepPracticeController::next_hand() {
  if (!deal_next()) return;
  no_grade_at_.reset();
  after_human();
}

void SweepPracticeController::start_retry(int turn) {
  if (!enter_retry(turn)) return;
  no_grade_at_.reset();
  after_human();
}

void SweepPracticeController::end_retry() {
  leave_retry();
  no_grade_at_.reset();
  after_human();
}

}  // namespace ui
