// The practice mode's controller between frames, written once for every game (issue 38): the game
// and the retry on screen, the four background jobs (a computer player's move, the grade of the
// player's latest action, the tutor's hint, the review of a finished hand) each on its own Worker,
// taking their results back into the session, the pump (when computer players move), the take-back
// offer, review, retry, the next hand, autoplay for screenshots, idle and stop. pump() is called
// once a frame; the panels read the controller and call its button functions.
//
// A game plugs in through a traits type G satisfying the PracticeGame concept below
// (TrickPracticeGame in trick_practice_controller.h for Sheepshead and Schafkopf,
// SweepPracticeGame in sweep/practice_controller.h):
//   Session, Config, BotJob, Action, Grade, Hint, Review, Input and the jobs' types   its session
//     (ui/practice/session.h, ui/sweep/practice.h), what its jobs carry, the player's input
//     held between clicks (the bury selection; nothing);
//   bot_move(job), grade(job, cancel), hint(job, cancel), review(job, ctx)   the slow parts;
//   grade_key(grade)   which of the player's actions a grade belongs to (the retry's argument);
//   suggested(hint)   the tutor's suggestion in a hint (where autoplay asks the tutor);
//   forced_action(session)   an action the player is not asked for (a question with one answer);
//   autoplay_move(session)   the player's action in autoplay without the tutor (or none);
//   prepare_final_hint(session)   what autoplay sets up on the table before its final hint.
// and its named properties, where the games differ:
//   kBotsWaitForGrade   with the take-back setting on, computer players wait for the grade of
//     the player's action (a trick game's take-back undoes his card only; Sweep's undoes the
//     reply too, so play stays quick while a grade takes seconds);
//   kOfferFollowsSetting   the offer is open only while the app's take-back setting is on (else
//     the session's configuration alone decides);
//   kAutoplayAsksTutor   autoplay plays the tutor's suggestion (a hint job) rather than
//     autoplay_move; kFinalHintAfterGrade   its final hint waits for the last grade;
//   kRestartIsTurn   a new hand, a retry and its end start the turn as the player's action does
//     (the message cleared, the pause restarted);
//   kStopForgetsOffer   stop() also forgets the declined offer and the message.
// A game's own input (the bury selection, Sweep's clicks) lives in the class deriving from
// PracticeController<G>; the frame loop holds every controller as a PracticeHandle.
#pragma once

#include <atomic>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "ui/practice/session.h"  // SessionPhase
#include "ui/worker.h"

namespace ui {

// What the frame loop needs of a practice controller, whatever its game.
class PracticeHandle {
 public:
  PracticeHandle() = default;
  PracticeHandle(const PracticeHandle&) = delete;
  PracticeHandle& operator=(const PracticeHandle&) = delete;
  virtual ~PracticeHandle() = default;

  virtual bool active() const = 0;
  // Nothing runs in the background and nothing is about to start (the player decides, or the
  // hand is over).
  virtual bool idle() const = 0;
  // Once a frame. `pause` seconds between computer players' moves; `offer_takeback` the setting;
  // while not `visible` no computer player moves (grades and reviews go on).
  virtual void pump(double pause, bool offer_takeback, bool visible) = 0;
  virtual void stop() = 0;  // cancels the work and forgets the game
  // The take-back offer after a blunder: taken (the player's latest action undone) or declined.
  virtual void take_back() = 0;
  virtual void keep_blunder() = 0;

