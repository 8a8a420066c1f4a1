#include "trick_practice_controller.h"

#include <utility>

namespace ui {

namespace {

using practice::SessionPhase;

}  // namespace

// The declarer's party is polled for Kontra too (SK-6.4) but may not say it: nobody is asked a
// question with one answer, so the "no" is given at once.
std::optional<practice::Move> TrickPracticeGame::forced_action(const practice::Session& s) {
  const engine::SchafkopfHand* sk = s.schafkopf_hand();
  if (!sk || sk->phase() != engine::SkPhase::kDoubling || sk->may_double()) return std::nullopt;
  solver::SkAction no;
  no.kind = solver::SkActionKind::kDouble;
  no.yes = false;
  return practice::Move{no};
}

void TrickPracticeController::click_bury_card(engine::Card c) {
  const practice::Session* s = session();
  if (!s || !s->sheepshead_hand()) return;
  input_ = toggle_bury_card(*s->sheepshead_hand(), s->config().human_seat, input_, c);
}

PracticeStatus TrickPracticeController::status(bool offer_takeback) const {
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

PracticeControls TrickPracticeController::controls() const {
  const practice::Session* s = session();
  if (!s) return {};
  const int seat = s->config().human_seat;
  if (const engine::SheepsheadHand* h = s->sheepshead_hand()) {
    return practice_controls(*h, seat, input_);
  }
  if (const engine::SchafkopfHand* h = s->schafkopf_hand()) return practice_controls(*h, seat);
  return {};
}

PracticeTable TrickPracticeController::table() const {
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
