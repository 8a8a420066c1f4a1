#include "practice_controller.h"

#include <utility>

namespace ui {

namespace {

using practice::SessionPhase;

}  // namespace

std::optional<std::string> PracticeController::start(const practice::PracticeConfig& config,
                                                     const std::filesystem::path& dir) {
  std::string error;
  std::unique_ptr<practice::Session> s = practice::Session::start(config, dir, &error);
  if (!s) return error.empty() ? std::string("the game could not be started") : error;
  adopt(std::move(s));
  return std::nullopt;
}

void PracticeController::adopt(std::unique_ptr<practice::Session> session) {
  stop();
  session_ = std::move(session);
  last_action_ = std::chrono::steady_clock::now();
}

void PracticeController::stop() {
  bots_.reset();
  grades_.reset();
  hints_.reset();
  reviews_.reset();
  retry_.reset();
  session_.reset();
  review_hand_ = -1;
  reset_turn();
}

void PracticeController::reset_turn() {
  no_grade_at_.reset();
  hint_.reset();
  hint_for_.reset();
  bury_selection_ = 0;
  autoplay_hint_ = false;
}

void PracticeController::counted_action() {
  last_action_ = std::chrono::steady_clock::now();
  if (autoplay_left_ > 0 && --autoplay_left_ == 0) frozen_ = true;
}

bool PracticeController::grade_due() const {
  // Session::pending_grade builds and checks the hand's log: asked once per moment, not every
  // frame.
  const practice::Session* s = session();
  if (!s) return false;
  if (no_grade_at_ && *no_grade_at_ == moment()) return false;
  if (s->pending_grade()) return true;
  no_grade_at_ = moment();
  return false;
}

std::pair<int, std::size_t> PracticeController::moment() const {
  const practice::Session* s = session();
  return {s->hand_index(), s->hand_actions().size()};
}

void PracticeController::pump(double pause, bool offer_takeback, bool visible) {
  offer_takeback_ = offer_takeback;
  practice::Session* s = session();
  // Results first; a result for a position that has moved on is refused by the session (bots,
  // grades) or dropped here (hints).
  for (BotResult& r : bots_.poll()) {
    if (s && !s->apply_bot(r.job, r.move)) counted_action();
  }
  for (practice::MoveGrade& g : grades_.poll()) {
    if (s) s->set_grade(g);
    no_grade_at_.reset();  // another action may be gradable now
  }
  for (practice::Hint& h : hints_.poll()) {
    if (!s || !hint_for_ || *hint_for_ != moment()) continue;
    if (autoplay_hint_) {
      autoplay_hint_ = false;
      hint_for_.reset();
      act(h.suggested);
      s = session();
      if (!message.empty()) {
        // The tutor's suggestion was refused: stop rather than ask again and again.
        autoplay_left_ = 0;
        frozen_ = true;
      }
      continue;
    }
    hint_ = std::move(h);
  }
  for (practice::Review& r : reviews_.poll()) {
    if (session_ && !session_->set_review(r)) message = "The review belongs to another game.";
  }
  if (!s) return;
  // The frame drawn after this pump is drawn while a job works when one is running at the end
  // of the pump, including one started just now (a job quicker than a frame is polled before the
  // next pump, and would otherwise never be seen running).
  struct CountBusy {
    PracticeController& c;
    ~CountBusy() {
      if (c.bots_.running() || c.grades_.running() || c.hints_.running() || c.reviews_.running()) {
        ++c.busy_frames;
      }
    }
  } count_busy{*this};

  // The grade of the player's latest action.
  if (!grades_.running() && grade_due()) {
    if (std::optional<practice::GradeJob> job = s->pending_grade()) {
      grades_.start([job = std::move(*job)](Worker<practice::MoveGrade>::JobContext& ctx) {
        ctx.post(practice::compute_grade(job, ctx.cancel_flag()));
      });
    }
  }

  const SessionPhase phase = s->phase();
  if (phase == SessionPhase::kHandOver || phase == SessionPhase::kGameOver) {
    if (autoplay_left_ > 0) {
      autoplay_left_ = 0;
      frozen_ = true;
    }
    return;
  }
  // Out of sight (the analyzer is on screen) the game waits.
  if (!visible) return;
  // The declarer's party is polled for Kontra too (SK-6.4) but may not say it: nobody is asked
  // a question with one answer, so the "no" is given at once.
  if (phase == SessionPhase::kHumanToAct) {
    if (const engine::SchafkopfHand* sk = s->schafkopf_hand();
        sk && sk->phase() == engine::SkPhase::kDoubling && !sk->may_double()) {
      solver::SkAction no;
      no.kind = solver::SkActionKind::kDouble;
      no.yes = false;
      act(practice::Move{no});
      return;
    }
  }
  if (phase == SessionPhase::kBotToAct && !bots_.running()) {
    // Wait for the grade of the player's action (a blunder can be taken back only while the hand
    // goes on), and for his answer to the take-back offer.
    const bool waits_for_grade = offer_takeback && (grades_.running() || grade_due());
    const auto waited = std::chrono::steady_clock::now() - last_action_;
    const bool paused = autoplay_left_ == 0 && waited < std::chrono::duration<double>(pause);
    if (!waits_for_grade && !takeback_pending(offer_takeback) && !paused) start_bot();
  }
  if (phase == SessionPhase::kHumanToAct && frozen_ && hint_at_end_ && !grades_.running() &&
      !grade_due()) {
    hint_at_end_ = false;
    request_hint();
  }
  if (phase == SessionPhase::kHumanToAct && autoplay_left_ > 0 && !frozen_ && !hints_.running() &&
      !grades_.running()) {
    autoplay_hint_ = true;
    start_hint();
  }
}

void PracticeController::start_bot() {
  std::optional<practice::BotJob> job = session()->bot_job();
  if (!job) return;
  bots_.start([job = std::move(*job)](Worker<BotResult>::JobContext& ctx) {
    ctx.post(BotResult{job, practice::compute_bot_move(job)});
  });
}

void PracticeController::start_hint() {
  std::optional<practice::HintJob> job = session()->hint_job();
  if (!job) return;
  hint_for_ = moment();
  hints_.start([job = std::move(*job)](Worker<practice::Hint>::JobContext& ctx) {
    ctx.post(practice::compute_hint(job, ctx.cancel_flag()));
  });
}

void PracticeController::request_hint() {
  if (!session() || !session()->human_to_act() || hints_.running() || hint_) return;
  autoplay_hint_ = false;
  start_hint();
}

void PracticeController::act(const practice::Move& move) {
  practice::Session* s = session();
  if (!s) return;
  if (std::optional<std::string> error = s->play_human(move)) {
    message = "That is not possible: " + *error;
    return;
  }
  message.clear();
  hints_.reset();
  reset_turn();
  counted_action();
}

void PracticeController::click_bury_card(engine::Card c) {
  const practice::Session* s = session();
  if (!s || !s->sheepshead_hand()) return;
  bury_selection_ =
      toggle_bury_card(*s->sheepshead_hand(), s->config().human_seat, bury_selection_, c);
}

bool PracticeController::takeback_pending(bool offer_takeback) const {
  const practice::Session* s = session();
  if (!s || !offer_takeback || !s->takeback_offered()) return false;
  const practice::MoveGrade* g = s->last_grade();
  return !(g && declined_ && *declined_ == g->action_index);
}

void PracticeController::take_back() {
  practice::Session* s = session();
  if (!s) return;
  bots_.reset();
  hints_.reset();
  if (std::optional<std::string> error = s->take_back()) {
    message = "Cannot take it back: " + *error;
    return;
  }
  reset_turn();
  last_action_ = std::chrono::steady_clock::now();
}

void PracticeController::keep_blunder() {
  const practice::Session* s = session();
  if (const practice::MoveGrade* g = s ? s->last_grade() : nullptr) declined_ = g->action_index;
}

void PracticeController::next_hand() {
  practice::Session* s = session();
  if (!s) return;
  if (std::optional<std::string> error = s->next_hand()) {
    message = *error;
    return;
  }
  reviews_.reset();
  review_hand_ = -1;
  declined_.reset();
  reset_turn();
  last_action_ = std::chrono::steady_clock::now();
}

void PracticeController::request_review() {
  if (!session_ || reviews_.running()) return;
  const int hand = session_->hand_index();
  if (session_->review(hand)) {
    review_hand_ = hand;
    return;
  }
  std::optional<practice::ReviewJob> job = session_->review_job(hand);
  if (!job) {
    message = "This hand cannot be reviewed yet.";
    return;
  }
  review_hand_ = hand;
  reviews_.start([job = std::move(*job)](Worker<practice::Review>::JobContext& ctx) {
    ctx.post(practice::compute_review(
        job,
        [&ctx](const solver::DecisionAnalysis&, int done, int total) {
          ctx.set_total(total);
          ctx.set_done(done);
        },
        ctx.cancel_flag()));
  });
}

const practice::Review* PracticeController::review() const {
  if (!session_ || review_hand_ < 0) return nullptr;
  return session_->review(review_hand_);
}

void PracticeController::start_retry(std::size_t action_index) {
  if (!session_) return;
  std::string error;
  std::unique_ptr<practice::Session> r =
      session_->retry(session_->hand_index(), action_index, &error);
  if (!r) {
    message = "Cannot retry: " + error;
    return;
  }
  bots_.reset();
  hints_.reset();
  grades_.reset();
  retry_ = std::move(r);
  retry_at_ = action_index;
  reset_turn();
}

void PracticeController::end_retry() {
  bots_.reset();
  hints_.reset();
  grades_.reset();
  retry_.reset();
  reset_turn();
}

bool PracticeController::idle() const {
  const practice::Session* s = session();
  if (!s) return !reviews_.running();
  if (bots_.running() || grades_.running() || hints_.running() || reviews_.running()) {
    return false;
  }
  if (grade_due()) return false;
  if (hint_at_end_ && frozen_ && s->phase() == SessionPhase::kHumanToAct) return false;
  if (s->phase() == SessionPhase::kBotToAct && !takeback_pending(offer_takeback_)) return false;
  return autoplay_left_ == 0;
}

PracticeStatus PracticeController::status(bool offer_takeback) const {
  PracticeStatus st;
  const practice::Session* s = session();
  if (!s) return st;
  const SessionPhase phase = s->phase();
  st.game_over = phase == SessionPhase::kGameOver;
  st.hand_over = phase == SessionPhase::kHandOver || st.game_over;
  st.players_turn = phase == SessionPhase::kHumanToAct;
  st.busy = bots_.running() || hints_.running();
  st.hint_shown = hint_.has_value() || hints_.running();
  st.offer_take_back = offer_takeback;
  st.blunder_pending = takeback_pending(offer_takeback);
  st.can_take_back = s->can_take_back();
  const practice::Review* r = review();
  st.has_mistakes = r && !r->mistakes.empty() && !retry_;
  return st;
}

PracticeControls PracticeController::controls() const {
  const practice::Session* s = session();
  if (!s) return {};
  const int seat = s->config().human_seat;
  if (const engine::SheepsheadHand* h = s->sheepshead_hand()) {
    return practice_controls(*h, seat, bury_selection_);
  }
  if (const engine::SchafkopfHand* h = s->schafkopf_hand()) return practice_controls(*h, seat);
  return {};
}

PracticeTable PracticeController::table() const {
  const practice::Session* s = session();
  if (!s) return {};
  const int seat = s->config().human_seat;
  if (const engine::SheepsheadHand* h = s->sheepshead_hand()) {
    return practice_table(*h, seat, s->player_names());
  }
  if (const engine::SchafkopfHand* h = s->schafkopf_hand()) {
    PracticeTable t = practice_table(*h, seat, s->player_names());
    // The auction's words until the first card is played.
    if (h->plays().empty()) {
      std::vector<solver::SkAction> actions;
      for (const practice::Move& m : s->hand_actions()) {
        if (const auto* a = std::get_if<solver::SkAction>(&m)) actions.push_back(*a);
      }
      const std::vector<std::string> words =
          sk_auction_words(h->rules(), actions, s->hand_action_seats(), t.num_seats);
      for (std::size_t i = 0; i < words.size() && i < t.seats.size(); ++i) {
        if (!words[i].empty()) t.seats[i].said = words[i];
      }
    }
    return t;
  }
  return {};
}

}  // namespace ui