  // Where games, history and statistics are kept; none: nothing is written.
  std::optional<std::filesystem::path> data_dir;
  // Problems to show (an illegal click, a failed job).
  std::string message;
  // Frames drawn while something ran in the background (for the screenshot tests).
  int busy_frames = 0;
};

// The practice game interface: what the controller needs of a game's session and jobs. Checked
// at compile time (no virtual calls: each game's search stays concrete).
template <class G>
concept PracticeGame = requires(typename G::Session& s, const typename G::Session& cs,
                                const typename G::BotJob& bot_job, const typename G::Action& action,
                                const typename G::Grade& grade, const typename G::Review& review,
                                const typename G::GradeJob& grade_job,
                                const typename G::HintJob& hint_job,
                                const std::atomic<bool>* cancel, const typename G::Config& config,
                                std::string* error) {
  // Start, and where the game stands.
  {G::Session::start(config, std::filesystem::path(), error)};
  { cs.phase() } -> std::same_as<practice::SessionPhase>;
  { cs.human_to_act() } -> std::same_as<bool>;
  { cs.hand_index() } -> std::same_as<int>;
  { cs.hand_actions().size() } -> std::convertible_to<std::size_t>;
  { cs.state_json() } -> std::same_as<std::string>;
  // The computer players: the job, its slow part and applying its result.
  { cs.bot_job() } -> std::same_as<std::optional<typename G::BotJob>>;
  { G::bot_move(bot_job) } -> std::same_as<typename G::Action>;
  { s.apply_bot(bot_job, action) } -> std::same_as<std::optional<std::string>>;
  // The player.
  { s.play_human(action) } -> std::same_as<std::optional<std::string>>;
  { G::forced_action(cs) } -> std::same_as<std::optional<typename G::Action>>;
  { G::autoplay_move(cs) } -> std::same_as<std::optional<typename G::Action>>;
  {G::prepare_final_hint(s)};
  // The tutor: the grade of the player's action and the hint.
  { cs.pending_grade() } -> std::same_as<std::optional<typename G::GradeJob>>;
  { G::grade(grade_job, cancel) } -> std::same_as<typename G::Grade>;
  { s.set_grade(grade) } -> std::same_as<bool>;
  { cs.last_grade() } -> std::same_as<const typename G::Grade*>;
  { cs.takeback_offered() } -> std::same_as<bool>;
  { s.take_back() } -> std::same_as<std::optional<std::string>>;
  { cs.hint_job() } -> std::same_as<std::optional<typename G::HintJob>>;
  { G::hint(hint_job, cancel) } -> std::same_as<typename G::Hint>;
  // After the hand: the review, the retry of a decision, the next hand.
  { cs.review_job(0) } -> std::same_as<std::optional<typename G::ReviewJob>>;
  { cs.review(0) } -> std::same_as<const typename G::Review*>;
  { s.set_review(review) } -> std::same_as<bool>;
  { cs.retry(0, G::grade_key(grade), error) } -> std::same_as<std::unique_ptr<typename G::Session>>;
  { s.next_hand() } -> std::same_as<std::optional<std::string>>;
  // Where the games differ (see above).
  { G::kBotsWaitForGrade } -> std::convertible_to<bool>;
  { G::kOfferFollowsSetting } -> std::convertible_to<bool>;
  { G::kAutoplayAsksTutor } -> std::convertible_to<bool>;
  { G::kFinalHintAfterGrade } -> std::convertible_to<bool>;
  { G::kRestartIsTurn } -> std::convertible_to<bool>;
  { G::kStopForgetsOffer } -> std::convertible_to<bool>;
};

template <PracticeGame G>
class PracticeController : public PracticeHandle {
 public:
  using Session = typename G::Session;
  using Config = typename G::Config;
  using BotJob = typename G::BotJob;
  using Action = typename G::Action;
  using Grade = typename G::Grade;
  using Hint = typename G::Hint;
  using Review = typename G::Review;
  using Key = decltype(G::grade_key(std::declval<const Grade&>()));
  using Phase = practice::SessionPhase;

  // A new game (or the resumed one); any game on screen is dropped. On a bad configuration the
  // sentence comes back and nothing changes.
  std::optional<std::string> start(const Config& config, const std::filesystem::path& dir) {
    std::string error;
    std::unique_ptr<Session> s = Session::start(config, dir, &error);
    if (!s) return error.empty() ? std::string("the game could not be started") : error;
    adopt(std::move(s));
    return std::nullopt;
  }
  void adopt(std::unique_ptr<Session> session) {
    stop();
    game_ = std::move(session);
    last_action_ = std::chrono::steady_clock::now();
  }

  void stop() override {
    drop_game();
    input_ = {};
    autoplay_hint_ = false;
    if constexpr (G::kStopForgetsOffer) {
      declined_.reset();
      message.clear();
    }
  }

  bool active() const override { return game_ != nullptr; }
  // The session on screen: the retry when one runs, else the game.
  Session* session() { return retry_ ? retry_.get() : game_.get(); }
  const Session* session() const { return retry_ ? retry_.get() : game_.get(); }
  Session* game() { return game_.get(); }
  bool retrying() const { return retry_ != nullptr; }

