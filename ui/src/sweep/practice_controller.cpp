#include "sweep/practice_controller.h"

#include <algorithm>
#include <utility>

namespace ui {

namespace sw = engine::sweep;

std::optional<sw::Action> SweepPracticeGame::autoplay_move(const practice::SweepSession& s) {
  // The player's turn by the rule of thumb (microseconds).
  solver::BotConfig quick;
  return practice::compute_sweep_bot_move(practice::SweepBotJob{s.position(), quick});
}

void SweepPracticeGame::prepare_final_hint(practice::SweepSession& s) {
  const auto legal = s.legal_actions();
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
    s.select_card(pick);
    const auto caps = s.captures_of_selected();
    if (!caps.empty()) s.choose_capture(caps.front());
  }
}

void SweepPracticeController::click_hand_card(sw::Card c) {
  practice::SweepSession* s = session();
  if (!s) return;
  if (auto err = s->select_card(c)) {
    message = *err;
  } else {
    message.clear();
    // The only capture of the card is chosen for the player (issue 42).
    const auto caps = s->captures_of_selected();
    if (caps.size() == 1) s->choose_capture(caps.front());
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
  if (auto err = s->choose_capture(a)) {
    message = *err;
  } else {
    message.clear();
  }
}

void SweepPracticeController::play_capture(const sw::Action& a) {
  choose_capture(a);
  if (message.empty()) take();
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

}  // namespace ui
