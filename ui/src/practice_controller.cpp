#include "practice_controller.h"

#include <utility>

namespace ui {

namespace {

using practice::SessionPhase;

}  // namespace

void PracticeController::stop() {
  drop_game();
  bury_selection_ = 0;
  autoplay_hint_ = false;
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

void PracticeController::take_hint(practice::Hint& h) {
  if (autoplay_hint_) {
    autoplay_hint_ = false;
    hint_for_.reset();
    act(h.suggested);
    if (!message.empty()) {
      // The tutor's suggestion was refused: stop rather than ask again and again.
      autoplay_left_ = 0;
      frozen_ = true;
    }
    return;
  }
  hint_ = std::move(h);
}

void PracticeController::pump(double pause, bool offer_takeback, bool visible) {
  offer_takeback_ = offer_takeback;
  // Results first; a result for a position that has moved on is refused by the session (bots,
  // grades) or dropped (hints).
  take_results([this] { counted_action(); }, [this](practice::Hint& h) { take_hint(h); });
  practice::Session* s = session();
  if (!s) return;
  const CountBusy count_busy{*this};

  // The grade of the player's latest action.
  start_grade();

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
  return offer_takeback && offer_open();
}

void PracticeController::take_back() {
  if (!undo()) return;
  reset_turn();
  last_action_ = std::chrono::steady_clock::now();
}

void PracticeController::next_hand() {
  if (!deal_next()) return;
  reset_turn();
  last_action_ = std::chrono::steady_clock::now();
}

void PracticeController::start_retry(std::size_t action_index) {
  if (!enter_retry(action_index)) return;
  reset_turn();
}

void PracticeController::end_retry() {
  leave_retry();
  reset_turn();
}

bool PracticeController::idle() const {
  const practice::Session* s = session();
  if (!s) return !reviews_.running();
  if (jobs_running()) return false;
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
