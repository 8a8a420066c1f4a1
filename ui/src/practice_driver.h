// The practice controllers' shared machinery, written once for every game (issue 38): the game
// and the retry on screen, the four background jobs (a computer player's move, the grade of the
// player's latest action, the tutor's hint, the review of a finished hand) each on its own Worker,
// taking their results back into the session, the take-back offer's bookkeeping, the review on
// request and the retry of a key mistake.
//
// A game plugs in through a traits type G satisfying the PracticeGame concept below
// (TrickPracticeGame in practice_controller.h, SweepPracticeGame in sweep/practice_controller.h):
//   Session, Config, BotJob, Action, Grade, Hint, Review and their jobs' types   its session
//     (ui/practice/session.h, ui/sweep/practice.h) and what its jobs carry;
//   bot_move(job), grade(job, cancel), hint(job, cancel), review(job, ctx)   the slow parts;
//   grade_key(grade)   which of the player's actions a grade belongs to (the retry's argument).
// The controller of a game (Derived) derives from PracticeDriver<G, Derived> and keeps only what
// is its game's own: its pump (when computer players move, autoplay for screenshots), the
// player's input and what its panels read. Derived::stop() forgets the game.
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

// The practice game interface: what the driver needs of a game's session and jobs. Checked at
// compile time (no virtual calls: each game's search stays concrete).
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
};

template <PracticeGame G, class Derived>
class PracticeDriver {
 public:
  using Session = typename G::Session;
  using Config = typename G::Config;
  using BotJob = typename G::BotJob;
  using Action = typename G::Action;
  using Grade = typename G::Grade;
  using Hint = typename G::Hint;
  using Review = typename G::Review;
  using Key = decltype(G::grade_key(std::declval<const Grade&>()));

  PracticeDriver() = default;
  PracticeDriver(const PracticeDriver&) = delete;
  PracticeDriver& operator=(const PracticeDriver&) = delete;

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
    static_cast<Derived*>(this)->stop();
    game_ = std::move(session);
    last_action_ = std::chrono::steady_clock::now();
  }

  bool active() const { return game_ != nullptr; }
  // The session on screen: the retry when one runs, else the game.
  Session* session() { return retry_ ? retry_.get() : game_.get(); }
  const Session* session() const { return retry_ ? retry_.get() : game_.get(); }
  Session* game() { return game_.get(); }
  bool retrying() const { return retry_ != nullptr; }

  // The tutor.
  bool hint_running() const { return hints_.running(); }
  const std::optional<Hint>& hint() const { return hint_; }
  bool grading() const { return grades_.running(); }
  // Declines the take-back offer of the player's latest action.
  void keep_blunder() {
    const Session* s = session();
    if (const Grade* g = s ? s->last_grade() : nullptr) declined_ = G::grade_key(*g);
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

  // Problems to show (an illegal click, a failed job); cleared by the side panel.
  std::string message;
  // Frames drawn while something ran in the background (for the screenshot tests).
  int busy_frames = 0;

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
    PracticeDriver& d;
    ~CountBusy() {
      if (d.jobs_running()) ++d.busy_frames;
    }
  };

  // Takes the finished jobs' results: a computer player's move (`moved()` after it was applied;
  // one for a position that has moved on is refused by the session), grades, the hint for the
  // moment it was asked at (`hinted(hint)`; others are dropped) and reviews.
  template <class Moved, class Hinted>
  void take_results(Moved moved, Hinted hinted) {
    Session* s = session();
    for (BotResult& r : bots_.poll()) {
      if (s && !s->apply_bot(r.job, r.action)) moved();
    }
    for (Grade& g : grades_.poll()) {
      if (s) s->set_grade(g);
      no_grade_at_.reset();  // another action may be gradable now
    }
    for (Hint& h : hints_.poll()) {
      if (!session() || !hint_for_ || *hint_for_ != moment()) continue;
      hinted(h);
    }
    for (Review& r : reviews_.poll()) {
      if (game_ && !game_->set_review(r)) message = "The review belongs to another game.";
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
  // Takes back the player's latest action (the computer players' moves stop); false with the
  // message set when it cannot be.
  bool undo() {
    Session* s = session();
    if (!s) return false;
    bots_.reset();
    hints_.reset();
    if (std::optional<std::string> error = s->take_back()) {
      message = "Cannot take it back: " + *error;
      return false;
    }
    return true;
  }
  // Deals the next hand; false with the message set when the session refuses.
  bool deal_next() {
    Session* s = session();
    if (!s) return false;
    if (std::optional<std::string> error = s->next_hand()) {
      message = *error;
      return false;
    }
    reviews_.reset();
    review_hand_ = -1;
    declined_.reset();
    return true;
  }
  // A retry at the player's action `key` of the game's current hand; false (the message says
  // why) when there is none.
  bool enter_retry(Key key) {
    if (!game_) return false;
    std::string error;
    std::unique_ptr<Session> r = game_->retry(game_->hand_index(), key, &error);
    if (!r) {
      message = "Cannot retry: " + error;
      return false;
    }
    stop_turn_jobs();
    retry_ = std::move(r);
    return true;
  }
  void leave_retry() {
    stop_turn_jobs();
    retry_.reset();
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
};

}  // namespace ui