  void pump(double pause, bool offer_takeback, bool visible) override {
    offer_takeback_ = offer_takeback;
    // Results first; a result for a position that has moved on is refused by the session (bots,
    // grades) or dropped (hints).
    take_results();
    Session* s = session();
    if (!s) return;
    const CountBusy count_busy{*this};

    // The grade of the player's earliest ungraded action.
    start_grade();

    const Phase phase = s->phase();
    if (phase == Phase::kHandOver || phase == Phase::kGameOver) {
      if (autoplay_left_ > 0) {
        autoplay_left_ = 0;
        frozen_ = true;
      }
      return;
    }
    // Out of sight (the analyzer is on screen) the game waits.
    if (!visible) return;
    if (phase == Phase::kHumanToAct) {
      if (std::optional<Action> forced = G::forced_action(*s)) {
        act(*forced);
        return;
      }
    }
    if (phase == Phase::kBotToAct && !bots_.running()) {
      // Wait for the grade of the player's action where a blunder can be taken back only while
      // the computer players wait, and for his answer to the take-back offer.
      const bool waits_for_grade =
          G::kBotsWaitForGrade && offer_takeback && (grades_.running() || grade_due());
      const auto waited = std::chrono::steady_clock::now() - last_action_;
      const bool paused = autoplay_left_ == 0 && waited < std::chrono::duration<double>(pause);
      if (!waits_for_grade && !takeback_pending(offer_takeback) && !paused) start_bot();
    }
    autoplay_step(s);
  }

  // The player's action (refused with a sentence when illegal).
  void act(const Action& action) {
    Session* s = session();
    if (!s) return;
    if (std::optional<std::string> error = s->play_human(action)) {
      message = "That is not possible: " + *error;
      return;
    }
    after_human();
  }

