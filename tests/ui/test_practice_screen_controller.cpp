// The practice screens' driver (ui/src/practice_controller.h) without a window: what the frame
// loop does once a frame. Computer players move only when the screen is visible and after the
// grade of the player's action; the tutor's suggestions play a hand to its end; an illegal
// action is refused with a sentence and changes nothing.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "../../ui/src/trick_practice_controller.h"
#include "solver/players.h"

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
bool pump_until_idle(ui::TrickPracticeController& pc, bool visible = true) {
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
  ui::TrickPracticeController pc;
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
  ui::TrickPracticeController pc;
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
  ui::TrickPracticeController pc;
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
  ui::TrickPracticeController pc;
  ui::practice::PracticeConfig c = quick_config(engine::Game::kSheepshead, "skat");
  const auto error = pc.start(c, {});
  REQUIRE(error.has_value());
  CHECK_FALSE(error->empty());
  CHECK_FALSE(pc.active());
}

// Issue 20: a grade appears right after the decision it grades. The player picks, buries and
// calls; before each next decision of his (and before the computer players go on) every earlier
// action of his has its grade, and the grade shown (last_grade) is that of the action just
// taken: a bury blunder is seen, and can be taken back, at the call, not once play has started.
TEST_CASE("practice driver: pick, bury and call are each graded before the next decision") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 40 && checked < 2; ++seed) {
    CAPTURE(seed);
    ui::TrickPracticeController pc;
    ui::practice::PracticeConfig c = quick_config(engine::Game::kSheepshead, "sheepshead");
    c.seed = seed;
    REQUIRE_FALSE(pc.start(c, {}));
    REQUIRE(pump_until_idle(pc));
    const ui::practice::Session* s = pc.session();
    REQUIRE(s->human_to_act());
    if (s->sheepshead_hand()->phase() != engine::Phase::kPick) continue;  // somebody picked
    ++checked;
    const int seat = s->config().human_seat;
    solver::BotConfig b;
    b.strength = solver::Strength::kHeuristic;
    auto bot = solver::make_sheepshead_bot(b);
    int decisions = 0;
    while (s->human_to_act() && s->sheepshead_hand()->phase() != engine::Phase::kPlay) {
      const engine::Phase phase = s->sheepshead_hand()->phase();
      solver::Action a = bot->decide(*s->sheepshead_hand()).action;
      if (phase == engine::Phase::kPick) a = solver::pick_action(true);  // the player picks
      pc.act(a);
      REQUIRE(pc.message.empty());
      const std::size_t acted = s->hand_actions().size() - 1;
      ++decisions;
      REQUIRE(pump_until_idle(pc));
      // Graded now, whatever comes next (his next decision or the computer players' cards).
      const ui::practice::MoveGrade* g = s->grade_of(acted);
      REQUIRE_MESSAGE(g != nullptr, "decision ", decisions, " (phase ", static_cast<int>(phase),
                      ") has no grade");
      INFO(g->note);
      CHECK(g->analysis.complete);
      CHECK(g->grade != solver::Grade::kNotGraded);
      if (s->human_to_act()) CHECK(s->last_grade() == g);
      for (std::size_t i = 0; i < acted; ++i) {
        if (s->hand_action_seats()[i] == seat) CHECK(s->grade_of(i) != nullptr);
      }
    }
    CHECK(decisions >= 2);  // the pick and the bury at least
  }
  CHECK(checked == 2);
}
