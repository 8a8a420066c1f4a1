// The application model (ui/replay_model.h) and the checks a deal passes before it is shown
// (ui/replay_deal.h): stepping, trick jumps, perspective, the error queue, and bad deals.
#include <doctest/doctest.h>

#include "ui/demo_hand.h"
#include "ui/replay_model.h"
#include "ui_test_util.h"

using uitest::card;
using uitest::mask;

namespace {

bool mentions(const std::vector<std::string>& lines, std::string_view text) {
  for (const auto& l : lines) {
    if (l.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("Stepping moves one card and stops at both ends") {
  ui::ReplayModel m;
  m.set_deal(uitest::example_deal());
  REQUIRE_FALSE(m.has_error());
  const int n = m.steps();
  REQUIRE(n == 30);
  CHECK(m.step() == 0);
  m.previous();
  CHECK(m.step() == 0);
  m.next();
  m.next();
  CHECK(m.step() == 2);
  CHECK(m.view().step == 2);
  CHECK(m.view().trick.cards.size() == 2);
  m.last();
  CHECK(m.step() == n);
  m.next();
  CHECK(m.step() == n);
  CHECK(m.view().hand_over);
  m.previous();
  CHECK(m.step() == n - 1);
  CHECK_FALSE(m.view().hand_over);
  m.first();
  CHECK(m.step() == 0);
  m.set_step(999);
  CHECK(m.step() == n);
}

TEST_CASE("Trick jumps land where a trick has just been completed") {
  ui::ReplayModel m;
  m.set_deal(uitest::example_deal(), 7);
  CHECK(m.step() == 7);
  m.next_trick();
  CHECK(m.step() == 10);
  CHECK(m.view().trick.complete);
  m.next_trick();
  CHECK(m.step() == 15);
  m.previous_trick();
  CHECK(m.step() == 10);
  m.set_step(11);
  m.previous_trick();
  CHECK(m.step() == 10);
  m.previous_trick();
  CHECK(m.step() == 5);
  m.previous_trick();
  CHECK(m.step() == 0);
  m.previous_trick();
  CHECK(m.step() == 0);
  m.set_step(28);
  m.next_trick();
  CHECK(m.step() == 30);
  m.next_trick();
  CHECK(m.step() == 30);
}

TEST_CASE("The perspective changes what the view shows") {
  ui::ReplayModel m;
  m.set_deal(uitest::example_deal());
  CHECK(m.perspective().show_all);
  CHECK(m.view().seats[3].face_up.size() == 6);
  m.set_show_all(false);
  m.set_seat(1);
  CHECK(m.perspective().seat == 1);
  CHECK(m.view().seats[1].face_up.size() == 6);
  CHECK(m.view().seats[3].face_up.empty());
  CHECK(m.view().seats[3].face_down == 6);
  m.set_seat(17);
  CHECK(m.perspective().seat == 4);
  m.set_seat(-2);
  CHECK(m.perspective().seat == 0);
}

TEST_CASE("A deal recorded from one seat opens in that seat's place") {
  auto deal = uitest::example_deal();
  deal.viewer = 3;
  ui::ReplayModel m;
  m.set_deal(deal);
  CHECK(m.perspective().seat == 3);
}

TEST_CASE("Error reports queue up and are dismissed oldest first") {
  ui::ReplayModel m;
  CHECK_FALSE(m.has_error());
  m.report({"first", {"a"}});
  m.report({"second", {"b", "c"}});
  REQUIRE(m.has_error());
  CHECK(m.error().title == "first");
  m.dismiss_error();
  REQUIRE(m.has_error());
  CHECK(m.error().lines.size() == 2);
  m.dismiss_error();
  CHECK_FALSE(m.has_error());
  m.dismiss_error();
  CHECK_FALSE(m.has_error());
}

TEST_CASE("A card the seat does not hold is reported and the plays are cut there") {
  auto deal = uitest::example_deal();
  // Dee (seat 3) plays fourth in trick 1; KS was dealt to Eve.
  deal.plays[3] = card("KS");
  ui::ReplayModel m;
  m.set_deal(deal, 20);
  REQUIRE(m.has_error());
  CHECK(mentions(m.error().lines, "plays[3]"));
  CHECK(mentions(m.error().lines, "KS"));
  CHECK(m.steps() == 3);
  CHECK(m.step() == 3);
}

TEST_CASE("SS-8.9: an illegal card is reported") {
  auto deal = uitest::example_deal();
  // Trump (QC) was led; Bob holds trumps (QS, TD), so 8C is not legal.
  deal.plays[1] = card("8C");
  const auto problems = ui::sanitize_deal(deal);
  CHECK(mentions(problems, "plays[1]"));
  CHECK(mentions(problems, "not a legal card"));
  CHECK(deal.plays.size() == 1);
}

TEST_CASE("A card dealt to two seats is reported") {
  auto deal = uitest::example_deal();
  deal.hands[2] |= engine::bit(card("QC"));
  const auto problems = ui::sanitize_deal(deal);
  CHECK(mentions(problems, "QC is dealt to"));
}

TEST_CASE("A seat count that does not fit the game is reported") {
  auto deal = uitest::example_deal();
  deal.num_seats = 4;
  const auto problems = ui::sanitize_deal(deal);
  CHECK(mentions(problems, "needs 5 seats"));
  CHECK(deal.num_seats == 5);
}

TEST_CASE("Missing names become Seat 1, Seat 2, ...") {
  auto deal = uitest::example_deal();
  deal.players = {"Ann", "", "Cy", "Dee", "Eve"};
  CHECK(ui::sanitize_deal(deal).empty());
  CHECK(deal.players[1] == "Seat 2");
  deal.players.clear();
  CHECK(ui::sanitize_deal(deal).empty());
  CHECK(deal.players[4] == "Seat 5");
}

TEST_CASE("G-4: demo hands are complete, legal and reproducible") {
  for (std::uint64_t seed = 1; seed <= 25; ++seed) {
    CAPTURE(seed);
    auto deal = ui::demo_deal(seed);
    CHECK(deal.plays.size() == 30);
    const auto again = ui::demo_deal(seed);
    CHECK(deal.plays == again.plays);
    CHECK(deal.hands == again.hands);
    CHECK(ui::sanitize_deal(deal).empty());
    CHECK(deal.plays.size() == 30);
    CHECK(ui::compute_table_view(deal, 30, ui::Perspective{}).hand_over);
  }
}
