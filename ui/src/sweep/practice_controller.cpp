#include "sweep/practice_controller.h"

#include <algorithm>
#include <utility>

namespace ui {

namespace sw = engine::sweep;
using practice::SessionPhase;

std::optional<std::string> SweepPracticeController::start(const practice::SweepConfig& config,
                                                          const std::filesystem::path& dir) {
  std::string error;
  auto s = practice::SweepSession::start(config, dir, &error);
  if (!s) return error.empty() ? std::string("the game could not be started") : error;
  adopt(std::move(s));
  return std::nullopt;
}

void SweepPracticeController::adopt(std::unique_ptr<practice::SweepSession> session) {
  stop();
  game_ = std::move(session);
  last_action_ = std::chrono::steady_clock::now();
}

void SweepPracticeController::stop() {
  bots_.reset();
  grades_.reset();
  hints_.reset();
  reviews_.reset();
  retry_.reset();
  game_.reset();
  hint_.reset();
  hint_for_.reset();
  no_grade_at_.reset();
  declined_.reset();
  review_hand_ = -1;
  message.clear();
}

std::pair<int, std::size_t> SweepPracticeController::moment() const {
  const practice::SweepSession* s = session();
  return {s->hand_index(), s->hand_actions().size()};
}

bool SweepPracticeController::idle() const {
  if (!active()) return true;
  if (bots_.running() || grades_.running() || hints_.running() || reviews_.running()) return false;
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
  practice::SweepSession* s = session();
  for (BotResult& r : bots_.poll()) {
    if (s && !s->apply_bot(r.job, r.action)) {
      last_action_ = std::chrono::steady_clock::now();
      if (autoplay_left_ > 0) --autoplay_left_;
    }
  }
  for (practice::SweepGrade& g : grades_.poll()) {
    if (s) s->set_grade(g);
    no_grade_at_.reset();
  }
  for (practice::SweepHint& h : hints_.poll()) {
    if (s && hint_for_ && *hint_for_ == moment()) hint_ = std::move(h);
  }
  for (practice::SweepReview& r : reviews_.poll()) {
    if (game_ && !game_->set_review(r)) message = "The review belongs to another game.";
  }
  if (!s) return;
  struct CountBusy {
    SweepPracticeController& c;
    ~CountBusy() {
      if (c.bots_.running() || c.grades_.running() || c.hints_.running() || c.reviews_.running()) {
        ++c.busy_frames;
      }
    }
  } count_busy{*this};

  // The grade of the player's earliest ungraded turn.
  if (!grades_.running() && !(no_grade_at_ && *no_grade_at_ == moment())) {
    if (std::optional<practice::SweepGradeJob> job = s->pending_grade()) {
      grades_.start([job = std::move(*job)](Worker<practice::SweepGrade>::JobContext& ctx) {
        ctx.post(practice::compute_sweep_grade(job, ctx.cancel_flag()));
      });
    } else {
      no_grade_at_ = moment();
    }
  }

  const SessionPhase phase = s->phase();
  if (phase == SessionPhase::kHandOver || phase == SessionPhase::kGameOver) {
    autoplay_left_ = 0;
    return;
  }
  if (!visible) return;
  if (phase == SessionPhase::kBotToAct && !bots_.running() && !takeback_pending()) {
    const auto waited = std::chrono::steady_clock::now() - last_action_;
    if (autoplay_left_ > 0 || waited >= std::chrono::duration<double>(pause)) {
      if (std::optional<practice::SweepBotJob> job = s->bot_job()) {
        bots_.start([job = std::move(*job)](Worker<BotResult>::JobContext& ctx) {
          ctx.post(BotResult{job, practice::compute_sweep_bot_move(job)});
        });
      }
    }
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
  std::optional<practice::SweepHintJob> job = s->hint_job();
  if (!job) return;
  hint_for_ = moment();
  hints_.start([job = std::move(*job)](Worker<practice::SweepHint>::JobContext& ctx) {
    ctx.post(practice::compute_sweep_hint(job, ctx.cancel_flag()));
  });
}

bool SweepPracticeController::takeback_pending() const {
  const practice::SweepSession* s = session();
  if (!s || !s->takeback_offered()) return false;
  const practice::SweepGrade* g = s->last_grade();
  return !(g && declined_ && *declined_ == g->turn);
}

void SweepPracticeController::take_back() {
  practice::SweepSession* s = session();
  if (!s) return;
  bots_.reset();
  hints_.reset();
  hint_.reset();
  if (auto err = s->take_back()) {
    message = "Cannot take it back: " + *err;
    return;
  }
  no_grade_at_.reset();
  last_action_ = std::chrono::steady_clock::now();
}

void SweepPracticeController::keep_blunder() {
  const practice::SweepSession* s = session();
  if (const practice::SweepGrade* g = s ? s->last_grade() : nullptr) declined_ = g->turn;
}

void SweepPracticeController::next_hand() {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->next_hand()) {
    message = *err;
    return;
  }
  reviews_.reset();
  review_hand_ = -1;
  declined_.reset();
  no_grade_at_.reset();
  after_human();
}

void SweepPracticeController::request_review() {
  if (!game_ || reviews_.running()) return;
  const int hand = game_->hand_index();
  review_hand_ = hand;
  if (game_->review(hand)) return;
  std::optional<practice::SweepReviewJob> job = game_->review_job(hand);
  if (!job) {
    message = "This hand cannot be reviewed yet.";
    review_hand_ = -1;
    return;
  }
  reviews_.start([job = std::move(*job)](Worker<practice::SweepReview>::JobContext& ctx) {
    ctx.post(practice::compute_sweep_review(
        job,
        [&ctx](int done, int total) {
          ctx.set_total(total);
          ctx.set_done(done);
        },
        ctx.cancel_flag()));
  });
}

const practice::SweepReview* SweepPracticeController::review() const {
  return game_ && review_hand_ >= 0 ? game_->review(review_hand_) : nullptr;
}

void SweepPracticeController::start_retry(int turn) {
  if (!game_) return;
  std::string error;
  auto r = game_->retry(game_->hand_index(), turn, &error);
  if (!r) {
    message = "Cannot retry: " + error;
    return;
  }
  bots_.reset();
  hints_.reset();
  grades_.reset();
  retry_ = std::move(r);
  no_grade_at_.reset();
  after_human();
}

void SweepPracticeController::end_retry() {
  bots_.reset();
  hints_.reset();
  grades_.reset();
  retry_.reset();
  no_grade_at_.reset();
  after_human();
}

}  // namespace ui
