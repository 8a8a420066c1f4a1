// The practice screens' driver (ui/src/practice_controller.h) without a window: what the frame
// loop does once a frame. Computer players move only when the screen is visible and after the
// grade of the player's action; the tutor's suggestions play a hand to its end; an illegal
// action is refused with a sentence and changes nothing.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "../../ui/src/practice_controller.h"

namespace {

ui::practice::PracticeConfig quick_config(engine::Game game, const char* preset) {
  ui::practice::PracticeConfig c;
  c.game = game;
  c.preset = preset;
  c.seed = 4;
  c.bot_budget_seconds = 0;
  c.bot_max_worlds = 4;
  c.tutor_max_worlds = 4;
  c.grade_samples = 4;
  c.review_samples = 4;
  return c;
}

// Pumps like the frame loop until the controller is idle (or a minute has passed).
bool pump_until_idle(ui::PracticeController& pc, bool visible = true) {
  const auto start = std::chrono::steady_clock::now();
  while (std::chrono::steady_clock::now() - start < std::chrono::seconds(60)) {
    pc.pump(0.0, true, visible);
    if (pc.idle()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

}  // namespace

TEST_CASE("practice driver: the tutor's suggestions play a Sheepshead hand to the score table") {
  ui::PracticeController pc;
  REQUIRE_FALSE(pc.start(quick_config(engine::Game::kSheepshead, "sheepshead"), {}));
  REQUIRE(pc.active());
  pc.autoplay(1000);
  REQUIRE(pump_until_idle(pc));
  const ui::practice::Session* s = pc.session();
  REQUIRE(s != nullptr);
  CHECK(s->phase() == ui::practice::SessionPhase::kHandOver);
  REQUIRE(s->score_table().size() == 1);
  CHECK(pc.message.empty());
  // Every action of the player was graded before the computer players went on.
  const auto& seats = s->hand_action_seats();
  int mine = 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] != s->config().human_seat) continue;
    ++mine;
    CHECK_MESSAGE(s->grade_of(i) != nullptr, "action ", i, " has no grade");
  }
  CHECK(mine > 0);
  const ui::PracticeStatus st = pc.status(true);
  CHECK(st.hand_over);
  CHECK(ui::practice_buttons(st).next_hand);
  pc.next_hand();
  CHECK(pc.session()->hand_index() == 1);
}

TEST_CASE("practice driver: out of sight the computer players wait") {
  ui::PracticeController pc;
  REQUIRE_FALSE(pc.start(quick_config(engine::Game::kSheepshead, "sheepshead"), {}));
  // Seat 0 deals the first hand: the computer players bid first.
  REQUIRE(pc.session()->phase() == ui::practice::SessionPhase::kBotToAct);
  for (int i = 0; i < 50; ++i) {
    pc.pump(0.0, true, false);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  CHECK(pc.session()->hand_actions().empty());
  // In sight, they play on until the player decides.
  REQUIRE(pump_until_idle(pc));
  CHECK_FALSE(pc.session()->hand_actions().empty());
  CHECK(pc.session()->phase() != ui::practice::SessionPhase::kBotToAct);
}

TEST_CASE("practice driver: an illegal action is refused with a sentence") {
  ui::PracticeController pc;
  REQUIRE_FALSE(pc.start(quick_config(engine::Game::kSheepshead, "sheepshead"), {}));
  REQUIRE(pump_until_idle(pc));
  REQUIRE(pc.session()->human_to_act());
  const std::size_t before = pc.session()->hand_actions().size();
  // A card in the auction, or a card the player does not hold.
  solver::Action a;
  a.kind = solver::DecisionKind::kPlay;
  const engine::CardMask others =
      ~pc.session()->sheepshead_hand()->hand_of(pc.session()->config().human_seat);
  a.card = engine::lowest(others);
  pc.act(a);
  CHECK(pc.message.find("That is not possible: ") == 0);
  CHECK(pc.session()->hand_actions().size() == before);
  // The bury selection only changes in the player's bury.
  if (pc.session()->sheepshead_hand()->phase() != engine::Phase::kBury) {
    pc.click_bury_card(engine::lowest(engine::kLongDeck));
    CHECK(pc.bury_selection() == 0);
  }
}

TEST_CASE("practice driver: a bad configuration is refused") {
  ui::PracticeController pc;
  ui::practice::PracticeConfig c = quick_config(engine::Game::kSheepshead, "skat");
  const auto error = pc.start(c, {});
  REQUIRE(error.has_value());
  CHECK_FALSE(error->empty());
  CHECK_FALSE(pc.active());
}