  // The tutor.
  void request_hint() {
    const Session* s = session();
    if (!s || !s->human_to_act() || hints_.running() || hint_) return;
    autoplay_hint_ = false;
    start_hint();
  }
  bool hint_running() const { return hints_.running(); }
  const std::optional<Hint>& hint() const { return hint_; }
  bool grading() const { return grades_.running(); }
  // A blunder's take-back offer is open (with the setting `offer_takeback`, or as of the last
  // pump).
  bool takeback_pending(bool offer_takeback) const {
    return (!G::kOfferFollowsSetting || offer_takeback) && offer_open();
  }
  bool takeback_pending() const { return takeback_pending(offer_takeback_); }
  // Declines the take-back offer of the player's latest action.
  void keep_blunder() override {
    const Session* s = session();
    if (const Grade* g = s ? s->last_grade() : nullptr) declined_ = G::grade_key(*g);
  }
  // Takes back the player's latest action (the computer players' moves stop).
  void take_back() override {
    Session* s = session();
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

  // After the hand: the review of the game's current hand (runs once; then it is kept).
  void request_review() {
    if (!game_ || reviews_.running()) return;
    const int hand = game_->hand_index();
    review_hand_ = hand;
    if (game_->review(hand)) return;
    std::optional<typename G::ReviewJob> job = game_->review_job(hand);
    if (!job) {
      message = "This hand cannot be reviewed yet.";
      review_hand_ = -1;
      return;
    }
    reviews_.start([job = std::move(*job)](typename Worker<Review>::JobContext& ctx) {
      ctx.post(G::review(job, ctx));
    });
  }
  bool review_running() const { return reviews_.running(); }
  JobProgress review_progress() const { return reviews_.progress(); }
  const Review* review() const {
    return game_ && review_hand_ >= 0 ? game_->review(review_hand_) : nullptr;
  }
  // Deals the next hand.
  void next_hand() {
    Session* s = session();
    if (!s) return;
    if (std::optional<std::string> error = s->next_hand()) {
      message = *error;
      return;
    }
    reviews_.reset();
    review_hand_ = -1;
    declined_.reset();
    restart_turn(true);
  }
  // A retry at the player's action `key` of the game's current hand (the message says why
  // there is none), and back to the game.
  void start_retry(Key key) {
    if (!game_) return;
    std::string error;
    std::unique_ptr<Session> r = game_->retry(game_->hand_index(), key, &error);
    if (!r) {
      message = "Cannot retry: " + error;
      return;
    }
    stop_turn_jobs();
    retry_ = std::move(r);
    restart_turn(false);
  }
  void end_retry() {
    stop_turn_jobs();
    retry_.reset();
    restart_turn(false);
  }

  // Screenshot mode: play `n` of the player's actions (the tutor's suggestions or the game's
  // autoplay move) without pauses, then let the computer players go on until it is the player's
  // turn; stops at the end of a hand. With `final_hint`, the tutor's hint for the player's
  // decision at the end is shown (after the game's prepare_final_hint).
  void autoplay(int n, bool final_hint = true) {
    autoplay_left_ = n;
    final_hint_ = final_hint;
    frozen_ = n == 0;
  }
  bool autoplaying() const { return autoplay_left_ > 0; }

  bool idle() const override {
    const Session* s = session();
    if (!s) return !reviews_.running();
    if (jobs_running()) return false;
    if (grade_due()) return false;
    if (final_hint_ && frozen_ && s->phase() == Phase::kHumanToAct) return false;
    if (s->phase() == Phase::kBotToAct && !takeback_pending(offer_takeback_)) return false;
    return autoplay_left_ == 0;
  }

 protected:
  struct BotResult {
    BotJob job;
    Action action;
  };

  // The moment (hand, actions so far) of the session on screen.
  std::pair<int, std::size_t> moment() const {
    const Session* s = session();
    return {s->hand_index(), s->hand_actions().size()};
  }
  bool jobs_running() const {
    return bots_.running() || grades_.running() || hints_.running() || reviews_.running();
  }
  // Counts the frame drawn after the pump as busy when a job runs at the end of the pump,
  // including one started just now (a job quicker than a frame is polled before the next pump,
  // and would otherwise never be seen running).
  struct CountBusy {
    PracticeController& c;
    ~CountBusy() {
      if (c.jobs_running()) ++c.busy_frames;
    }
  };

  // Takes the finished jobs' results: a computer player's move (one for a position that has
  // moved on is refused by the session), grades, the hint for the moment it was asked at
  // (others are dropped) and reviews.
  void take_results() {
    Session* s = session();
    for (BotResult& r : bots_.poll()) {
      if (s && !s->apply_bot(r.job, r.action)) counted_action();
    }
    for (Grade& g : grades_.poll()) {
      if (s) s->set_grade(g);
      no_grade_at_.reset();  // another action may be gradable now
    }
    for (Hint& h : hints_.poll()) {
      if (!session() || !hint_for_ || *hint_for_ != moment()) continue;
      take_hint(h);
    }
    for (Review& r : reviews_.poll()) {
      if (game_ && !game_->set_review(r)) message = "The review belongs to another game.";
    }
  }
  void take_hint(Hint& h) {
    if constexpr (G::kAutoplayAsksTutor) {
      if (autoplay_hint_) {
        autoplay_hint_ = false;
        hint_for_.reset();
        act(G::suggested(h));
        if (!message.empty()) {
          // The tutor's suggestion was refused: stop rather than ask again and again.
          autoplay_left_ = 0;
          frozen_ = true;
        }
        return;
      }
    }
    hint_ = std::move(h);
  }

  // Autoplay's part of the pump: the player's action, and at the end the final hint.
  void autoplay_step(Session* s) {
    if constexpr (G::kAutoplayAsksTutor) {
      if (s->phase() == Phase::kHumanToAct && autoplay_left_ > 0 && !hints_.running() &&
          !grades_.running()) {
        autoplay_hint_ = true;
        start_hint();
      }
    } else if (s->phase() == Phase::kHumanToAct && autoplay_left_ > 0) {
      // The player's action entered as a click would (no message when it is refused).
      std::optional<Action> a = G::autoplay_move(*s);
      if (a && !s->play_human(*a)) {
        after_human();
      } else {
        autoplay_left_ = 0;
        frozen_ = true;
      }
    }
    if (s->phase() == Phase::kHumanToAct && frozen_ && final_hint_ &&
        (!G::kFinalHintAfterGrade || (!grades_.running() && !grade_due()))) {
      final_hint_ = false;
      G::prepare_final_hint(*s);
      request_hint();
    }
  }

  // The session has an action to grade (pending_grade builds and checks the hand's log: asked
  // once per moment, not every frame).
  bool grade_due() const {
    const Session* s = session();
    if (!s) return false;
    if (no_grade_at_ && *no_grade_at_ == moment()) return false;
    if (s->pending_grade()) return true;
    no_grade_at_ = moment();
    return false;
  }
  // Starts grading the player's earliest ungraded action, if there is one and no grade runs.
  void start_grade() {
    if (grades_.running() || !grade_due()) return;
    if (std::optional<typename G::GradeJob> job = session()->pending_grade()) {
      grades_.start([job = std::move(*job)](typename Worker<Grade>::JobContext& ctx) {
        ctx.post(G::grade(job, ctx.cancel_flag()));
      });
    }
  }
  void start_bot() {
    std::optional<BotJob> job = session()->bot_job();
    if (!job) return;
    bots_.start([job = std::move(*job)](typename Worker<BotResult>::JobContext& ctx) {
      ctx.post(BotResult{job, G::bot_move(job)});
    });
  }
  void start_hint() {
    std::optional<typename G::HintJob> job = session()->hint_job();
    if (!job) return;
    hint_for_ = moment();
    hints_.start([job = std::move(*job)](typename Worker<Hint>::JobContext& ctx) {
      ctx.post(G::hint(job, ctx.cancel_flag()));
    });
  }

  // The session offers to take back the player's latest action and he has not declined it.
  bool offer_open() const {
    const Session* s = session();
    if (!s || !s->takeback_offered()) return false;
    const Grade* g = s->last_grade();
    return !(g && declined_ && *declined_ == G::grade_key(*g));
  }

  // A new turn: what belonged to the last one (its grade check, the hint, the input) is gone.
  void reset_turn() {
    no_grade_at_.reset();
    hint_.reset();
    hint_for_.reset();
    input_ = {};
    autoplay_hint_ = false;
  }
  // After any action: the pause restarts, autoplay counts it.
  void counted_action() {
    last_action_ = std::chrono::steady_clock::now();
    if (autoplay_left_ > 0 && --autoplay_left_ == 0) frozen_ = true;
  }
  // After the player's action.
  void after_human() {
    message.clear();
    hints_.reset();
    reset_turn();
    counted_action();
  }
  // After a new hand (`dealt`), a retry or its end.
  void restart_turn(bool dealt) {
    if constexpr (G::kRestartIsTurn) {
      message.clear();
      hints_.reset();
      reset_turn();
      last_action_ = std::chrono::steady_clock::now();
    } else {
      reset_turn();
      if (dealt) last_action_ = std::chrono::steady_clock::now();
    }
  }
  void stop_turn_jobs() {
    bots_.reset();
    hints_.reset();
    grades_.reset();
  }
  // Cancels every job and forgets the game.
  void drop_game() {
    bots_.reset();
    grades_.reset();
    hints_.reset();
    reviews_.reset();
    retry_.reset();
    game_.reset();
    review_hand_ = -1;
    hint_.reset();
    hint_for_.reset();
    no_grade_at_.reset();
  }

  std::unique_ptr<Session> game_;
  std::unique_ptr<Session> retry_;
  Worker<BotResult> bots_;
  Worker<Grade> grades_;
  Worker<Hint> hints_;
  Worker<Review> reviews_;
  std::optional<Hint> hint_;
  std::optional<std::pair<int, std::size_t>> hint_for_;  // the moment the hint is computed for
  // The moment at which the session had nothing to grade.
  mutable std::optional<std::pair<int, std::size_t>> no_grade_at_;
  std::optional<Key> declined_;  // the action whose blunder the player kept
  int review_hand_ = -1;
  std::chrono::steady_clock::time_point last_action_ = std::chrono::steady_clock::now();
  typename G::Input input_{};  // the player's input between clicks (the game's own)
  int autoplay_left_ = 0;
  bool autoplay_hint_ = false;  // the hint being computed is for autoplay
  bool frozen_ = false;         // autoplay has played its actions: the player is not moved
  bool final_hint_ = false;     // autoplay: show the hint for the player's decision at the end
  bool offer_takeback_ = true;  // the setting, as of the last pump()
};

}  // namespace ui
